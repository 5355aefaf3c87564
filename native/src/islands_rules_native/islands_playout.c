/* Islands random games in C: the map, the objects, R6-R15 and uniformly random turns; see
 * islands_core.h. */
#include <stdlib.h>
#include <string.h>

#include "islands_core.h"
#include "native_cells.h"

IslTables isl_tables;

static const int FACING_SLOT[8] = {5, 4, 7, 6, 1, 0, 3, 2};
static const int STEP_X[4] = {0, 1, 0, -1}, STEP_Y[4] = {1, 0, -1, 0};
static const int AROUND_X[8] = {-1, 0, 1, 1, 1, 0, -1, -1}, AROUND_Y[8] = {1, 1, 1, 0, -1, -1, -1, 0};

/* ------------------------------------------------------------------ the grid */

static int alloc_grid(IslPos *p, Frame frame) {
    size_t cells = (size_t)frame.nx * (size_t)frame.ny;
    p->frame = frame;
    p->w = frame.ny;
    p->tile = malloc(cells * sizeof *p->tile);
    p->need = calloc(cells, 1);
    p->opos = malloc(cells * sizeof *p->opos);
    p->olist = malloc(cells * sizeof *p->olist);
    p->ocount = 0;
    if (!p->tile || !p->need || !p->opos || !p->olist) return 0;
    memset(p->tile, -1, cells * sizeof *p->tile);
    memset(p->opos, -1, cells * sizeof *p->opos);
    return 1;
}

static void free_grid(IslPos *p) {
    free(p->tile);
    free(p->need);
    free(p->opos);
    free(p->olist);
    p->tile = p->opos = p->olist = NULL;
    p->need = NULL;
}

static inline int cell_at(const IslPos *p, int x, int y) { return frame_index(&p->frame, x, y); }

static inline void list_add(IslPos *p, int k) { cells_add(p->opos, p->olist, &p->ocount, k); }

static inline void list_remove(IslPos *p, int k) { cells_remove(p->opos, p->olist, &p->ocount, k); }

/* Tile n on its cell of the grid: its number there, its sides in the constraints around. */
static void mark(IslPos *p, int n) {
    int k = cell_at(p, p->tx[n], p->ty[n]), edges = isl_tables.edges[p->turned[n]];
    p->tile[k] = n;
    p->need[k] = 0;
    list_remove(p, k);
    for (int s = 0; s < 4; s++) {
        int near = cell_at(p, p->tx[n] + STEP_X[s], p->ty[n] + STEP_Y[s]);
        if (p->tile[near] >= 0) continue;
        p->need[near] |= (uint8_t)(((edges >> 2 * s) & 3) << 2 * (s ^ 2));
        list_add(p, near);
    }
}

/* A grid grown to hold (x, y) with room around, the same map on it. */
static int grow(IslPos *p, int x, int y) {
    IslPos old = *p;
    if (!alloc_grid(p, frame_grown(old.frame, x, y, 3))) {
        free_grid(p);
        *p = old;
        return 0;
    }
    free_grid(&old);
    for (int n = 0; n < p->laid; n++) mark(p, n);
    return 1;
}

static int surrounded(const IslPos *p, int x, int y) {
    int count = 0;
    for (int i = 0; i < 8; i++) count += p->tile[cell_at(p, x + AROUND_X[i], y + AROUND_Y[i])] >= 0;
    return count;
}

/* ------------------------------------------------------------------ the objects */

static int find(IslPos *p, int node) {
    int32_t *parent = p->parent;
    while (parent[node] != node) {
        parent[node] = parent[parent[node]];
        node = parent[node];
    }
    return node;
}

static int unite(IslPos *p, int a, int b) {
    int ra = find(p, a), rb = find(p, b);
    if (ra == rb) return ra;
    if (p->size[ra] < p->size[rb]) {
        int swap = ra;
        ra = rb;
        rb = swap;
    }
    p->parent[rb] = ra;
    p->size[ra] += p->size[rb];
    p->anchors[ra] += p->anchors[rb];
    p->open[ra] += p->open[rb];
    for (int s = 0; s < p->players; s++) p->pieces[ra][s] += p->pieces[rb][s];
    int32_t next = p->next[ra]; /* the two rings of members become one */
    p->next[ra] = p->next[rb];
    p->next[rb] = next;
    return ra;
}

static int held(const IslPos *p, int root) {
    for (int s = 0; s < p->players; s++)
        if (p->pieces[root][s]) return 1;
    return 0;
}

