/* The rules of Ponte del Diavolo on plain arrays: the board, one tile, one pair, bridges,
 * playing a move; see ponte_core.h. Each rule is checked in one function, which names it. */
#include "ponte_internal.h"

#include <stdlib.h>
#include <string.h>

static int column_of(const Pos *p, int i) { return i / p->size; }
static int row_of(const Pos *p, int i) { return i % p->size; }
static int sign(int v) { return (v > 0) - (v < 0); }
int two_in(int supply) { return supply == PONTE_UNLIMITED || supply >= 2; }

/* The on-board cells at the given offsets from i, written to out; returns how many. */
int around(const Pos *p, int i, const int (*steps)[2], int count, int *out) {
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

/* R11: a bridge's offsets from either end to the other. */
static const int LINK_STEPS[16][2] = {{0, 2},  {1, -2},  {1, 2},  {2, -2},  {2, -1},  {2, 0},  {2, 1},  {2, 2},
                                      {0, -2}, {-1, 2}, {-1, -2}, {-2, 2}, {-2, 1}, {-2, 0}, {-2, -1}, {-2, -2}};

static Neighbours *tables[PONTE_MAX_SIZE + 1];
static int cells_under(const Pos *p, int a, int b, int *out);

/* The neighbour tables of a board size, built the first time it is asked for. */
static const Neighbours *neighbours(const Pos *p) {
    if (tables[p->size] != NULL) return tables[p->size];
    Neighbours *made = malloc(sizeof *made);
    if (made == NULL) return NULL;
    int found[16];
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
        n = around(p, x, LINK_STEPS, 16, found);
        for (int k = 0; k < 17; k++) made->link[x][k] = (int16_t)(k < n ? found[k] : -1);
        made->column[x] = (uint8_t)column_of(p, x);
        made->row[x] = (uint8_t)row_of(p, x);
    }
    return tables[p->size] = made;
}

/* R9: the group of colour c's tiles holding seed, marked with a new stamp, explored only
 * until it has more than cap tiles; returns its size (at most cap + 1). */
