/* triangle.c - the triangular (delta) shape: rows of triangles that
 * point up and down in turn, cell (x, y) up when x + y is even, so a
 * cell touches the cells beside it in its row and, across its flat
 * side, one cell of the row below (pointing up) or above (down): three
 * ways each, of the square grid's four.  Cells are numbered row by
 * row, y * w + x.  On the character grid a cell is one column between
 * its slanting sides ("/@\" up, "\@/" down), neighbours two columns
 * apart, and a row of flat sides ("_" three columns) between two rows
 * of cells. */
#include "config.h"

#include <stddef.h>

#include "base/i18n.h"
#include "maze/shape.h"
#include "maze/shape_rows.h"
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

/* Settles the posts of the wall rows that no flat side reaches, as the
 * screen does in ASCII: the slants that reach a post's corners go on
 * through it ('/', '\', 'X' for both lines) or turn there ('<', '>',
 * 'V', '^'), so the sides of the triangles read as lines. */
static void
tri_text_posts(const maze *m, const struct shape_band *b)
{
	static const char post[16] = {
		' ', '\\', '/', 'V', '/', '>', '/', 'X',
		'\\', '\\', '<', 'X', '^', 'X', 'X', 'X',
	};
	uint64_t r, c, rows = 2 * (uint64_t)m->h + 1;
	char *g, *n;

	/* Every post of the band whose four neighbours it holds too: the
	 * caller draws a row more than it keeps on each side. */
	for (r = b->row0 + (b->row0 & 1u); r < (uint64_t)b->row0 + b->rows && r < rows; r += 2)
		for (c = 0; c < b->cols; c += 2) {
			unsigned arms = 0;

			g = shape_band_at(b, (int64_t)r, (int64_t)c);
			if (g == NULL || *g != ' ')
				continue;
			if ((n = shape_band_at(b, (int64_t)r - 1, (int64_t)c - 1)) != NULL && *n == '\\')
				arms |= 1;
			if ((n = shape_band_at(b, (int64_t)r - 1, (int64_t)c + 1)) != NULL && *n == '/')
				arms |= 2;
			if ((n = shape_band_at(b, (int64_t)r + 1, (int64_t)c - 1)) != NULL && *n == '/')
				arms |= 4;
			if ((n = shape_band_at(b, (int64_t)r + 1, (int64_t)c + 1)) != NULL && *n == '\\')
				arms |= 8;
			*g = post[arms];
		}
}

/* Draws the slanting sides as '/' and '\' and the flat ones as '_',
 * the posts at a flat side's ends as '_' when a flat side beside them
 * stands, the others by tri_text_posts. */
static void
tri_text_draw(const maze *m, const struct shape_band *b)
{
	uint32_t i, r, c, k, first, last;

	shape_rows_band(m, b, &first, &last);
	for (i = first; i < last; i++) {
		bool up = triangle_up(m, i);

		shape_rows_cell(m, i, &r, &c);
		if (tri_stands(m, i, TRI_W))
			shape_band_put(b, r, c - 1, up ? '/' : '\\');
		if (i % m->w == m->w - 1 && tri_stands(m, i, TRI_E))
			shape_band_put(b, r, c + 1, up ? '\\' : '/');
		r = up ? r + 1 : r - 1;
		if ((up && r / 2 == m->h) || (!up && tri_stands(m, i, TRI_N)))
			for (k = c - 2; k <= c + 2; k++)
				shape_band_put(b, r, k, '_');
	}
	tri_text_posts(m, b);
}

/* What (row, col) is.  In a row of cells, a centre on even columns
 * and a slanting side between.  In a row of flat sides, the side of
 * cell x over columns 2x + 1 to 2x + 3 where cell x below points down
 * (x + y odd), posts at the ends of sides. */
static int
tri_text_at(const maze *m, uint32_t row, uint32_t col, uint32_t *i,
    unsigned *k)
{
	uint32_t y = row / 2, x;

	if (row > 2 * m->h || col > 2 * m->w + 2)
		return TEXT_NONE;
	if (row % 2 == 1) {
		if (col == 0 || col == 2 * m->w + 2)
			return TEXT_NONE;
		x = (col - 1) / 2;
		if (col % 2 == 0) {
			*i = y * m->w + x;
			*k = 2;
			return TEXT_CELL;
		}
		*i = y * m->w + (x == m->w ? x - 1 : x);
		*k = x == m->w ? TRI_E : TRI_W;
		return TEXT_WALL;
	}
	/* The side of cell x with x + y odd: columns 2x + 1 to 2x + 3. */
	if (col % 2 == 1) {
		x = (col - 1) / 2;
		if ((x + y) % 2 == 0)
			x = x == 0 ? UINT32_MAX : x - 1;
	} else {
		x = col >= 2 ? (col - 2) / 2 : UINT32_MAX;
		if (x != UINT32_MAX && (x + y) % 2 == 0)
			x = UINT32_MAX;
	}
	if (x < m->w) {
		if (y < m->h) {
			*i = y * m->w + x;
			*k = TRI_N;
		} else {
			*i = (y - 1) * m->w + x;
			*k = TRI_S;
		}
		return TEXT_WALL;
	}
	/* A post: beside a side. */
	if (col % 2 == 0 && ((col >= 1 && tri_text_at(m, row, col - 1, i, k) == TEXT_WALL)
	    || tri_text_at(m, row, col + 1, i, k) == TEXT_WALL))
		return TEXT_POST;
	return TEXT_NONE;
}

/* A cell is one column between its slanting sides, neighbours two
 * columns apart; its slanting sides one column beside the centre, its
 * flat side in the row above (pointing down) or below (up).  A way the
 * cell has no side toward (north of a cell pointing up) gives its
 * point. */
static const struct shape_rows tri_rows = {
	2, 2, 0, 3,
	{ -1, 0, 1, 0 },
	{ 0, 1, 0, -1 },
};

/* The four points each mean their way, as on the square grid; a cell
 * without a neighbour that way bumps into its flat side or its point. */
const struct shape shape_triangle = {
	.name = "triangle",
	.summary = N_("triangles pointing up and down in turn, three ways"),
	.ways = 4, .way_names = tri_names, .way_words = tri_words,
	.next = tri_next, .halves = true, .links = tri_links,
	.toward = shape_toward_one, .compass_way = shape_four_way,
	.compass = shape_four_compass,
	.rows = &tri_rows, .text_size = shape_rows_size,
	.text_cell = shape_rows_cell, .text_wall = shape_rows_wall,
	.text_draw = tri_text_draw, .text_at = tri_text_at,
	.narrow = true,
	/* TRANSLATORS: a line of the key help on a triangle maze: keep
	 * the first 17 columns for the left part, at most 71 bytes. */
	.legend = N_("Flat side below  the cell points up: Down leaves it"),
};
