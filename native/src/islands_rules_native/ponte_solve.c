/* An exact solver of Ponte del Diavolo on 64-bit bitboards; see ponte_solve.h.
 *
 * A position is copied on the stack for each move (about 130 bytes). Cells are numbered
 * column * size + row, as everywhere in the library. Move codes: a pair of tiles x < y is
 * x * 64 + y, a bridge 4096 + its number, a swap 8192, a decline 8193. */
#include "ponte_solve.h"

#include <stdlib.h>
#include <string.h>

#include "ponte_internal.h"

#define MAX_NUMBERS 384 /* bridge numbers of an 8 x 8 board: 336 */
#define DEAD_WORDS (MAX_NUMBERS / 64)
#define CODE_PAIR_END 4096
#define CODE_SWAP_S 8192
#define CODE_DECLINE_S 8193
#define CODES 8194
#define BIT(x) (1ULL << (x))

/* The tables of one board size. */
typedef struct {
    int size, cells, numbers;
    uint64_t full, not_bottom, not_top;
    uint64_t box[64];
    int16_t forward[64][8];    /* R11: the bridge number from each cell to its k-th higher partner */
    uint8_t low[MAX_NUMBERS], high[MAX_NUMBERS], direction[MAX_NUMBERS];
    uint64_t under[MAX_NUMBERS]; /* R12 */
    uint64_t meets[MAX_NUMBERS][DEAD_WORDS]; /* R14: the bridges each one meets */
    int16_t number_of[64 * 64];
    int16_t bridge_image[8][MAX_NUMBERS];
    uint8_t cell_image[8][64];
    uint64_t byte_image[8][8][256];
} Geo;

typedef struct {
    uint64_t tile[2], blocked, ends, halo[2];
    uint64_t dead[DEAD_WORDS]; /* bridges that meet one on the board (R14), never legal again */
    int16_t left[2], pool;     /* -1: unlimited (R2) */
    uint8_t phase, to_move, declined, count;
    int16_t bridge[SOLVE_MAX_BRIDGES + 1]; /* the numbers of the bridges on the board */
} SPos;

typedef struct {
    uint64_t key[5]; /* key[4] has its top bit set in a used entry */
    uint32_t work;
    int8_t lower, upper;
    uint16_t move; /* 1 + the best move's code in the canonical frame, 0 if none */
} Entry;

#define BUCKET 4

struct Solver {
    Geo *geo;
    Entry *table;
    uint64_t buckets; /* a power of two */
    uint64_t nodes, stored, replaced, limit;
    int stop, plies, room;
    int32_t *moves; /* room codes per ply */
    uint32_t history[CODES];
};

static const uint8_t INVERSE[8] = {0, 3, 2, 1, 4, 5, 6, 7};

static void image_point(int k, int x, int y, int m, int *ox, int *oy) {
    /* The symmetries of islands_rules.ponte.symmetry, in its order. */
    static const int8_t table[8][6] = {
        /* ox = a*x + b*y + c*m, oy = d*x + e*y + f*m */
        {1, 0, 0, 0, 1, 0}, {0, -1, 1, 1, 0, 0}, {-1, 0, 1, 0, -1, 1}, {0, 1, 0, -1, 0, 1},
        {-1, 0, 1, 0, 1, 0}, {1, 0, 0, 0, -1, 1}, {0, 1, 0, 1, 0, 0},  {0, -1, 1, -1, 0, 1},
    };
    const int8_t *t = table[k];
    *ox = t[0] * x + t[1] * y + t[2] * m;
    *oy = t[3] * x + t[4] * y + t[5] * m;
}

static uint64_t expand(const Geo *g, uint64_t m) { /* the cells orthogonally next to m */
    return (((m << 1) & g->not_bottom) | ((m >> 1) & g->not_top) | (m << g->size) | (m >> g->size)) & g->full;
}

static uint64_t box_of(const Geo *g, uint64_t m) { /* m and the 8 cells around each of its cells */
    uint64_t h = (m | (m << g->size) | (m >> g->size)) & g->full;
    return h | ((h << 1) & g->not_bottom) | ((h >> 1) & g->not_top);
}

