/* upsilon.c - the upsilon shape (Walter D. Pullen's name): octagons and
 * squares, the truncated square tiling.  Cells sit on a checkerboard of
 * w x h, numbered row by row, y * w + x; cell (x, y) is an octagon when
 * x + y is even, a square when it is odd.  A square has four ways,
 * north, east, south and west, each to an octagon; an octagon has
 * those four, each to a square, and the four diagonals, each to the
 * octagon across a corner: eight ways, numbered clockwise from north
 * as the compass is.  On the character grid a cell is three columns
 * wide between walls, as the square grid is on screen; the way between
 * two octagons runs through the post at their corners, drawn '\\' or
 * '/' when open (arrows on the terminal, ui/canvas.c) and a post when
 * closed. */
#include "config.h"

#include "base/i18n.h"
#include "maze/shape.h"
#include "maze/shape_rows.h"

/* The ways, clockwise from north (the compass' order): a cell keeps
 * the first half, north to south-east; a square has only the even
 * ones. */
enum { UP_N, UP_NE, UP_E, UP_SE, UP_S, UP_SW, UP_W, UP_NW };

static const char *const upsilon_names[] = {
	N_("north"), N_("north-east"), N_("east"), N_("south-east"),
	N_("south"), N_("south-west"), N_("west"), N_("north-west"),
};
static const char *const upsilon_words[] = {
	"n", "ne", "e", "se", "s", "sw", "w", "nw",
};

/* Each way's step across the checkerboard. */
static const int dx[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };
static const int dy[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };

/* Whether cell (x, y) is an octagon. */
static bool
octagon(uint32_t x, uint32_t y)
{
	return ((x + y) & 1u) == 0;
}

/* The neighbour of cell i the way d: a diagonal only between
 * octagons. */
static bool
upsilon_next(const maze *m, uint32_t i, unsigned d, uint32_t *j)
{
	uint32_t y = maze_row(m, i), x = i - y * m->w;
	int64_t nx, ny;

	if (d >= 8 || ((d & 1u) && !octagon(x, y)))
		return false;
	nx = (int64_t)x + dx[d];
	ny = (int64_t)y + dy[d];
	if (nx < 0 || ny < 0 || nx >= m->w || ny >= m->h)
		return false;
	*j = (uint32_t)ny * m->w + (uint32_t)nx;
	return true;
}

/* Every neighbour of cell i and the open ways: the first half from
 * its own bits, the second from the bits of the neighbour that keeps
 * the way back. */
static unsigned
upsilon_links(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	unsigned d, open = 0, own = maze_nibble(m, i);
	uint32_t j;

	for (d = 0; d < 8; d++) {
		nb[d] = UINT32_MAX;
		if (!upsilon_next(m, i, d, &j))
			continue;
		open |= d < 4 ? maze_link(nb, d, j, own, d)
		    : maze_link(nb, d, j, maze_nibble(m, j), d - 4);
	}
	return open;
}

/* What (row, col) is: the square grid's cells, walls and posts, but
 * for a post where two octagons meet (one pair of the four cells
 * round every post inside the maze), which is the corner their way
 * runs through. */
static int
upsilon_text_at(const maze *m, uint32_t row, uint32_t col, uint32_t *i,
    unsigned *k)
{
	uint32_t x = col / 4, y = row / 2;

	if (row > 2 * m->h || col > 4 * m->w)
		return TEXT_NONE;
	if (row % 2 == 1 && col % 4 != 0) {
		*i = y * m->w + x;
		*k = col % 4;
		return TEXT_CELL;
	}
	if (row % 2 == 1) {
		*i = y * m->w + (x == m->w ? x - 1 : x);
		*k = x == m->w ? UP_E : UP_W;
		return TEXT_WALL;
	}
	if (col % 4 != 0) {
		*i = (y == m->h ? y - 1 : y) * m->w + x;
		*k = y == m->h ? UP_S : UP_N;
		return TEXT_WALL;
	}
	if (x == 0 || y == 0 || x == m->w || y == m->h)
		return TEXT_POST;
	/* The cells above the post: (x - 1, y - 1) and (x, y - 1); one of
	 * them is an octagon, and the octagon below across the post. */
	if (octagon(x - 1, y - 1)) {
		*i = (y - 1) * m->w + x - 1;
		*k = UP_SE;
	} else {
		*i = (y - 1) * m->w + x;
		*k = UP_SW;
	}
	return TEXT_CORNER;
}

/* Four columns a cell; the wall square beside a cell the way d, a
 * diagonal's the post at that corner. */
static const struct shape_rows upsilon_rows = {
	4, 2, 0, 1,
	{ -1, -1, 0, 1, 1, 1, 0, -1 },
	{ 0, 2, 2, 2, 0, -2, -2, -2 },
};

/* Each point of the compass is the way of its name. */
static const signed char upsilon_way[COMPASS_DOWN + 1] = { UP_N, UP_NE,
	UP_E, UP_SE, UP_S, UP_SW, UP_W, UP_NW, -1, -1 };
static const unsigned char upsilon_compass[8] = { COMPASS_N, COMPASS_NE,
	COMPASS_E, COMPASS_SE, COMPASS_S, COMPASS_SW, COMPASS_W, COMPASS_NW };

const struct shape shape_upsilon = {
	.name = "upsilon",
	.summary = N_("octagons and squares: an octagon also goes diagonally"),
	.ways = 8, .way_names = upsilon_names, .way_words = upsilon_words,
	.next = upsilon_next, .halves = true, .links = upsilon_links,
	.toward = shape_toward_one, .compass_way = upsilon_way,
	.diagonals = true, .compass = upsilon_compass,
	.rows = &upsilon_rows, .text_size = shape_rows_size,
	.text_cell = shape_rows_cell, .text_wall = shape_rows_wall,
	.text_draw = shape_rows_draw, .text_at = upsilon_text_at,
	/* TRANSLATORS: a line of the key help on an upsilon maze: keep
	 * the first 17 columns for the left part, at most 71 bytes in
	 * all. */
	.legend = N_("Corner arrows    a way across it between two octagons (y u b n)"),
};
