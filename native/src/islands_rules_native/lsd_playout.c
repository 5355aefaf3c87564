/* LSD random games in C: the field, R9-R18 and uniformly random turns; see lsd_core.h. */
#include <stdlib.h>
#include <string.h>

#include "lsd_core.h"
#include "native_cells.h"

static const int OPPOSITE[4] = {4, 8, 1, 2}; /* the bit of the side facing back */
static int PATTERN_OF[16];                  /* the dot pattern of a side mask (R4), -1 for 0 */
static int ORIENTED[5];                     /* how many turned masks each pattern has */
static uint8_t FITS[256][16];               /* per constraint, the side masks that fit (R9, R10) */
static uint8_t FIT_COUNT[256];
static int FIT_PER_PATTERN[256][5];         /* per constraint, how many of them per pattern */
static int FIT_PATTERNS[256];               /* per constraint, the 5-bit mask of the patterns fitting */
static uint8_t ALL_SIDES[16];               /* every turned mask, in pattern order (R8) */
static int tables_ready;

void lsd_tables_init(void) {
    static const int ORIENTATIONS[15] = {1, 2, 4, 8, 3, 6, 12, 9, 5, 10, 7, 14, 13, 11, 15};
    static const int PATTERN_STARTS[6] = {0, 4, 8, 10, 14, 15};
    if (tables_ready) return;
    PATTERN_OF[0] = -1;
    for (int p = 0; p < 5; p++) {
        ORIENTED[p] = PATTERN_STARTS[p + 1] - PATTERN_STARTS[p];
        for (int i = PATTERN_STARTS[p]; i < PATTERN_STARTS[p + 1]; i++) PATTERN_OF[ORIENTATIONS[i]] = p;
    }
    for (int i = 0; i < 15; i++) ALL_SIDES[i] = (uint8_t)ORIENTATIONS[i];
    for (int c = 0; c < 256; c++) {
        int need = c & 15, forbid = c >> 4, n = 0;
        FIT_PATTERNS[c] = 0;
        for (int p = 0; p < 5; p++) FIT_PER_PATTERN[c][p] = 0;
        if (need && !(need & forbid))
            for (int i = 0; i < 15; i++) {
                int s = ORIENTATIONS[i];
                if ((s & need) == need && !(s & forbid)) {
                    FITS[c][n++] = (uint8_t)s;
                    FIT_PER_PATTERN[c][PATTERN_OF[s]]++;
                    FIT_PATTERNS[c] |= 1 << PATTERN_OF[s];
                }
            }
        FIT_COUNT[c] = (uint8_t)n;
    }
    tables_ready = 1;
}

static int alloc_grid(LsdPos *p, Frame frame) {
    size_t cells = (size_t)frame.nx * (size_t)frame.ny;
    p->frame = frame;
    p->w = frame.ny;
    p->tile = malloc(cells);
    p->open = calloc(cells, 1);
    p->opos = malloc(cells * sizeof *p->opos);
    p->olist = malloc(cells * sizeof *p->olist);
    p->weight = malloc(cells * sizeof *p->weight);
    p->ocount = 0;
    if (!p->tile || !p->open || !p->opos || !p->olist || !p->weight) return 0;
    memset(p->tile, -1, cells);
    memset(p->opos, -1, cells * sizeof *p->opos);
    return 1;
}

static void free_grid(LsdPos *p) {
    free(p->tile);
    free(p->open);
    free(p->opos);
    free(p->olist);
    free(p->weight);
    p->tile = NULL;
    p->open = NULL;
    p->opos = p->olist = p->weight = NULL;
}

int lsd_pos_init(LsdPos *p, int reach) {
    lsd_tables_init();
    p->tiles = 0;
    p->over = 0;
    p->winner = -1;
    return alloc_grid(p, frame_around(reach + 12));
}

void lsd_pos_free(LsdPos *p) { free_grid(p); }

static inline int index_of(const LsdPos *p, int x, int y) { return frame_index(&p->frame, x, y); }

static inline void list_add(LsdPos *p, int k) { cells_add(p->opos, p->olist, &p->ocount, k); }

static inline void list_remove(LsdPos *p, int k) { cells_remove(p->opos, p->olist, &p->ocount, k); }