static uint64_t group_of(const Geo *g, uint64_t seed, uint64_t own) { /* R9: orthogonal group */
    for (;;) {
        uint64_t grown = seed | (expand(g, seed) & own);
        if (grown == seed) return seed;
        seed = grown;
    }
}

static Geo *geo_tables[SOLVE_MAX_SIZE + 1];

static Geo *geo_of(int size) {
    if (geo_tables[size] != NULL) return geo_tables[size];
    Geo *g = calloc(1, sizeof *g);
    Pos *p = malloc(sizeof *p);
    if (g == NULL || p == NULL || (p->size = size, p->cells = size * size, !pos_tables(p))) {
        free(g);
        free(p);
        return NULL;
    }
    g->size = size, g->cells = size * size;
    for (int x = 0; x < g->cells; x++) {
        g->full |= BIT(x);
        if (x % size != 0) g->not_bottom |= BIT(x);
        if (x % size != size - 1) g->not_top |= BIT(x);
    }
    for (int x = 0; x < 64 * 64; x++) g->number_of[x] = -1;
    for (int x = 0; x < g->cells; x++) {
        g->box[x] = box_of(g, BIT(x));
        for (int k = 0; k < 8; k++) g->forward[x][k] = -1;
        for (int k = 0; k < 8 && p->near->bridge_to[x][k] >= 0; k++) {
            int n = g->numbers++, y = p->near->bridge_to[x][k];
            g->forward[x][k] = (int16_t)n;
            g->low[n] = (uint8_t)x, g->high[n] = (uint8_t)y;
            g->number_of[x * 64 + y] = (int16_t)n;
            for (int j = 0; j < 2; j++)
                if (p->near->under[x][k][j] >= 0) g->under[n] |= BIT(p->near->under[x][k][j]);
        }
    }
    /* The direction of a bridge from its lower end: its index among that cell's partners'
     * offsets, which are the same for every cell (a partner off the board leaves a gap). */
    static const int STEPS[8][2] = {{0, 2}, {1, -2}, {1, 2}, {2, -2}, {2, -1}, {2, 0}, {2, 1}, {2, 2}};
    for (int n = 0; n < g->numbers; n++) {
        int dc = g->high[n] / size - g->low[n] / size, dr = g->high[n] % size - g->low[n] % size;
        for (int k = 0; k < 8; k++)
            if (STEPS[k][0] == dc && STEPS[k][1] == dr) g->direction[n] = (uint8_t)k;
        for (int m = 0; m < g->numbers; m++)
            if (segments_meet(p, g->low[n], g->high[n], g->low[m], g->high[m])) g->meets[n][m >> 6] |= BIT(m & 63);
    }
    for (int k = 0; k < 8; k++) {
        for (int x = 0; x < g->cells; x++) {
            int ox, oy;
            image_point(k, x / size, x % size, size - 1, &ox, &oy);
            g->cell_image[k][x] = (uint8_t)(ox * size + oy);
        }
        for (int n = 0; n < g->numbers; n++) {
            int a = g->cell_image[k][g->low[n]], b = g->cell_image[k][g->high[n]];
            g->bridge_image[k][n] = g->number_of[a < b ? a * 64 + b : b * 64 + a];
        }
        for (int byte = 0; byte < 8; byte++)
            for (int v = 0; v < 256; v++) {
                uint64_t image = 0;
                for (int b = 0; b < 8; b++)
                    if (v >> b & 1 && 8 * byte + b < g->cells) image |= BIT(g->cell_image[k][8 * byte + b]);
                g->byte_image[k][byte][v] = image;
            }
    }
    free(p);
    return geo_tables[size] = g;
}

static uint64_t map_mask(const Geo *g, int k, uint64_t m) {
    uint64_t image = 0;
    for (int byte = 0; m; byte++, m >>= 8) image |= g->byte_image[k][byte][m & 255];
    return image;
}

/* The bridges' partner code under symmetry k: the direction of each bridge from its lower end,
 * 3 bits each, in the order of their lower ends. With the bridge ends' mask it gives back the
 * bridges (each lower end, taken in cell order, names its partner), so the key is exact. */
