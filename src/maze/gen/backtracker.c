/* backtracker.c - recursive backtracker: a randomized depth-first
 * search with an explicit stack of 2-bit directions and a visited bitset. */
#include "config.h"

#include <stdlib.h>

#include "base/bitset.h"
#include "maze/gen/gen.h"

/* Stack entries held by one word of the direction stack. */
#define PER_WORD 32u

/* Makes room for at least need entries in the direction stack. */
static int
grow_stack(uint64_t **stack, size_t *cap, size_t need, mg_err *e)
{
	size_t ncap = *cap;
	uint64_t *s;

	while (ncap < need)
		ncap *= 2;
	s = mg_reallocarray(*stack, ncap / PER_WORD, sizeof *s, e);
	if (s == NULL)
		return -1;
	*stack = s;
	*cap = ncap;
	return 0;
}

/* Carves m by depth-first search from a random cell, backing up along
 * the stored directions when a cell has no unvisited neighbour. */
static GEN_INLINE int
backtracker_carve(maze *m, rng *r, const struct mg_progress *p,
    const struct gen_watch *wt, mg_err *e)
{
	const uint32_t w = m->w, h = m->h, n = m->n;
	uint64_t *vis, *stack;
	int64_t budget = PROGRESS_EVERY;
	size_t depth = 0, cap = 4096;
	uint32_t i, x, y, left;
	unsigned d;
	int next, rc = -1;

	vis = bitset_create(n, e);
	if (vis == NULL)
		return -1;
	stack = mg_calloc(cap / PER_WORD, sizeof *stack, e);
	if (stack == NULL) {
		free(vis);
		return -1;
	}
	i = rng_below32(r, n);
	x = i % w;
	y = i / w;
	bitset_set(vis, i);
	gen_tell(wt, GEN_START, i, 0);
	left = n - 1;
	while (left > 0) {
		if (progress_due(&budget, 1) && progress_report(p, n - left, n, e) != 0)
			goto out;
		next = gen_random_neighbour(vis, false, i, x, y, w, h, r);
		if (next >= 0) {
			d = (unsigned)next;
			maze_carve(m, i, (enum dir)d);
			gen_tell(wt, GEN_DIG, i, d);
			if (depth == cap && grow_stack(&stack, &cap, depth + 1, e) != 0)
				goto out;
			stack[depth / PER_WORD] &= ~(UINT64_C(3) << (depth % PER_WORD * 2));
			stack[depth / PER_WORD] |= (uint64_t)d << (depth % PER_WORD * 2);
			depth++;
			left--;
			gen_move(w, d, &i, &x, &y);
			bitset_set(vis, i);
		} else {
			/* Dead end: step back the way we came. */
			depth--;
			d = (unsigned)(stack[depth / PER_WORD] >> (depth % PER_WORD * 2)) & 3u;
			gen_move(w, DIR_OPPOSITE(d), &i, &x, &y);
			gen_tell(wt, GEN_BACK, i, 0);
		}
	}
	rc = 0;
out:
	free(stack);
	free(vis);
	return rc;
}

/* Carves a maze of any shape by the same search, keeping the path as
 * a stack of cells. */
static int
backtracker_any(maze *m, rng *r, const struct mg_progress *p,
    const struct gen_watch *wt, mg_err *e)
{
	uint64_t *vis = bitset_create(m->n, e);
	int64_t budget = PROGRESS_EVERY;
	size_t depth = 0, cap = 1024;
	uint32_t *path = NULL, i, j, left = m->n - 1;
	int d, rc = -1;

	if (vis == NULL || (path = mg_calloc(cap, sizeof *path, e)) == NULL)
		goto out;
	i = rng_below32(r, m->n);
	bitset_set(vis, i);
	path[depth++] = i;
	gen_tell(wt, GEN_START, i, 0);
	while (left > 0) {
		if (progress_due(&budget, 1) && progress_report(p, m->n - left, m->n, e) != 0)
			goto out;
		d = gen_any_neighbour(m, vis, false, i, r, &j);
		if (d < 0 && depth == 1) {
			/* Back at the first cell with cells left: they are
			 * out of reach, which a shape's size check rules out
			 * (maze/shape.h: shape_check_size). */
			err_set(e, "%s", "the maze's cells are not all connected");
			goto out;
		}
		if (d < 0) {
			i = path[--depth - 1];
			gen_tell(wt, GEN_BACK, i, 0);
			continue;
		}
		maze_set_way(m, i, (unsigned)d, true);
		gen_tell(wt, GEN_DIG, i, (unsigned)d);
		if (gen_push(&path, &depth, &cap, j, e) != 0)
			goto out;
		bitset_set(vis, j);
		i = j;
		left--;
	}
	rc = 0;
out:
	free(path);
	free(vis);
	return rc;
}

GEN_DEFINE(backtracker)
