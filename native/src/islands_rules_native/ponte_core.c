/* The rules of Ponte del Diavolo on plain arrays; see ponte_core.h. Each rule is checked in
 * one function, which names it. */
#include "ponte_core.h"

#include <stdlib.h>
#include <string.h>

static int column_of(const Pos *p, int i) { return i / p->size; }
static int row_of(const Pos *p, int i) { return i % p->size; }
static int sign(int v) { return (v > 0) - (v < 0); }
static int two_in(int supply) { return supply == PONTE_UNLIMITED || supply >= 2; }

/* The on-board cells at the given offsets from i, written to out; returns how many. */
static int around(const Pos *p, int i, const int (*steps)[2], int count, int *out) {
    int found = 0, column = column_of(p, i), row = row_of(p, i);
    for (int k = 0; k < count; k++) {
        int c = column + steps[k][0], r = row + steps[k][1];
        if (c >= 0 && c < p->size && r >= 0 && r < p->size) out[found++] = c * p->size + r;
    }
    return found;
}

static const int ORTHOGONAL[4][2] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
static const int SURROUNDING[8][2] = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
/* R11: a bridge's offsets from its lower cell to its higher one, in increasing cell order. */
static const int BRIDGE_STEPS[8][2] = {{0, 2}, {1, -2}, {1, 2}, {2, -2}, {2, -1}, {2, 0}, {2, 1}, {2, 2}};

static Neighbours *tables[PONTE_MAX_SIZE + 1];
static int cells_under(const Pos *p, int a, int b, int *out);

/* The neighbour tables of a board size, built the first time it is asked for. */
static const Neighbours *neighbours(const Pos *p) {
    if (tables[p->size] != NULL) return tables[p->size];
    Neighbours *made = malloc(sizeof *made);
    if (made == NULL) return NULL;
    int found[8];
    for (int x = 0; x < p->cells; x++) {
        int n = around(p, x, ORTHOGONAL, 4, found);
        for (int k = 0; k < 4; k++) made->ortho[x][k] = (int16_t)(k < n ? found[k] : -1);
        n = around(p, x, SURROUNDING, 8, found);
        for (int k = 0; k < 8; k++) made->surround[x][k] = (int16_t)(k < n ? found[k] : -1);
        n = around(p, x, BRIDGE_STEPS, 8, found);
        for (int k = 0; k < 9; k++) made->bridge_to[x][k] = (int16_t)(k < n ? found[k] : -1);
        for (int k = 0; k < n; k++) {
            int under[2] = {-1, -1};
            cells_under(p, x, found[k], under);
            made->under[x][k][0] = (int16_t)under[0];
            made->under[x][k][1] = (int16_t)under[1];
        }
        made->column[x] = (uint8_t)column_of(p, x);
        made->row[x] = (uint8_t)row_of(p, x);
    }
    return tables[p->size] = made;
}

/* R9: the group of colour c's tiles holding seed, marked with a new stamp, explored only
 * until it has more than cap tiles; returns its size (at most cap + 1). */
static int fill(Pos *p, int c, int seed, int cap, int16_t *cells) {
    int size = 0, next = 0;
    uint8_t own = (uint8_t)(1 + c);
    p->stamp++;
    if (p->stamp == 0) { /* wrapped: forget every old mark */
        memset(p->mark, 0, sizeof p->mark);
        p->stamp = 1;
    }
    p->mark[seed] = p->stamp;
    cells[size++] = (int16_t)seed;
    while (next < size && size <= cap) {
        const int16_t *near = p->near->ortho[cells[next++]];
        for (int k = 0; k < 4 && near[k] >= 0 && size <= cap; k++) {
            if (p->tile[near[k]] == own && p->mark[near[k]] != p->stamp) {
                p->mark[near[k]] = p->stamp;
                cells[size++] = near[k];
            }
        }
    }
    return size;
}

/* R9 for the group just filled (its cells marked with the current stamp): at most four
 * tiles, and an island has no tile of its colour on the 8 cells around it. */