static uint64_t partner_code(const Geo *g, const SPos *p, int k) {
    int low[SOLVE_MAX_BRIDGES + 1], direction[SOLVE_MAX_BRIDGES + 1];
    for (int j = 0; j < p->count; j++) {
        int n = g->bridge_image[k][p->bridge[j]], at = j;
        while (at > 0 && low[at - 1] > g->low[n]) low[at] = low[at - 1], direction[at] = direction[at - 1], at--;
        low[at] = g->low[n], direction[at] = g->direction[n];
    }
    uint64_t code = 0;
    for (int j = 0; j < p->count; j++) code = code << 3 | (uint64_t)direction[j];
    return code;
}

/* The canonical key of p (the least image under the 8 symmetries, and the rest of the state)
 * into key; returns the symmetry that gives it. */
static int canonical(const Geo *g, const SPos *p, uint64_t *key) {
    uint64_t best[4] = {0, 0, 0, 0};
    int chosen = -1;
    for (int k = 0; k < 8; k++) {
        uint64_t image[4] = {map_mask(g, k, p->tile[0]), map_mask(g, k, p->tile[1]), 0, 0};
        if (chosen >= 0 && (image[0] > best[0] || (image[0] == best[0] && image[1] > best[1]))) continue;
        int tie = chosen >= 0 && image[0] == best[0] && image[1] == best[1];
        if (p->count) {
            image[2] = map_mask(g, k, p->ends);
            if (tie && image[2] > best[2]) continue;
            image[3] = partner_code(g, p, k);
            if (tie && image[2] == best[2] && image[3] >= best[3]) continue;
        } else if (tie)
            continue;
        memcpy(best, image, sizeof best);
        chosen = k;
    }
    memcpy(key, best, sizeof best);
    key[4] = 1ULL << 63 | (uint64_t)p->to_move | (uint64_t)p->phase << 1 | (uint64_t)p->declined << 3 |
             (uint64_t)(uint16_t)(p->left[0] + 1) << 8 | (uint64_t)(uint16_t)(p->left[1] + 1) << 24 |
             (uint64_t)(uint16_t)(p->pool + 1) << 40;
    return chosen;
}

static int map_code(const Geo *g, int k, int code) {
    if (code < CODE_PAIR_END) {
        int x = g->cell_image[k][code >> 6], y = g->cell_image[k][code & 63];
        return x < y ? x * 64 + y : y * 64 + x;
    }
    if (code < CODE_SWAP_S) return CODE_PAIR_END + g->bridge_image[k][code - CODE_PAIR_END];
    return code;
}

static int two_tiles(int supply) { return supply < 0 || supply >= 2; }

/* R8-R10 (pairs), R11-R15 (bridges), R5 (swap), R17 (decline): the legal moves' codes. */
static int legal_codes(const Geo *g, const SPos *p, int32_t *out) {
    int c = p->to_move, found = 0;
    uint64_t own = p->tile[c], taken = p->tile[0] | p->tile[1];
    if (two_tiles(p->left[c])) {
        uint64_t open = g->full & ~(taken | p->blocked | p->halo[c]);
        int cell[64], size[64], count = 0;
        uint64_t group[64], reach[64], around[64];
        for (uint64_t m = open; m; m &= m - 1) { /* R9: the cells legal alone */
            int x = CTZ(m);
            uint64_t gx = (expand(g, BIT(x)) & own) ? group_of(g, BIT(x), own | BIT(x)) : BIT(x);
            int sx = POPCOUNT(gx);
            if (sx > 4) continue;
            uint64_t bx = box_of(g, gx);
            if (sx == 4 && (bx & own & ~gx)) continue;
            cell[count] = x, size[count] = sx, group[count] = gx, around[count] = bx;
            reach[count++] = gx | expand(g, gx);
        }
        for (int i = 0; i < count; i++) /* R10: each pair judged with both tiles */
            for (int j = i + 1; j < count; j++) {
                int x = cell[i], y = cell[j];
                if (group[j] & reach[i]) {
                    uint64_t merged = group[i] | group[j];
                    int s = POPCOUNT(merged);
                    if (s > 4 || (s == 4 && ((around[i] | around[j]) & own & ~merged))) continue;
                } else if ((size[i] == 4 && (around[i] >> y & 1)) || (size[j] == 4 && (around[j] >> x & 1)))
                    continue;
                out[found++] = x * 64 + y;
            }
    }
    int pairs = found;
    if (p->pool != 0)
        for (uint64_t m = own & ~p->ends; m; m &= m - 1) {
            int a = CTZ(m);
            for (int k = 0; k < 8 && g->forward[a][k] >= 0; k++) {
                int n = g->forward[a][k], b = g->high[n];
                if ((own & ~p->ends) >> b & 1 && !(g->under[n] & (taken | p->blocked)) && !(p->dead[n >> 6] >> (n & 63) & 1))
                    out[found++] = CODE_PAIR_END + n;
            }
        }
    if (p->phase == PHASE_CHOICE) out[found++] = CODE_SWAP_S;
    if (pairs == 0) out[found++] = CODE_DECLINE_S;
    return found;
}

