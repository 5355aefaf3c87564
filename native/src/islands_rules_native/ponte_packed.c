/* Listing and counting straight from a packed position (ponte_packed.h): R8-R10 on bitboards,
 * the bridges from the state's own masks, then swap and decline (R5, R17).
 *
 * A cell is legal alone when one tile there keeps R9; a pair of legal-alone cells is legal
 * unless the two tiles interact (R10), which needs a group of four or more: so only pairs
 * whose groups hold four tiles together and lie within one step of each other are judged. A
 * cell with no tile of the mover's beside it ("lonely") makes a group of one; the others
 * ("joining") make the group of their neighbours' groups and themselves. */
#include <stdlib.h>
#include <string.h>

#include "ponte_internal.h"
#include "ponte_packed.h"

typedef uint64_t Bits[PACKED_WORDS];

/* The tables of one board size: every cell, and every cell but the top row or the bottom row;
 * per cell its column and row, its orthogonal neighbours (-1 past the last), and the masks of
 * the cell with its orthogonal neighbours (cross) and with all eight (box). */
typedef struct {
    Bits full, not_bottom, not_top;
    uint8_t column[PONTE_MAX_CELLS], row[PONTE_MAX_CELLS];
    int16_t ortho[PONTE_MAX_CELLS][4];
    Bits cross[PONTE_MAX_CELLS], box[PONTE_MAX_CELLS];
} Edges;

static Edges *edge_tables[PONTE_MAX_SIZE + 1];

static void set_bit(uint64_t *g, int x) { g[x >> 6] |= 1ULL << (x & 63); }

static const Edges *edges(int size) {
    if (edge_tables[size] != NULL) return edge_tables[size];
    Edges *made = calloc(1, sizeof *made);
    if (made == NULL) return NULL;
    for (int x = 0; x < size * size; x++) {
        int column = x / size, row = x % size, n = 0;
        made->column[x] = (uint8_t)column, made->row[x] = (uint8_t)row;
        set_bit(made->full, x);
        if (row != 0) set_bit(made->not_bottom, x);
        if (row != size - 1) set_bit(made->not_top, x);
        for (int dc = -1; dc <= 1; dc++)
            for (int dr = -1; dr <= 1; dr++) {
                int c = column + dc, r = row + dr;
                if (c < 0 || c >= size || r < 0 || r >= size) continue;
                set_bit(made->box[x], c * size + r);
                if (dc == 0 || dr == 0) set_bit(made->cross[x], c * size + r);
                if ((dc == 0) != (dr == 0)) made->ortho[x][n++] = (int16_t)(c * size + r);
            }
        while (n < 4) made->ortho[x][n++] = -1;
    }
    return edge_tables[size] = made;
}

static void shift_up(const uint64_t *g, int by, int words, uint64_t *out) { /* bit i -> i + by */
    int q = by >> 6, r = by & 63;
    for (int w = words - 1; w >= 0; w--) {
        uint64_t v = w - q >= 0 ? g[w - q] << r : 0;
        if (r && w - q - 1 >= 0) v |= g[w - q - 1] >> (64 - r);
        out[w] = v;
    }
}

static void shift_down(const uint64_t *g, int by, int words, uint64_t *out) { /* bit i -> i - by */
    int q = by >> 6, r = by & 63;
    for (int w = 0; w < words; w++) {
        uint64_t v = w + q < words ? g[w + q] >> r : 0;
        if (r && w + q + 1 < words) v |= g[w + q + 1] << (64 - r);
        out[w] = v;
    }
}

/* The cells orthogonally next to the cells of g (g's own cells too where they neighbour). */
static void next_to(const Edges *e, int size, int words, const uint64_t *g, uint64_t *out) {
    Bits a, b, c, d;
    shift_up(g, 1, words, a);
    shift_down(g, 1, words, b);
    shift_up(g, size, words, c);
    shift_down(g, size, words, d);
    for (int w = 0; w < words; w++)
        out[w] = (a[w] & e->not_bottom[w]) | (b[w] & e->not_top[w]) | (c[w] & e->full[w]) | d[w];
}