int fill(Pos *p, int c, int seed, int cap, int16_t *cells) {
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
int group_fits(Pos *p, int c, const int16_t *cells, int size) {
    if (size > 4) return 0;
    if (size < 4) return 1;
    for (int k = 0; k < 4; k++) {
        const int16_t *near = p->near->surround[cells[k]];
        for (int j = 0; j < 8 && near[j] >= 0; j++)
            if (p->tile[near[j]] == 1 + c && p->mark[near[j]] != p->stamp) return 0;
    }
    return 1;
}

/* The groups of the tiles, as a union-find over cells kept move by move (tiles never leave the
 * board, so groups only merge): each tile's parent, and at a root its group's size. */
static int group_root(Pos *p, int x) {
    while (p->parent[x] != x) x = p->parent[x] = p->parent[p->parent[x]];
    return x;
}

static void join(Pos *p, int a, int b) {
    a = group_root(p, a), b = group_root(p, b);
    if (a == b) return;
    if (p->group_size[a] < p->group_size[b]) {
        int t = a;
        a = b, b = t;
    }
    p->parent[b] = (int16_t)a;
    int size = p->group_size[a] + p->group_size[b];
    p->group_size[a] = (uint8_t)(size > 255 ? 255 : size);
}

/* A new tile of colour c on x (its group of one made already): joined with c's groups beside it. */
static void add_tile(Pos *p, int c, int x) {
    const int16_t *near = p->near->ortho[x];
    for (int k = 0; k < 4 && near[k] >= 0; k++)
        if (p->tile[near[k]] == 1 + c) join(p, x, near[k]);
}

void pos_groups(Pos *p) {
    for (int x = 0; x < p->cells; x++)
        if (p->tile[x] != EMPTY) p->parent[x] = (int16_t)x, p->group_size[x] = 1;
    for (int x = 0; x < p->cells; x++)
        if (p->tile[x] != EMPTY) {
            const int16_t *near = p->near->ortho[x];
            for (int k = 0; k < 4 && near[k] >= 0; k++)
                if (near[k] > x && p->tile[near[k]] == p->tile[x]) join(p, x, near[k]);
        }
}

/* The roots of colour c's groups orthogonally next to the empty cell x, each once, added to
 * roots (n of them so far); returns the new count. */
static int roots_beside(Pos *p, int c, int x, int *roots, int n) {
    const int16_t *near = p->near->ortho[x];
    for (int k = 0; k < 4 && near[k] >= 0; k++) {
        if (p->tile[near[k]] != 1 + c) continue;
        int r = group_root(p, near[k]), seen = 0;
        for (int j = 0; j < n; j++) seen |= roots[j] == r;
        if (!seen) roots[n++] = r;
    }
    return n;
}

static int sizes_of(const Pos *p, const int *roots, int from, int to) {
    int size = 0;
    for (int j = from; j < to; j++) size += p->group_size[roots[j]];
    return size;
}

/* R9 for tiles of colour c on the empty cells x and (if y >= 0) y, from the groups alone: the
 * size of the group holding x, and in *y_size that of y's group if it is another (0 if not). */
static int sizes_with(Pos *p, int c, int x, int y, int *y_size) {
    int roots[8], n = roots_beside(p, c, x, roots, 0);
    if (y < 0) return 1 + sizes_of(p, roots, 0, n);
    int beside_y[4], m = roots_beside(p, c, y, beside_y, 0), together = 0;
    for (int j = 0; j < m; j++)
        for (int i = 0; i < n; i++) together |= beside_y[j] == roots[i];
    const int16_t *near = p->near->ortho[x];
    for (int k = 0; k < 4 && near[k] >= 0; k++) together |= near[k] == y;
    if (!together) {
        *y_size = 1 + sizes_of(p, beside_y, 0, m);
        return 1 + sizes_of(p, roots, 0, n);
    }
    *y_size = 0;
    n = roots_beside(p, c, y, roots, n); /* y's groups join x's, each counted once */
    return 2 + sizes_of(p, roots, 0, n);
}

/* R9 for one tile of colour c on x: the size of the group it would make, or 0 if illegal. */
int alone_size(Pos *p, int c, int x) {
    int16_t cells[8];
    if (!is_open(p, c, x)) return 0;
    int size = sizes_with(p, c, x, -1, NULL);
    if (size != 4) return size > 4 ? 0 : size;
    p->tile[x] = (uint8_t)(1 + c); /* an island: judged on the board */
    size = fill(p, c, x, 4, cells);
    int ok = group_fits(p, c, cells, size);
    p->tile[x] = EMPTY;
    return ok ? size : 0;
}

/* R10: tiles of colour c on x and y, judged with both added. */
int pair_is_legal(Pos *p, int c, int x, int y) {
    int16_t cells[8];
    if (x == y || !is_open(p, c, x) || !is_open(p, c, y)) return 0;
    int size_y, size_x = sizes_with(p, c, x, y, &size_y);
    if (size_x > 4 || size_y > 4) return 0;
    if (size_x < 4 && size_y < 4) return 1;
    p->tile[x] = p->tile[y] = (uint8_t)(1 + c); /* an island: judged on the board */
    int size = fill(p, c, x, 4, cells);
    int ok = group_fits(p, c, cells, size);
    if (ok && p->mark[y] != p->stamp) {
        size = fill(p, c, y, 4, cells);
        ok = group_fits(p, c, cells, size);
    }
    p->tile[x] = p->tile[y] = EMPTY;
    return ok;
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
int segments_meet(const Pos *p, int a1, int a2, int b1, int b2) {
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
int bridge_is_legal(const Pos *p, int c, int a, int k) {
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
long bridge_moves(const Pos *p, int c, int32_t *out) {
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

/* R12, R13: a bridge blocks the cells under it and takes one end on each of its tiles. */
static void lay_bridge(Pos *p, int a, int b) {
    int under[2], n = cells_under(p, a, b, under);
    for (int k = 0; k < n; k++) p->blocked[under[k]] = 1;
    p->end[a] = p->end[b] = 1;
}

int pos_tables(Pos *p) {
    p->near = neighbours(p);
    if (p->near == NULL) return 0;
    memset(p->mark, 0, (size_t)p->cells * sizeof *p->mark);
    p->stamp = 0;
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
        p->parent[x] = (int16_t)x, p->parent[y] = (int16_t)y;
        p->group_size[x] = p->group_size[y] = 1;
        add_tile(p, c, x);
        add_tile(p, c, y);
        int rx = group_root(p, x), ry = group_root(p, y);
        if (p->group_size[rx] == 4) close_if_island(p, c, x);
        if (ry != rx && p->group_size[ry] == 4) close_if_island(p, c, y);
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
