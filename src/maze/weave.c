/* weave.c - the weave shape: the square grid with crossing sites, where
 * one passage goes over a cell and another under it.  A site off the
 * border has only the two neighbours of its over-pass (east and west,
 * or north and south); the cells on its other two sides are each
 * other's neighbours, two apart, the way under it.  Cells are numbered
 * row by row, y * w + x.  On the character grid a cell is three columns
 * wide between walls, as the square grid is on screen; the walls an
 * under-pass runs beneath are drawn broken (':' and '=' in the text
 * picture). */
#include "config.h"

#include "base/i18n.h"
#include "maze/shape.h"
#include "maze/shape_rows.h"
#include "maze/weave_sites.h"

static const char *const weave_names[] = {
	N_("east"), N_("south"), N_("west"), N_("north"),
};
static const char *const weave_words[] = { "e", "s", "w", "n" };

/* The step of each way on a row of width w, as a signed offset. */
static int64_t
step_of(const maze *m, unsigned d)
{
	return d == WEAVE_E ? 1 : d == WEAVE_W ? -1 : d == WEAVE_S
	    ? (int64_t)m->w : -(int64_t)m->w;
}

/* Whether a site of nibble v lets a passage the way d through it
 * (its over-pass's axis). */
static bool
over_axis(unsigned v, unsigned d)
{
	return ((v & WEAVE_UPRIGHT) != 0) == (d == WEAVE_S || d == WEAVE_N);
}

/* The neighbour of cell i the way d: the cell beside it, or the one
 * past it where the cell beside is a site to go under. */
static bool
weave_next(const maze *m, uint32_t i, unsigned d, uint32_t *j)
{
	uint32_t y = maze_row(m, i), x = i - y * m->w, c;
	unsigned v = maze_nibble(m, i);

	if ((d == WEAVE_E && x + 1 >= m->w) || (d == WEAVE_W && x == 0)
	    || (d == WEAVE_S && y + 1 >= m->h) || (d == WEAVE_N && y == 0)
	    || d > WEAVE_N)
		return false;
	if ((v & WEAVE_SITE) && !over_axis(v, d))
		return false;
	c = (uint32_t)((int64_t)i + step_of(m, d));
	v = maze_nibble(m, c);
	if ((v & WEAVE_SITE) && !over_axis(v, d))
		c = (uint32_t)((int64_t)c + step_of(m, d));
	*j = c;
	return true;
}

/* Every neighbour of cell i and the open ways (weave_sites.h). */
static unsigned
weave_links(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	return weave_links_of(m, i, nb);
}

/* The side between cell i and the cell beside it the way d (east or
 * south, inside the grid): the pair of cells and way whose passage it
 * is (*a, *k), and whether a passage goes under a site there. */
static bool
side_of(const maze *m, uint32_t i, unsigned d, uint32_t *a, unsigned *k)
{
	uint32_t c = (uint32_t)((int64_t)i + step_of(m, d));
	unsigned vi = maze_nibble(m, i), vc = maze_nibble(m, c);

	*k = d;
	if ((vc & WEAVE_SITE) && !over_axis(vc, d)) {
		*a = i;
		return true;
	}
	if ((vi & WEAVE_SITE) && !over_axis(vi, d)) {
		*a = (uint32_t)((int64_t)i - step_of(m, d));
		return true;
	}
	*a = i;
	return false;
}

/* What (row, col) is; a side a passage goes under is TEXT_UNDER when
 * that passage is open, a TEXT_WALL of it when not. */
static int
weave_text_at(const maze *m, uint32_t row, uint32_t col, uint32_t *i,
    unsigned *k)
{
	uint32_t x = col / 4, y = row / 2, w = m->w;
	bool under;

	if (row > 2 * m->h || col > 4 * w)
		return TEXT_NONE;
	if (row % 2 == 1 && col % 4 != 0) {
		*i = y * w + x;
		*k = col % 4;
		return TEXT_CELL;
	}
	if (row % 2 == 1) {
		if (x == 0 || x == w) {
			*i = y * w + (x == 0 ? 0 : w - 1);
			*k = x == 0 ? WEAVE_W : WEAVE_E;
			return TEXT_WALL;
		}
		under = side_of(m, y * w + x - 1, WEAVE_E, i, k);
	} else if (col % 4 == 0) {
		return TEXT_POST;
	} else {
		if (y == 0 || y == m->h) {
			*i = (y == 0 ? 0 : (m->h - 1) * w) + x;
			*k = y == 0 ? WEAVE_N : WEAVE_S;
			return TEXT_WALL;
		}
		under = side_of(m, (y - 1) * w + x, WEAVE_S, i, k);
	}
	return under && maze_shape_open(m, *i, *k) ? TEXT_UNDER : TEXT_WALL;
}

/* Four columns a cell; the wall square beside a cell the way d (under
 * a site's wall, the first of the two). */
static const struct shape_rows weave_rows = {
	4, 2, 0, 1,
	{ 0, 1, 0, -1 },
	{ 2, 0, -2, 0 },
};

/* The four points of the compass are the four ways. */
static const signed char weave_way[COMPASS_DOWN + 1] = { WEAVE_N, -1,
	WEAVE_E, -1, WEAVE_S, -1, WEAVE_W, -1, -1, -1 };
static const unsigned char weave_compass[4] = { COMPASS_E, COMPASS_S,
	COMPASS_W, COMPASS_N };

/* Whether the passage from a to its neighbour b runs under a crossing:
 * they are two apart in a row or a column. */
static bool
weave_under(const maze *m, uint32_t a, uint32_t b)
{
	uint32_t d = a > b ? a - b : b - a;

	return d == 2 * m->w || (d == 2 && a / m->w == b / m->w);
}

/* Whether an open passage runs beneath cell c: the cells on two of its
 * sides are neighbours of each other across it, and the way between
 * them is open. */
static bool
weave_beneath(const maze *m, uint32_t c)
{
	uint32_t j, x = c % m->w, y = c / m->w;

	return (x > 0 && x + 1 < m->w && maze_next(m, c - 1, WEAVE_E, &j)
	    && j == c + 1 && maze_way_open(m, c - 1, WEAVE_E))
	    || (y > 0 && y + 1 < m->h && maze_next(m, c - m->w, WEAVE_S, &j)
	    && j == c + m->w && maze_way_open(m, c - m->w, WEAVE_S));
}

const struct shape shape_weave = {
	.name = "weave",
	.summary = N_("square cells whose passages may cross, one under another"),
	.ways = 4, .way_names = weave_names, .way_words = weave_words,
	.next = weave_next, .halves = true, .links = weave_links,
	.toward = shape_toward_one, .compass_way = weave_way,
	.compass = weave_compass,
	.rows = &weave_rows, .text_size = shape_rows_size,
	.text_cell = shape_rows_cell, .text_wall = shape_rows_wall,
	.text_draw = shape_rows_draw, .text_at = weave_text_at,
	.k_name = "weave", .k_min = 1, .k_max = 100, .k_default = WEAVE_DEFAULT,
	.under = weave_under, .beneath = weave_beneath,
	.crossings = weave_sites, .cell_bits = WEAVE_SITE | WEAVE_UPRIGHT,
	.check = weave_check,
	/* TRANSLATORS: a line of the key help on a weave maze: keep the
	 * first 17 columns for the left part, at most 71 bytes in all. */
	.legend = N_("Double lines     a bridge: one way over it, another under it"),
};
