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

/* R9: the group of colour c's tiles holding seed, marked with a new stamp, explored only
 * until it has more than cap tiles; returns its size (at most cap + 1). */
static int fill(Pos *p, int c, int seed, int cap, int16_t *cells) {
    int size = 0, next = 0, near[4];
    uint8_t own = (uint8_t)(1 + c);
    p->stamp++;
    if (p->stamp == 0) { /* wrapped: forget every old mark */
        memset(p->mark, 0, sizeof p->mark);
        p->stamp = 1;
    }
    p->mark[seed] = p->stamp;
    cells[size++] = (int16_t)seed;
    while (next < size && size <= cap) {
        int n = around(p, cells[next++], ORTHOGONAL, 4, near);
        for (int k = 0; k < n && size <= cap; k++) {
            if (p->tile[near[k]] == own && p->mark[near[k]] != p->stamp) {
                p->mark[near[k]] = p->stamp;
                cells[size++] = (int16_t)near[k];
            }
        }
    }
    return size;
}

/* R9 for the group just filled (its cells marked with the current stamp): at most four
 * tiles, and an island has no tile of its colour on the 8 cells around it. */
static int group_fits(Pos *p, int c, const int16_t *cells, int size) {
    int near[8];
    if (size > 4) return 0;
    if (size < 4) return 1;
    for (int k = 0; k < 4; k++) {
        int n = around(p, cells[k], SURROUNDING, 8, near);
        for (int j = 0; j < n; j++)
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

/* Two tiles interact only within four cells of each other: a group of at most four reaches
 * three cells from a tile, and the cells around an island one more. Farther apart, two
 * cells each legal alone make a legal pair; so do two whose groups have fewer than four
 * tiles together (no group of four can come of them). */
static int may_interact(const Pos *p, int x, int y, int size_x, int size_y) {
    if (size_x + size_y < 4) return 0;
    int dc = column_of(p, x) - column_of(p, y), dr = row_of(p, x) - row_of(p, y);
    return dc >= -4 && dc <= 4 && dr >= -4 && dr <= 4;
}

/* R8-R10: the legal pairs of colour c, x < y in cell order, written as codes to out
 * (NULL: only counted); returns how many. With stop_at_one, stops at the first. */
static long pair_moves(Pos *p, int c, int32_t *out, int stop_at_one) {
    int alone[PONTE_MAX_CELLS], count = 0;
    uint8_t size_at[PONTE_MAX_CELLS];
    for (int x = 0; x < p->cells; x++) {
        int size = alone_size(p, c, x);
        size_at[x] = (uint8_t)size;
        if (size) alone[count++] = x;
    }
    long found = 0;
    if (out != NULL || stop_at_one) {
        for (int i = 0; i < count; i++) {
            int x = alone[i];
            for (int j = i + 1; j < count; j++) {
                int y = alone[j];
                if (may_interact(p, x, y, size_at[x], size_at[y]) && !pair_is_legal(p, c, x, y)) continue;
                if (out != NULL) out[found] = x * p->cells + y;
                found++;
                if (stop_at_one) return found;
            }
        }
        return found;
    }
    /* Counting: every pair of legal-alone cells, less the refused ones, all near each other. */
    found = (long)count * (count - 1) / 2;
    for (int i = 0; i < count; i++) {
        int x = alone[i], column = column_of(p, x), row = row_of(p, x);
        for (int dc = 0; dc <= 4; dc++) {
            int cc = column + dc;
            if (cc >= p->size) break;
            for (int dr = -4; dr <= 4; dr++) {
                int r = row + dr;
                if (r < 0 || r >= p->size || (dc == 0 && dr <= 0)) continue;
                int y = cc * p->size + r;
                if (size_at[y] && may_interact(p, x, y, size_at[x], size_at[y]) && !pair_is_legal(p, c, x, y))
                    found--;
            }
        }
    }
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
    int px = column_of(p, a1), py = row_of(p, a1), qx = column_of(p, a2), qy = row_of(p, a2);
    int rx = column_of(p, b1), ry = row_of(p, b1), sx = column_of(p, b2), sy = row_of(p, b2);
    int d1 = orientation(rx, ry, sx, sy, px, py), d2 = orientation(rx, ry, sx, sy, qx, qy);
    int d3 = orientation(px, py, qx, qy, rx, ry), d4 = orientation(px, py, qx, qy, sx, sy);
    if (d1 * d2 < 0 && d3 * d4 < 0) return 1;
    return (d1 == 0 && within(rx, ry, sx, sy, px, py)) || (d2 == 0 && within(rx, ry, sx, sy, qx, qy)) ||
           (d3 == 0 && within(px, py, qx, qy, rx, ry)) || (d4 == 0 && within(px, py, qx, qy, sx, sy));
}

/* R11-R15 for a bridge of colour c from a to b, b one of a's R11 offsets: both ends are the
 * mover's tiles without a bridge end, the cells under it are empty and under no bridge, it
 * meets no bridge, and the pool has one. */
static int bridge_is_legal(const Pos *p, int c, int a, int b) {
    int under[2];
    if (p->bridges_left == 0) return 0;
    if (p->tile[a] != 1 + c || p->tile[b] != 1 + c || p->end[a] || p->end[b]) return 0;
    int n = cells_under(p, a, b, under);
    for (int k = 0; k < n; k++)
        if (p->tile[under[k]] != EMPTY || p->blocked[under[k]]) return 0;
    for (int k = 0; k < p->bridges; k++)
        if (segments_meet(p, a, b, p->bridge_a[k], p->bridge_b[k])) return 0;
    return 1;
}

/* The legal bridges of colour c, in cell order of their ends, as codes; returns how many. */
static long bridge_moves(const Pos *p, int c, int32_t *out) {
    long found = 0;
    int partners[8];
    if (p->bridges_left == 0) return 0;
    for (int a = 0; a < p->cells; a++) {
        if (p->tile[a] != 1 + c || p->end[a]) continue;
        int n = around(p, a, BRIDGE_STEPS, 8, partners);
        for (int k = 0; k < n; k++) {
            if (bridge_is_legal(p, c, a, partners[k])) {
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
    int near[8];
    if (fill(p, c, x, 4, cells) != 4) return;
    for (int k = 0; k < 4; k++) {
        int n = around(p, cells[k], SURROUNDING, 8, near);
        for (int j = 0; j < n; j++)
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
    for (int x = 0; x < p->cells; x++)
        if (p->tile[x] != EMPTY) close_if_island(p, p->tile[x] - 1, x);
    return 1;
}

long pos_legal_moves(Pos *p, int32_t *out) {
    if (p->phase == PHASE_OVER) return 0;
    int c = p->to_move;
    long pairs = two_in(p->left[c]) ? pair_moves(p, c, out, 0) : 0;
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

/* One legal move of the side to move, uniformly: slots are drawn uniformly, each legal move
 * standing in exactly two of them (the ordered pairs of open cells, two per legal bridge,
 * two for swap, two for decline), and a slot holding an illegal move is drawn again. After
 * TRIES refusals every legal move is listed and one is drawn: uniform either way. */
static int32_t draw_move(Pos *p, Rng *rng, int *no_pair, int32_t *scratch) {
    int c = p->to_move, open[PONTE_MAX_CELLS], n = 0;
    int placing = !no_pair[c] && two_in(p->left[c]);
    if (placing)
        for (int x = 0; x < p->cells; x++)
            if (is_open(p, c, x)) open[n++] = x;
    long bridges = bridge_moves(p, c, scratch);
    uint64_t swaps = p->phase == PHASE_CHOICE ? 2 : 0;
    for (int refusals = 0; refusals < TRIES;) {
        uint64_t pairs = placing ? (uint64_t)n * (uint64_t)(n - 1) : 0;
        uint64_t r = rng_below(rng, pairs + 2 * (uint64_t)bridges + swaps + 2);
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
        if (r < 2 * (uint64_t)bridges) return scratch[r / 2];
        r -= 2 * (uint64_t)bridges;
        if (r < swaps) return CODE_SWAP(p);
        if (!two_in(p->left[c]) || no_pair[c]) return CODE_DECLINE(p);
        if (pair_moves(p, c, NULL, 1) == 0) { /* R17; and no pair ever comes back */
            no_pair[c] = 1;
            return CODE_DECLINE(p);
        }
        refusals++;
    }
    long count = pos_legal_moves(p, scratch);
    return scratch[rng_below(rng, (uint64_t)count)];
}

long pos_playout(Pos *p, Rng *rng, int32_t *out) {
    int no_pair[2] = {0, 0};
    long plies = 0;
    /* Room for every legal move of one turn, for the exact draw. */
    size_t room = (size_t)p->cells * (size_t)(p->cells - 1) / 2 + 8 * (size_t)p->cells + 2;
    int32_t *scratch = malloc(room * sizeof *scratch);
    if (scratch == NULL) return -1;
    while (p->phase != PHASE_OVER && plies < pos_max_plies(p)) {
        int32_t code = draw_move(p, rng, no_pair, scratch);
        out[plies++] = code;
        pos_apply(p, code);
    }
    free(scratch);
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
