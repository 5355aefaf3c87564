/* What the LSD and Islands cores share about their grids: the frame (the rectangle of cells
 * a grid holds, which grows by doubling on the side the game reaches, so that a long row
 * costs a long thin grid, not a square one) and the list of open cells: olist holds the
 * cells, opos each cell's place in it (-1: not listed), so a cell comes and goes in O(1). */
#ifndef ISLANDS_RULES_NATIVE_CELLS_H
#define ISLANDS_RULES_NATIVE_CELLS_H

#include <stdint.h>

/* The cells (x, y) with x0 <= x < x0 + nx and y0 <= y < y0 + ny, the cell (x, y) at
 * (x - x0) * ny + (y - y0): north is +1, east +ny. */
typedef struct {
    int x0, y0, nx, ny;
} Frame;

static inline Frame frame_around(int reach) {
    return (Frame){-reach, -reach, 2 * reach + 1, 2 * reach + 1};
}

static inline int frame_index(const Frame *f, int x, int y) { return (x - f->x0) * f->ny + (y - f->y0); }
static inline int frame_x(const Frame *f, int k) { return k / f->ny + f->x0; }
static inline int frame_y(const Frame *f, int k) { return k % f->ny + f->y0; }

/* Whether (x, y) lies closer than margin to an edge of the frame (or outside it). */
static inline int frame_near_edge(const Frame *f, int x, int y, int margin) {
    return x - f->x0 < margin || f->x0 + f->nx - 1 - x < margin || y - f->y0 < margin ||
           f->y0 + f->ny - 1 - y < margin;
}

/* The frame doubled on each side (x low, x high, y low, y high) that (x, y) comes too near. */
static inline Frame frame_grown(Frame f, int x, int y, int margin) {
    while (frame_near_edge(&f, x, y, margin)) {
        if (x - f.x0 < margin) {
            f.x0 -= f.nx;
            f.nx *= 2;
        }
        if (f.x0 + f.nx - 1 - x < margin) f.nx *= 2;
        if (y - f.y0 < margin) {
            f.y0 -= f.ny;
            f.ny *= 2;
        }
        if (f.y0 + f.ny - 1 - y < margin) f.ny *= 2;
    }
    return f;
}

static inline void cells_add(int32_t *opos, int32_t *olist, int *count, int k) {
    if (opos[k] < 0) {
        opos[k] = *count;
        olist[(*count)++] = k;
    }
}

static inline void cells_remove(int32_t *opos, int32_t *olist, int *count, int k) {
    int at = opos[k];
    if (at >= 0) {
        int last = olist[--*count];
        olist[at] = last;
        opos[last] = at;
        opos[k] = -1;
    }
}

#endif