/* The constraint of the empty cell k, from the tiles around it. */
static int constraint(const LsdPos *p, int k) {
    const int steps[4] = {1, p->w, -1, -p->w};
    int found = 0;
    for (int d = 0; d < 4; d++) {
        int code = p->tile[k + steps[d]];
        if (code >= 0) found |= (code & OPPOSITE[d]) ? 1 << d : 16 << d;
    }
    return found;
}

static void put(LsdPos *p, int k, int code) {
    const int steps[4] = {1, p->w, -1, -p->w};
    p->tile[k] = (int8_t)code;
    p->open[k] = 0;
    list_remove(p, k);
    p->tiles++;
    for (int d = 0; d < 4; d++) {
        int n = k + steps[d];
        if (p->tile[n] >= 0) continue;
        int bit = OPPOSITE[d];
        p->open[n] |= (uint8_t)((code >> d & 1) ? bit : bit << 4);
        list_add(p, n);
    }
}

static void lift(LsdPos *p, int k) {
    const int around[5] = {0, 1, -1, p->w, -p->w};
    p->tile[k] = -1;
    p->tiles--;
    for (int i = 0; i < 5; i++) {
        int n = k + around[i];
        if (p->tile[n] >= 0) continue;
        int found = constraint(p, n);
        p->open[n] = (uint8_t)found;
        if (found) list_add(p, n);
        else list_remove(p, n);
    }
}

/* A grid grown to hold (x, y) with room around, the same field on it (its open cells listed
 * again). */
static int grow(LsdPos *p, int x, int y) {
    LsdPos old = *p;
    if (!alloc_grid(p, frame_grown(old.frame, x, y, 3))) {
        free_grid(p);
        *p = old;
        return 0;
    }
    p->tiles = 0;
    for (int k = 0; k < old.frame.nx * old.frame.ny; k++)
        if (old.tile[k] >= 0) put(p, index_of(p, frame_x(&old.frame, k), frame_y(&old.frame, k)), old.tile[k]);
    free_grid(&old);
    return 1;
}

int lsd_pos_setup(LsdPos *p, int x, int y, int code) {
    if (frame_near_edge(&p->frame, x, y, 3) && !grow(p, x, y)) return 0;
    put(p, index_of(p, x, y), code);
    return 1;
}

static inline int icon_match(int code) { return code >> 4 & 3; } /* icon colour (owner & 1) and icon */

/* Capture around the tile code just put on k (R12-R15); returns how many fell. */
static int capture(LsdPos *p, int k, int code) {
    int victims[4], count = 0, match = icon_match(code), colour = code >> 5 & 1;
    const int steps[4] = {1, p->w, -1, -p->w};
    if (!(code >> 4 & 1)) { /* a + tile (R13) */
        for (int d = 0; d < 4; d++) {
            int partner = p->tile[k + 2 * steps[d]], between = p->tile[k + steps[d]];
            if (partner >= 0 && icon_match(partner) == match && between >= 0 && (between >> 5 & 1) != colour)
                victims[count++] = k + steps[d];
        }
    } else { /* an x tile (R14) */
        const int dxs[2] = {p->w, -p->w}, dys[2] = {1, -1};
        for (int i = 0; i < 2; i++)
            for (int j = 0; j < 2; j++) {
                int partner = p->tile[k + dxs[i] + dys[j]];
                if (partner < 0 || icon_match(partner) != match) continue;
                int sides[2] = {k + dxs[i], k + dys[j]};
                for (int s = 0; s < 2; s++) {
                    int between = p->tile[sides[s]], seen = 0;
                    if (between < 0 || (between >> 5 & 1) == colour) continue;
                    for (int v = 0; v < count; v++) seen |= victims[v] == sides[s];
                    if (!seen) victims[count++] = sides[s];
                }
            }
    }
    for (int v = 0; v < count; v++) lift(p, victims[v]);
    return count;
}

/* The longest gap-free row or column of owner's tiles through k (R16). */
static int run_through(const LsdPos *p, int k, int owner) {
    int best = 0;
    const int steps[2] = {1, p->w};
    for (int i = 0; i < 2; i++) {
        int length = 1;
        for (int way = -1; way <= 1; way += 2)
            for (int n = k + way * steps[i]; p->tile[n] >= 0 && p->tile[n] >> 5 == owner; n += way * steps[i])
                length++;
        if (length > best) best = length;
    }
    return best;
}

