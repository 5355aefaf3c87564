/* The Python face of the Ponte core: a position is packed once (pack, from the state's own
 * masks) into a bytes object the caller keeps with the state; listing, counting and playouts
 * read that, and moves go out as the library's own Move objects, taken from a table the caller
 * owns (filled on demand by the caller's factory). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <string.h>

#include "ponte_core.h"
#include "ponte_internal.h"
#include "ponte_packed.h"
#include "ponte_solve.h"

/* Bumped whenever the arguments below change, so an old build is not used by mistake. */
#define ABI_VERSION 2

/* The most bridge numbers of a board (26 x 26: fewer than 8 per cell), in bytes of a mask. */
#define MASK_BYTES (8 * PONTE_MAX_CELLS / 8 + 8)

#if defined(__GNUC__) || defined(__clang__)
#define CTZ_BYTE(x) __builtin_ctz(x)
#else
static int CTZ_BYTE(unsigned x) {
    int n = 0;
    while (!(x & 1)) x >>= 1, n++;
    return n;
}
#endif

/* A non-negative int of at most bytes bytes, little-endian, into out (zeroed first). */
static int read_mask(PyObject *value, unsigned char *out, size_t bytes) {
    memset(out, 0, bytes);
    if (!PyLong_Check(value)) {
        PyErr_SetString(PyExc_TypeError, "a mask is an int");
        return 0;
    }
#if PY_VERSION_HEX >= 0x030D0000
    Py_ssize_t need = PyLong_AsNativeBytes(value, out, (Py_ssize_t)bytes,
                                           Py_ASNATIVEBYTES_LITTLE_ENDIAN | Py_ASNATIVEBYTES_UNSIGNED_BUFFER |
                                               Py_ASNATIVEBYTES_REJECT_NEGATIVE);
    if (need < 0) return 0;
    if ((size_t)need > bytes) {
        PyErr_SetString(PyExc_ValueError, "a mask is too large for the board");
        return 0;
    }
    return 1;
#else
    return _PyLong_AsByteArray((PyLongObject *)value, out, bytes, 1, 0) == 0;
#endif
}

static int read_board(PyObject *value, int cells, uint64_t *out) {
    unsigned char bytes[PACKED_WORDS * 8];
    memset(bytes, 0, sizeof bytes); /* read_mask zeroes only the board's bytes: the rest too */
    if (!read_mask(value, bytes, (size_t)(cells + 7) / 8)) return 0;
    for (int w = 0; w < PACKED_WORDS; w++) {
        uint64_t word = 0;
        for (int b = 7; b >= 0; b--) word = word << 8 | bytes[8 * w + b];
        out[w] = word;
    }
    return 1;
}

/* The ends (a < b) of the bridges a mask over bridge numbers holds, in number order, from the
 * table of ends (int16 a, b per number): as codes a * cells + b, or (a, b, colour) triples. */
static long read_bridges(PyObject *mask, const int16_t *ends, long numbers, int cells, int colour, int32_t *out,
                         long room) {
    unsigned char bytes[MASK_BYTES];
    if (!read_mask(mask, bytes, (size_t)(numbers + 7) / 8)) return -1;
    long found = 0;
    for (long at = 0; at < (numbers + 7) / 8; at++)
        for (unsigned bits = bytes[at]; bits; bits &= bits - 1) {
            long n = 8 * at + CTZ_BYTE(bits);
            if (found >= room || ends[2 * n] < 0 || ends[2 * n + 1] >= cells || ends[2 * n] >= ends[2 * n + 1]) {
                PyErr_SetString(PyExc_ValueError, "malformed bridges");
                return -1;
            }
            if (colour < 0)
                out[found++] = ends[2 * n] * cells + ends[2 * n + 1];
            else {
                out[3 * found] = ends[2 * n], out[3 * found + 1] = ends[2 * n + 1], out[3 * found + 2] = colour;
                found++;
            }
        }
    return found;
}

