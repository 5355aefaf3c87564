/* An exact solver of Ponte del Diavolo on boards of up to 8 x 8 cells: alpha-beta over the
 * three values (1 win, 0 draw, -1 loss for the player to move) with a bounded transposition
 * table of bounds keyed by the canonical form of a position under the eight symmetries of the
 * square (colours never exchanged), move ordering by the table's move and by history, and a
 * node limit. The rules are those of ponte_core.c (R8-R22, the pie rule R4-R6 and the decline
 * R17-R18), on 64-bit bitboards; islands_rules.solve checks it against its pure solver. */
#ifndef PONTE_SOLVE_H
#define PONTE_SOLVE_H

#include <stdint.h>

#include "ponte_packed.h"

#define SOLVE_MAX_SIZE 8
/* The canonical key spends 3 bits on each bridge of the board: at most 21 in 64 bits. */
#define SOLVE_MAX_BRIDGES 21

typedef struct Solver Solver;

/* A solver for boards of size x size cells with a table of about `entries` positions (rounded
 * down to a power of two, at least 4); NULL without memory or for a board it cannot take. */
Solver *solver_new(int size, long entries);
void solver_free(Solver *s);
/* The board size a solver was made for. */
int solver_size(const Solver *s);

/* Why the position cannot be searched (a board too large, too many bridges possible), or NULL. */
const char *solver_refuses(const Packed *k);

/* The value of the packed position (not over) for the player to move, if it lies within
 * alpha..beta (otherwise a bound on the side it fell), searching at most max_nodes more nodes
 * (0: no limit). Returns 2 if the budget ran out first (the table keeps what was proved). */
int solver_value(Solver *s, const Packed *k, int alpha, int beta, uint64_t max_nodes);

/* The counters of a solver: nodes searched, positions stored, entries replaced. */
void solver_counts(const Solver *s, uint64_t *nodes, uint64_t *stored, uint64_t *replaced);

#endif