/* R9 (ii): the cells around the group of colour c holding x are closed if it is an island. */
static void close_island(const Geo *g, SPos *p, int c, uint64_t seed) {
    uint64_t group = group_of(g, seed, p->tile[c]);
    if (POPCOUNT(group) == 4) p->halo[c] |= box_of(g, group) & ~group;
}

static void apply(const Geo *g, SPos *p, int code) {
    int c = p->to_move, decline = code == CODE_DECLINE_S;
    if (code < CODE_PAIR_END) {
        uint64_t x = BIT(code >> 6), y = BIT(code & 63);
        p->tile[c] |= x | y;
        if (p->left[c] >= 0) p->left[c] -= 2;
        close_island(g, p, c, x);
        close_island(g, p, c, y);
    } else if (code < CODE_SWAP_S) {
        int n = code - CODE_PAIR_END;
        p->ends |= BIT(g->low[n]) | BIT(g->high[n]);
        p->blocked |= g->under[n];
        for (int w = 0; w < DEAD_WORDS; w++) p->dead[w] |= g->meets[n][w];
        p->bridge[p->count++] = (int16_t)n;
        if (p->pool > 0) p->pool--;
    }
    if (code == CODE_SWAP_S) { /* R5, R6: the other seat takes light; dark moves again */
        p->phase = PHASE_PLAY;
        return;
    }
    if (c == DARK && (decline || p->declined)) /* R18 */
        p->phase = PHASE_OVER;
    else
        p->phase = p->phase == PHASE_OPENING ? PHASE_CHOICE : PHASE_PLAY;
    p->declined = p->declined || (decline && c == LIGHT);
    p->to_move = (uint8_t)(1 - c);
}

/* R20-R21 for colour c: points, islands, bridges. */
static void score(const Geo *g, const SPos *p, int c, int *out) {
    uint64_t groups[32];
    int parent[32], islands_in[32], count = 0, bridges = 0, islands = 0, points = 0;
    for (uint64_t rest = p->tile[c]; rest; count++) {
        groups[count] = group_of(g, rest & -rest, p->tile[c]);
        rest &= ~groups[count];
        parent[count] = count, islands_in[count] = 0;
    }
    for (int j = 0; j < p->count; j++) {
        int n = p->bridge[j], a = -1, b = -1;
        if (!(p->tile[c] >> g->low[n] & 1)) continue;
        bridges++;
        for (int k = 0; k < count; k++) {
            if (groups[k] >> g->low[n] & 1) a = k;
            if (groups[k] >> g->high[n] & 1) b = k;
        }
        while (parent[a] != a) a = parent[a];
        while (parent[b] != b) b = parent[b];
        parent[a] = b;
    }
    for (int k = 0; k < count; k++)
        if (POPCOUNT(groups[k]) == 4) {
            int r = k;
            while (parent[r] != r) r = parent[r];
            islands_in[r]++;
        }
    for (int k = 0; k < count; k++) islands += islands_in[k], points += islands_in[k] * (islands_in[k] + 1) / 2;
    out[0] = points, out[1] = islands, out[2] = bridges;
}

/* R22: the finished game's value for colour c. */
static int final_value(const Geo *g, const SPos *p, int c) {
    int mine[3], theirs[3];
    score(g, p, c, mine);
    score(g, p, 1 - c, theirs);
    for (int k = 0; k < 3; k++)
        if (mine[k] != theirs[k]) return mine[k] > theirs[k] ? 1 : -1;
    return 0;
}

