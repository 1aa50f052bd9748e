/* solve_ring.h - the queue of the BFS (solve.c, and solve_any.c on the
 * other shapes): a ring of entries that grows by doubling.
 */
#ifndef MAZEGAME_SOLVE_RING_H
#define MAZEGAME_SOLVE_RING_H

#include <stddef.h>
#include <stdint.h>

#include "base/err.h"

/* The queue of a search: a ring of entries whose positions count up
 * from 0 and index it modulo cap, a power of two; held by the solver
 * between searches. */
struct solve_ring {
	uint32_t *q;
	size_t cap;
};

/* Doubles ring r, keeping each live entry (positions
 * head to tail - 1) at its position modulo the new size.  Returns 0,
 * or -1 with a message (r is unchanged then). */
int solve_ring_grow(struct solve_ring *r, size_t head, size_t tail,
    mg_err *e);

#endif