static int group_fits(Pos *p, int c, const int16_t *cells, int size) {
    if (size > 4) return 0;
    if (size < 4) return 1;
    for (int k = 0; k < 4; k++) {
        const int16_t *near = p->near->surround[cells[k]];
        for (int j = 0; j < 8 && near[j] >= 0; j++)
            if (p->tile[near[j]] == 1 + c && p->mark[near[j]] != p->stamp) return 0;
    }
    return 1;
}

/* R8 and R9 (ii) as far as the board goes: the cell is empty, not under a bridge, and not
 * around an island of colour c. */
static int is_open(const Pos *p, int c, int x) {
    return p->tile[x] == EMPTY && !p->blocked[x] && !p->closed[c][x];
}

/* R9 for one tile of colour c on x: the size of the group it would make, or 0 if illegal. */
static int alone_size(Pos *p, int c, int x) {
    int16_t cells[8];
    if (!is_open(p, c, x)) return 0;
    p->tile[x] = (uint8_t)(1 + c);
    int size = fill(p, c, x, 4, cells);
    int ok = group_fits(p, c, cells, size);
    p->tile[x] = EMPTY;
    return ok ? size : 0;
}

/* R10: tiles of colour c on x and y, judged with both added. */
static int pair_is_legal(Pos *p, int c, int x, int y) {
    int16_t cells[8];
    if (x == y || !is_open(p, c, x) || !is_open(p, c, y)) return 0;
    p->tile[x] = p->tile[y] = (uint8_t)(1 + c);
    int size = fill(p, c, x, 4, cells);
    int ok = group_fits(p, c, cells, size);
    if (ok && p->mark[y] != p->stamp) {
        size = fill(p, c, y, 4, cells);
        ok = group_fits(p, c, cells, size);
    }
    p->tile[x] = p->tile[y] = EMPTY;
    return ok;
}

/* What colour c may place: the cells where one tile is legal alone (R9), in cell order, the
 * size of the group each would make (0 where a tile is illegal) and that group's cells. */
typedef struct {
    int count;
    int alone[PONTE_MAX_CELLS];
    uint8_t size_at[PONTE_MAX_CELLS];
    int16_t group_at[PONTE_MAX_CELLS][4];
} Placement;

static void find_placement(Pos *p, int c, Placement *out) {
    int16_t label[PONTE_MAX_CELLS], start[PONTE_MAX_CELLS], cells[PONTE_MAX_CELLS + 1];
    uint8_t size_of[PONTE_MAX_CELLS];
    int16_t members[PONTE_MAX_CELLS];
    int groups = 0, used = 0;
    /* The groups of c's tiles, labelled once, their cells listed by label. */
    for (int x = 0; x < p->cells; x++) label[x] = -1;
    for (int x = 0; x < p->cells; x++) {
        if (p->tile[x] != 1 + c || label[x] >= 0) continue;
        int size = fill(p, c, x, p->cells, cells);
        start[groups] = (int16_t)used;
        size_of[groups] = (uint8_t)(size > 255 ? 255 : size);
        for (int k = 0; k < size; k++) {
            label[cells[k]] = (int16_t)groups;
            members[used++] = cells[k];
        }
        groups++;
    }
    out->count = 0;
    for (int x = 0; x < p->cells; x++) {
        out->size_at[x] = 0;
        if (!is_open(p, c, x)) continue;
        /* The group one tile on x makes: x and the distinct groups beside it. */
        int joined[4], joins = 0, size = 1;
        const int16_t *near = p->near->ortho[x];
        for (int k = 0; k < 4 && near[k] >= 0; k++) {
            int g = label[near[k]];
            if (g < 0 || (joins > 0 && joined[0] == g) || (joins > 1 && joined[1] == g) ||
                (joins > 2 && joined[2] == g))
                continue;
            joined[joins++] = g;
            size += size_of[g];
        }
        if (size > 4) continue;
        int16_t *group = out->group_at[x];
        int m = 0;
        group[m++] = (int16_t)x;
        for (int j = 0; j < joins; j++)
            for (int k = 0; k < size_of[joined[j]]; k++) group[m++] = members[start[joined[j]] + k];
        if (size == 4) { /* an island: nothing of c's around it */
            p->stamp++;
            for (int k = 0; k < 4; k++) p->mark[group[k]] = p->stamp;
            p->tile[x] = (uint8_t)(1 + c);
            int fits = group_fits(p, c, group, 4);
            p->tile[x] = EMPTY;
            if (!fits) continue;
        }
        out->size_at[x] = (uint8_t)size;
        out->alone[out->count++] = x;
    }
}