/* The distinct tiles an object covers (R10). */
static int tiles_of(IslPos *p, int root) {
    int count = 0, stamp = ++p->stamp_now, node = root;
    do {
        int n = node >> 3;
        if (p->stamp[n] != stamp) {
            p->stamp[n] = stamp;
            count++;
        }
        node = p->next[node];
    } while (node != root);
    return count;
}

/* The distinct completed islands a water area borders (R15), marked by their root nodes. */
static int islands_bordered(IslPos *p, int root) {
    int count = 0, node = root, stamp = ++p->stamp_now;
    do {
        int n = node >> 3, t = p->turned[n] >> 2;
        for (int bits = isl_tables.islands[t][node & 7], i = 0; bits; bits >>= 1, i++) {
            if (!(bits & 1)) continue;
            int island = find(p, n * 8 + i);
            if (p->open[island] || p->stamp[island] == stamp) continue;
            p->stamp[island] = stamp;
            count++;
        }
        node = p->next[node];
    } while (node != root);
    return count;
}

static void award(IslPos *p, int root, int value) {
    int most = 0;
    for (int s = 0; s < p->players; s++)
        if (p->pieces[root][s] > most) most = p->pieces[root][s];
    if (!most) return;
    for (int s = 0; s < p->players; s++)
        if (p->pieces[root][s] == most) p->points[s] += value;
}

int isl_lay(IslPos *p, int x, int y, int turned) {
    if (frame_near_edge(&p->frame, x, y, 3) && !grow(p, x, y)) return 0;
    int n = p->laid++, t = turned >> 2, base = n * 8;
    p->tx[n] = x;
    p->ty[n] = y;
    p->turned[n] = (uint8_t)turned;
    for (int k = 0; k < isl_tables.segs[t]; k++) {
        int node = base + k;
        p->parent[node] = p->next[node] = node;
        p->size[node] = 1;
        p->anchors[node] = isl_tables.anchor[t][k];
        p->open[node] = isl_tables.open[t][k];
        p->nkind[node] = isl_tables.kind[t][k];
        for (int s = 0; s < ISL_MAX_PLAYERS; s++) p->pieces[node][s] = 0;
    }
    for (int s = 0; s < 4; s++) {
        int m = p->tile[cell_at(p, x + STEP_X[s], y + STEP_Y[s])];
        if (m < 0) continue;
        int other = m * 8, their = p->turned[m];
        int side = isl_tables.side_seg[turned][s];
        if (side >= 0) { /* island or bridge sides meet: one object, two sides fewer open */
            int root = unite(p, base + side, other + isl_tables.side_seg[their][s ^ 2]);
            p->open[root] -= 2;
        }
        for (int q = 2 * s; q <= 2 * s + 1; q++) /* water halves meet */
            if (isl_tables.slot_seg[turned][q] >= 0)
                unite(p, base + isl_tables.slot_seg[turned][q], other + isl_tables.slot_seg[their][FACING_SLOT[q]]);
    }
    mark(p, n);
    return 1;
}

int isl_put_piece(IslPos *p, int x, int y, int segment, int seat) {
    if (frame_near_edge(&p->frame, x, y, 3)) return 0; /* no tile lies there */
    int n = p->tile[cell_at(p, x, y)];
    if (n < 0 || segment < 0 || segment >= isl_tables.segs[p->turned[n] >> 2]) return 0;
    p->pieces[find(p, n * 8 + segment)][seat]++;
    return 1;
}

int isl_pos_init(IslPos *p, int tiles, int reach) {
    memset(p, 0, sizeof *p);
    p->capacity = tiles;
    size_t nodes = (size_t)tiles * 8;
    p->tx = malloc((size_t)tiles * sizeof *p->tx);
    p->ty = malloc((size_t)tiles * sizeof *p->ty);
    p->turned = malloc((size_t)tiles);
    p->parent = malloc(nodes * sizeof *p->parent);
    p->next = malloc(nodes * sizeof *p->next);
    p->size = malloc(nodes * sizeof *p->size);
    p->anchors = malloc(nodes * sizeof *p->anchors);
    p->open = malloc(nodes * sizeof *p->open);
    p->nkind = malloc(nodes);
    p->pieces = malloc(nodes * sizeof *p->pieces);
    p->stamp = calloc(nodes, sizeof *p->stamp);
    if (!p->tx || !p->ty || !p->turned || !p->parent || !p->next || !p->size || !p->anchors || !p->open ||
        !p->nkind || !p->pieces || !p->stamp)
        return 0;
    return alloc_grid(p, frame_around(reach + 8));
}

