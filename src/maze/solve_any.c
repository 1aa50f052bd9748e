/* solve_any.c - BFS over a maze of any shape but the square grid: the
 * neighbours asked of the shape (all of a cell's at once), a byte a
 * cell for the way toward the root, and a plain queue of every cell.
 * A maze with cells - 1 passages is searched first as a tree, with no
 * visited set: each cell queues its open ways but the one back, the
 * way back packed into the queue entry; a loop shows as a queue that
 * overflows, and the search is done again with the set. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/bitset.h"
#include "maze/circle.h"
#include "maze/hex.h"
#include "maze/shape.h"
#include "maze/solve.h"

/* Queue entries of the tree search: the cell in the low bits, the way
 * back to the cell it came from above them (NO_BACK for the root). */
#define BACK_SHIFT 27
#define CELL_MASK ((UINT32_C(1) << BACK_SHIFT) - 1)
#define NO_BACK 15u

/* Fills out from a finished search. */
static void
result(struct bfs_result *out, uint32_t root, uint32_t farthest,
    uint64_t depth, size_t reached, const uint64_t *deg)
{
	out->root = root;
	out->farthest = farthest;
	out->radius = depth;
	out->reached = reached;
	memcpy(out->degree, deg, sizeof out->degree);
}

/* The search of a maze that should be a tree, in queue q (room for
 * every cell).  Returns 0 with out filled, -1 with a message, or 1
 * when the maze is not a tree after all. */
static int
search_tree(const maze *m, uint32_t root, uint8_t *toward, uint32_t *q,
    const struct mg_progress *p, struct bfs_result *out, mg_err *e)
{
	const unsigned ways = maze_ways(m), half = ways / 2;
	const bool halves = m->shape->halves, hex = m->shape == &shape_hex;
	const bool circle = m->shape == &shape_circle;
	uint64_t deg[MAZE_MAX_WAYS + 1] = { 0 }, depth = 0;
	int64_t budget = PROGRESS_EVERY;
	size_t head = 0, tail = 1, level_end = 1;
	uint32_t nb[MAZE_MAX_WAYS], cell = root, entry;
	unsigned d, back, open, links;

	q[0] = root | NO_BACK << BACK_SHIFT;
	while (head < tail) {
		if (progress_due(&budget, 1) && progress_report(p, head, m->n, e) != 0)
			return -1;
		entry = q[head++];
		cell = entry & CELL_MASK;
		back = entry >> BACK_SHIFT;
		if (back != NO_BACK)
			toward[cell] = (uint8_t)back;
		/* Hex and the circle answered inline: the loop runs once a
		 * cell. */
		links = hex ? hex_links_of(m, cell, nb)
		    : circle ? circle_links_of(m, cell, nb) : maze_links(m, cell, nb);
		for (open = 0, d = links; d != 0; d &= d - 1)
			open++;
		deg[open]++;
		if (back != NO_BACK)
			links &= ~(1u << back);
		for (d = 0; links != 0; d++, links >>= 1) {
			if (!(links & 1u))
				continue;
			if (tail == m->n)
				return 1;   /* more queued than cells: a loop */
			back = d + half < ways ? d + half : d - half;
			q[tail++] = nb[d] | (halves ? back
			    : maze_way_back(m, nb[d], d)) << BACK_SHIFT;
		}
		if (head == level_end && head < tail) {
			depth++;
			level_end = tail;
		}
	}
	if (head != m->n)
		return 1;   /* cells left out: not a tree */
	result(out, root, cell, depth, head, deg);
	return 0;
}

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
	if (maze_passages(m) == (uint64_t)m->n - 1) {
		int rc = search_tree(m, root, toward, q, p, out, e);

		if (rc <= 0) {
			free(q);
			return rc;
		}
	}
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
	result(out, root, cell, depth, head, deg);
	return 0;
}
