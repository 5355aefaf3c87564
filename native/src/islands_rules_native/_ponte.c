/* The Python face of ponte_core: a position comes in as flat values once, the C core runs
 * on its own arrays, and moves go out as the library's own Move objects, taken from a table
 * the caller owns (filled on demand by the caller's factory). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "ponte_core.h"

/* Bumped whenever the arguments below change, so an old build is not used by mistake. */
#define ABI_VERSION 1

/* size, light bytes, dark bytes, bridges (a flat tuple a, b, colour, ...), phase, to move,
 * light tiles left, dark tiles left, bridges left (-1: unlimited), light declined. */
static int read_position(PyObject *args, Pos *p, PyObject **rest) {
    const char *light, *dark;
    Py_ssize_t light_len, dark_len;
    PyObject *bridges;
    if (!PyArg_ParseTuple(args, "iy#y#O!iiiiii|O", &p->size, &light, &light_len, &dark, &dark_len,
                          &PyTuple_Type, &bridges, &p->phase, &p->to_move, &p->left[LIGHT], &p->left[DARK],
                          &p->bridges_left, &p->light_declined, rest))
        return 0;
    if (p->size < 4 || p->size > PONTE_MAX_SIZE) {
        PyErr_SetString(PyExc_ValueError, "board size out of range");
        return 0;
    }
    p->cells = p->size * p->size;
    Py_ssize_t need = (p->cells + 7) / 8;
    if (light_len < need || dark_len < need || p->phase < 0 || p->phase > PHASE_OVER || p->to_move < 0 ||
        p->to_move > 1) {
        PyErr_SetString(PyExc_ValueError, "malformed position");
        return 0;
    }
    for (int x = 0; x < p->cells; x++) {
        int is_light = light[x >> 3] >> (x & 7) & 1, is_dark = dark[x >> 3] >> (x & 7) & 1;
        p->tile[x] = is_light ? 1 + LIGHT : is_dark ? 1 + DARK : EMPTY;
    }
    Py_ssize_t items = PyTuple_GET_SIZE(bridges);
    if (items % 3 || items / 3 > PONTE_MAX_BRIDGES) {
        PyErr_SetString(PyExc_ValueError, "malformed bridges");
        return 0;
    }
    p->bridges = (int)(items / 3);
    for (int k = 0; k < p->bridges; k++) {
        long a = PyLong_AsLong(PyTuple_GET_ITEM(bridges, 3 * k));
        long b = PyLong_AsLong(PyTuple_GET_ITEM(bridges, 3 * k + 1));
        long colour = PyLong_AsLong(PyTuple_GET_ITEM(bridges, 3 * k + 2));
        if (PyErr_Occurred()) return 0;
        if (a < 0 || b < 0 || a > 0x7fff || b > 0x7fff || colour < 0 || colour > 1) {
            PyErr_SetString(PyExc_ValueError, "malformed bridges");
            return 0;
        }
        p->bridge_a[k] = (int16_t)(a < b ? a : b);
        p->bridge_b[k] = (int16_t)(a < b ? b : a);
        p->bridge_colour[k] = (uint8_t)colour;
    }
    if (!pos_derive(p)) {
        PyErr_SetString(PyExc_ValueError, "a bridge that is no bridge (or no memory)");
        return 0;
    }
    return 1;
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

static PyObject *moves_of(const Pos *p, PyObject *table_and_factory, const int32_t *codes, long count) {
    PyObject *table, *factory;
    if (!PyArg_ParseTuple(table_and_factory, "O!O", &PyList_Type, &table, &factory)) return NULL;
    if (PyList_GET_SIZE(table) < (Py_ssize_t)CODE_DECLINE(p) + 1) {
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

static PyObject *py_legal_moves(PyObject *self, PyObject *args) {
    Pos *p = PyMem_Malloc(sizeof *p);
    PyObject *rest = NULL, *result = NULL;
    if (p == NULL) return PyErr_NoMemory();
    if (!read_position(args, p, &rest)) goto done;
    if (rest == NULL || !PyTuple_Check(rest)) {
        PyErr_SetString(PyExc_TypeError, "legal_moves needs (table, factory)");
        goto done;
    }
    size_t room = (size_t)p->cells * (size_t)(p->cells - 1) / 2 + 8 * (size_t)p->cells + 2;
    int32_t *codes = PyMem_Malloc(room * sizeof *codes);
    if (codes == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    long count = pos_legal_moves(p, codes);
    result = count < 0 ? PyErr_NoMemory() : moves_of(p, rest, codes, count);
    PyMem_Free(codes);
done:
    PyMem_Free(p);
    return result;
}

static PyObject *py_count_legal_moves(PyObject *self, PyObject *args) {
    Pos *p = PyMem_Malloc(sizeof *p);
    PyObject *rest = NULL, *result = NULL;
    if (p == NULL) return PyErr_NoMemory();
    if (read_position(args, p, &rest)) {
        long count = pos_legal_moves(p, NULL);
        result = count < 0 ? PyErr_NoMemory() : PyLong_FromLong(count);
    }
    PyMem_Free(p);
    return result;
}

static PyObject *score_tuple(ColourScore s) { return Py_BuildValue("(iii)", s.points, s.islands, s.bridges); }

/* (moves, light (points, islands, bridges), dark (...), winner (0 light, 1 dark, -1 a draw),
 * phase) */
static PyObject *py_playout(PyObject *self, PyObject *args) {
    Pos *p = PyMem_Malloc(sizeof *p);
    PyObject *rest = NULL, *result = NULL, *table_and_factory;
    unsigned long long seed;
    int32_t *codes = NULL;
    Rng rng;
    if (p == NULL) return PyErr_NoMemory();
    if (!read_position(args, p, &rest)) goto done;
    if (rest == NULL || !PyArg_ParseTuple(rest, "KO!", &seed, &PyTuple_Type, &table_and_factory)) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "playout needs (seed, (table, factory))");
        goto done;
    }
    codes = PyMem_Malloc((size_t)pos_max_plies(p) * sizeof *codes);
    if (codes == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    rng_seed(&rng, seed);
    long plies;
    /* The game touches no Python object: other threads may run meanwhile. */
    Py_BEGIN_ALLOW_THREADS
    plies = pos_playout(p, &rng, codes);
    Py_END_ALLOW_THREADS
    if (plies < 0) {
        PyErr_NoMemory();
        goto done;
    }
    PyObject *moves = moves_of(p, table_and_factory, codes, plies);
    if (moves == NULL) goto done;
    ColourScore scores[2] = {pos_score(p, LIGHT), pos_score(p, DARK)};
    PyObject *light = score_tuple(scores[LIGHT]), *dark = score_tuple(scores[DARK]);
    if (light != NULL && dark != NULL)
        result = Py_BuildValue("(NOOii)", moves, light, dark, pos_winner(scores), p->phase);
    else Py_DECREF(moves);
    Py_XDECREF(light);
    Py_XDECREF(dark);
done:
    PyMem_Free(codes);
    PyMem_Free(p);
    return result;
}

static PyMethodDef methods[] = {
    {"legal_moves", py_legal_moves, METH_VARARGS, "The legal moves of a flat position, as the table's moves."},
    {"count_legal_moves", py_count_legal_moves, METH_VARARGS, "How many legal moves a flat position has."},
    {"playout", py_playout, METH_VARARGS, "A seeded random game to the end: its moves and both scores."},
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
