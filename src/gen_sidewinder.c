/* gen_sidewinder.c - sidewinder: the top row is one corridor; every
 * other row is cut into random runs, each joined up at one random cell. */
#include "config.h"

#include "gen.h"

/* Carves m row by row; needs no memory beyond the maze. */
int
gen_sidewinder(maze *m, rng *r, mg_err *e)
{
	const uint32_t w = m->w;
	uint32_t x, y, run, base;
	uint64_t buf = 0;
	unsigned bits = 0;

	(void)e;
	for (x = 0; x + 1 < w; x++)
		maze_carve(m, x, DIR_E);
	for (y = 1, base = w; y < m->h; y++, base += w) {
		for (x = 0, run = 0; x < w; x++) {
			if (bits == 0) {
				buf = rng_next(r);
				bits = 64;
			}
			bits--;
			/* Carry the run east, or close it (always at the end). */
			if (x + 1 < w && ((buf >> bits) & 1u)) {
				maze_carve(m, base + x, DIR_E);
				continue;
			}
			maze_carve(m, base + run + (x == run ? 0 : rng_below32(r, x - run + 1)),
			    DIR_N);
			run = x + 1;
		}
	}
	return 0;
}