/* pack(ends, size, light, dark, blocked, bridge ends, light halo, dark halo, light buildable,
 * dark buildable, light bridges, dark bridges, phase, to move, light tiles left, dark tiles
 * left, bridges left (-1: unlimited), light declined) -> bytes: the masks are the state's
 * own, over cells or over bridge numbers; ends is the board's table of bridge ends. */
static PyObject *py_pack(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 18 || !PyBytes_Check(args[0])) {
        PyErr_SetString(PyExc_TypeError, "pack takes the table of bridge ends and 17 values");
        return NULL;
    }
    int values[7];
    for (int j = 0; j < 7; j++) {
        long v = PyLong_AsLong(args[j == 0 ? 1 : 11 + j]);
        if (v == -1 && PyErr_Occurred()) return NULL;
        values[j] = (int)v;
    }
    Packed head;
    memset(&head, 0, sizeof head);
    head.size = values[0];
    if (head.size < 4 || head.size > PONTE_MAX_SIZE) {
        PyErr_SetString(PyExc_ValueError, "board size out of range");
        return NULL;
    }
    head.cells = head.size * head.size;
    head.words = (head.cells + 63) / 64;
    head.phase = values[1], head.to_move = values[2], head.left[LIGHT] = values[3], head.left[DARK] = values[4];
    head.bridges_left = values[5], head.light_declined = values[6] != 0;
    if (head.phase < 0 || head.phase > PHASE_OVER || head.to_move < 0 || head.to_move > 1) {
        PyErr_SetString(PyExc_ValueError, "malformed position");
        return NULL;
    }
    for (int b = 0; b < BB_COUNT; b++)
        if (!read_board(args[2 + b], head.cells, head.board[b])) return NULL;
    const int16_t *ends = (const int16_t *)PyBytes_AS_STRING(args[0]);
    long numbers = (long)(PyBytes_GET_SIZE(args[0]) / 4);
    if (numbers > 8 * MASK_BYTES) {
        PyErr_SetString(PyExc_ValueError, "malformed table of bridge ends");
        return NULL;
    }
    int32_t bridges[3 * PONTE_MAX_BRIDGES], build[2][8 * PONTE_MAX_CELLS];
    for (int c = 0; c < 2; c++) {
        long n = read_bridges(args[8 + c], ends, numbers, head.cells, -1, build[c], 8 * PONTE_MAX_CELLS);
        if (n < 0) return NULL;
        head.buildable[c] = (int32_t)n;
    }
    for (int c = 0; c < 2; c++) {
        long room = PONTE_MAX_BRIDGES - head.bridges;
        long n = read_bridges(args[10 + c], ends, numbers, head.cells, c, bridges + 3 * head.bridges, room);
        if (n < 0) return NULL;
        head.bridges += (int32_t)n;
    }
    size_t tail = (3 * (size_t)head.bridges + (size_t)head.buildable[0] + (size_t)head.buildable[1]) * sizeof(int32_t);
    PyObject *packed = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(sizeof head + tail));
    if (packed == NULL) return NULL;
    char *at = PyBytes_AS_STRING(packed);
    memcpy(at, &head, sizeof head);
    at += sizeof head;
    memcpy(at, bridges, 3 * (size_t)head.bridges * sizeof(int32_t));
    at += 3 * (size_t)head.bridges * sizeof(int32_t);
    memcpy(at, build[0], (size_t)head.buildable[0] * sizeof(int32_t));
    at += (size_t)head.buildable[0] * sizeof(int32_t);
    memcpy(at, build[1], (size_t)head.buildable[1] * sizeof(int32_t));
    return packed;
}

