/* division.c - recursive division: start with every wall open and
 * split chambers with a wall that has one gap, using an explicit stack. */
#include "config.h"

#include "maze/gen/gen.h"

/* A chamber: the cells x0 <= x < x0 + w, y0 <= y < y0 + h. */
struct chamber {
	uint32_t x0, y0, w, h;
};

/* The smaller half of every split is divided first, so each chamber
 * still waiting on the stack came from a parent at most half the size
 * of the one below it: at most log2(2^27) + 1 entries ever wait. */
#define STACK_MAX 64

/* Tells wt (may be NULL) of chamber c and of the wall of len cells on
 * the dir side of cell i on, with its gap at cell gap. */
static inline void
tell_wall(const struct gen_watch *wt, const maze *m, const struct chamber *c,
    uint32_t i, unsigned dir, uint32_t len, uint32_t gap)
{
	struct gen_step s = { GEN_CHAMBER, 0, c->y0 * m->w + c->x0,
	    (c->y0 + c->h - 1) * m->w + c->x0 + c->w - 1, 1 };

	if (wt == NULL)
		return;
	wt->step(wt->ctx, &s);
	s.kind = GEN_WALL;
	s.dir = dir;
	s.cell = i;
	s.other = gap;
	s.len = len;
	wt->step(wt->ctx, &s);
}

/* Closes the wall between columns x - 1 and x of chamber c, except
 * for one random gap. */
static inline void
wall_down(maze *m, const struct chamber *c, uint32_t x, rng *r,
    const struct gen_watch *wt)
{
	uint32_t gap = rng_below32(r, c->h), y, i = c->y0 * m->w + x - 1;

	tell_wall(wt, m, c, i, DIR_E, c->h, i + gap * m->w);

	for (y = 0; y < c->h; y++, i += m->w)
		if (y != gap)
			maze_clear_bits(m, i, MAZE_EAST);
}

/* Closes the wall between rows y - 1 and y of chamber c, except for
 * one random gap. */
static inline void
wall_across(maze *m, const struct chamber *c, uint32_t y, rng *r,
    const struct gen_watch *wt)
{
	uint32_t gap = rng_below32(r, c->w), x, i = (y - 1) * m->w + c->x0;

	tell_wall(wt, m, c, i, DIR_S, c->w, i + gap);

	for (x = 0; x < c->w; x++, i++)
		if (x != gap)
			maze_clear_bits(m, i, MAZE_SOUTH);
}

/* Carves m by recursive division.  Chambers one cell wide or high are
 * left as open corridors.  The longer side is split; squares at random. */
static GEN_INLINE int
division_carve(maze *m, rng *r, struct gen_run *g,
    const struct gen_watch *wt)
{
	struct chamber stack[STACK_MAX], c, a, b;
	size_t depth = 0;
	uint64_t done = 0;
	int64_t budget = PROGRESS_EVERY;
	uint32_t k;
	bool vertical;

	maze_fill(m, true);
	c.x0 = 0;
	c.y0 = 0;
	c.w = m->w;
	c.h = m->h;
	for (;;) {
		if (c.w < 2 || c.h < 2) {
			/* Progress counts the cells of chambers left as
			 * corridors.  Between two such chambers come at
			 * most one split a level of the stack. */
			done += (uint64_t)c.w * c.h;
			if (progress_due(&budget, c.w * c.h)
			    && progress_report(g->p, done, m->n, g->e) != 0)
				return -1;
			if (depth == 0)
				break;
			c = stack[--depth];
			continue;
		}
		if (c.w != c.h)
			vertical = c.w > c.h;
		else
			vertical = (rng_next(r) >> 63) != 0;
		a = c;
		b = c;
		if (vertical) {
			k = 1 + rng_below32(r, c.w - 1);
			wall_down(m, &c, c.x0 + k, r, wt);
			a.w = k;
			b.x0 = c.x0 + k;
			b.w = c.w - k;
		} else {
			k = 1 + rng_below32(r, c.h - 1);
			wall_across(m, &c, c.y0 + k, r, wt);
			a.h = k;
			b.y0 = c.y0 + k;
			b.h = c.h - k;
		}
		/* Keep the larger half for later, divide the smaller now. */
		if ((uint64_t)a.w * a.h > (uint64_t)b.w * b.h) {
			stack[depth++] = a;
			c = b;
		} else {
			stack[depth++] = b;
			c = a;
		}
	}
	return 0;
}

GEN_DEFINE_SQUARE(division)
