/* backtracker.c - recursive backtracker: a randomized depth-first
 * search with an explicit stack of 2-bit directions and a visited bitset. */
#include "config.h"

#include "base/bitset.h"
#include "maze/gen/gen.h"

/* Stack entries held by one word of the direction stack. */
#define PER_WORD 32u

/* Makes room for at least need entries in the direction stack, owned
 * by g. */
static int
grow_stack(struct gen_run *g, uint64_t **stack, size_t *cap, size_t need)
{
	size_t ncap = *cap;
	uint64_t *s;

	while (ncap < need)
		ncap *= 2;
	s = gen_realloc(g, *stack, ncap / PER_WORD, sizeof *s);
	if (s == NULL)
		return -1;
	*stack = s;
	*cap = ncap;
	return 0;
}

/* Carves m by depth-first search from a random cell, backing up along
 * the stored directions when a cell has no unvisited neighbour. */
static GEN_INLINE int
backtracker_carve(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const uint32_t w = m->w, h = m->h, n = m->n;
	uint64_t *vis, *stack;
	int64_t budget = PROGRESS_EVERY;
	size_t depth = 0, cap = 4096;
	uint32_t i, x, y, left;
	unsigned d;
	int next;

	vis = gen_set(g, n);
	stack = gen_alloc(g, cap / PER_WORD, sizeof *stack);
	if (vis == NULL || stack == NULL)
		return -1;
	i = rng_below32(r, n);
	x = i % w;
	y = i / w;
	bitset_set(vis, i);
	gen_tell(wt, GEN_START, i, 0);
	left = n - 1;
	while (left > 0) {
		if (progress_due(&budget, 1)
		    && progress_report(g->p, n - left, n, g->e) != 0)
			return -1;
		next = gen_random_neighbour(vis, false, i, x, y, w, h, r);
		if (next >= 0) {
			d = (unsigned)next;
			maze_carve(m, i, (enum dir)d);
			gen_tell(wt, GEN_DIG, i, d);
			if (depth == cap && grow_stack(g, &stack, &cap, depth + 1) != 0)
				return -1;
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
	return 0;
}

/* Carves a maze of any shape by the same search, keeping the path as
 * a stack of cells. */
static int
backtracker_any(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	struct gen_cells path;
	uint32_t i = rng_below32(r, m->n), j, left = m->n - 1;
	uint64_t *vis;
	int d;

	if (gen_cells_make(g, &path, 1024) != 0
	    || (vis = gen_any_begin(m, i, g, wt)) == NULL)
		return -1;
	path.cell[path.len++] = i;
	while (left > 0) {
		if (gen_due(g, m->n - left, m->n))
			return -1;
		d = gen_any_neighbour(m, vis, false, i, r, &j);
		if (d < 0 && path.len == 1) {
			/* Back at the first cell with cells left: they are
			 * out of reach, which a shape's size check rules out
			 * (maze/shape.h: shape_check_size). */
			return err_set(g->e, "%s", "the maze's cells are not all connected");
		}
		if (d < 0) {
			i = path.cell[--path.len - 1];
			gen_tell(wt, GEN_BACK, i, 0);
			continue;
		}
		maze_set_way(m, i, (unsigned)d, true);
		gen_tell(wt, GEN_DIG, i, (unsigned)d);
		if (gen_push(g, &path, j) != 0)
			return -1;
		bitset_set(vis, j);
		i = j;
		left--;
	}
	return 0;
}

GEN_DEFINE(backtracker)