void isl_pos_free(IslPos *p) {
    free(p->tx);
    free(p->ty);
    free(p->turned);
    free(p->parent);
    free(p->next);
    free(p->size);
    free(p->anchors);
    free(p->open);
    free(p->nkind);
    free(p->pieces);
    free(p->stamp);
    free_grid(p);
}

/* ------------------------------------------------------------------ a turn */

/* R12-R13 after the tile n was laid (with its piece): score the held objects it completed
 * and return their pieces. */
static void score_completed(IslPos *p, int n) {
    int done[ISL_SEGS + 9], count = 0, t = p->turned[n] >> 2;
    for (int k = 0; k < isl_tables.segs[t]; k++) {
        int kind = isl_tables.kind[t][k];
        if (kind != KIND_ISLAND && kind != KIND_BRIDGE) continue;
        int root = find(p, n * 8 + k), seen = 0;
        for (int i = 0; i < count; i++) seen |= done[i] == root;
        if (seen || p->open[root] || !held(p, root)) continue;
        int tiles = tiles_of(p, root), value = tiles;
        if (kind == KIND_ISLAND) {
            value = 2 * tiles + 2 * p->anchors[root];
            if (p->small_island == 1 && tiles == 2) value /= 2;
        }
        award(p, root, value);
        done[count++] = root;
    }
    for (int i = -1; i < 8; i++) {
        int x = p->tx[n] + (i < 0 ? 0 : AROUND_X[i]), y = p->ty[n] + (i < 0 ? 0 : AROUND_Y[i]);
        int m = p->tile[cell_at(p, x, y)];
        if (m < 0 || isl_tables.lighthouse[p->turned[m] >> 2] < 0) continue;
        int root = m * 8 + isl_tables.lighthouse[p->turned[m] >> 2];
        if (held(p, root) && surrounded(p, x, y) == 8) {
            award(p, root, 9);
            done[count++] = root;
        }
    }
    for (int i = 0; i < count; i++)
        for (int s = 0; s < p->players; s++) {
            p->hands[s] += p->pieces[done[i]][s];
            p->pieces[done[i]][s] = 0;
        }
}

/* R15: every object still holding pieces scores for its majority. */
static void final_scoring(IslPos *p) {
    for (int n = 0; n < p->laid; n++) {
        int t = p->turned[n] >> 2;
        for (int k = 0; k < isl_tables.segs[t]; k++) {
            int node = n * 8 + k;
            if (p->parent[node] != node || !held(p, node)) continue;
            int value;
            switch (p->nkind[node]) {
            case KIND_BRIDGE: value = tiles_of(p, node); break;
            case KIND_ISLAND: value = tiles_of(p, node) + p->anchors[node]; break;
            case KIND_LIGHTHOUSE: value = 1 + surrounded(p, p->tx[n], p->ty[n]); break;
            default: value = 3 * islands_bordered(p, node); break;
            }
            award(p, node, value);
        }
    }
}

/* Per rim place of the empty cell k (bit s: the island or bridge across side s; bit 4 + q:
 * the water on slot q), the object met there, or -1. */
static void rim_roots(IslPos *p, int k, int roots[12]) {
    for (int i = 0; i < 12; i++) roots[i] = -1;
    for (int s = 0; s < 4; s++) {
        int m = p->tile[k + (s == 0 ? 1 : s == 1 ? p->w : s == 2 ? -1 : -p->w)];
        if (m < 0) continue;
        int their = p->turned[m], side = isl_tables.side_seg[their][s ^ 2];
        if (side >= 0) roots[s] = find(p, m * 8 + side);
        for (int h = 0; h < 2; h++) {
            int seg = isl_tables.slot_seg[their][FACING_SLOT[2 * s + h]];
            if (seg >= 0) roots[4 + 2 * s + h] = find(p, m * 8 + seg);
        }
    }
}

/* The segments of type t turned r on a cell whose rim meets objects at the places listed in
 * met (same[i]: every place where the object met at met[i] is met) whose object, with the
 * tile joined in, holds no piece (R9): a bit per segment. */
static int free_segments(int t, int r, const int *met, int nmet, const int *same, int held_places) {
    int segs = isl_tables.segs[t], all = (1 << segs) - 1, wide[ISL_SEGS], free = all, bad = held_places;
    const uint16_t *reach = isl_tables.reach[t * 4 + r];
    int touches = 0;
    for (int k = 0; k < segs; k++) touches |= reach[k];
    if (!(touches & held_places)) return all;
    for (int k = 0; k < segs; k++) {
        wide[k] = 0;
        for (int i = 0; i < nmet; i++)
            if (reach[k] >> met[i] & 1) wide[k] |= same[i];
    }
    for (int spreading = 1; spreading;) {
        spreading = 0;
        for (int k = 0; k < segs; k++)
            if ((free >> k & 1) && (wide[k] & bad)) {
                free &= ~(1 << k);
                bad |= wide[k];
                spreading = 1;
            }
    }
    return free;
}