/* The pairs of legal-alone cells that R10 refuses, grouped by their lower cell: for lower
 * cell x, higher[first[x]] up to higher[first[x + 1]] (in no particular order). */
/* The most cells in a zone, each listed once: around a line of four tiles, 3 x 6 - 4. */
#define ZONE_CELLS 16

typedef struct {
    int count;
    int first[PONTE_MAX_CELLS + 1];
    int16_t higher[ZONE_CELLS * PONTE_MAX_CELLS];
    /* Scratch: the candidate pairs before grouping. */
    int16_t candidate_lower[ZONE_CELLS * PONTE_MAX_CELLS], candidate_higher[ZONE_CELLS * PONTE_MAX_CELLS];
} Refused;

/* R10. Two tiles interact only when one lies in the other's zone: next to the group it makes,
 * or around it if that is an island. Other pairs of legal-alone cells are legal (their groups
 * stay apart, and each was legal alone), and so are those whose groups have fewer than four
 * tiles together (no group of four can come of them); only the rest is judged, once each. */
static void refused_pairs(Pos *p, int c, const Placement *placed, Refused *out) {
    static const int EMPTY_ZONE = -1;
    int16_t *lower = out->candidate_lower, *higher = out->candidate_higher, listed_for[PONTE_MAX_CELLS];
    long candidates = 0;
    for (int y = 0; y < p->cells; y++) listed_for[y] = (int16_t)EMPTY_ZONE;
    for (int i = 0; i < placed->count; i++) {
        int x = placed->alone[i], size = placed->size_at[x], island = size == 4;
        for (int k = 0; k < size; k++) {
            int16_t from = placed->group_at[x][k];
            const int16_t *near = island ? p->near->surround[from] : p->near->ortho[from];
            for (int j = 0; j < (island ? 8 : 4) && near[j] >= 0; j++) {
                int y = near[j];
                if (y == x || listed_for[y] == x || !placed->size_at[y] || size + placed->size_at[y] < 4) continue;
                listed_for[y] = (int16_t)x;
                lower[candidates] = (int16_t)(x < y ? x : y);
                higher[candidates++] = (int16_t)(x < y ? y : x);
            }
        }
    }
    /* Grouped by lower cell (a counting sort); a pair found from both its cells is judged once. */
    for (int x = 0; x <= p->cells; x++) out->first[x] = 0;
    for (long k = 0; k < candidates; k++) out->first[lower[k] + 1]++;
    for (int x = 0; x < p->cells; x++) out->first[x + 1] += out->first[x];
    int fill_at[PONTE_MAX_CELLS];
    for (int x = 0; x < p->cells; x++) fill_at[x] = out->first[x];
    for (long k = 0; k < candidates; k++) out->higher[fill_at[lower[k]]++] = higher[k];
    out->count = 0;
    for (int y = 0; y < p->cells; y++) listed_for[y] = (int16_t)EMPTY_ZONE;
    for (int x = 0; x < p->cells; x++) {
        int kept = out->count;
        for (int k = out->first[x]; k < out->first[x + 1]; k++) {
            int y = out->higher[k];
            if (listed_for[y] == x) continue;
            listed_for[y] = (int16_t)x;
            if (!pair_is_legal(p, c, x, y)) out->higher[out->count++] = (int16_t)y;
        }
        out->first[x] = kept; /* the refused are packed in place, never past what was read */
    }
    out->first[p->cells] = out->count;
}

/* R8-R10: the legal pairs of colour c, x < y in cell order, written as codes to out
 * (NULL: only counted); returns how many. */
