/* solve_any.c - BFS over a maze of any shape but the square grid: the
 * neighbours asked of the shape, a byte a cell for the way toward the
 * root, and a plain queue of every cell. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/bitset.h"
#include "maze/solve.h"

int
solve_any_search(const maze *m, uint32_t root, uint8_t *toward,
    uint64_t *seen, const struct mg_progress *p, struct bfs_result *out,
    mg_err *e)
{
	const unsigned ways = maze_ways(m);
	uint64_t deg[MAZE_MAX_WAYS + 1] = { 0 }, depth = 0;
	int64_t budget = PROGRESS_EVERY;
	size_t head = 0, tail = 1, level_end = 1;
	uint32_t *q, cell = root, j;
	uint32_t nb[MAZE_MAX_WAYS];
	unsigned d, open, links;

	q = mg_reallocarray(NULL, m->n, sizeof *q, e);
	if (q == NULL)
		return -1;
	memset(seen, 0, bitset_bytes(m->n));
	bitset_set(seen, root);
	q[0] = root;
	while (head < tail) {
		if (progress_due(&budget, 1)
		    && progress_report(p, head, m->n, e) != 0) {
			free(q);
			return -1;
		}
		cell = q[head++];
		links = maze_links(m, cell, nb);
		for (d = 0, open = 0; d < ways; d++) {
			if (!(links >> d & 1u))
				continue;
			open++;
			j = nb[d];
			if (bitset_get(seen, j))
				continue;
			bitset_set(seen, j);
			toward[j] = (uint8_t)maze_way_back(m, j, d);
			q[tail++] = j;
		}
		deg[open]++;
		if (head == level_end && head < tail) {
			depth++;
			level_end = tail;
		}
	}
	free(q);
	out->root = root;
	out->farthest = cell;
	out->radius = depth;
	out->reached = head;
	memcpy(out->degree, deg, sizeof deg);
	return 0;
}
