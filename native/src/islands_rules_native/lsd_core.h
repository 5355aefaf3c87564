/* The LSD core in C: a position on a growing square grid, its random playout and the tables
 * of R9-R10 (see islands_rules/lsd/_engine.py, whose encodings it shares).
 *
 * A tile is the code owner << 5 | icon << 4 | sides (icon 0 for +, 1 for x; sides the 4-bit
 * mask n 1, e 2, s 4, w 8 after turning); its icon colour is owner & 1 (R2). An empty cell
 * next to a tile holds its constraint need | forbid << 4: the sides a tile put there must
 * have a half-dot on, and those it must leave empty. */
#ifndef ISLANDS_RULES_NATIVE_LSD_CORE_H
#define ISLANDS_RULES_NATIVE_LSD_CORE_H

#include <stdint.h>

#include "native_cells.h"
#include "native_rng.h"

#define LSD_TYPES 10
#define LSD_MAX_PLAYERS 4

typedef struct {
    int players, line, to_move;
    int over, winner;  /* winner: the seat that made a line (R16), -1 for a draw (R18) */
    int64_t supply[LSD_MAX_PLAYERS][LSD_TYPES];
    int64_t captures[LSD_MAX_PLAYERS];
    int tiles;         /* tiles on the field */
    Frame frame;       /* the cells the grid holds */
    int w;             /* the step east on the grid (frame.ny) */
    int8_t *tile;      /* per cell: its tile code, or -1 */
    uint8_t *open;     /* per empty cell: its constraint (0: no tile shares a side with it) */
    int32_t *opos;     /* per cell: its place in olist, or -1 */
    int32_t *olist;    /* the cells with a nonzero constraint */
    int32_t *weight;   /* scratch: the moves per listed cell */
    int ocount;
} LsdPos;

/* One turn of a playout: the cell and the tile code, or code -1 for a pass. */
typedef struct {
    int32_t x, y;
    int32_t code;
} LsdTurn;

void lsd_tables_init(void);
/* A position with an empty grid holding |x|, |y| <= reach; 0 on a failed allocation. */
int lsd_pos_init(LsdPos *p, int reach);
void lsd_pos_free(LsdPos *p);
/* Put tile code on the empty cell (x, y) as the position's setup (no capture, no rule). */
int lsd_pos_setup(LsdPos *p, int x, int y, int code);
/* Play to the end with uniformly random legal moves; the turns go to *turns (grown with
 * realloc, *count of them), if turns is not NULL. 0 on a failed allocation. */
int lsd_playout(LsdPos *p, NativeRng *rng, LsdTurn **turns, long *count, long *capacity);

#endif
