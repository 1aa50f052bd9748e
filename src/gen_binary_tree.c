/* gen_binary_tree.c - binary tree: every cell opens north or east at
 * random, so the top row and the rightmost column are open corridors. */
#include "config.h"

#include "gen.h"

/* Carves m; the top row can only go east and the last column only
 * north, and the top-right cell is the root of the tree. */
int
gen_binary_tree(maze *m, rng *r, mg_err *e)
{
	const uint32_t w = m->w;
	uint32_t x, y, i;
	uint64_t buf = 0;
	unsigned bits = 0;

	(void)e;
	for (x = 0; x + 1 < w; x++)
		maze_carve(m, x, DIR_E);
	for (y = 1, i = w; y < m->h; y++) {
		for (x = 0; x + 1 < w; x++, i++) {
			if (bits == 0) {
				buf = rng_next(r);
				bits = 64;
			}
			bits--;
			maze_carve(m, i, ((buf >> bits) & 1u) ? DIR_E : DIR_N);
		}
		maze_carve(m, i++, DIR_N);
	}
	return 0;
}