static int patterns_left(const int64_t *supply) {
    int found = 0;
    for (int q = 0; q < 5; q++)
        if (supply[2 * q] || supply[2 * q + 1]) found |= 1 << q;
    return found;
}

/* R18 after a placement that did not win: whether nobody can place. */
static int nobody_can_place(const LsdPos *p) {
    int available = 0, fitting = 0;
    for (int s = 0; s < p->players; s++) available |= patterns_left(p->supply[s]);
    for (int i = 0; i < p->ocount && fitting != 31; i++) fitting |= FIT_PATTERNS[p->open[p->olist[i]]];
    return !(available & fitting);
}

/* The placement chosen as number r among the seat's placements on a cell of constraint c
 * (or anywhere with c < 0, the first placement, R8): its side mask and icon. */
static void pick(const int64_t *supply, int c, uint64_t r, int *sides, int *icon) {
    const uint8_t *fits = c < 0 ? ALL_SIDES : FITS[c];
    int n = c < 0 ? 15 : FIT_COUNT[c];
    for (int i = 0; i < n; i++) {
        int q = PATTERN_OF[fits[i]];
        for (int ic = 0; ic < 2; ic++)
            if (supply[2 * q + ic] && r-- == 0) {
                *sides = fits[i];
                *icon = ic;
                return;
            }
    }
}

static int record(LsdTurn **turns, long *count, long *capacity, int x, int y, int code) {
    if (turns == NULL) return 1;
    if (*count == *capacity) {
        long more = *capacity ? 2 * *capacity : 128;
        LsdTurn *grown = realloc(*turns, (size_t)more * sizeof **turns);
        if (grown == NULL) return 0;
        *turns = grown;
        *capacity = more;
    }
    (*turns)[(*count)++] = (LsdTurn){x, y, code};
    return 1;
}

int lsd_playout(LsdPos *p, NativeRng *rng, LsdTurn **turns, long *count, long *capacity) {
    while (!p->over) {
        int seat = p->to_move, avail[5];
        int64_t *supply = p->supply[seat];
        for (int q = 0; q < 5; q++) avail[q] = (supply[2 * q] != 0) + (supply[2 * q + 1] != 0);
        uint64_t total = 0;
        int k = -1, c = -1;
        if (p->tiles == 0) { /* R8: any tile, turned any way, on 0,0 */
            for (int q = 0; q < 5; q++) total += (uint64_t)(ORIENTED[q] * avail[q]);
            k = index_of(p, 0, 0);
        } else {
            for (int i = 0; i < p->ocount; i++) {
                const int *per = FIT_PER_PATTERN[p->open[p->olist[i]]];
                int weight = per[0] * avail[0] + per[1] * avail[1] + per[2] * avail[2] + per[3] * avail[3] +
                             per[4] * avail[4];
                p->weight[i] = weight;
                total += (uint64_t)weight;
            }
        }
        p->to_move = (seat + 1) % p->players;
        if (total == 0) { /* R17: pass */
            if (!record(turns, count, capacity, 0, 0, -1)) return 0;
            continue;
        }
        uint64_t r = native_rng_below(rng, total);
        if (k < 0)
            for (int i = 0;; i++) {
                if (r < (uint64_t)p->weight[i]) {
                    k = p->olist[i];
                    c = p->open[k];
                    break;
                }
                r -= (uint64_t)p->weight[i];
            }
        int sides = 0, icon = 0;
        pick(supply, c, r, &sides, &icon);
        int code = seat << 5 | icon << 4 | sides, x = frame_x(&p->frame, k), y = frame_y(&p->frame, k);
        if (!record(turns, count, capacity, x, y, code)) return 0;
        put(p, k, code);
        p->captures[seat] += capture(p, k, code);
        supply[2 * PATTERN_OF[sides] + icon]--;
        if (run_through(p, k, seat) >= p->line) {
            p->over = 1;
            p->winner = seat;
        } else if (nobody_can_place(p)) {
            p->over = 1;
            p->winner = -1;
        }
        if (!p->over && frame_near_edge(&p->frame, x, y, 3) && !grow(p, x, y)) return 0;
    }
    return 1;
}
