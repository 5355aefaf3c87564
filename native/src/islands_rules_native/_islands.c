/* The Python face of the Islands core: islands_rules_native._islands, used through
 * islands_rules.islands.native (which hands it the tile tables once, then flattens a state
 * into the arguments of playout). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "islands_core.h"

#define ABI_VERSION 1

static int tables_set;

/* Read exactly n ints from the tuple into out (as the type the caller's table holds). */
static int read_ints(PyObject *tuple, Py_ssize_t n, long *out, const char *what) {
    if (!PyTuple_Check(tuple) || PyTuple_GET_SIZE(tuple) != n) {
        PyErr_Format(PyExc_ValueError, "%s: expected a tuple of %zd ints", what, n);
        return 0;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        out[i] = PyLong_AsLong(PyTuple_GET_ITEM(tuple, i));
        if (out[i] == -1 && PyErr_Occurred()) return 0;
    }
    return 1;
}

/* set_tables(edges, side_seg, slot_seg, reach, segs, kind, anchor, open, islands, lighthouse):
 * per turned tile (96) its edges, 4 side segments, 8 slot segments, 8 reach masks; per type
 * (24) its segment count, 8 kinds (0 island, 1 bridge, 2 water, 3 lighthouse), 8 anchors, 8
 * open sides, 8 island masks, and its lighthouse segment. */
static PyObject *py_set_tables(PyObject *self, PyObject *args) {
    PyObject *items[10];
    static const Py_ssize_t sizes[10] = {ISL_TURNED,     ISL_TURNED * 4,        ISL_TURNED * 8,
                                         ISL_TURNED * 8, ISL_TYPES,             ISL_TYPES * ISL_SEGS,
                                         ISL_TYPES * ISL_SEGS, ISL_TYPES * ISL_SEGS, ISL_TYPES * ISL_SEGS,
                                         ISL_TYPES};
    static long buffer[ISL_TURNED * 8];
    if (!PyArg_ParseTuple(args, "OOOOOOOOOO", &items[0], &items[1], &items[2], &items[3], &items[4], &items[5],
                          &items[6], &items[7], &items[8], &items[9]))
        return NULL;
    IslTables *T = &isl_tables;
    for (int which = 0; which < 10; which++) {
        if (!read_ints(items[which], sizes[which], buffer, "set_tables")) return NULL;
        for (Py_ssize_t i = 0; i < sizes[which]; i++) {
            long v = buffer[i];
            switch (which) {
            case 0: T->edges[i] = (uint8_t)v; break;
            case 1: T->side_seg[i / 4][i % 4] = (int8_t)v; break;
            case 2: T->slot_seg[i / 8][i % 8] = (int8_t)v; break;
            case 3: T->reach[i / 8][i % 8] = (uint16_t)v; break;
            case 4: T->segs[i] = (int)v; break;
            case 5: T->kind[i / 8][i % 8] = (uint8_t)v; break;
            case 6: T->anchor[i / 8][i % 8] = (uint8_t)v; break;
            case 7: T->open[i / 8][i % 8] = (uint8_t)v; break;
            case 8: T->islands[i / 8][i % 8] = (uint8_t)v; break;
            default: T->lighthouse[i] = (int8_t)v; break;
            }
        }
    }
    for (int t = 0; t < ISL_TYPES; t++) {
        if (T->segs[t] < 1 || T->segs[t] > ISL_SEGS) {
            PyErr_SetString(PyExc_ValueError, "set_tables: a type has 1 to 8 segments");
            return NULL;
        }
        for (int need = 0; need < 256; need++) {
            int fits = 0;
            for (int r = 0; r < 4; r++) {
                int edges = T->edges[t * 4 + r], ok = 1;
                for (int s = 0; s < 4; s++) {
                    int wanted = need >> 2 * s & 3;
                    if (wanted && wanted != (edges >> 2 * s & 3)) ok = 0;
                }
                fits |= ok << r;
            }
            T->fits[t][need] = (uint8_t)fits;
        }
    }
    tables_set = 1;
    Py_RETURN_NONE;
}

static PyObject *turns_tuple(const IslTurn *turns, long count) {
    PyObject *flat = PyTuple_New(5 * count);
    if (flat == NULL) return NULL;
    for (long i = 0; i < count; i++) {
        long values[5] = {turns[i].type, turns[i].x, turns[i].y, turns[i].rotation, turns[i].segment};
        for (int j = 0; j < 5; j++) {
            PyObject *item = PyLong_FromLong(values[j]);
            if (item == NULL) {
                Py_DECREF(flat);
                return NULL;
            }
            PyTuple_SET_ITEM(flat, 5 * i + j, item);
        }
    }
    return flat;
}

/* playout(players, small_island, seat, drawn, supply, tiles, pieces, hands, totals, seed,
 * record) -> (totals, turns): supply the 24 counts, tiles the flat (x, y, turned) in laying
 * order, pieces the flat (x, y, segment, seat), hands and totals per seat; drawn the type
 * drawn (-1: none). turns is None unless record, then the flat (type, x, y, rotation,
 * segment) of each turn (rotation -1: a discard; segment -1: no piece). */
