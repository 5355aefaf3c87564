/* What the files of the C core share among themselves (not part of ponte_core.h's interface). */
#ifndef PONTE_INTERNAL_H
#define PONTE_INTERNAL_H

#include "ponte_core.h"

/* The index of the lowest set bit of a non-zero 64-bit word, and how many bits are set: the
 * bitboard files' shared bit tricks, by the compiler's builtins where it has them. */
#if defined(__GNUC__) || defined(__clang__)
#define CTZ(x) __builtin_ctzll(x)
#define POPCOUNT(x) __builtin_popcountll(x)
#else
static inline int CTZ(uint64_t x) {
    int n = 0;
    while (!(x & 1)) x >>= 1, n++;
    return n;
}
static inline int POPCOUNT(uint64_t x) {
    int n = 0;
    for (; x; x &= x - 1) n++;
    return n;
}
#endif

/* Whether a supply (PONTE_UNLIMITED: unlimited) holds the two tiles a placement takes (R17). */
int two_in(int supply);
/* The on-board cells at the given offsets from cell i, written to out; returns how many. */
int around(const Pos *p, int i, const int (*steps)[2], int count, int *out);
/* R9: the group of colour c's tiles holding seed, marked with a new stamp, explored only until
 * it has more than cap tiles; returns its size (at most cap + 1). */
int fill(Pos *p, int c, int seed, int cap, int16_t *cells);
/* R9 for the group just filled: at most four tiles, and an island touches no other of c's. */
int group_fits(Pos *p, int c, const int16_t *cells, int size);
/* R8, R9 (ii): the cell is empty, under no bridge, and not around an island of colour c. */
static inline int is_open(const Pos *p, int c, int x) {
    return p->tile[x] == EMPTY && !p->blocked[x] && !p->closed[c][x];
}
/* R9 for one tile of colour c on x: the size of its group, or 0 if illegal. */
int alone_size(Pos *p, int c, int x);
/* R10: tiles of colour c on x and y, judged with both added. */
int pair_is_legal(Pos *p, int c, int x, int y);
/* R8-R10: the legal pairs of colour c as codes (out NULL: only counted); -1 without memory. */
long pair_moves(Pos *p, int c, int32_t *out);
/* R14: whether the straight segments between the centres of a1-a2 and b1-b2 meet. */
int segments_meet(const Pos *p, int a1, int a2, int b1, int b2);
/* R11-R15 for a bridge of colour c from a to its k-th partner (Neighbours.bridge_to). */
int bridge_is_legal(const Pos *p, int c, int a, int k);
/* The legal bridges of colour c as codes, in cell order of their ends; returns how many. */
long bridge_moves(const Pos *p, int c, int32_t *out);

#endif
