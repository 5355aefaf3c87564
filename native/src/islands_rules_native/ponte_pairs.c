/* R8-R10 over a whole position: every legal pair of tiles, without judging every pair; see
 * ponte_core.h. */
#include <stdlib.h>

#include "ponte_internal.h"

/* What colour c may place: the cells where one tile is legal alone (R9), in cell order, the
 * size of the group each would make (0 where a tile is illegal) and that group's cells. */
typedef struct {
    int count;
    int alone[PONTE_MAX_CELLS];
    uint8_t size_at[PONTE_MAX_CELLS];
    int16_t group_at[PONTE_MAX_CELLS][4];
} Placement;

static void find_placement(Pos *p, int c, Placement *out) {
    int16_t label[PONTE_MAX_CELLS], start[PONTE_MAX_CELLS], cells[PONTE_MAX_CELLS + 1];
    uint8_t size_of[PONTE_MAX_CELLS];
    int16_t members[PONTE_MAX_CELLS];
    int groups = 0, used = 0;
    /* The groups of c's tiles, labelled once, their cells listed by label. */
    for (int x = 0; x < p->cells; x++) label[x] = -1;
    for (int x = 0; x < p->cells; x++) {
        if (p->tile[x] != 1 + c || label[x] >= 0) continue;
        int size = fill(p, c, x, p->cells, cells);
        start[groups] = (int16_t)used;
        size_of[groups] = (uint8_t)(size > 255 ? 255 : size);
        for (int k = 0; k < size; k++) {
            label[cells[k]] = (int16_t)groups;
            members[used++] = cells[k];
        }
        groups++;
    }
    out->count = 0;
    for (int x = 0; x < p->cells; x++) {
        out->size_at[x] = 0;
        if (!is_open(p, c, x)) continue;
        /* The group one tile on x makes: x and the distinct groups beside it. */
        int joined[4], joins = 0, size = 1;
        const int16_t *near = p->near->ortho[x];
        for (int k = 0; k < 4 && near[k] >= 0; k++) {
            int g = label[near[k]];
            if (g < 0 || (joins > 0 && joined[0] == g) || (joins > 1 && joined[1] == g) ||
                (joins > 2 && joined[2] == g))
                continue;
            joined[joins++] = g;
            size += size_of[g];
        }
        if (size > 4) continue;
        int16_t *group = out->group_at[x];
        int m = 0;
        group[m++] = (int16_t)x;
        for (int j = 0; j < joins; j++)
            for (int k = 0; k < size_of[joined[j]]; k++) group[m++] = members[start[joined[j]] + k];
        if (size == 4) { /* an island: nothing of c's around it */
            p->stamp++;
            for (int k = 0; k < 4; k++) p->mark[group[k]] = p->stamp;
            p->tile[x] = (uint8_t)(1 + c);
            int fits = group_fits(p, c, group, 4);
            p->tile[x] = EMPTY;
            if (!fits) continue;
        }
        out->size_at[x] = (uint8_t)size;
        out->alone[out->count++] = x;
    }
}

/* The pairs of legal-alone cells that R10 refuses, grouped by their lower cell: for lower
 * cell x, higher[first[x]] up to higher[first[x + 1]] (in no particular order). */
/* The most cells in a zone, each listed once: around a line of four tiles, 3 x 6 - 4. */
#define ZONE_CELLS 16

typedef struct {
    int count;
    int first[PONTE_MAX_CELLS + 1];
    int16_t higher[ZONE_CELLS * PONTE_MAX_CELLS];
    /* Scratch: the candidate pairs before grouping. */
    int16_t candidate_lower[ZONE_CELLS * PONTE_MAX_CELLS], candidate_higher[ZONE_CELLS * PONTE_MAX_CELLS];
} Refused;

/* R10. Two tiles interact only when one lies in the other's zone: next to the group it makes,
 * or around it if that is an island. Other pairs of legal-alone cells are legal (their groups
 * stay apart, and each was legal alone), and so are those whose groups have fewer than four
 * tiles together (no group of four can come of them); only the rest is judged, once each. */
static void refused_pairs(Pos *p, int c, const Placement *placed, Refused *out) {
    static const int EMPTY_ZONE = -1;
    int16_t *lower = out->candidate_lower, *higher = out->candidate_higher, listed_for[PONTE_MAX_CELLS];
    long candidates = 0;
    for (int y = 0; y < p->cells; y++) listed_for[y] = (int16_t)EMPTY_ZONE;
    for (int i = 0; i < placed->count; i++) {
        int x = placed->alone[i], size = placed->size_at[x], island = size == 4;
        for (int k = 0; k < size; k++) {
            int16_t from = placed->group_at[x][k];
            const int16_t *near = island ? p->near->surround[from] : p->near->ortho[from];
            for (int j = 0; j < (island ? 8 : 4) && near[j] >= 0; j++) {
                int y = near[j];
                if (y == x || listed_for[y] == x || !placed->size_at[y] || size + placed->size_at[y] < 4) continue;
                listed_for[y] = (int16_t)x;
                lower[candidates] = (int16_t)(x < y ? x : y);
                higher[candidates++] = (int16_t)(x < y ? y : x);
            }
        }
    }
    /* Grouped by lower cell (a counting sort); a pair found from both its cells is judged once. */
    for (int x = 0; x <= p->cells; x++) out->first[x] = 0;
    for (long k = 0; k < candidates; k++) out->first[lower[k] + 1]++;
    for (int x = 0; x < p->cells; x++) out->first[x + 1] += out->first[x];
    int fill_at[PONTE_MAX_CELLS];
    for (int x = 0; x < p->cells; x++) fill_at[x] = out->first[x];
    for (long k = 0; k < candidates; k++) out->higher[fill_at[lower[k]]++] = higher[k];
    out->count = 0;
    for (int y = 0; y < p->cells; y++) listed_for[y] = (int16_t)EMPTY_ZONE;
    for (int x = 0; x < p->cells; x++) {
        int kept = out->count;
        for (int k = out->first[x]; k < out->first[x + 1]; k++) {
            int y = out->higher[k];
            if (listed_for[y] == x) continue;
            listed_for[y] = (int16_t)x;
            if (!pair_is_legal(p, c, x, y)) out->higher[out->count++] = (int16_t)y;
        }
        out->first[x] = kept; /* the refused are packed in place, never past what was read */
    }
    out->first[p->cells] = out->count;
}

/* R8-R10: the legal pairs of colour c, x < y in cell order, written as codes to out
 * (NULL: only counted); returns how many. */
long pair_moves(Pos *p, int c, int32_t *out) {
    Placement *placed = malloc(sizeof *placed);
    Refused *refused = malloc(sizeof *refused);
    long found = 0;
    if (placed == NULL || refused == NULL) {
        free(placed);
        free(refused);
        return -1;
    }
    find_placement(p, c, placed);
    refused_pairs(p, c, placed, refused);
    long count = placed->count;
    if (out == NULL) {
        found = count * (count - 1) / 2 - refused->count;
    } else {
        int16_t refused_for[PONTE_MAX_CELLS]; /* refused_for[y] == x: (x, y) is refused */
        for (int y = 0; y < p->cells; y++) refused_for[y] = -1;
        for (int i = 0; i < placed->count; i++) {
            int x = placed->alone[i];
            for (int k = refused->first[x]; k < refused->first[x + 1]; k++) refused_for[refused->higher[k]] = (int16_t)x;
            for (int j = i + 1; j < placed->count; j++)
                if (refused_for[placed->alone[j]] != x) out[found++] = x * p->cells + placed->alone[j];
        }
    }
    free(placed);
    free(refused);
    return found;
}