static const Packed *packed_of(PyObject *value) {
    if (!PyBytes_Check(value) || (size_t)PyBytes_GET_SIZE(value) < sizeof(Packed)) {
        PyErr_SetString(PyExc_TypeError, "expected a position made by pack");
        return NULL;
    }
    const Packed *k = (const Packed *)PyBytes_AS_STRING(value);
    int ok = k->size >= 4 && k->size <= PONTE_MAX_SIZE && k->cells == k->size * k->size &&
             k->words == (k->cells + 63) / 64 && k->phase >= 0 && k->phase <= PHASE_OVER && k->to_move >= 0 &&
             k->to_move <= 1 && k->bridges >= 0 && k->bridges <= PONTE_MAX_BRIDGES && k->buildable[0] >= 0 &&
             k->buildable[1] >= 0 && k->buildable[0] <= 8 * PONTE_MAX_CELLS && k->buildable[1] <= 8 * PONTE_MAX_CELLS;
    size_t tail = ok ? (3 * (size_t)k->bridges + (size_t)k->buildable[0] + (size_t)k->buildable[1]) * sizeof(int32_t) : 0;
    if (!ok || (size_t)PyBytes_GET_SIZE(value) != sizeof(Packed) + tail) {
        PyErr_SetString(PyExc_TypeError, "expected a position made by pack");
        return NULL;
    }
    /* Every code and cell in range, so that no later read leaves the tables. */
    const int32_t *numbers = packed_bridges(k);
    for (long j = 0; j < 3L * k->bridges; j++)
        if (numbers[j] < 0 || numbers[j] >= (j % 3 == 2 ? 2 : k->cells)) ok = 0;
    for (long j = 0; j < (long)k->buildable[0] + k->buildable[1]; j++)
        if (numbers[3 * k->bridges + j] < 0 || numbers[3 * k->bridges + j] >= k->cells * k->cells) ok = 0;
    if (!ok) {
        PyErr_SetString(PyExc_ValueError, "a packed position out of range");
        return NULL;
    }
    return k;
}

/* The move of a code: the table's entry, made by the factory the first time it is asked. */
static PyObject *move_of(PyObject *table, PyObject *factory, int32_t code) {
    PyObject *move = PyList_GET_ITEM(table, code);
    if (move == Py_None) {
        PyObject *number = PyLong_FromLong(code);
        if (number == NULL) return NULL;
        move = PyObject_CallOneArg(factory, number);
        Py_DECREF(number);
        if (move == NULL) return NULL;
        PyList_SET_ITEM(table, code, move); /* the table keeps the new reference */
        Py_DECREF(Py_None);
    }
    Py_INCREF(move);
    return move;
}

static PyObject *moves_of(int cells, PyObject *table, PyObject *factory, const int32_t *codes, long count) {
    if (!PyList_Check(table) || PyList_GET_SIZE(table) < 2 * (Py_ssize_t)cells * cells + 2) {
        PyErr_SetString(PyExc_ValueError, "the move table is too short for the board");
        return NULL;
    }
    PyObject *moves = PyTuple_New(count);
    if (moves == NULL) return NULL;
    for (long k = 0; k < count; k++) {
        PyObject *move = move_of(table, factory, codes[k]);
        if (move == NULL) {
            Py_DECREF(moves);
            return NULL;
        }
        PyTuple_SET_ITEM(moves, k, move);
    }
    return moves;
}

static int32_t *codes_room;
static size_t codes_size;

/* legal_moves(packed, table, factory) -> the moves. */
static PyObject *py_legal_moves(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 3) {
        PyErr_SetString(PyExc_TypeError, "legal_moves takes a packed position, the move table and its factory");
        return NULL;
    }
    const Packed *k = packed_of(args[0]);
    if (k == NULL) return NULL;
    size_t room = (size_t)k->cells * (size_t)(k->cells - 1) / 2 + 8 * (size_t)k->cells + 2;
    if (room > codes_size) {
        int32_t *more = PyMem_Realloc(codes_room, room * sizeof *more);
        if (more == NULL) return PyErr_NoMemory();
        codes_room = more, codes_size = room;
    }
    long count = packed_legal_moves(k, codes_room);
    if (count < 0) return PyErr_NoMemory();
    return moves_of(k->cells, args[1], args[2], codes_room, count);
}

/* count_legal_moves(packed) -> int. */
static PyObject *py_count_legal_moves(PyObject *self, PyObject *packed) {
    const Packed *k = packed_of(packed);
    if (k == NULL) return NULL;
    long count = packed_legal_moves(k, NULL);
    return count < 0 ? PyErr_NoMemory() : PyLong_FromLong(count);
}