static uint64_t hash_key(const uint64_t *key) {
    uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (int k = 0; k < 5; k++) {
        h ^= key[k];
        h *= 0xBF58476D1CE4E5B9ULL;
        h ^= h >> 31;
    }
    return h ^ h >> 29;
}

static Entry *find(Solver *s, const uint64_t *key) {
    Entry *bucket = s->table + (hash_key(key) & (s->buckets - 1)) * BUCKET;
    for (int j = 0; j < BUCKET; j++)
        if (memcmp(bucket[j].key, key, sizeof bucket[j].key) == 0) return &bucket[j];
    return NULL;
}

/* Narrow the bounds of key (a new entry takes an empty place, or the one whose search took
 * fewest nodes: the replacement policy that keeps the costly subtrees). */
static void store(Solver *s, const uint64_t *key, int lower, int upper, uint64_t work, int move) {
    Entry *bucket = s->table + (hash_key(key) & (s->buckets - 1)) * BUCKET, *e = NULL;
    uint32_t w = work > UINT32_MAX ? UINT32_MAX : (uint32_t)work;
    for (int j = 0; j < BUCKET && e == NULL; j++)
        if (memcmp(bucket[j].key, key, sizeof bucket[j].key) == 0) e = &bucket[j];
    if (e != NULL) {
        if (lower > e->lower) e->lower = (int8_t)lower;
        if (upper < e->upper) e->upper = (int8_t)upper;
        if (w > e->work) e->work = w;
        if (move >= 0) e->move = (uint16_t)(move + 1);
        return;
    }
    e = &bucket[0];
    for (int j = 0; j < BUCKET; j++) {
        if (!(bucket[j].key[4] >> 63)) {
            e = &bucket[j];
            break;
        }
        if (bucket[j].work < e->work) e = &bucket[j];
    }
    if (e->key[4] >> 63)
        s->replaced++;
    else
        s->stored++;
    memcpy(e->key, key, sizeof e->key);
    e->lower = (int8_t)lower, e->upper = (int8_t)upper, e->work = w;
    e->move = (uint16_t)(move >= 0 ? move + 1 : 0);
}

/* Move ordering: the table's move first, then by history (shell sort, best first). */
static void order(Solver *s, int32_t *moves, int count, int first) {
    for (int j = 0; j < count; j++)
        if (moves[j] == first) {
            moves[j] = moves[0], moves[0] = first;
            break;
        }
    int from = first >= 0 && count && moves[0] == first ? 1 : 0;
    int32_t *m = moves + from;
    int n = count - from;
    static const int GAPS[] = {57, 23, 10, 4, 1};
    for (int gi = 0; gi < 5; gi++) {
        int gap = GAPS[gi];
        for (int i = gap; i < n; i++) {
            int32_t v = m[i];
            uint32_t h = s->history[v];
            int j = i;
            for (; j >= gap && s->history[m[j - gap]] < h; j -= gap) m[j] = m[j - gap];
            m[j] = v;
        }
    }
}

static int search(Solver *s, const SPos *p, int alpha, int beta, int ply) {
    const Geo *g = s->geo;
    if (++s->nodes > s->limit && s->limit) {
        s->stop = 1;
        return 0;
    }
    uint64_t key[5];
    int symmetry = canonical(g, p, key), first = -1;
    Entry *e = find(s, key);
    if (e != NULL) {
        if (e->lower >= beta || e->lower == e->upper) return e->lower;
        if (e->upper <= alpha) return e->upper;
        if (e->lower > alpha) alpha = e->lower;
        if (e->upper < beta) beta = e->upper;
        if (e->move) first = map_code(g, INVERSE[symmetry], e->move - 1);
    }
    int low = alpha, high = beta, best = -2, best_move = -1;
    uint64_t start = s->nodes;
    int32_t *moves = s->moves + (size_t)ply * (size_t)s->room;
    int count = legal_codes(g, p, moves);
    order(s, moves, count, first);
    for (int j = 0; j < count; j++) {
        SPos child = *p;
        apply(g, &child, moves[j]);
        int value = child.phase == PHASE_OVER ? final_value(g, &child, p->to_move)
                                              : -search(s, &child, -beta, -alpha, ply + 1);
        if (s->stop) return 0;
        if (value > best) best = value, best_move = moves[j];
        if (value >= beta) {
            s->history[moves[j]] += 1;
            break;
        }
        if (value > alpha) alpha = value;
    }
    store(s, key, best > low ? best : -1, best < high ? best : 1, s->nodes - start + 1,
          best_move < 0 ? -1 : map_code(g, symmetry, best_move));
    return best;
}