static int has(const uint64_t *g, int x) { return g[x >> 6] >> (x & 63) & 1; }

static int king_step(const Edges *e, int a, int b) { /* a and b are the same cell or neighbours */
    int dc = e->column[a] - e->column[b], dr = e->row[a] - e->row[b];
    return dc >= -1 && dc <= 1 && dr >= -1 && dr <= 1;
}

/* What one colour may place: per cell 0 (illegal alone), or the size of the group a tile there
 * makes, with that group's cells (the cell first); and room to work. */
typedef struct {
    uint8_t size_at[PONTE_MAX_CELLS];
    int16_t group_at[PONTE_MAX_CELLS][4];
    int16_t label[PONTE_MAX_CELLS];
    int16_t group_cells[PONTE_MAX_CELLS][4];
    uint8_t group_size[PONTE_MAX_CELLS];
    int16_t joining[PONTE_MAX_CELLS];
    int32_t refused[32 * PONTE_MAX_CELLS];
} Scratch;

/* The union of the table rows (cross or box) of the n cells of group. */
static void rows_of(const Bits *rows, const int16_t *group, int n, int words, uint64_t *out) {
    for (int w = 0; w < words; w++) out[w] = rows[group[0]][w];
    for (int k = 1; k < n; k++)
        for (int w = 0; w < words; w++) out[w] |= rows[group[k]][w];
}

/* R9 (ii) for an island of the four cells of group: no other tile of the colour (own) around it. */
static int island_clear(const Edges *e, int words, const uint64_t *own, const int16_t *group) {
    Bits around;
    rows_of(e->box, group, 4, words, around);
    for (int k = 0; k < 4; k++) around[group[k] >> 6] &= ~(1ULL << (group[k] & 63));
    for (int w = 0; w < words; w++)
        if (around[w] & own[w]) return 0;
    return 1;
}

/* R10 for the legal-alone cells x and y, x's group's cross (its cells and their orthogonal
 * neighbours) given: whether their two tiles together break R9. */
static int refuses(const Edges *e, int words, const uint64_t *own, const Scratch *s, const uint64_t *cross_x,
                   int x, int y) {
    int sx = s->size_at[x], sy = s->size_at[y];
    const int16_t *gx = s->group_at[x], *gy = s->group_at[y];
    int connected = 0;
    for (int j = 0; j < sy; j++) connected |= has(cross_x, gy[j]);
    if (!connected) { /* apart: only an island of four around the other tile refuses it */
        if (sx == 4)
            for (int i = 0; i < 4; i++)
                if (king_step(e, gx[i], y)) return 1;
        if (sy == 4)
            for (int j = 0; j < 4; j++)
                if (king_step(e, gy[j], x)) return 1;
        return 0;
    }
    int16_t merged[8];
    int m = 0;
    for (int i = 0; i < sx; i++) merged[m++] = gx[i];
    for (int j = 0; j < sy; j++) {
        int dup = 0;
        for (int i = 0; i < sx; i++) dup |= gx[i] == gy[j];
        if (!dup) merged[m++] = gy[j];
    }
    if (m > 4) return 1;
    return m == 4 && !island_clear(e, words, own, merged);
}