static long pair_moves(Pos *p, int c, int32_t *out) {
    Placement *placed = malloc(sizeof *placed);
    Refused *refused = malloc(sizeof *refused);
    long found = 0;
    if (placed == NULL || refused == NULL) {
        free(placed);
        free(refused);
        return -1;
    }
    find_placement(p, c, placed);
    refused_pairs(p, c, placed, refused);
    long count = placed->count;
    if (out == NULL) {
        found = count * (count - 1) / 2 - refused->count;
    } else {
        int16_t refused_for[PONTE_MAX_CELLS]; /* refused_for[y] == x: (x, y) is refused */
        for (int y = 0; y < p->cells; y++) refused_for[y] = -1;
        for (int i = 0; i < placed->count; i++) {
            int x = placed->alone[i];
            for (int k = refused->first[x]; k < refused->first[x + 1]; k++) refused_for[refused->higher[k]] = (int16_t)x;
            for (int j = i + 1; j < placed->count; j++)
                if (refused_for[placed->alone[j]] != x) out[found++] = x * p->cells + placed->alone[j];
        }
    }
    free(placed);
    free(refused);
    return found;
}

/* R12: the cells under a bridge from a to b (an R11 offset); returns how many (1 or 2). */
static int cells_under(const Pos *p, int a, int b, int *out) {
    int ac = column_of(p, a), ar = row_of(p, a);
    int dx = column_of(p, b) - ac, dy = row_of(p, b) - ar;
    if (abs(dx) != 1 && abs(dy) != 1) {
        out[0] = (ac + dx / 2) * p->size + ar + dy / 2;
        return 1;
    }
    if (abs(dx) == 1) {
        out[0] = ac * p->size + ar + sign(dy);
        out[1] = (ac + dx) * p->size + ar + sign(dy);
    } else {
        out[0] = (ac + sign(dx)) * p->size + ar;
        out[1] = (ac + sign(dx)) * p->size + ar + dy;
    }
    return 2;
}

static int orientation(int ox, int oy, int ax, int ay, int bx, int by) {
    return sign((ax - ox) * (by - oy) - (ay - oy) * (bx - ox));
}

/* Whether r, collinear with p-q, lies on the closed segment p-q. */
static int within(int px, int py, int qx, int qy, int rx, int ry) {
    return (px < qx ? px : qx) <= rx && rx <= (px > qx ? px : qx) && (py < qy ? py : qy) <= ry &&
           ry <= (py > qy ? py : qy);
}

/* R14: whether the closed segments between the centres of a1-a2 and b1-b2 share a point. */
static int segments_meet(const Pos *p, int a1, int a2, int b1, int b2) {
    const uint8_t *column = p->near->column, *row = p->near->row;
    int px = column[a1], py = row[a1], qx = column[a2], qy = row[a2];
    int rx = column[b1], ry = row[b1], sx = column[b2], sy = row[b2];
    /* Apart when their boxes are: most bridges on the board are far away. */
    if ((px > qx ? px : qx) < (rx < sx ? rx : sx) || (rx > sx ? rx : sx) < (px < qx ? px : qx) ||
        (py > qy ? py : qy) < (ry < sy ? ry : sy) || (ry > sy ? ry : sy) < (py < qy ? py : qy))
        return 0;
    int d1 = orientation(rx, ry, sx, sy, px, py), d2 = orientation(rx, ry, sx, sy, qx, qy);
    int d3 = orientation(px, py, qx, qy, rx, ry), d4 = orientation(px, py, qx, qy, sx, sy);
    if (d1 * d2 < 0 && d3 * d4 < 0) return 1;
    return (d1 == 0 && within(rx, ry, sx, sy, px, py)) || (d2 == 0 && within(rx, ry, sx, sy, qx, qy)) ||
           (d3 == 0 && within(px, py, qx, qy, rx, ry)) || (d4 == 0 && within(px, py, qx, qy, sx, sy));
}

