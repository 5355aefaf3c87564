/* The Islands core in C: the map on a growing grid, the objects (R10) by union-find, and
 * random games to the end (R6-R15); see islands_rules/islands/_engine.py, whose encodings
 * it shares. The tile tables come from the library's tiles.json at import
 * (islands_core_tables), so the two implementations read the same tiles.
 *
 * A turned tile is t * 4 + r (type t from 0 for A, r clockwise quarter turns); every
 * segment of the n-th tile laid (the start tile is 0) is the node n * 8 + k. */
#ifndef ISLANDS_RULES_NATIVE_ISLANDS_CORE_H
#define ISLANDS_RULES_NATIVE_ISLANDS_CORE_H

#include <stdint.h>

#include "native_cells.h"
#include "native_rng.h"

#define ISL_TYPES 24
#define ISL_TURNED (ISL_TYPES * 4)
#define ISL_SEGS 8
#define ISL_MAX_PLAYERS 5

enum { KIND_ISLAND, KIND_BRIDGE, KIND_WATER, KIND_LIGHTHOUSE };

typedef struct {
    uint8_t edges[ISL_TURNED];             /* side kinds, two bits per side, N lowest */
    int8_t side_seg[ISL_TURNED][4];        /* island or bridge segment on each world side, or -1 */
    int8_t slot_seg[ISL_TURNED][8];        /* water segment on each world slot, or -1 */
    uint16_t reach[ISL_TURNED][ISL_SEGS];  /* rim places each segment meets (sides, 4 + slots) */
    int segs[ISL_TYPES];                   /* segments per type */
    uint8_t kind[ISL_TYPES][ISL_SEGS];
    uint8_t anchor[ISL_TYPES][ISL_SEGS];
    uint8_t open[ISL_TYPES][ISL_SEGS];     /* island or bridge sides the segment touches */
    uint8_t islands[ISL_TYPES][ISL_SEGS];  /* for water, a bit per island segment it borders */
    int8_t lighthouse[ISL_TYPES];          /* the lighthouse segment, or -1 */
    uint8_t fits[ISL_TYPES][256];          /* a bit per rotation fitting each cell constraint (R7) */
} IslTables;

extern IslTables isl_tables;

typedef struct {
    int players, small_island, seat, drawn; /* drawn: the type drawn and not placed, or -1 */
    int32_t supply[ISL_TYPES];
    int64_t supply_left;
    int32_t hands[ISL_MAX_PLAYERS];
    int64_t points[ISL_MAX_PLAYERS];
    /* the tiles, in laying order */
    int laid, capacity;
    int32_t *tx, *ty;
    uint8_t *turned;
    /* the objects: per node, its parent, and at a root the object's facts */
    int32_t *parent, *next, *size, *anchors, *open;
    uint8_t *nkind;
    int32_t (*pieces)[ISL_MAX_PLAYERS];
    int32_t *stamp;       /* scratch marks, per tile or node */
    int32_t stamp_now;
    /* the grid: the cells of frame (w = frame.ny, the step east); per cell the tile number
     * or -1, the constraint (R7) and its place in the list of open cells */
    Frame frame;
    int w;
    int32_t *tile;
    uint8_t *need;
    int32_t *opos, *olist;
    int ocount;
} IslPos;

/* One turn of a playout: the type, and for a placement the cell, rotation and piece
 * segment (-1: none); rotation -1 for a discard (R8). */
typedef struct {
    int8_t type, rotation, segment;
    int32_t x, y;
} IslTurn;

int isl_pos_init(IslPos *p, int tiles, int reach);
void isl_pos_free(IslPos *p);
/* Lay a tile of the position's setup (no scoring); then put its pieces with isl_put_piece. */
int isl_lay(IslPos *p, int x, int y, int turned);
int isl_put_piece(IslPos *p, int x, int y, int segment, int seat);
int isl_playout(IslPos *p, NativeRng *rng, IslTurn **turns, long *count, long *capacity);

#endif
