/* solve_ring.c - the queue of the BFS, a ring that grows by doubling. */
#include "config.h"

#include <stdlib.h>

#include "maze/solve_ring.h"

int
solve_ring_grow(struct solve_ring *r, size_t head, size_t tail, mg_err *e)
{
	size_t cap = r->cap * 2, k;
	uint32_t *q = mg_calloc(cap, sizeof *q, e);

	if (q == NULL)
		return -1;
	for (k = head; k < tail; k++)
		q[k & (cap - 1)] = r->q[k & (r->cap - 1)];
	free(r->q);
	r->q = q;
	r->cap = cap;
	return 0;
}
