/* A position packed once and kept with the state (islands_rules.ponte.native): the board as
 * bitboards (bit column * size + row, as the library's masks), the bridges on it, the bridges
 * each colour may build (the state's own masks, R11-R15), and the turn. Listing and counting
 * read it without unpacking; a playout unpacks it into a Pos. */
#ifndef PONTE_PACKED_H
#define PONTE_PACKED_H

#include <stdint.h>

#include "ponte_core.h"

#define PACKED_WORDS ((PONTE_MAX_CELLS + 63) / 64)

/* The bitboards of a packed position, in this order. */
enum { BB_LIGHT, BB_DARK, BB_BLOCKED, BB_ENDS, BB_HALO_LIGHT, BB_HALO_DARK, BB_COUNT };

typedef struct {
    int32_t size, cells, words;
    int32_t phase, to_move, left[2], bridges_left, light_declined;
    int32_t bridges;     /* on the board: bridge[k] = (a, b, colour) with a < b */
    int32_t buildable[2]; /* per colour: how many codes a * cells + b, in increasing order */
    uint64_t board[BB_COUNT][PACKED_WORDS];
    /* then int32 bridge[bridges][3], int32 build[buildable[0] + buildable[1]] */
} Packed;

static inline const int32_t *packed_bridges(const Packed *k) { return (const int32_t *)(k + 1); }
static inline const int32_t *packed_build(const Packed *k, int c) {
    return packed_bridges(k) + 3 * k->bridges + (c == DARK ? k->buildable[LIGHT] : 0);
}

/* The legal moves of the side to move as codes (out NULL: only counted), in the order of
 * ponte.legal_moves; -1 if memory ran out. */
long packed_legal_moves(const Packed *k, int32_t *out);

/* The position as the C core's Pos (for a playout); 0 if the tables could not be made. */
int packed_unpack(const Packed *k, Pos *p);

#endif