/* A game from the packed position to its end; its codes in *codes (PyMem), its length in
 * *plies, the final position in p. 0 with an exception set if it failed. */
static int play_out(PyObject *packed, PyObject *seed_value, Pos *p, int32_t **codes, long *plies) {
    const Packed *k = packed_of(packed);
    if (k == NULL) return 0;
    unsigned long long seed = PyLong_AsUnsignedLongLong(seed_value);
    if (seed == (unsigned long long)-1 && PyErr_Occurred()) return 0;
    if (!packed_unpack(k, p)) {
        PyErr_NoMemory();
        return 0;
    }
    *codes = PyMem_Malloc((size_t)pos_max_plies(p) * sizeof **codes);
    if (*codes == NULL) {
        PyErr_NoMemory();
        return 0;
    }
    Rng rng;
    rng_seed(&rng, seed);
    long played;
    /* The game touches no Python object: other threads may run meanwhile. */
    Py_BEGIN_ALLOW_THREADS
    played = pos_playout(p, &rng, *codes);
    Py_END_ALLOW_THREADS
    if (played < 0) {
        PyMem_Free(*codes);
        *codes = NULL;
        PyErr_NoMemory();
        return 0;
    }
    *plies = played;
    return 1;
}

static PyObject *score_tuple(ColourScore s) { return Py_BuildValue("(iii)", s.points, s.islands, s.bridges); }

/* playout(packed, seed, table, factory) -> (moves, light (points, islands, bridges), dark (...),
 * winner (0 light, 1 dark, -1 a draw), phase). */
static PyObject *py_playout(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "playout takes a packed position, a seed, the move table and its factory");
        return NULL;
    }
    Pos *p = PyMem_Malloc(sizeof *p);
    int32_t *codes = NULL;
    long plies = 0;
    PyObject *result = NULL;
    if (p == NULL) return PyErr_NoMemory();
    if (play_out(args[0], args[1], p, &codes, &plies)) {
        PyObject *moves = moves_of(p->cells, args[2], args[3], codes, plies);
        ColourScore scores[2] = {pos_score(p, LIGHT), pos_score(p, DARK)};
        PyObject *light = score_tuple(scores[LIGHT]), *dark = score_tuple(scores[DARK]);
        if (moves != NULL && light != NULL && dark != NULL)
            result = Py_BuildValue("(OOOii)", moves, light, dark, pos_winner(scores), p->phase);
        Py_XDECREF(moves);
        Py_XDECREF(light);
        Py_XDECREF(dark);
    }
    PyMem_Free(codes);
    PyMem_Free(p);
    return result;
}

/* playout_result(packed, seed) -> (winner (0 light, 1 dark, -1 a draw), whether the game
 * swapped, phase): what a search needs of a playout, without its moves. */
static PyObject *py_playout_result(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "playout_result takes a packed position and a seed");
        return NULL;
    }
    Pos *p = PyMem_Malloc(sizeof *p);
    int32_t *codes = NULL;
    long plies = 0;
    PyObject *result = NULL;
    if (p == NULL) return PyErr_NoMemory();
    if (play_out(args[0], args[1], p, &codes, &plies)) {
        int swapped = 0;
        for (long j = 0; j < plies; j++) swapped |= codes[j] == CODE_SWAP(p);
        ColourScore scores[2] = {pos_score(p, LIGHT), pos_score(p, DARK)};
        result = Py_BuildValue("(iii)", pos_winner(scores), swapped, p->phase);
    }
    PyMem_Free(codes);
    PyMem_Free(p);
    return result;
}

/* The exact solver (ponte_solve.h): a solver is a capsule that owns its table. */
static void free_solver(PyObject *capsule) { solver_free(PyCapsule_GetPointer(capsule, "ponte_solver")); }