/* R11-R15 for a bridge of colour c from a to its k-th partner b (Neighbours.bridge_to): both
 * ends are the mover's tiles without a bridge end, the cells under it are empty and under no
 * bridge, it meets no bridge, and the pool has one. */
static int bridge_is_legal(const Pos *p, int c, int a, int k) {
    int b = p->near->bridge_to[a][k];
    if (p->bridges_left == 0) return 0;
    if (p->tile[a] != 1 + c || p->tile[b] != 1 + c || p->end[a] || p->end[b]) return 0;
    for (int j = 0; j < 2; j++) {
        int under = p->near->under[a][k][j];
        if (under >= 0 && (p->tile[under] != EMPTY || p->blocked[under])) return 0;
    }
    for (int j = 0; j < p->bridges; j++)
        if (segments_meet(p, a, b, p->bridge_a[j], p->bridge_b[j])) return 0;
    return 1;
}

/* The legal bridges of colour c, in cell order of their ends, as codes; returns how many. */
static long bridge_moves(const Pos *p, int c, int32_t *out) {
    long found = 0;
    if (p->bridges_left == 0) return 0;
    for (int a = 0; a < p->cells; a++) {
        if (p->tile[a] != 1 + c || p->end[a]) continue;
        const int16_t *partners = p->near->bridge_to[a];
        for (int k = 0; partners[k] >= 0; k++) {
            if (bridge_is_legal(p, c, a, k)) {
                if (out != NULL) out[found] = CODE_BRIDGE(p) + a * p->cells + partners[k];
                found++;
            }
        }
    }
    return found;
}

/* R9 (ii): close the cells around the group of colour c holding x, if it is an island. */
static void close_if_island(Pos *p, int c, int x) {
    int16_t cells[8];
    if (fill(p, c, x, 4, cells) != 4) return;
    for (int k = 0; k < 4; k++) {
        const int16_t *near = p->near->surround[cells[k]];
        for (int j = 0; j < 8 && near[j] >= 0; j++)
            if (p->mark[near[j]] != p->stamp) p->closed[c][near[j]] = 1;
    }
}

static int is_bridge_offset(int dx, int dy) {
    dx = abs(dx), dy = abs(dy);
    return (dx == 2 && (dy == 0 || dy == 2)) || (dx == 0 && dy == 2) || (dx == 1 && dy == 2) ||
           (dx == 2 && dy == 1);
}

/* R12, R13: a bridge blocks the cells under it and takes one end on each of its tiles. */
static void lay_bridge(Pos *p, int a, int b) {
    int under[2], n = cells_under(p, a, b, under);
    for (int k = 0; k < n; k++) p->blocked[under[k]] = 1;
    p->end[a] = p->end[b] = 1;
}

int pos_derive(Pos *p) {
    p->near = neighbours(p);
    if (p->near == NULL) return 0;
    memset(p->blocked, 0, sizeof p->blocked);
    memset(p->end, 0, sizeof p->end);
    memset(p->closed, 0, sizeof p->closed);
    memset(p->mark, 0, sizeof p->mark);
    p->stamp = 0;
    for (int k = 0; k < p->bridges; k++) {
        int a = p->bridge_a[k], b = p->bridge_b[k];
        if (a < 0 || b < 0 || a >= p->cells || b >= p->cells || p->bridge_colour[k] > 1) return 0;
        if (!is_bridge_offset(column_of(p, b) - column_of(p, a), row_of(p, b) - row_of(p, a))) return 0;
        lay_bridge(p, a, b);
    }
    /* Each group once: a tile whose group was looked at is skipped. */
    uint8_t seen[PONTE_MAX_CELLS] = {0};
    int16_t cells[PONTE_MAX_CELLS + 1];
    for (int x = 0; x < p->cells; x++) {
        if (p->tile[x] == EMPTY || seen[x]) continue;
        int size = fill(p, p->tile[x] - 1, x, p->cells, cells);
        for (int k = 0; k < size; k++) seen[cells[k]] = 1;
        if (size == 4) close_if_island(p, p->tile[x] - 1, x);
    }
    return 1;
}

