/* Isaac's random games in C: a second implementation of the rules page (/work/shared/rules/
 * isaac.md, R5-R21) for playouts, used through islands_rules.isaac.native. The pure-Python
 * engine is the reference; tests/isaac/test_native.py replays every game through it.
 *
 * Squares are row * N + column (Dark's frame); a tile is keyed by lower * N^2 + upper, its end
 * squares, as the library keys it. Lines are the rows 0..N-1, then the columns N..2N-1. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdint.h>
#include <string.h>

#define ABI_VERSION 1
#define MAX_SIZE 26
#define MAX_AREA (MAX_SIZE * MAX_SIZE)
#define MAX_KINDS MAX_SIZE

enum { PLACEMENT = 0, SCORING = 1, OVER = 2 };
enum { MOVE_PLACE = 0, MOVE_REMOVE = 1, MOVE_PASS = 2 };

typedef struct {
    int16_t lower;
    uint8_t length, horizontal;
} Tile;

typedef struct {
    int size, area, target, kinds;
    int length[MAX_KINDS], value[MAX_SIZE + 1], hand[2][MAX_KINDS];
    int phase, to_move, scores[2], passed[2], last_removed[2];
    int8_t owner[MAX_AREA]; /* -1 empty, else the seat whose tile covers it */
    Tile tiles[2][MAX_AREA];
    int count[2];
    int line_count[2 * MAX_SIZE]; /* R15: tiles along or across each line */
} Game;

typedef struct { uint64_t s[4]; } Rng;

static uint64_t splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

static uint64_t rng_next(Rng *rng) { /* xoshiro256** */
    uint64_t *s = rng->s, result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
    s[2] ^= s[0], s[3] ^= s[1], s[1] ^= s[2], s[0] ^= s[3], s[2] ^= t, s[3] = rotl(s[3], 45);
    return result;
}

static uint64_t rng_below(Rng *rng, uint64_t bound) { /* uniform, without modulo bias */
    uint64_t threshold = (0 - bound) % bound;
    for (;;) {
        uint64_t r = rng_next(rng);
        if (r >= threshold) return r % bound;
    }
}

/* The lines a tile lies along and crosses gain (delta 1) or lose (-1) one tile each (R15). */
static void count_lines(Game *g, Tile t, int delta) {
    int row = t.lower / g->size, column = t.lower % g->size;
    if (t.horizontal) {
        g->line_count[row] += delta;
        for (int k = 0; k < t.length; k++) g->line_count[g->size + column + k] += delta;
    } else {
        g->line_count[g->size + column] += delta;
        for (int k = 0; k < t.length; k++) g->line_count[row + k] += delta;
    }
}

static int square_of(const Game *g, Tile t, int k) { return t.lower + k * (t.horizontal ? 1 : g->size); }

static void lay(Game *g, int seat, Tile t) {
    for (int k = 0; k < t.length; k++) g->owner[square_of(g, t, k)] = (int8_t)seat;
    g->tiles[seat][g->count[seat]++] = t;
    count_lines(g, t, 1);
}

/* R11: the squares of the counters (both on the track while the game goes on). */
static int dark_square(const Game *g) { return g->scores[0]; }
static int light_square(const Game *g) { return g->area - 1 - g->scores[1]; }

static int on_line(const Game *g, Tile t, int square) {
    return t.horizontal ? square / g->size == t.lower / g->size : square % g->size == t.lower % g->size;
}

static int covers(const Game *g, Tile t, int square) {
    for (int k = 0; k < t.length; k++)
        if (square_of(g, t, k) == square) return 1;
    return 0;
}

/* R13-R16 for the mover's k-th tile: its points, or -1 if it may not be removed. */
static long removal_points(const Game *g, int seat, int k) {
    Tile t = g->tiles[seat][k];
    int dark = dark_square(g), light = light_square(g);
    if (t.length < g->last_removed[seat] || covers(g, t, dark) || covers(g, t, light)) return -1;
    long points = (long)(g->line_count[t.horizontal ? t.lower / g->size : g->size + t.lower % g->size] - 1) *
                  g->value[t.length];
    return points << (on_line(g, t, dark) + on_line(g, t, light));
}

/* R17: the advance that would put the mover's counter on the other's square, or -1 if none
 * (reaching the target, the counter leaves the board, R19). */
