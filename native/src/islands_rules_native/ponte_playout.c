/* Random games to the end, drawn uniformly move by move, and the score at the end (R20-R22);
 * see ponte_core.h. */
#include <stdlib.h>

#include "ponte_internal.h"

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

/* A uniform number below bound (> 0), without modulo bias: the 2**64 mod bound smallest
 * draws are redrawn, so every remainder comes from equally many draws. */
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
    /* Per colour, the cells a tile of it may still go on: every open cell at the start, each
     * dropped when a draw finds it taken, blocked, closed or illegal alone (none reopens). */
    int16_t *open[2];
    int open_count[2];
} Draws;

/* Candidate bridges of colour c between the new tile x and its tiles a bridge away, but not
 * the tile skip (placed with x, whose bridge to x is listed from it). */
static void add_links(Pos *p, Draws *d, int c, int x, int skip) {
    const int16_t *partners = p->near->link[x];
    for (int k = 0; partners[k] >= 0; k++) {
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
    int c = p->to_move, *n = &d->open_count[c];
    int16_t *open = d->open[c];
    int placing = !d->no_pair[c] && two_in(p->left[c]) && *n >= 2;
    int32_t *links = d->links[c];
    uint64_t swaps = p->phase == PHASE_CHOICE ? 2 : 0;
    for (int refusals = 0; refusals < TRIES;) {
        uint64_t pairs = placing ? (uint64_t)*n * (uint64_t)(*n - 1) : 0;
        uint64_t bridges = p->bridges_left == 0 ? 0 : 2 * (uint64_t)d->link_count[c];
        uint64_t r = rng_below(rng, pairs + bridges + swaps + 2);
        if (r < pairs) {
            int i = (int)(r / (uint64_t)(*n - 1)), j = (int)(r % (uint64_t)(*n - 1));
            j += j >= i;
            int x = open[i], y = open[j];
            if (pair_is_legal(p, c, x, y)) return x < y ? x * p->cells + y : y * p->cells + x;
            /* A cell that is taken, blocked, closed or illegal alone stays so (groups only
             * grow): dropped for good, the draw not counted as a refusal. */
            int drop = !alone_size(p, c, x) ? i : !alone_size(p, c, y) ? j : -1;
            if (drop >= 0)
                open[drop] = open[--*n];
            else
                refusals++;
            if (*n < 2) placing = 0;
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
    Draws d = {{NULL, NULL}, {0, 0}, {0, 0}, {NULL, NULL}, {0, 0}};
    long plies = 0;
    /* Room for every legal move of one turn, for the exact draw. */
    size_t room = (size_t)p->cells * (size_t)(p->cells - 1) / 2 + 8 * (size_t)p->cells + 2;
    int32_t *scratch = malloc(room * sizeof *scratch);
    /* Each tile is one end of at most 16 candidate bridges, each listed from its later tile. */
    for (int c = 0; c < 2; c++) {
        d.links[c] = malloc(16 * (size_t)p->cells * sizeof(int32_t));
        d.open[c] = malloc((size_t)p->cells * sizeof(int16_t));
    }
    if (scratch == NULL || d.links[0] == NULL || d.links[1] == NULL || d.open[0] == NULL || d.open[1] == NULL) {
        plies = -1;
        goto done;
    }
    for (int c = 0; c < 2; c++) {
        long n = bridge_moves(p, c, d.links[c]);
        for (long k = 0; k < n; k++) d.links[c][k] -= CODE_BRIDGE(p);
        d.link_count[c] = n;
        for (int x = 0; x < p->cells; x++)
            if (is_open(p, c, x)) d.open[c][d.open_count[c]++] = (int16_t)x;
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
    free(d.open[0]);
    free(d.open[1]);
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