static PyObject *py_playout(PyObject *self, PyObject *args) {
    int players, small_island, seat, drawn, want;
    unsigned long long seed;
    PyObject *supply, *tiles, *pieces, *hands, *totals, *result = NULL;
    if (!PyArg_ParseTuple(args, "iiiiO!O!O!O!O!Kp", &players, &small_island, &seat, &drawn, &PyTuple_Type, &supply,
                          &PyTuple_Type, &tiles, &PyTuple_Type, &pieces, &PyTuple_Type, &hands, &PyTuple_Type,
                          &totals, &seed, &want))
        return NULL;
    if (!tables_set) {
        PyErr_SetString(PyExc_RuntimeError, "playout: set_tables was not called");
        return NULL;
    }
    Py_ssize_t laid = PyTuple_GET_SIZE(tiles) / 3, placed = PyTuple_GET_SIZE(pieces) / 4;
    if (players < 2 || players > ISL_MAX_PLAYERS || seat < 0 || seat >= players || drawn < -1 ||
        drawn >= ISL_TYPES || PyTuple_GET_SIZE(supply) != ISL_TYPES || PyTuple_GET_SIZE(tiles) % 3 ||
        PyTuple_GET_SIZE(pieces) % 4 || PyTuple_GET_SIZE(hands) != players ||
        PyTuple_GET_SIZE(totals) != players || laid < 1) {
        PyErr_SetString(PyExc_ValueError, "playout: the position does not fit the Islands core");
        return NULL;
    }
    long counts[ISL_TYPES], in_hand[ISL_MAX_PLAYERS], points[ISL_MAX_PLAYERS];
    if (!read_ints(supply, ISL_TYPES, counts, "supply") || !read_ints(hands, players, in_hand, "hands") ||
        !read_ints(totals, players, points, "totals"))
        return NULL;
    long *flat = PyMem_Malloc((size_t)(3 * laid + 4 * placed + 1) * sizeof *flat);
    if (flat == NULL) return PyErr_NoMemory();
    if (!read_ints(tiles, 3 * laid, flat, "tiles") || !read_ints(pieces, 4 * placed, flat + 3 * laid, "pieces")) {
        PyMem_Free(flat);
        return NULL;
    }
    long long left = 0;
    long reach = 0;
    for (int t = 0; t < ISL_TYPES; t++) {
        if (counts[t] < 0 || counts[t] > 100000) goto bad;
        left += counts[t];
    }
    for (Py_ssize_t i = 0; i < laid; i++) {
        long x = flat[3 * i], y = flat[3 * i + 1];
        if (labs(x) > 100000 || labs(y) > 100000 || flat[3 * i + 2] < 0 || flat[3 * i + 2] >= ISL_TURNED) goto bad;
        if (labs(x) > reach) reach = labs(x);
        if (labs(y) > reach) reach = labs(y);
    }
    IslPos p;
    IslTurn *turns = NULL;
    long count = 0, capacity = 0;
    int ok = isl_pos_init(&p, (int)(laid + left + (drawn >= 0)), (int)reach);
    p.players = players;
    p.small_island = small_island;
    p.seat = seat;
    p.drawn = drawn;
    p.supply_left = left;
    for (int t = 0; t < ISL_TYPES; t++) p.supply[t] = (int32_t)counts[t];
    for (int s = 0; s < players; s++) {
        p.hands[s] = (int32_t)in_hand[s];
        p.points[s] = points[s];
    }
    for (Py_ssize_t i = 0; ok && i < laid; i++) ok = isl_lay(&p, (int)flat[3 * i], (int)flat[3 * i + 1], (int)flat[3 * i + 2]);
    if (!ok) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t i = 0; i < placed; i++) {
        long *piece = flat + 3 * laid + 4 * i;
        if (piece[3] < 0 || piece[3] >= players || !isl_put_piece(&p, (int)piece[0], (int)piece[1], (int)piece[2], (int)piece[3])) {
            PyErr_SetString(PyExc_ValueError, "playout: a piece the Islands core cannot place");
            goto done;
        }
    }
    NativeRng rng;
    native_rng_seed(&rng, seed);
    Py_BEGIN_ALLOW_THREADS
    ok = isl_playout(&p, &rng, want ? &turns : NULL, &count, &capacity);
    Py_END_ALLOW_THREADS
    if (!ok) {
        PyErr_NoMemory();
        goto done;
    }
    PyObject *scores = PyTuple_New(players);
    if (scores == NULL) goto done;
    for (int s = 0; s < players; s++) {
        PyObject *item = PyLong_FromLongLong(p.points[s]);
        if (item == NULL) {
            Py_DECREF(scores);
            goto done;
        }
        PyTuple_SET_ITEM(scores, s, item);
    }
    if (!want) result = Py_BuildValue("(NO)", scores, Py_None);
    else {
        PyObject *moves = turns_tuple(turns, count);
        if (moves == NULL) Py_DECREF(scores);
        else result = Py_BuildValue("(NN)", scores, moves);
    }
done:
    free(turns);
    isl_pos_free(&p);
    PyMem_Free(flat);
    return result;
bad:
    PyMem_Free(flat);
    PyErr_SetString(PyExc_ValueError, "playout: the position does not fit the Islands core");
    return NULL;
}

static PyMethodDef methods[] = {
    {"set_tables", py_set_tables, METH_VARARGS, "The tile tables, from the library's tiles.json (once)."},
    {"playout", py_playout, METH_VARARGS, "A seeded random Islands game to the end: the totals and the turns."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "islands_rules_native._islands",
    "The Islands playout core in C; use it through islands_rules.islands.native.", -1, methods, NULL, NULL, NULL,
    NULL,
};

PyMODINIT_FUNC PyInit__islands(void) {
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    if (PyModule_AddIntConstant(m, "ABI_VERSION", ABI_VERSION) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