static long forbidden_advance(const Game *g, int seat) {
    long forbidden = (long)g->area - 1 - g->scores[1 - seat] - g->scores[seat];
    return g->scores[seat] + forbidden >= g->target ? -1 : forbidden;
}

/* The empty runs of the board: for each line (rows, then columns) its maximal runs of empty
 * squares, as (first square, length). */
typedef struct {
    int count;
    int16_t first[2 * MAX_AREA];
    uint8_t length[2 * MAX_AREA], horizontal[2 * MAX_AREA];
} Runs;

static void find_runs(const Game *g, Runs *runs) {
    runs->count = 0;
    for (int across = 1; across >= 0; across--)
        for (int line = 0; line < g->size; line++) {
            int run = 0;
            for (int k = 0; k <= g->size; k++) {
                int square = across ? line * g->size + k : k * g->size + line;
                if (k < g->size && g->owner[square] < 0) {
                    run++;
                    continue;
                }
                if (run >= 2) {
                    int first = across ? line * g->size + k - run : (k - run) * g->size + line;
                    runs->first[runs->count] = (int16_t)first;
                    runs->length[runs->count] = (uint8_t)run;
                    runs->horizontal[runs->count++] = (uint8_t)across;
                }
                run = 0;
            }
        }
}

static int next_turn(const Game *g, int seat) { return g->passed[1 - seat] ? seat : 1 - seat; }

/* One turn of the mover, drawn uniformly among the legal moves; written as (kind, key, advance). */
static void play_turn(Game *g, Rng *rng, Runs *runs, int32_t *move) {
    int seat = g->to_move;
    uint64_t total = 0;
    if (g->phase == PLACEMENT) {
        find_runs(g, runs);
        for (int j = 0; j < g->kinds; j++)
            if (g->hand[seat][j])
                for (int r = 0; r < runs->count; r++)
                    if (runs->length[r] >= g->length[j]) total += runs->length[r] - g->length[j] + 1;
        if (total) {
            uint64_t index = rng_below(rng, total);
            for (int j = 0; j < g->kinds; j++) {
                if (!g->hand[seat][j]) continue;
                int length = g->length[j];
                for (int r = 0; r < runs->count; r++) {
                    if (runs->length[r] < length) continue;
                    uint64_t here = (uint64_t)(runs->length[r] - length + 1);
                    if (index >= here) {
                        index -= here;
                        continue;
                    }
                    Tile t = {(int16_t)(runs->first[r] + (int)index * (runs->horizontal[r] ? 1 : g->size)),
                              (uint8_t)length, runs->horizontal[r]};
                    lay(g, seat, t); /* R7 */
                    g->hand[seat][j]--;
                    move[0] = MOVE_PLACE, move[1] = t.lower * g->area + square_of(g, t, length - 1), move[2] = 0;
                    g->to_move = next_turn(g, seat);
                    return;
                }
            }
        }
    } else {
        long forbidden = forbidden_advance(g, seat);
        for (int k = 0; k < g->count[seat]; k++) {
            long points = removal_points(g, seat, k);
            if (points >= 0) total += (uint64_t)(points + 1 - (forbidden >= 0 && forbidden <= points));
        }
        if (total) {
            uint64_t index = rng_below(rng, total);
            for (int k = 0; k < g->count[seat]; k++) {
                long points = removal_points(g, seat, k);
                if (points < 0) continue;
                uint64_t here = (uint64_t)(points + 1 - (forbidden >= 0 && forbidden <= points));
                if (index >= here) {
                    index -= here;
                    continue;
                }
                long advance = (long)index + (forbidden >= 0 && forbidden <= (long)index); /* R17 */
                Tile t = g->tiles[seat][k];
                g->tiles[seat][k] = g->tiles[seat][--g->count[seat]];
                for (int s = 0; s < t.length; s++) g->owner[square_of(g, t, s)] = -1;
                count_lines(g, t, -1);
                g->scores[seat] += (int)advance;
                g->last_removed[seat] = t.length; /* R13 */
                move[0] = MOVE_REMOVE, move[1] = t.lower * g->area + square_of(g, t, t.length - 1);
                move[2] = (int32_t)advance;
                if (g->scores[seat] >= g->target) { /* R19 */
                    g->phase = OVER, g->to_move = -1;
                    return;
                }
                g->to_move = next_turn(g, seat);
                return;
            }
        }
    }
    /* R8, R18: nothing is legal, so pass; the second pass ends the phase (R10, R12, R19). */
    move[0] = MOVE_PASS, move[1] = move[2] = 0;
    g->passed[seat] = 1;
    if (!g->passed[1 - seat]) {
        g->to_move = 1 - seat;
    } else if (g->phase == PLACEMENT) {
        g->phase = SCORING, g->passed[0] = g->passed[1] = 0, g->to_move = 1 - seat;
    } else {
        g->phase = OVER, g->to_move = -1;
    }
}

