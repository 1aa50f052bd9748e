/* triangle.c - the triangular (delta) shape: rows of triangles that
 * point up and down in turn, cell (x, y) up when x + y is even, so a
 * cell touches the cells beside it in its row and, across its flat
 * side, one cell of the row below (pointing up) or above (down): three
 * ways each, of the square grid's four.  Cells are numbered row by
 * row, y * w + x.  On the character grid a row of cells is three
 * rows, its sides slanting a column a row (tri_text_at). */
#include "config.h"

#include <stddef.h>

#include "base/i18n.h"
#include "maze/shape.h"
#include "maze/triangle.h"

static const char *const tri_names[] = {
	N_("north"), N_("east"), N_("south"), N_("west"),
};
static const char *const tri_words[] = { "n", "e", "s", "w" };

/* The neighbour of cell i the way d: east and west always (inside the
 * row), south from a cell pointing up, north from one pointing down. */
static bool
tri_next(const maze *m, uint32_t i, unsigned d, uint32_t *j)
{
	uint32_t y = maze_row(m, i), x = i - y * m->w;
	bool up = ((x + y) & 1u) == 0;

	switch (d) {
	case TRI_N:
		if (up || y == 0)
			return false;
		*j = i - m->w;
		return true;
	case TRI_E:
		if (x + 1 >= m->w)
			return false;
		*j = i + 1;
		return true;
	case TRI_S:
		if (!up || y + 1 >= m->h)
			return false;
		*j = i + m->w;
		return true;
	case TRI_W:
		if (x == 0)
			return false;
		*j = i - 1;
		return true;
	default:
		return false;
	}
}

/* Every neighbour of cell i and the open ways (triangle.h). */
static unsigned
tri_links(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	return triangle_links_of(m, i, nb);
}

/* Whether the wall of cell i toward d stands (the border always). */
static bool
tri_stands(const maze *m, uint32_t i, unsigned d)
{
	uint32_t j;

	return !tri_next(m, i, d, &j) || !maze_shape_open(m, i, d);
}

/* The character grid: a row of triangles is three rows of the grid, a
 * side slanting one column a row ('/' or '\\'), so that the sides of
 * one row go on straight in the next; a flat side is '_' under the
 * row it closes (the top border on a row of its own).  Cell x of row
 * y: its slanting sides cross the middle row on columns 3x + 1 and
 * 3x + 4, its mark at 3x + 2 with room for the chalk beside it; a cell
 * pointing up is two columns wide at its middle and four at its base,
 * a cell pointing down four at its top.  Neighbours in a row are three
 * columns apart: a W x H maze takes 3H + 1 rows of 3W + 3 columns. */

/* Rows and columns of the character grid. */
static void
tri_text_size(const maze *m, uint32_t *rows, uint32_t *cols)
{
	*rows = 3 * m->h + 1;
	*cols = 3 * m->w + 3;
}

/* The centre of cell i: the middle row, its mark's column. */
static void
tri_text_cell(const maze *m, uint32_t i, uint32_t *row, uint32_t *col)
{
	uint32_t y = maze_row(m, i);

	*row = 3 * y + 2;
	*col = 3 * (i - y * m->w) + 2;
}

/* The wall square of cell i the way d: a slanting side where it
 * crosses the middle row, a flat side under the mark (a cell's point,
 * where it has no side that way: its apex or its bottom corner). */
static void
tri_text_wall(const maze *m, uint32_t i, unsigned d, uint32_t *row,
    uint32_t *col)
{
	bool up = triangle_up(m, i);

	tri_text_cell(m, i, row, col);
	switch (d) {
	case TRI_W:
		*col -= 1;
		break;
	case TRI_E:
		*col += 2;
		break;
	case TRI_N:
		*row = up ? *row - 1 : *row - 2;
		break;
	default:
		*row += 1;
		break;
	}
}

/* The columns of cell x's slanting sides (west, east) on row part p of
 * its row (0 the top, 1 the middle, 2 the bottom). */
static void
tri_sides(bool up, uint32_t x, uint32_t p, uint32_t *west, uint32_t *east)
{
	*west = up ? 3 * x + 2 - p : 3 * x + p;
	*east = up ? 3 * x + 3 + p : 3 * x + 5 - p;
}

/* Draws the slanting sides as '/' and '\\' and the flat ones as '_', the
 * top border over the whole width of the cells pointing down there. */
