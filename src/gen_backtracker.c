/* gen_backtracker.c - recursive backtracker: a randomized depth-first
 * search with an explicit stack of 2-bit directions and a visited bitset. */
#include "config.h"

#include <stdlib.h>

#include "bitset.h"
#include "gen.h"

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

/* Moves cell i at (x, y) one step in direction d. */
static inline void
move(uint32_t w, unsigned d, uint32_t *i, uint32_t *x, uint32_t *y)
{
	switch (d) {
	case DIR_N: *i -= w; (*y)--; break;
	case DIR_E: (*i)++; (*x)++; break;
	case DIR_S: *i += w; (*y)++; break;
	default:    (*i)--; (*x)--; break;
	}
}

/* Carves m by depth-first search from a random cell, backing up along
 * the stored directions when a cell has no unvisited neighbour. */
int
gen_backtracker(maze *m, rng *r, mg_err *e)
{
	const uint32_t w = m->w, h = m->h, n = m->n;
	uint64_t *vis, *stack;
	size_t depth = 0, cap = 4096;
	uint32_t i, x, y, left;
	unsigned d;
	int next;

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
	left = n - 1;
	while (left > 0) {
		next = gen_random_neighbour(vis, false, i, x, y, w, h, r);
		if (next >= 0) {
			d = (unsigned)next;
			maze_carve(m, i, (enum dir)d);
			if (depth == cap && grow_stack(&stack, &cap, depth + 1, e) != 0) {
				free(stack);
				free(vis);
				return -1;
			}
			stack[depth / PER_WORD] &= ~(UINT64_C(3) << (depth % PER_WORD * 2));
			stack[depth / PER_WORD] |= (uint64_t)d << (depth % PER_WORD * 2);
			depth++;
			left--;
			move(w, d, &i, &x, &y);
			bitset_set(vis, i);
		} else {
			/* Dead end: step back the way we came. */
			depth--;
			d = (unsigned)(stack[depth / PER_WORD] >> (depth % PER_WORD * 2)) & 3u;
			move(w, d ^ 2, &i, &x, &y);
		}
	}
	free(stack);
	free(vis);
	return 0;
}