Solver *solver_new(int size, long entries) {
    if (size < 4 || size > SOLVE_MAX_SIZE) return NULL;
    Solver *s = calloc(1, sizeof *s);
    if (s == NULL || (s->geo = geo_of(size)) == NULL) {
        free(s);
        return NULL;
    }
    s->buckets = 1;
    while (s->buckets * 2 * BUCKET <= (uint64_t)(entries < BUCKET ? BUCKET : entries)) s->buckets *= 2;
    s->plies = 2 * s->geo->cells + 8;
    s->room = s->geo->cells * (s->geo->cells - 1) / 2 + s->geo->numbers + 2;
    s->table = calloc(s->buckets * BUCKET, sizeof *s->table);
    s->moves = malloc((size_t)s->plies * (size_t)s->room * sizeof *s->moves);
    if (s->table == NULL || s->moves == NULL) {
        solver_free(s);
        return NULL;
    }
    return s;
}

int solver_size(const Solver *s) { return s->geo->size; }

void solver_free(Solver *s) {
    if (s == NULL) return;
    free(s->table);
    free(s->moves);
    free(s);
}

const char *solver_refuses(const Packed *k) {
    if (k->size > SOLVE_MAX_SIZE) return "the native solver takes boards of up to 8x8 cells";
    long most = k->bridges_left < 0 ? k->cells / 2 : k->bridges + k->bridges_left;
    if (most > k->cells / 2) most = k->cells / 2;
    if (most > SOLVE_MAX_BRIDGES) return "the native solver takes at most 21 bridges on the board";
    if (k->phase == PHASE_OVER) return "the game is over";
    return NULL;
}

static void unpack(const Geo *g, const Packed *k, SPos *p) {
    memset(p, 0, sizeof *p);
    uint64_t full = g->full; /* nothing off the board, whatever the packed words hold there */
    p->tile[LIGHT] = k->board[BB_LIGHT][0] & full, p->tile[DARK] = k->board[BB_DARK][0] & full;
    p->blocked = k->board[BB_BLOCKED][0] & full, p->ends = k->board[BB_ENDS][0] & full;
    p->halo[LIGHT] = k->board[BB_HALO_LIGHT][0] & full, p->halo[DARK] = k->board[BB_HALO_DARK][0] & full;
    const int32_t *bridge = packed_bridges(k);
    for (int j = 0; j < k->bridges; j++) {
        int n = g->number_of[bridge[3 * j] * 64 + bridge[3 * j + 1]];
        p->bridge[p->count++] = (int16_t)n;
        for (int w = 0; w < DEAD_WORDS; w++) p->dead[w] |= g->meets[n][w];
    }
    p->left[LIGHT] = (int16_t)k->left[LIGHT], p->left[DARK] = (int16_t)k->left[DARK];
    p->pool = (int16_t)k->bridges_left;
    p->phase = (uint8_t)k->phase, p->to_move = (uint8_t)k->to_move, p->declined = (uint8_t)k->light_declined;
}

int solver_value(Solver *s, const Packed *k, int alpha, int beta, uint64_t max_nodes) {
    SPos root;
    unpack(s->geo, k, &root);
    s->stop = 0;
    s->limit = max_nodes ? s->nodes + max_nodes : 0;
    int value = search(s, &root, alpha, beta, 0);
    return s->stop ? 2 : value;
}

void solver_counts(const Solver *s, uint64_t *nodes, uint64_t *stored, uint64_t *replaced) {
    *nodes = s->nodes, *stored = s->stored, *replaced = s->replaced;
}
