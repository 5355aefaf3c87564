/* The list of open cells the LSD and Islands cores keep on their grids: olist holds the
 * cells, opos each cell's place in it (-1: not listed), so a cell comes and goes in O(1). */
#ifndef ISLANDS_RULES_NATIVE_CELLS_H
#define ISLANDS_RULES_NATIVE_CELLS_H

#include <stdint.h>

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
