/* detour.c - the branches a won game walked off the shortest way. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "play/detour.h"

/* Returns how many ways are open from cell c. */
static int
ways(const maze *m, uint32_t c)
{
	return (int)maze_degree(m, c);
}

/* Returns whether the way d out of cell c is open into a cell the
 * player walked, and sets *nb to that cell. */
static bool
walked_next(const struct game *g, uint32_t c, int d, uint32_t *nb)
{
	const maze *m = g->p.m;

	if (!maze_way_open(m, c, (unsigned)d) || !maze_next(m, c, (unsigned)d, nb))
		return false;
	return game_in(g, GAME_WALKED, *nb);
}

/* Walks the branch that starts at cell first (entered from from) over
 * the cells walked, with stack (cell, came-from pairs) of room for
 * every cell; fills dt. */
static void
branch(const struct game *g, uint32_t first, uint32_t from, uint32_t *stack,
    uint32_t *depth, struct detour *dt)
{
	const maze *m = g->p.m;
	size_t top = 0;
	uint32_t deep = 0;

	memset(dt, 0, sizeof *dt);
	dt->at = dt->deepest = first;
	stack[0] = first;
	stack[1] = from;
	depth[0] = 1;
	top = 1;
	while (top > 0) {
		uint32_t c, back, dd;
		int d;

		top--;
		c = stack[2 * top];
		back = stack[2 * top + 1];
		dd = depth[top];
		dt->cells++;
		if (dd > deep) {
			deep = dd;
			dt->deepest = c;
		}
		for (d = 0; d < (int)maze_ways(m); d++) {
			uint32_t nb;

			/* A tree: no way back but the one it came by. */
			if (!walked_next(g, c, d, &nb) || nb == back)
				continue;
			stack[2 * top] = nb;
			stack[2 * top + 1] = c;
			depth[top] = dd + 1;
			top++;
		}
	}
	dt->cost = 2 * dt->cells;
	dt->dead_end = ways(m, dt->deepest) == 1;
}

/* Orders detours by cost, costliest first (then by cell, for a stable
 * order). */
static int
by_cost(const void *a, const void *b)
{
	const struct detour *x = a, *y = b;

	if (x->cost != y->cost)
		return x->cost < y->cost ? 1 : -1;
	return x->at < y->at ? -1 : x->at > y->at;
}

int64_t
detour_find(const struct game *g, struct detour *out, size_t max, mg_err *e)
{
	const maze *m = g->p.m;
	uint64_t cells = m->n;
	uint32_t *stack, *depth, c = g->p.start;
	struct detour *all;
	size_t n = 0, cap = 16;
	int64_t total;

	stack = mg_calloc((size_t)cells, 2 * sizeof *stack, e);
	depth = stack != NULL ? mg_calloc((size_t)cells, sizeof *depth, e) : NULL;
	all = depth != NULL ? mg_calloc(cap, sizeof *all, e) : NULL;
	if (all == NULL) {
		free(stack);
		free(depth);
		return -1;
	}
	/* Along the shortest way from start to exit, every walked
	 * neighbour off it starts a branch. */
	for (;;) {
		int d;

		for (d = 0; d < (int)maze_ways(m); d++) {
			uint32_t nb;

			if (!walked_next(g, c, d, &nb) || game_in(g, GAME_BEST, nb)
			    || nb == g->p.start || nb == g->p.exit)
				continue;
			if (n == cap) {
				struct detour *more = mg_reallocarray(all, 2 * cap,
				    sizeof *all, e);

				if (more == NULL) {
					free(stack);
					free(depth);
					free(all);
					return -1;
				}
				all = more;
				cap *= 2;
			}
			branch(g, nb, c, stack, depth, &all[n++]);
		}
		if (c == g->p.exit)
			break;
		maze_next(m, c, solve_toward_root(g->p.tree, c), &c);
	}
	qsort(all, n, sizeof *all, by_cost);
	memcpy(out, all, (n < max ? n : max) * sizeof *all);
	total = (int64_t)n;
	free(stack);
	free(depth);
	free(all);
	return total;
}