/* R19-R21: the winner's seat of a finished game. */
static int winner(const Game *g) {
    if (g->scores[0] >= g->target) return 0;
    if (g->scores[1] >= g->target) return 1;
    if (g->scores[0] != g->scores[1]) return g->scores[0] > g->scores[1] ? 0 : 1;
    int length[2] = {0, 0}, tiles[2] = {0, 0};
    for (int seat = 0; seat < 2; seat++)
        for (int j = 0; j < g->kinds; j++) length[seat] += g->length[j] * g->hand[seat][j], tiles[seat] += g->hand[seat][j];
    if (length[0] != length[1]) return length[0] > length[1] ? 0 : 1;
    if (tiles[0] != tiles[1]) return tiles[0] < tiles[1] ? 0 : 1;
    return 0;
}

/* A tuple of n ints into out, each from low to high. */
static int read_ints(PyObject *tuple, int n, int *out, long low, long high) {
    if (!PyTuple_Check(tuple) || PyTuple_GET_SIZE(tuple) != n) {
        PyErr_SetString(PyExc_TypeError, "malformed Isaac position");
        return 0;
    }
    for (int k = 0; k < n; k++) {
        long v = PyLong_AsLong(PyTuple_GET_ITEM(tuple, k));
        if (v == -1 && PyErr_Occurred()) return 0;
        if (v < low || v > high) {
            PyErr_SetString(PyExc_ValueError, "malformed Isaac position");
            return 0;
        }
        out[k] = (int)v;
    }
    return 1;
}

/* (size, target, lengths, values, dark hand, light hand, (phase, to move (-1: nobody), dark
 * score, light score, dark passed, light passed, dark's last removal, light's), dark tile keys,
 * light tile keys), every group a tuple of ints. */
static int read_game(PyObject *args, Game *g) {
    PyObject *lengths, *values, *hands[2], *state, *keys[2];
    if (!PyArg_ParseTuple(args, "iiO!O!O!O!O!O!O!", &g->size, &g->target, &PyTuple_Type, &lengths, &PyTuple_Type,
                          &values, &PyTuple_Type, &hands[0], &PyTuple_Type, &hands[1], &PyTuple_Type, &state,
                          &PyTuple_Type, &keys[0], &PyTuple_Type, &keys[1]))
        return 0;
    if (g->size < 2 || g->size > MAX_SIZE || PyTuple_GET_SIZE(lengths) > MAX_KINDS || PyTuple_GET_SIZE(lengths) < 1) {
        PyErr_SetString(PyExc_ValueError, "malformed Isaac position");
        return 0;
    }
    g->area = g->size * g->size;
    g->kinds = (int)PyTuple_GET_SIZE(lengths);
    int value_of[MAX_KINDS], flat[8];
    if (!read_ints(lengths, g->kinds, g->length, 2, g->size) || !read_ints(values, g->kinds, value_of, 1, 1L << 20) ||
        !read_ints(hands[0], g->kinds, g->hand[0], 0, g->area) || !read_ints(hands[1], g->kinds, g->hand[1], 0, g->area) ||
        !read_ints(state, 8, flat, -1, 1L << 30))
        return 0;
    memset(g->value, 0, sizeof g->value);
    for (int j = 0; j < g->kinds; j++) g->value[g->length[j]] = value_of[j];
    g->phase = flat[0], g->to_move = flat[1], g->scores[0] = flat[2], g->scores[1] = flat[3];
    g->passed[0] = flat[4], g->passed[1] = flat[5], g->last_removed[0] = flat[6], g->last_removed[1] = flat[7];
    if (g->phase < PLACEMENT || g->phase > OVER || g->to_move < -1 || g->to_move > 1 ||
        (g->phase != OVER && (g->to_move < 0 || g->scores[0] >= g->area || g->scores[1] >= g->area))) {
        PyErr_SetString(PyExc_ValueError, "malformed Isaac position");
        return 0;
    }
    memset(g->owner, -1, sizeof g->owner);
    memset(g->line_count, 0, sizeof g->line_count);
    g->count[0] = g->count[1] = 0;
    for (int seat = 0; seat < 2; seat++) {
        Py_ssize_t n = PyTuple_GET_SIZE(keys[seat]);
        if (n > g->area) {
            PyErr_SetString(PyExc_ValueError, "malformed Isaac position");
            return 0;
        }
        for (Py_ssize_t k = 0; k < n; k++) {
            long key = PyLong_AsLong(PyTuple_GET_ITEM(keys[seat], k));
            if (key == -1 && PyErr_Occurred()) return 0;
            long lower = key / g->area, upper = key % g->area;
            int horizontal = upper / g->size == lower / g->size;
            long length = horizontal ? upper - lower + 1 : (upper - lower) / g->size + 1;
            if (key < 0 || upper <= lower || length < 2 || length > g->size ||
                (!horizontal && (upper - lower) % g->size)) {
                PyErr_SetString(PyExc_ValueError, "malformed Isaac tile");
                return 0;
            }
            Tile t = {(int16_t)lower, (uint8_t)length, (uint8_t)horizontal};
            lay(g, seat, t);
        }
    }
    return 1;
}