typedef struct {
    int32_t cell, weight;
    int8_t rotation;
    int16_t free;
} Candidate;

static int record(IslTurn **turns, long *count, long *capacity, IslTurn turn) {
    if (turns == NULL) return 1;
    if (*count == *capacity) {
        long more = *capacity ? 2 * *capacity : 128;
        IslTurn *grown = realloc(*turns, (size_t)more * sizeof **turns);
        if (grown == NULL) return 0;
        *turns = grown;
        *capacity = more;
    }
    (*turns)[(*count)++] = turn;
    return 1;
}

int isl_playout(IslPos *p, NativeRng *rng, IslTurn **turns, long *count, long *capacity) {
    Candidate *cands = NULL;
    long cand_capacity = 0;
    while (p->drawn >= 0 || p->supply_left > 0) {
        int t = p->drawn, seat = p->seat;
        if (t < 0) { /* R6: a tile drawn by the supply's counts */
            uint64_t r = native_rng_below(rng, (uint64_t)p->supply_left);
            for (t = 0; r >= (uint64_t)p->supply[t]; t++) r -= (uint64_t)p->supply[t];
            p->supply[t]--;
            p->supply_left--;
        }
        p->drawn = -1;
        if (cand_capacity < 4L * p->ocount) {
            free(cands);
            cand_capacity = 4L * p->ocount + 64;
            cands = malloc((size_t)cand_capacity * sizeof *cands);
            if (cands == NULL) return 0;
        }
        int has_piece = p->hands[seat] > 0, ncand = 0;
        uint64_t total = 0;
        for (int i = 0; i < p->ocount; i++) {
            int k = p->olist[i], rotations = isl_tables.fits[t][p->need[k]];
            if (!rotations) continue;
            int roots[12], met[12], same[12], nmet = 0, held_places = 0, looked = 0;
            for (int r = 0; r < 4; r++) {
                if (!(rotations >> r & 1)) continue;
                int free = 0;
                if (has_piece) {
                    if (!looked) {
                        looked = 1;
                        rim_roots(p, k, roots);
                        for (int a = 0; a < 12; a++)
                            if (roots[a] >= 0) {
                                met[nmet++] = a;
                                if (held(p, roots[a])) held_places |= 1 << a;
                            }
                        for (int i = 0; held_places && i < nmet; i++) { /* where each object is met */
                            same[i] = 0;
                            for (int j = 0; j < nmet; j++)
                                if (roots[met[j]] == roots[met[i]]) same[i] |= 1 << met[j];
                        }
                    }
                    free = held_places ? free_segments(t, r, met, nmet, same, held_places)
                                       : (1 << isl_tables.segs[t]) - 1;
                }
                int weight = 1;
                for (int bits = free; bits; bits &= bits - 1) weight++;
                cands[ncand++] = (Candidate){k, weight, (int8_t)r, (int16_t)free};
                total += (uint64_t)weight;
            }
        }
        if (total == 0) { /* R8: discard, and the same player draws again */
            if (!record(turns, count, capacity, (IslTurn){(int8_t)t, -1, -1, 0, 0})) goto fail;
        } else {
            uint64_t r = native_rng_below(rng, total);
            int c = 0;
            while (r >= (uint64_t)cands[c].weight) r -= (uint64_t)cands[c++].weight;
            int segment = -1;
            if (r > 0) /* the r-th free segment */
                for (int k = 0, left = (int)r; k < ISL_SEGS; k++)
                    if (cands[c].free >> k & 1 && --left == 0) {
                        segment = k;
                        break;
                    }
            int x = frame_x(&p->frame, cands[c].cell), y = frame_y(&p->frame, cands[c].cell);
            if (!record(turns, count, capacity, (IslTurn){(int8_t)t, cands[c].rotation, (int8_t)segment, x, y}))
                goto fail;
            int n = p->laid;
            if (!isl_lay(p, x, y, t * 4 + cands[c].rotation)) goto fail;
            if (segment >= 0) {
                p->pieces[find(p, n * 8 + segment)][seat]++;
                p->hands[seat]--;
            }
            score_completed(p, n);
            p->seat = (seat + 1) % p->players;
        }
        if (p->supply_left == 0 && p->drawn < 0) final_scoring(p); /* R14, R15 */
    }
    free(cands);
    return 1;
fail:
    free(cands);
    return 0;
}
