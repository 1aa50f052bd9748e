/* weave_sites.c - a weave maze's crossing sites: chosen from the seed
 * before any generator runs, so the weave is a fixed graph and every
 * generator that asks only for neighbours carves a spanning tree of it;
 * settled after, so that no passage ends over another (Buck's rules);
 * and read back from a graph file. */
#include "config.h"

#include "base/i18n.h"
#include "maze/weave_sites.h"

/* Sets (on true) or clears the bits v of cell c. */
static void
put(maze *m, uint32_t c, unsigned v, bool on)
{
	uint8_t b = (uint8_t)(v << ((c & 1) * 4));

	if (on)
		m->bits[c >> 1] |= b;
	else
		m->bits[c >> 1] &= (uint8_t)~b;
}

/* Whether cell c has bit v. */
static bool
has(const maze *m, uint32_t c, unsigned v)
{
	return (maze_nibble(m, c) & v) != 0;
}

void
weave_place_sites(maze *m, rng *r, unsigned percent)
{
	uint32_t x, y, i, w = m->w;

	if (percent == 0)
		percent = WEAVE_DEFAULT;
	for (y = 1; y + 1 < m->h; y++)
		for (x = 1; x + 1 < w; x++) {
			i = y * w + x;
			/* Sites east and south of i come later and look back. */
			if (has(m, i - 1, WEAVE_SITE) || has(m, i - w, WEAVE_SITE))
				continue;
			if (rng_below32(r, 100) >= percent)
				continue;
			put(m, i, WEAVE_SITE, true);
			put(m, i, WEAVE_UPRIGHT, rng_below32(r, 2) != 0);
		}
}

void
weave_settle(maze *m)
{
	uint32_t i, w = m->w, back, before;
	bool up, first, second;

	for (i = 0; i < m->n; i++) {
		if (!has(m, i, WEAVE_SITE))
			continue;
		up = has(m, i, WEAVE_UPRIGHT);
		/* The over-pass's two passages, and the under-pass kept by
		 * the cell before the site on the other axis. */
		back = up ? i - w : i - 1;
		before = up ? i - 1 : i - w;
		first = has(m, back, up ? 2u : 1u);
		second = has(m, i, up ? 2u : 1u);
		if (!has(m, before, up ? 1u : 2u) || first == second)
			continue;
		/* Turn it: the under-pass runs through the site now, the
		 * old over-pass's one passage (the site's only link to
		 * that side of the tree but the under-pass) closes. */
		put(m, back, up ? 2u : 1u, false);
		put(m, i, 3u, false);
		put(m, i, up ? 1u : 2u, true);
		put(m, i, WEAVE_UPRIGHT, !up);
	}
}

int
weave_read_pair(maze *m, maze *told, uint32_t a, uint32_t b, mg_err *e)
{
	uint32_t w = m->w, lo = a < b ? a : b, hi = a < b ? b : a, c, y, x;
	bool up;

	if (hi - lo == 2 && maze_row(m, lo) == maze_row(m, hi))
		up = true;      /* the way under runs east-west */
	else if ((uint64_t)hi - lo == 2 * (uint64_t)w)
		up = false;
	else
		return 0;
	c = up ? lo + 1 : lo + w;
	y = maze_row(m, c);
	x = c - y * w;
	if (x == 0 || y == 0 || x + 1 >= w || y + 1 >= m->h)
		return err_set(e, _("cells %lu and %lu cannot cross under cell %lu on the border"),
		    (unsigned long)a, (unsigned long)b, (unsigned long)c);
	if (has(m, c, WEAVE_SITE))
		return has(m, c, WEAVE_UPRIGHT) == up ? 1
		    : err_set(e, _("cell %lu is crossed both ways"), (unsigned long)c);
	if (has(m, c - 1, WEAVE_SITE) || has(m, c + 1, WEAVE_SITE)
	    || has(m, c - w, WEAVE_SITE) || has(m, c + w, WEAVE_SITE))
		return err_set(e, _("cell %lu is crossed beside another crossing"),
		    (unsigned long)c);
	/* The sides the way under takes away must not have been told. */
	if (has(told, lo, up ? 1u : 2u) || has(told, c, up ? 1u : 2u))
		return err_set(e, _("cells %lu and %lu cross under cell %lu, told as their neighbour before"),
		    (unsigned long)a, (unsigned long)b, (unsigned long)c);
	put(m, c, WEAVE_SITE | (up ? WEAVE_UPRIGHT : 0u), true);
	put(told, c, WEAVE_SITE | (up ? WEAVE_UPRIGHT : 0u), true);
	return 1;
}

uint32_t
weave_sites(const maze *m, uint32_t *under)
{
	uint32_t i, n = 0;

	*under = 0;
	for (i = 0; i < m->n; i++) {
		if (!has(m, i, WEAVE_SITE))
			continue;
		n++;
		*under += has(m, has(m, i, WEAVE_UPRIGHT) ? i - 1 : i - m->w,
		    has(m, i, WEAVE_UPRIGHT) ? 1u : 2u);
	}
	return n;
}

int
weave_check(const maze *m, mg_err *e)
{
	uint32_t i, j, x, y, w = m->w;
	unsigned d;

	for (i = 0; i < m->n; i++) {
		y = maze_row(m, i);
		x = i - y * w;
		if (has(m, i, WEAVE_SITE) && (x == 0 || y == 0 || x + 1 >= w
		    || y + 1 >= m->h || has(m, i + 1, WEAVE_SITE)
		    || has(m, i + w, WEAVE_SITE)))
			return err_set(e, _("cell %lu is crossed on the border or beside another crossing"),
			    (unsigned long)i);
		/* A cell keeps its east and south ways: each must exist. */
		for (d = 0; d < 2; d++)
			if (has(m, i, 1u << d) && !maze_next(m, i, d, &j))
				return err_set(e, _("cell %lu keeps a passage toward no neighbour"),
				    (unsigned long)i);
	}
	return 0;
}
