/* The Python face of the LSD core: islands_rules_native._lsd, used through
 * islands_rules.lsd.native (which flattens a state into the arguments read here). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "lsd_core.h"

#define ABI_VERSION 1

/* playout(players, line, to_move, supply, field, seed, record) -> (winner, turns):
 * supply holds players * 10 counts (per seat, the types in written order), field the flat
 * pairs (key, code) of the tiles (key = x * 2**32 + y), the position a game that goes on.
 * winner is the seat that made a line, -1 for a draw; turns is None unless record is true,
 * then the flat triples (x, y, code) of the turns played, code -1 for a pass. */
static PyObject *py_playout(PyObject *self, PyObject *args) {
    int players, line, to_move, want;
    unsigned long long seed;
    PyObject *supply, *field, *result = NULL;
    if (!PyArg_ParseTuple(args, "iiiO!O!Kp", &players, &line, &to_move, &PyTuple_Type, &supply, &PyTuple_Type,
                          &field, &seed, &want))
        return NULL;
    if (players < 2 || players > LSD_MAX_PLAYERS || to_move < 0 || to_move >= players ||
        PyTuple_GET_SIZE(supply) != (Py_ssize_t)players * LSD_TYPES || PyTuple_GET_SIZE(field) % 2) {
        PyErr_SetString(PyExc_ValueError, "playout: the position does not fit the LSD core");
        return NULL;
    }
    LsdPos p;
    p.players = players;
    p.line = line;
    p.to_move = to_move;
    for (int s = 0; s < players; s++) {
        p.captures[s] = 0;
        for (int t = 0; t < LSD_TYPES; t++) {
            p.supply[s][t] = PyLong_AsLongLong(PyTuple_GET_ITEM(supply, s * LSD_TYPES + t));
            if (p.supply[s][t] < 0) {
                if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "playout: a negative supply");
                return NULL;
            }
        }
    }
    Py_ssize_t tiles = PyTuple_GET_SIZE(field) / 2;
    long long reach = 0;
    int *cells = PyMem_Malloc((size_t)(3 * tiles + 1) * sizeof *cells);
    if (cells == NULL) return PyErr_NoMemory();
    for (Py_ssize_t i = 0; i < tiles; i++) {
        long long key = PyLong_AsLongLong(PyTuple_GET_ITEM(field, 2 * i));
        long code = PyLong_AsLong(PyTuple_GET_ITEM(field, 2 * i + 1));
        if (PyErr_Occurred()) goto fail;
        long long x = (key + (1LL << 31)) >> 32, y = key - x * (1LL << 32);
        if (code < 1 || code >= players << 5 || x < -(1 << 29) || x > (1 << 29) || y < -(1 << 29) ||
            y > (1 << 29)) {
            PyErr_SetString(PyExc_ValueError, "playout: a tile the LSD core cannot hold");
            goto fail;
        }
        cells[3 * i] = (int)x;
        cells[3 * i + 1] = (int)y;
        cells[3 * i + 2] = (int)code;
        if (llabs(x) > reach) reach = llabs(x);
        if (llabs(y) > reach) reach = llabs(y);
    }
    LsdTurn *turns = NULL;
    long count = 0, capacity = 0;
    int ok = lsd_pos_init(&p, (int)reach);
    for (Py_ssize_t i = 0; ok && i < tiles; i++) ok = lsd_pos_setup(&p, cells[3 * i], cells[3 * i + 1], cells[3 * i + 2]);
    NativeRng rng;
    native_rng_seed(&rng, seed);
    if (ok) {
        Py_BEGIN_ALLOW_THREADS
        ok = lsd_playout(&p, &rng, want ? &turns : NULL, &count, &capacity);
        Py_END_ALLOW_THREADS
    }
    if (!ok) PyErr_NoMemory();
    else if (!want) result = Py_BuildValue("(iO)", p.winner, Py_None);
    else {
        PyObject *flat = PyTuple_New(3 * count);
        for (long i = 0; flat != NULL && i < count; i++) {
            PyObject *items[3] = {PyLong_FromLong(turns[i].x), PyLong_FromLong(turns[i].y),
                                  PyLong_FromLong(turns[i].code)};
            for (int j = 0; j < 3; j++) {
                if (items[j] == NULL) {
                    Py_CLEAR(flat);
                    for (int m = 0; m < 3; m++) Py_XDECREF(items[m]);
                    break;
                }
            }
            if (flat == NULL) break;
            for (int j = 0; j < 3; j++) PyTuple_SET_ITEM(flat, 3 * i + j, items[j]);
        }
        if (flat != NULL) result = Py_BuildValue("(iN)", p.winner, flat);
    }
    free(turns);
    lsd_pos_free(&p);
fail:
    PyMem_Free(cells);
    return result;
}

static PyMethodDef methods[] = {
    {"playout", py_playout, METH_VARARGS, "A seeded random LSD game to the end: the winner and the turns."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "islands_rules_native._lsd",
    "The LSD playout core in C; use it through islands_rules.lsd.native.", -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__lsd(void) {
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    lsd_tables_init();
    if (PyModule_AddIntConstant(m, "ABI_VERSION", ABI_VERSION) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