long pos_legal_moves(Pos *p, int32_t *out) {
    if (p->phase == PHASE_OVER) return 0;
    int c = p->to_move;
    long pairs = two_in(p->left[c]) ? pair_moves(p, c, out) : 0;
    if (pairs < 0) return -1;
    long found = pairs + bridge_moves(p, c, out == NULL ? NULL : out + pairs);
    if (p->phase == PHASE_CHOICE) { /* R5 */
        if (out != NULL) out[found] = CODE_SWAP(p);
        found++;
    }
    if (pairs == 0) { /* R17: decline only without a legal pair */
        if (out != NULL) out[found] = CODE_DECLINE(p);
        found++;
    }
    return found;
}

/* R4-R6, R18: who moves next, in which phase. A swap exchanges the seats' colours, not the
 * turn; when light declines dark has one more turn; when dark declines, or after that last
 * turn, the game is over. */
static void end_turn(Pos *p, int swap, int decline) {
    int colour = p->to_move;
    if (swap) {
        p->phase = PHASE_PLAY;
        return;
    }
    if (colour == DARK && (decline || p->light_declined))
        p->phase = PHASE_OVER;
    else if (p->phase == PHASE_OPENING)
        p->phase = PHASE_CHOICE;
    else
        p->phase = PHASE_PLAY;
    p->light_declined = p->light_declined || (decline && colour == LIGHT);
    p->to_move = 1 - colour;
}

void pos_apply(Pos *p, int32_t code) {
    int c = p->to_move, square = p->cells * p->cells;
    if (code < square) { /* R7a: two tiles from the supply (R2) */
        int x = code / p->cells, y = code % p->cells;
        p->tile[x] = p->tile[y] = (uint8_t)(1 + c);
        if (p->left[c] != PONTE_UNLIMITED) p->left[c] -= 2;
        close_if_island(p, c, x);
        if (p->mark[y] != p->stamp) close_if_island(p, c, y);
    } else if (code < 2 * square) { /* R7b: a bridge from the pool (R15) */
        int a = (code - square) / p->cells, b = (code - square) % p->cells;
        p->bridge_a[p->bridges] = (int16_t)a;
        p->bridge_b[p->bridges] = (int16_t)b;
        p->bridge_colour[p->bridges++] = (uint8_t)c;
        if (p->bridges_left != PONTE_UNLIMITED) p->bridges_left--;
        lay_bridge(p, a, b);
    }
    end_turn(p, code == CODE_SWAP(p), code == CODE_DECLINE(p));
}