/* solver_new(size, entries) -> a solver with a table of about entries positions. */
static PyObject *py_solver_new(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "solver_new takes a board size and a table size");
        return NULL;
    }
    long size = PyLong_AsLong(args[0]), entries = PyLong_AsLong(args[1]);
    if ((size == -1 || entries == -1) && PyErr_Occurred()) return NULL;
    if (size < 4 || size > SOLVE_MAX_SIZE || entries < 1) {
        PyErr_SetString(PyExc_ValueError, "the native solver takes boards of 4x4 to 8x8 cells and a table of 1 entry or more");
        return NULL;
    }
    Solver *s;
    Py_BEGIN_ALLOW_THREADS
    s = solver_new((int)size, entries);
    Py_END_ALLOW_THREADS
    if (s == NULL) return PyErr_NoMemory();
    PyObject *capsule = PyCapsule_New(s, "ponte_solver", free_solver);
    if (capsule == NULL) solver_free(s);
    return capsule;
}

/* solver_refuses(packed) -> why the solver cannot search the position, or None. */
static PyObject *py_solver_refuses(PyObject *self, PyObject *packed) {
    const Packed *k = packed_of(packed);
    if (k == NULL) return NULL;
    const char *why = solver_refuses(k);
    if (why == NULL) Py_RETURN_NONE;
    return PyUnicode_FromString(why);
}

/* solver_value(solver, packed, alpha, beta, max nodes) -> (value, or 2 if the budget ran out,
 * nodes, positions stored, entries replaced): the solver's counts are over all its searches. */
static PyObject *py_solver_value(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 5) {
        PyErr_SetString(PyExc_TypeError, "solver_value takes a solver, a packed position, a window and a budget");
        return NULL;
    }
    Solver *s = PyCapsule_GetPointer(args[0], "ponte_solver");
    if (s == NULL) return NULL;
    const Packed *k = packed_of(args[1]);
    if (k == NULL) return NULL;
    long alpha = PyLong_AsLong(args[2]), beta = PyLong_AsLong(args[3]);
    unsigned long long budget = PyLong_AsUnsignedLongLong(args[4]);
    if (PyErr_Occurred()) return NULL;
    const char *why = solver_refuses(k);
    if (why != NULL || solver_size(s) != k->size || alpha < -1 || beta > 1 || alpha >= beta) {
        PyErr_SetString(PyExc_ValueError, why != NULL ? why : "a position of another board, or a bad window");
        return NULL;
    }
    int value;
    Py_BEGIN_ALLOW_THREADS
    value = solver_value(s, k, (int)alpha, (int)beta, (uint64_t)budget);
    Py_END_ALLOW_THREADS
    uint64_t nodes, stored, replaced;
    solver_counts(s, &nodes, &stored, &replaced);
    return Py_BuildValue("(iKKK)", value, (unsigned long long)nodes, (unsigned long long)stored,
                         (unsigned long long)replaced);
}

static PyMethodDef methods[] = {
    {"pack", (PyCFunction)(void (*)(void))py_pack, METH_FASTCALL, "A position packed from the state's masks."},
    {"legal_moves", (PyCFunction)(void (*)(void))py_legal_moves, METH_FASTCALL,
     "The legal moves of a packed position, as the table's moves."},
    {"count_legal_moves", py_count_legal_moves, METH_O, "How many legal moves a packed position has."},
    {"playout", (PyCFunction)(void (*)(void))py_playout, METH_FASTCALL,
     "A seeded random game to the end: its moves and both scores."},
    {"playout_result", (PyCFunction)(void (*)(void))py_playout_result, METH_FASTCALL,
     "A seeded random game to the end: its winner and whether it swapped."},
    {"solver_new", (PyCFunction)(void (*)(void))py_solver_new, METH_FASTCALL,
     "A native solver for a board size, with a table of about so many positions."},
    {"solver_refuses", py_solver_refuses, METH_O, "Why the native solver cannot search a packed position, or None."},
    {"solver_value", (PyCFunction)(void (*)(void))py_solver_value, METH_FASTCALL,
     "The value of a packed position for the player to move, within a window and a node budget."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "islands_rules_native._ponte",
    "The Ponte del Diavolo engine core in C; use it through islands_rules.ponte.native.", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__ponte(void) {
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    if (PyModule_AddIntConstant(m, "ABI_VERSION", ABI_VERSION) < 0 ||
        PyModule_AddIntConstant(m, "MAX_SIZE", PONTE_MAX_SIZE) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
