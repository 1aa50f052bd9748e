/* sidewinder.c - sidewinder: the top row is one corridor; every
 * other row is cut into random runs, each joined up at one random cell. */
#include "config.h"

#include "maze/gen/gen.h"

/* Carves m row by row; needs no memory beyond the maze. */
static GEN_INLINE int
sidewinder_carve(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	const uint32_t w = m->w;
	uint32_t x, y, run, base, up;
	int64_t budget = PROGRESS_EVERY;
	rng_bits b;

	rng_bits_init(&b, true);
	gen_open_top_row(m, wt);
	for (y = 1, base = w; y < m->h; y++, base += w) {
		if (progress_due(&budget, w)
		    && progress_report(g->p, base, m->n, g->e) != 0)
			return -1;
		for (x = 0, run = 0; x < w; x++) {
			/* Carry the run east, or close it (always at the end).
			 * The bit is drawn even for the last cell. */
			if (rng_bit(&b, r) && x + 1 < w) {
				maze_carve(m, base + x, DIR_E);
				gen_tell(wt, GEN_EXTEND, base + x, DIR_E);
				continue;
			}
			up = base + run + (x == run ? 0 : rng_below32(r, x - run + 1));
			maze_carve(m, up, DIR_N);
			gen_tell(wt, GEN_CLOSE, up, DIR_N);
			run = x + 1;
		}
	}
	return 0;
}

GEN_DEFINE_SQUARE(sidewinder)
