/* The rules of Ponte del Diavolo on plain arrays: a second, compiled implementation of the
 * rules page (/work/shared/rules/ponte-del-diavolo.md, R1-R22). The pure-Python engine of
 * islands_rules is the reference; tests/ponte/test_native.py checks this one against it.
 *
 * Cells are numbered column * size + row, the library's cell order (a1 < a2 < ... < b1). */
#ifndef PONTE_CORE_H
#define PONTE_CORE_H

#include <stdint.h>

#define PONTE_MAX_SIZE 26
#define PONTE_MAX_CELLS (PONTE_MAX_SIZE * PONTE_MAX_SIZE)
/* Each bridge end is a tile carrying one end (R13), so no board holds more than half its cells. */
#define PONTE_MAX_BRIDGES (PONTE_MAX_CELLS / 2)
#define PONTE_UNLIMITED (-1)

enum { PHASE_OPENING = 0, PHASE_CHOICE = 1, PHASE_PLAY = 2, PHASE_OVER = 3 };
enum { LIGHT = 0, DARK = 1 };
enum { EMPTY = 0 }; /* tile[]: EMPTY, or 1 + colour */

/* Per cell, the on-board cells orthogonally next to it and all around it, packed first and
 * ended by -1; one table per board size, built once. */
typedef struct {
    int16_t ortho[PONTE_MAX_CELLS][4];
    int16_t surround[PONTE_MAX_CELLS][8];
    /* R11, R12: the higher ends of the bridges from each cell, in cell order, ended by -1,
     * and the one or two cells under each (the second -1 if there is one). */
    int16_t bridge_to[PONTE_MAX_CELLS][9];
    int16_t under[PONTE_MAX_CELLS][8][2];
    /* R11: the cells a bridge from each cell could reach, either way, ended by -1. */
    int16_t link[PONTE_MAX_CELLS][17];
    uint8_t column[PONTE_MAX_CELLS], row[PONTE_MAX_CELLS];
} Neighbours;

typedef struct {
    int size, cells;
    const Neighbours *near;
    uint8_t tile[PONTE_MAX_CELLS];
    uint8_t blocked[PONTE_MAX_CELLS];   /* under a bridge (R12) */
    uint8_t end[PONTE_MAX_CELLS];       /* carries a bridge end (R13) */
    uint8_t closed[2][PONTE_MAX_CELLS]; /* around an island of that colour (R9 ii) */
    int bridges;
    int16_t bridge_a[PONTE_MAX_BRIDGES], bridge_b[PONTE_MAX_BRIDGES];
    uint8_t bridge_colour[PONTE_MAX_BRIDGES];
    int left[2];      /* tiles in each supply, or PONTE_UNLIMITED (R2) */
    int bridges_left; /* the shared pool, or PONTE_UNLIMITED (R2, R15) */
    int phase, to_move, light_declined;
    /* The groups of the tiles (pos_groups): per tile its parent, at a root its group's size. */
    int16_t parent[PONTE_MAX_CELLS];
    uint8_t group_size[PONTE_MAX_CELLS];
    /* Scratch for flood fills: a cell is in the current fill when mark[cell] == stamp. */
    uint32_t mark[PONTE_MAX_CELLS];
    uint32_t stamp;
} Pos;

/* Move codes, as the Python side's move table indexes them. */
#define CODE_BRIDGE(p) ((p)->cells * (p)->cells)
#define CODE_SWAP(p) (2 * (p)->cells * (p)->cells)
#define CODE_DECLINE(p) (CODE_SWAP(p) + 1)

/* Find the board's tables and clear the fill marks, for a Pos whose every field but near,
 * mark and stamp is filled in (as ponte_packed.c unpacks one); 0 without memory. Not
 * thread-safe (the tables are built on first use): call it with the GIL held. */
int pos_tables(Pos *p);

/* Find the groups of the tiles (parent, group_size), for a Pos whose tiles are filled in and
 * whose tables are found; pos_apply keeps them. */
void pos_groups(Pos *p);

/* The legal moves of the side to move, as codes, in the order of ponte.legal_moves;
 * returns how many were written to out (NULL: only count). */
long pos_legal_moves(Pos *p, int32_t *out);

/* Play a legal move given by its code. */
void pos_apply(Pos *p, int32_t code);

/* xoshiro256** (Blackman and Vigna), seeded by splitmix64: the playout's own generator. */
typedef struct { uint64_t s[4]; } Rng;
void rng_seed(Rng *rng, uint64_t seed);

/* A uniformly random game to the end from p, each move drawn uniformly among the legal ones
 * (as ponte.random_move draws). Writes the codes to out (room for pos_max_plies) and returns
 * how many, or -1 if memory ran out. */
long pos_playout(Pos *p, Rng *rng, int32_t *out);
long pos_max_plies(const Pos *p);

typedef struct { int points, islands, bridges; } ColourScore;
/* R20-R21 for colour c. */
ColourScore pos_score(Pos *p, int c);
/* R22: LIGHT or DARK, the winner of a finished game with these scores, or -1 for a draw. */
int pos_winner(const ColourScore *scores);

#endif