static void
tri_text_draw(const maze *m, const struct shape_band *b)
{
	uint64_t y0 = b->row0 / 3 > 0 ? b->row0 / 3 - 1 : 0;
	uint64_t y1 = ((uint64_t)b->row0 + b->rows) / 3 + 1;
	uint32_t x, y, p, i, c, west, east;

	if (y1 > m->h)
		y1 = m->h;
	for (y = (uint32_t)y0; y < y1; y++)
		for (x = 0; x < m->w; x++) {
			bool up = ((x + y) & 1u) == 0;

			i = y * m->w + x;
			for (p = 0; p < 3; p++) {
				tri_sides(up, x, p, &west, &east);
				if (tri_stands(m, i, TRI_W))
					shape_band_put(b, 3 * y + 1 + p, west, up ? '/' : '\\');
				if (x == m->w - 1 && tri_stands(m, i, TRI_E))
					shape_band_put(b, 3 * y + 1 + p, east, up ? '\\' : '/');
			}
			/* A flat side goes on to its corners where the sides
			 * that reach them are open (tri_text_at). */
			if (up && tri_stands(m, i, TRI_S))
				for (c = 3 * x; c <= 3 * x + 5; c++)
					if ((c != 3 * x || !tri_stands(m, i, TRI_W))
					    && (c != 3 * x + 5 || !tri_stands(m, i, TRI_E)))
						shape_band_put(b, 3 * y + 3, c, '_');
			if (!up && y == 0)
				for (c = 3 * x; c <= 3 * x + 5; c++)
					shape_band_put(b, 0, c, '_');
		}
}

/* What (row, col) is: on the top row the border over the cells pointing
 * down; below, each cell's slanting sides, what lies between them (its
 * middle and, pointing down, its top: TEXT_CELL; pointing up, its base:
 * its flat side), and nothing past the row's ends. */
static int
tri_text_at(const maze *m, uint32_t row, uint32_t col, uint32_t *i,
    unsigned *k)
{
	uint32_t y, p, west, east;
	int64_t x, x0;

	if (row > 3 * m->h || col > 3 * m->w + 2)
		return TEXT_NONE;
	if (row == 0) {
		/* The down cell x (odd) over columns 3x to 3x + 5. */
		x = col / 3;
		if (x % 2 == 0)
			x--;
		if (x < 1 || x >= m->w)
			return TEXT_NONE;
		*i = (uint32_t)x;
		*k = TRI_N;
		return TEXT_WALL;
	}
	y = (row - 1) / 3;
	p = (row - 1) % 3;
	x0 = (int64_t)col / 3 - 2;
	for (x = x0 < 0 ? 0 : x0; x <= x0 + 3 && x < m->w; x++) {
		bool up = (((uint32_t)x + y) & 1u) == 0;

		tri_sides(up, (uint32_t)x, p, &west, &east);
		*i = y * m->w + (uint32_t)x;
		if (col == west || col == east) {
			*k = col == west ? TRI_W : TRI_E;
			/* At the bottom of a row, a side that is open is the
			 * flat side of the cell pointing up there where that
			 * stands: flat sides (and the bottom border) go on to
			 * the corners they meet at. */
			if (p == 2 && !tri_stands(m, *i, *k)) {
				uint32_t u = up ? *i : *k == TRI_W ? *i - 1 : *i + 1;

				if (tri_stands(m, u, TRI_S)) {
					*i = u;
					*k = TRI_S;
				}
			}
			return TEXT_WALL;
		}
		if (col < west || col > east)
			continue;
		if (p == 1 || (!up && p == 0)) {
			/* The mark, the chalk beside it; the rest blank. */
			*k = p == 1 ? col - 3 * (uint32_t)x : 0;
			return TEXT_CELL;
		}
		*k = TRI_S;
		return TEXT_WALL;
	}
	return TEXT_NONE;
}

/* The size of a triangle maze for a difficulty whose square maze is
 * pw x ph: as many cells as fill the square maze's grid (4pw + 1
 * columns, 2ph + 1 rows), at least 2 x 2. */
static void
tri_preset_size(uint32_t pw, uint32_t ph, uint32_t *w, uint32_t *h)
{
	uint64_t cols = 4 * (uint64_t)pw + 1, rows = 2 * (uint64_t)ph + 1;

	*w = cols > 9 ? (uint32_t)((cols - 3) / 3) : 2;
	*h = rows > 7 ? (uint32_t)((rows - 1) / 3) : 2;
}

/* The four points each mean their way, as on the square grid; a cell
 * without a neighbour that way bumps into its flat side or its point. */
const struct shape shape_triangle = {
	.name = "triangle",
	.summary = N_("triangles pointing up and down in turn, three ways"),
	.ways = 4, .way_names = tri_names, .way_words = tri_words,
	.next = tri_next, .halves = true, .links = tri_links,
	.toward = shape_toward_one, .compass_way = shape_four_way,
	.compass = shape_four_compass,
	.text_size = tri_text_size, .text_cell = tri_text_cell,
	.text_wall = tri_text_wall, .text_draw = tri_text_draw,
	.text_at = tri_text_at, .preset_size = tri_preset_size,
	/* TRANSLATORS: a line of the key help on a triangle maze: keep
	 * the first 17 columns for the left part, at most 71 bytes. */
	.legend = N_("Flat side below  the cell points up: Down leaves it"),
};