static uint64_t splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void rng_seed(Rng *rng, uint64_t seed) {
    for (int k = 0; k < 4; k++) rng->s[k] = splitmix64(&seed);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static uint64_t rng_next(Rng *rng) {
    uint64_t *s = rng->s, result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

/* A uniform number below bound (> 0), without modulo bias: draws in the last, partial
 * stretch of 2**64 are redrawn. */
static uint64_t rng_below(Rng *rng, uint64_t bound) {
    uint64_t threshold = (0 - bound) % bound;
    for (;;) {
        uint64_t r = rng_next(rng);
        if (r >= threshold) return r % bound;
    }
}

long pos_max_plies(const Pos *p) {
    /* Every turn but a swap and two declines uses two empty cells or two free tile ends. */
    return 2L * p->cells + 8;
}

/* Refused draws in one turn before the exact method decides (only crowded boards get there). */
#define TRIES 48

/* What a playout draws from besides the board: per colour, the candidate bridges (codes of
 * pairs of its tiles a bridge apart, legal when listed; one that turns illegal stays so, as
 * its ends, the cells under it and the bridges it would cross are there for good), and
 * whether it is known to have no legal pair (which never comes back: R17). */
typedef struct {
    int32_t *links[2];
    long link_count[2];
    int no_pair[2];
} Draws;

/* Candidate bridges of colour c between the new tile x and its tiles a bridge away, but not
 * the tile skip (placed with x, whose bridge to x is listed from it). */
static void add_links(Pos *p, Draws *d, int c, int x, int skip) {
    static const int STEPS[16][2] = {{0, 2},  {1, -2},  {1, 2},  {2, -2},  {2, -1},  {2, 0},  {2, 1},  {2, 2},
                                     {0, -2}, {-1, 2}, {-1, -2}, {-2, 2}, {-2, 1}, {-2, 0}, {-2, -1}, {-2, -2}};
    int partners[16], n = around(p, x, STEPS, 16, partners);
    for (int k = 0; k < n; k++) {
        int y = partners[k];
        if (y == skip || p->tile[y] != 1 + c || p->end[y]) continue;
        d->links[c][d->link_count[c]++] = x < y ? x * p->cells + y : y * p->cells + x;
    }
}

/* Whether the candidate bridge code (a * cells + b) is legal for colour c now. */
static int link_is_legal(const Pos *p, int c, int32_t code) {
    int a = code / p->cells, b = code % p->cells;
    const int16_t *partners = p->near->bridge_to[a];
    for (int k = 0; partners[k] >= 0; k++)
        if (partners[k] == b) return bridge_is_legal(p, c, a, k);
    return 0;
}

/* One legal move of the side to move, uniformly: slots are drawn uniformly, each legal move
 * standing in exactly two of them (the ordered pairs of open cells, two per candidate bridge,
 * two for swap, two for decline), and a slot holding an illegal move is drawn again (a cell
 * or bridge that can never be legal again is dropped instead). After TRIES refusals every
 * legal move is listed and one is drawn: uniform either way. */
static int32_t draw_move(Pos *p, Rng *rng, Draws *d, int32_t *scratch) {
    int c = p->to_move, open[PONTE_MAX_CELLS], n = 0;
    int placing = !d->no_pair[c] && two_in(p->left[c]);
    if (placing)
        for (int x = 0; x < p->cells; x++)
            if (is_open(p, c, x)) open[n++] = x;
    int32_t *links = d->links[c];
    uint64_t swaps = p->phase == PHASE_CHOICE ? 2 : 0;
    for (int refusals = 0; refusals < TRIES;) {
        uint64_t pairs = placing ? (uint64_t)n * (uint64_t)(n - 1) : 0;
        uint64_t bridges = p->bridges_left == 0 ? 0 : 2 * (uint64_t)d->link_count[c];
        uint64_t r = rng_below(rng, pairs + bridges + swaps + 2);
        if (r < pairs) {
            int i = (int)(r / (uint64_t)(n - 1)), j = (int)(r % (uint64_t)(n - 1));
            j += j >= i;
            int x = open[i], y = open[j];
            if (pair_is_legal(p, c, x, y)) return x < y ? x * p->cells + y : y * p->cells + x;
            /* A cell that is illegal alone stays so (groups only grow): drop it for the turn. */
            int drop = !alone_size(p, c, x) ? i : !alone_size(p, c, y) ? j : -1;
            if (drop >= 0)
                open[drop] = open[--n];
            else
                refusals++;
            if (n < 2) placing = 0;
            continue;
        }
        r -= pairs;
        if (r < bridges) {
            long k = (long)(r / 2);
            int32_t link = links[k];
            links[k] = links[--d->link_count[c]]; /* played or hopeless: either way gone */
            if (link_is_legal(p, c, link)) return CODE_BRIDGE(p) + link;
            continue;
        }
        r -= bridges;
        if (r < swaps) return CODE_SWAP(p);
        if (!two_in(p->left[c]) || d->no_pair[c]) return CODE_DECLINE(p);
        long pairs_left = pair_moves(p, c, NULL);
        if (pairs_left < 0) return -1;
        if (pairs_left == 0) { /* R17; and no pair ever comes back */
            d->no_pair[c] = 1;
            return CODE_DECLINE(p);
        }
        refusals++;
    }
    long count = pos_legal_moves(p, scratch);
    if (count < 0) return -1;
    int32_t code = scratch[rng_below(rng, (uint64_t)count)];
    if (code >= CODE_BRIDGE(p) && code < CODE_SWAP(p)) /* a bridge: no longer a candidate */
        for (long k = 0; k < d->link_count[c]; k++)
            if (links[k] == code - CODE_BRIDGE(p)) links[k--] = links[--d->link_count[c]];
    return code;
}

long pos_playout(Pos *p, Rng *rng, int32_t *out) {
    Draws d = {{NULL, NULL}, {0, 0}, {0, 0}};
    long plies = 0;
    /* Room for every legal move of one turn, for the exact draw. */
    size_t room = (size_t)p->cells * (size_t)(p->cells - 1) / 2 + 8 * (size_t)p->cells + 2;
    int32_t *scratch = malloc(room * sizeof *scratch);
    /* Each tile is one end of at most 16 candidate bridges, each listed from its later tile. */
    for (int c = 0; c < 2; c++) d.links[c] = malloc(16 * (size_t)p->cells * sizeof(int32_t));
    if (scratch == NULL || d.links[0] == NULL || d.links[1] == NULL) {
        plies = -1;
        goto done;
    }
    for (int c = 0; c < 2; c++) {
        long n = bridge_moves(p, c, d.links[c]);
        for (long k = 0; k < n; k++) d.links[c][k] -= CODE_BRIDGE(p);
        d.link_count[c] = n;
    }
    while (p->phase != PHASE_OVER && plies < pos_max_plies(p)) {
        int c = p->to_move;
        int32_t code = draw_move(p, rng, &d, scratch);
        if (code < 0) {
            plies = -1;
            break;
        }
        out[plies++] = code;
        pos_apply(p, code);
        if (code < CODE_BRIDGE(p)) {
            int x = code / p->cells, y = code % p->cells;
            add_links(p, &d, c, x, -1);
            add_links(p, &d, c, y, x);
        }
    }
done:
    free(scratch);
    free(d.links[0]);
    free(d.links[1]);
    return plies;
}

static int find_root(int *parent, int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
}

ColourScore pos_score(Pos *p, int c) {
    ColourScore score = {0, 0, 0};
    int label[PONTE_MAX_CELLS], parent[PONTE_MAX_CELLS], islands_in[PONTE_MAX_CELLS], groups = 0;
    uint8_t is_island[PONTE_MAX_CELLS];
    int16_t cells[PONTE_MAX_CELLS + 1];
    for (int x = 0; x < p->cells; x++) label[x] = -1;
    /* R20: groups are the nodes... */
    for (int x = 0; x < p->cells; x++) {
        if (p->tile[x] != 1 + c || label[x] >= 0) continue;
        int size = fill(p, c, x, p->cells, cells);
        for (int k = 0; k < size; k++) label[cells[k]] = groups;
        is_island[groups] = size == 4;
        parent[groups] = groups;
        groups++;
    }
    /* ...and the colour's bridges the edges. */
    for (int k = 0; k < p->bridges; k++) {
        if (p->bridge_colour[k] != c) continue;
        score.bridges++;
        int la = label[p->bridge_a[k]], lb = label[p->bridge_b[k]];
        if (la >= 0 && lb >= 0) parent[find_root(parent, la)] = find_root(parent, lb);
    }
    for (int g = 0; g < groups; g++) islands_in[g] = 0;
    for (int g = 0; g < groups; g++)
        if (is_island[g]) islands_in[find_root(parent, g)]++;
    /* R21: a network of n islands scores n(n+1)/2. */
    for (int g = 0; g < groups; g++) {
        score.islands += islands_in[g];
        score.points += islands_in[g] * (islands_in[g] + 1) / 2;
    }
    return score;
}

int pos_winner(const ColourScore *scores) {
    /* Higher score wins; tie: more islands; still tied: more bridges; still tied: a draw. */
    int light[3] = {scores[LIGHT].points, scores[LIGHT].islands, scores[LIGHT].bridges};
    int dark[3] = {scores[DARK].points, scores[DARK].islands, scores[DARK].bridges};
    for (int k = 0; k < 3; k++)
        if (light[k] != dark[k]) return light[k] > dark[k] ? LIGHT : DARK;
    return -1;
}