/* playout(position, seed, with_moves) -> (moves (a flat tuple kind, key, advance, ...) or None,
 * dark score, light score, winner seat, phase). */
static PyObject *py_playout(PyObject *self, PyObject *args) {
    PyObject *position;
    unsigned long long seed;
    int with_moves;
    if (!PyArg_ParseTuple(args, "O!Kp", &PyTuple_Type, &position, &seed, &with_moves)) return NULL;
    Game *g = PyMem_Malloc(sizeof *g);
    Runs *runs = PyMem_Malloc(sizeof *runs);
    /* Each turn but the passes lays or lifts a tile: at most two tiles per square, and 4 passes. */
    size_t room = 3 * (2 * (size_t)MAX_AREA + 8);
    int32_t *moves = with_moves ? PyMem_Malloc(room * sizeof *moves) : NULL;
    PyObject *result = NULL;
    if (g == NULL || runs == NULL || (with_moves && moves == NULL)) {
        PyErr_NoMemory();
        goto done;
    }
    if (!read_game(position, g)) goto done;
    Rng rng;
    uint64_t state_of_seed = (uint64_t)seed;
    for (int k = 0; k < 4; k++) rng.s[k] = splitmix64(&state_of_seed);
    long plies = 0, bound = 2L * g->area + 8;
    int32_t move[3];
    Py_BEGIN_ALLOW_THREADS
    while (g->phase != OVER && plies < bound) {
        play_turn(g, &rng, runs, move);
        if (moves != NULL) memcpy(moves + 3 * plies, move, sizeof move);
        plies++;
    }
    Py_END_ALLOW_THREADS
    PyObject *listed = Py_None;
    Py_INCREF(listed);
    if (moves != NULL) {
        Py_DECREF(listed);
        listed = PyTuple_New(3 * plies);
        if (listed == NULL) goto done;
        for (long k = 0; k < 3 * plies; k++) {
            PyObject *number = PyLong_FromLong(moves[k]);
            if (number == NULL) {
                Py_DECREF(listed);
                goto done;
            }
            PyTuple_SET_ITEM(listed, k, number);
        }
    }
    result = Py_BuildValue("(Niiii)", listed, g->scores[0], g->scores[1], g->phase == OVER ? winner(g) : -1, g->phase);
done:
    PyMem_Free(moves);
    PyMem_Free(runs);
    PyMem_Free(g);
    return result;
}

static PyMethodDef methods[] = {
    {"playout", py_playout, METH_VARARGS, "A seeded random game of Isaac to the end: its moves, scores and winner."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "islands_rules_native._isaac",
    "The Isaac playout core in C; use it through islands_rules.isaac.native.", -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__isaac(void) {
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    if (PyModule_AddIntConstant(m, "ABI_VERSION", ABI_VERSION) < 0 || PyModule_AddIntConstant(m, "MAX_SIZE", MAX_SIZE) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