static int compare_codes(const void *a, const void *b) {
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

static Scratch *scratch;

/* The groups of c's tiles (own), labelled (R9 keeps them to four tiles; a longer one is cut). */
static void label_groups(const Edges *e, int words, const uint64_t *own, Scratch *s) {
    int groups = 0;
    for (int w = 0; w < words; w++)
        for (uint64_t m = own[w]; m; m &= m - 1) s->label[w * 64 + CTZ(m)] = -1;
    for (int w = 0; w < words; w++)
        for (uint64_t m = own[w]; m; m &= m - 1) {
            int x = w * 64 + CTZ(m);
            if (s->label[x] >= 0) continue;
            int16_t queue[PONTE_MAX_CELLS];
            int n = 0, next = 0;
            queue[n++] = (int16_t)x;
            s->label[x] = (int16_t)groups;
            while (next < n) {
                const int16_t *near = e->ortho[queue[next++]];
                for (int j = 0; j < 4 && near[j] >= 0; j++)
                    if (has(own, near[j]) && s->label[near[j]] < 0) {
                        s->label[near[j]] = (int16_t)groups;
                        queue[n++] = near[j];
                    }
            }
            s->group_size[groups] = (uint8_t)(n > 5 ? 5 : n);
            for (int j = 0; j < 4; j++) s->group_cells[groups][j] = j < n ? queue[j] : -1;
            groups++;
        }
}

/* R8-R10: the legal pairs of colour c (codes x * cells + y, x < y, in order) written to out
 * (NULL: only counted); returns how many, or -1 without memory. */
static long packed_pairs(const Packed *k, int c, int32_t *out) {
    int size = k->size, cells = k->cells, words = k->words;
    const Edges *e = edges(size);
    if (scratch == NULL) scratch = malloc(sizeof *scratch);
    if (e == NULL || scratch == NULL) return -1;
    Scratch *s = scratch;
    const uint64_t *own = k->board[c == LIGHT ? BB_LIGHT : BB_DARK];
    const uint64_t *halo = k->board[c == LIGHT ? BB_HALO_LIGHT : BB_HALO_DARK];
    Bits open, beside, alone;
    for (int w = 0; w < words; w++)
        open[w] = e->full[w] & ~(k->board[BB_LIGHT][w] | k->board[BB_DARK][w] | k->board[BB_BLOCKED][w] | halo[w]);
    next_to(e, size, words, own, beside);
    long lonely = 0;
    int any_beside = 0;
    for (int w = 0; w < words; w++) {
        beside[w] &= open[w];
        alone[w] = open[w] & ~beside[w];
        lonely += POPCOUNT(alone[w]);
        any_beside |= beside[w] != 0;
    }
    long joined = 0, refused = 0;
    if (any_beside) {
        label_groups(e, words, own, s);
        /* Each cell beside them: the group a tile there makes (R9). */
        for (int w = 0; w < words; w++)
            for (uint64_t m = beside[w]; m; m &= m - 1) {
                int x = w * 64 + CTZ(m), joins[4], count = 0, total = 1;
                const int16_t *near = e->ortho[x];
                for (int j = 0; j < 4 && near[j] >= 0; j++) {
                    if (!has(own, near[j])) continue;
                    int g = s->label[near[j]], dup = 0;
                    for (int i = 0; i < count; i++) dup |= joins[i] == g;
                    if (!dup) joins[count++] = g, total += s->group_size[g];
                }
                if (total > 4) continue;
                int16_t *group = s->group_at[x];
                int filled = 0;
                group[filled++] = (int16_t)x;
                for (int i = 0; i < count; i++)
                    for (int j = 0; j < s->group_size[joins[i]]; j++) group[filled++] = s->group_cells[joins[i]][j];
                if (total == 4 && !island_clear(e, words, own, group)) continue;
                s->size_at[x] = (uint8_t)total;
                s->joining[joined++] = (int16_t)x;
                alone[w] |= 1ULL << (x & 63);
            }
        /* R10: the pairs of a joining cell x with a legal-alone cell y within one step of x's
         * group (every interacting pair has one, and holds four tiles or more); a pair of two
         * joining cells found from both is kept from its lower cell. Lonely cells make a
         * group of one: only a group of three beside them can refuse them, found from there. */
        for (int w = 0; w < words; w++)
            for (uint64_t m = alone[w] & ~beside[w]; m; m &= m - 1) {
                int x = w * 64 + CTZ(m);
                s->size_at[x] = 1;
                s->group_at[x][0] = (int16_t)x;
            }
        for (long i = 0; i < joined; i++) {
            int x = s->joining[i], sx = s->size_at[x];
            Bits cross_x, near;
            rows_of(e->cross, s->group_at[x], sx, words, cross_x);
            rows_of(e->box, s->group_at[x], sx, words, near);
            near[x >> 6] &= ~(1ULL << (x & 63));
            for (int w = 0; w < words; w++)
                for (uint64_t m = near[w] & alone[w]; m; m &= m - 1) {
                    int y = w * 64 + CTZ(m);
                    if (sx + s->size_at[y] < 4) continue;
                    if (y < x && has(beside, y)) { /* judged from y if x is within a step of y's group */
                        int seen = 0;
                        for (int j = 0; j < s->size_at[y]; j++) seen |= king_step(e, s->group_at[y][j], x);
                        if (seen) continue;
                    }
                    if (refuses(e, words, own, s, cross_x, x, y))
                        s->refused[refused++] = x < y ? x * cells + y : y * cells + x;
                }
        }
    }
    long count = lonely + joined;
    if (out == NULL) return count * (count - 1) / 2 - refused;
    qsort(s->refused, (size_t)refused, sizeof *s->refused, compare_codes);
    int16_t list[PONTE_MAX_CELLS];
    int n = 0;
    for (int w = 0; w < words; w++)
        for (uint64_t m = alone[w]; m; m &= m - 1) list[n++] = (int16_t)(w * 64 + CTZ(m));
    long found = 0, next = 0;
    for (int i = 0; i < n; i++) {
        int32_t base = list[i] * cells;
        for (int j = i + 1; j < n; j++) {
            int32_t code = base + list[j];
            if (next < refused && s->refused[next] == code) {
                next++;
                continue;
            }
            out[found++] = code;
        }
    }
    return found;
}

long packed_legal_moves(const Packed *k, int32_t *out) {
    if (k->phase == PHASE_OVER) return 0;
    int c = k->to_move, square = k->cells * k->cells;
    long pairs = two_in(k->left[c]) ? packed_pairs(k, c, out) : 0;
    if (pairs < 0) return -1;
    long found = pairs;
    const int32_t *build = packed_build(k, c);
    if (out == NULL)
        found += k->buildable[c];
    else
        for (int j = 0; j < k->buildable[c]; j++) out[found++] = square + build[j];
    if (k->phase == PHASE_CHOICE) { /* R5 */
        if (out != NULL) out[found] = 2 * square;
        found++;
    }
    if (pairs == 0) { /* R17: decline only without a legal pair */
        if (out != NULL) out[found] = 2 * square + 1;
        found++;
    }
    return found;
}

int packed_unpack(const Packed *k, Pos *p) {
    p->size = k->size;
    p->cells = k->cells;
    if (!pos_tables(p)) return 0;
    for (int x = 0; x < p->cells; x++) {
        p->tile[x] = has(k->board[BB_LIGHT], x) ? 1 + LIGHT : has(k->board[BB_DARK], x) ? 1 + DARK : EMPTY;
        p->blocked[x] = (uint8_t)has(k->board[BB_BLOCKED], x);
        p->end[x] = (uint8_t)has(k->board[BB_ENDS], x);
        p->closed[LIGHT][x] = (uint8_t)has(k->board[BB_HALO_LIGHT], x);
        p->closed[DARK][x] = (uint8_t)has(k->board[BB_HALO_DARK], x);
    }
    const int32_t *bridge = packed_bridges(k);
    p->bridges = k->bridges;
    for (int j = 0; j < k->bridges; j++) {
        p->bridge_a[j] = (int16_t)bridge[3 * j];
        p->bridge_b[j] = (int16_t)bridge[3 * j + 1];
        p->bridge_colour[j] = (uint8_t)bridge[3 * j + 2];
    }
    p->left[LIGHT] = k->left[LIGHT];
    p->left[DARK] = k->left[DARK];
    p->bridges_left = k->bridges_left;
    p->phase = k->phase;
    p->to_move = k->to_move;
    p->light_declined = k->light_declined;
    pos_groups(p);
    return 1;
}
