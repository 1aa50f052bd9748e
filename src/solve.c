/* solve.c - BFS with a 2-bit parent tree and a growable ring queue. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bitset.h"
#include "solve.h"

struct solver {
	const maze *m;
	uint8_t *toward;     /* 2 bits a cell: direction toward the root */
	uint64_t *seen;      /* 1 bit a cell */
	uint32_t *queue;     /* ring buffer of cells */
	size_t qcap;         /* a power of two */
	uint32_t root;
};

solver *
solve_create(const maze *m, mg_err *e)
{
	solver *s = mg_calloc(1, sizeof *s, e);

	if (s == NULL)
		return NULL;
	s->m = m;
	s->toward = mg_calloc(((size_t)m->n + 3) / 4, 1, e);
	s->seen = bitset_create(m->n, e);
	s->qcap = 1024;
	s->queue = mg_calloc(s->qcap, sizeof *s->queue, e);
	if (s->toward == NULL || s->seen == NULL || s->queue == NULL) {
		solve_destroy(s);
		return NULL;
	}
	return s;
}

void
solve_destroy(solver *s)
{
	if (s == NULL)
		return;
	free(s->toward);
	free(s->seen);
	free(s->queue);
	free(s);
}

/* Doubles the ring, unrolling it so the live part starts at 0. */
static int
grow_queue(solver *s, size_t *head, size_t count, mg_err *e)
{
	size_t cap = s->qcap * 2, first;
	uint32_t *q = mg_calloc(cap, sizeof *q, e);

	if (q == NULL)
		return -1;
	first = s->qcap - *head;
	if (first > count)
		first = count;
	memcpy(q, s->queue + *head, first * sizeof *q);
	memcpy(q + first, s->queue, (count - first) * sizeof *q);
	free(s->queue);
	s->queue = q;
	s->qcap = cap;
	*head = 0;
	return 0;
}

/* Records that cell was reached by a step in direction d. */
static inline void
set_toward(solver *s, uint32_t cell, enum dir back)
{
	unsigned shift = (cell & 3) * 2;

	s->toward[cell >> 2] = (uint8_t)((s->toward[cell >> 2]
	    & ~(3u << shift)) | ((unsigned)back << shift));
}

int
solve_bfs(solver *s, uint32_t root, struct bfs_result *out, mg_err *e)
{
	const maze *m = s->m;
	size_t head = 0, count = 0, level_left;
	uint64_t depth = 0, reached = 0;
	uint32_t cell = root;
	int d;

	memset(s->seen, 0, bitset_bytes(m->n));
	s->root = root;
	bitset_set(s->seen, root);
	s->queue[0] = root;
	count = 1;
	level_left = 1;
	while (count > 0) {
		cell = s->queue[head];
		head = (head + 1) & (s->qcap - 1);
		count--;
		reached++;
		for (d = 0; d < 4; d++) {
			uint32_t next;

			if (!maze_is_open(m, cell, (enum dir)d))
				continue;
			next = maze_step(m, cell, (enum dir)d);
			if (bitset_get(s->seen, next))
				continue;
			bitset_set(s->seen, next);
			set_toward(s, next, DIR_OPPOSITE(d));
			if (count == s->qcap && grow_queue(s, &head, count, e) != 0)
				return -1;
			s->queue[(head + count) & (s->qcap - 1)] = next;
			count++;
		}
		if (--level_left == 0 && count > 0) {
			depth++;
			level_left = count;
		}
	}
	if (out != NULL) {
		out->root = root;
		out->farthest = cell;
		out->radius = depth;
		out->reached = reached;
	}
	return 0;
}

bool
solve_reached(const solver *s, uint32_t cell)
{
	return bitset_get(s->seen, cell);
}

enum dir
solve_toward_root(const solver *s, uint32_t cell)
{
	return (enum dir)((s->toward[cell >> 2] >> ((cell & 3) * 2)) & 3u);
}

uint64_t
solve_distance(const solver *s, uint32_t cell)
{
	uint64_t dist = 0;

	if (!solve_reached(s, cell))
		return UINT64_MAX;
	while (cell != s->root) {
		cell = maze_step(s->m, cell, solve_toward_root(s, cell));
		dist++;
	}
	return dist;
}

uint32_t
solve_root(const solver *s)
{
	return s->root;
}

int
solve_diameter(solver *s, uint32_t hint, uint32_t *a, uint32_t *b,
    uint64_t *len, mg_err *e)
{
	struct bfs_result r;

	if (solve_bfs(s, hint, &r, e) != 0)
		return -1;
	if (solve_bfs(s, r.farthest, &r, e) != 0)
		return -1;
	*a = r.root;
	*b = r.farthest;
	*len = r.radius;
	return 0;
}

size_t
solve_storage_bytes(const solver *s)
{
	return ((size_t)s->m->n + 3) / 4 + bitset_bytes(s->m->n)
	    + s->qcap * sizeof *s->queue;
}
