/* hex.c - the hexagonal shape: rows of cells, each odd row set half a
 * cell to the right, so a cell touches two cells of the row above, two
 * of the row below and one on each side: six ways.  Cells are numbered
 * row by row, y * w + x.  On the character grid a cell is a brick four
 * columns wide ("|   |"), odd rows two columns to the right, with the
 * walls to the rows above and below in two halves, one for each
 * neighbour there. */
#include "config.h"

#include "base/i18n.h"
#include "maze/hex.h"
#include "maze/shape.h"
#include "maze/shape_rows.h"


static const char *const hex_names[] = {
	N_("east"), N_("south-east"), N_("south-west"),
	N_("west"), N_("north-west"), N_("north-east"),
};
static const char *const hex_words[] = { "e", "se", "sw", "w", "nw", "ne" };

/* The neighbour of cell i the way d. */
static bool
hex_next(const maze *m, uint32_t i, unsigned d, uint32_t *j)
{
	uint32_t w = m->w, y = maze_row(m, i), x = i - y * w, odd = y & 1u;
	int64_t nx = x, ny = y;

	switch (d) {
	case HEX_E:  nx = (int64_t)x + 1; break;
	case HEX_W:  nx = (int64_t)x - 1; break;
	case HEX_SE: nx = (int64_t)x + odd; ny = (int64_t)y + 1; break;
	case HEX_SW: nx = (int64_t)x + odd - 1; ny = (int64_t)y + 1; break;
	case HEX_NE: nx = (int64_t)x + odd; ny = (int64_t)y - 1; break;
	case HEX_NW: nx = (int64_t)x + odd - 1; ny = (int64_t)y - 1; break;
	default:     return false;
	}
	if (nx < 0 || ny < 0 || nx >= w || ny >= m->h)
		return false;
	*j = (uint32_t)ny * w + (uint32_t)nx;
	return true;
}

/* Every neighbour of cell i and the open ways (hex.h). */
static unsigned
hex_links(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	return hex_links_of(m, i, nb);
}

/* East and west are ways of their own, and so are the diagonals;
 * north means north-west or north-east, south south-west or
 * south-east. */
static unsigned
hex_toward(const maze *m, uint32_t i, unsigned c, unsigned way[2])
{
	static const int one[8] = { -1, HEX_NE, HEX_E, HEX_SE, -1, HEX_SW,
	    HEX_W, HEX_NW };

	(void)m;
	(void)i;
	if (c == COMPASS_N || c == COMPASS_S) {
		way[0] = c == COMPASS_N ? HEX_NW : HEX_SW;
		way[1] = c == COMPASS_N ? HEX_NE : HEX_SE;
		return 2;
	}
	if (c >= 8)
		return 0;
	way[0] = (unsigned)one[c];
	return 1;
}

/* Draws every cell's walls and the posts at the ends of its halves. */
static void
hex_text_draw(const maze *m, const struct shape_band *b)
{
	uint32_t i, r, c, k, first, last;
	unsigned d;

	/* The rows of cells that reach the band: grid row 2y + 1 +- 1. */
	shape_rows_band(m, b, &first, &last);
	for (i = first; i < last; i++) {
		shape_rows_cell(m, i, &r, &c);
		for (k = c - 2; k <= c + 2; k += 2) {
			shape_band_put(b, r - 1, k, '+');
			shape_band_put(b, r + 1, k, '+');
		}
		for (d = 0; d < 6; d++) {
			uint32_t wr, wc;

			if (maze_shape_open(m, i, d))
				continue;
			shape_rows_wall(m, i, d, &wr, &wc);
			shape_band_put(b, wr, wc, wr == r ? '|' : '-');
		}
	}
}

/* What (row, col) is: in a cell row, a side wall every four columns
 * and the cell between; in a wall row, posts on even columns and the
 * halves between, found from the row below (or above, at the bottom
 * and the ragged ends). */
static int
hex_text_at(const maze *m, uint32_t row, uint32_t col, uint32_t *i,
    unsigned *k)
{
	uint32_t y = row / 2, off, x, c;
	int pass;

	if (row % 2 == 1) {
		off = 2 * (y & 1u);
		if (y >= m->h || col < off || (col - off) / 4 > m->w)
			return TEXT_NONE;
		c = col - off;
		x = c / 4;
		if (c % 4 != 0 && x == m->w)
			return TEXT_NONE;
		if (c % 4 == 0) {
			*i = y * m->w + (x == m->w ? x - 1 : x);
			*k = x == m->w ? HEX_E : HEX_W;
			return TEXT_WALL;
		}
		*i = y * m->w + x;
		*k = c % 4;
		return TEXT_CELL;
	}
	for (pass = 0; pass < 2; pass++) {
		uint32_t yy = pass == 0 ? y : y - 1;

		if ((pass == 0 && y >= m->h) || (pass == 1 && y == 0))
			continue;
		off = 2 * (yy & 1u);
		if (col < off)
			continue;
		c = col - off;
		x = c / 4;
		if (x > m->w || (x == m->w && c % 4 != 0))
			continue;
		if (c % 2 == 0)
			return TEXT_POST;
		*i = yy * m->w + x;
		*k = pass == 0 ? (c % 4 == 1 ? HEX_NW : HEX_NE)
		    : (c % 4 == 1 ? HEX_SW : HEX_SE);
		return TEXT_WALL;
	}
	return TEXT_NONE;
}

/* A cell is a brick four columns wide, odd rows two columns to the
 * right; its side walls two columns from the centre, the halves above
 * and below one column to the side. */
static const struct shape_rows hex_rows = {
	4, 2, 2, 3,
	{ 0, 1, 1, 0, -1, -1 },
	{ 2, 1, -1, -2, -1, 1 },
};

/* The compass point of each way: every way of hex has a key of its
 * own (east and west the arrows, the diagonals yubn). */
static const unsigned char hex_compass[] = { COMPASS_E, COMPASS_SE,
	COMPASS_SW, COMPASS_W, COMPASS_NW, COMPASS_NE };

const struct shape shape_hex = {
	.name = "hex",
	.summary = N_("hexagonal cells in offset rows, six ways"),
	.ways = 6, .way_names = hex_names, .way_words = hex_words,
	.next = hex_next, .halves = true, .links = hex_links,
	.toward = hex_toward, .diagonals = true, .compass = hex_compass,
	.rows = &hex_rows, .text_size = shape_rows_size,
	.text_cell = shape_rows_cell, .text_wall = shape_rows_wall,
	.text_draw = hex_text_draw, .text_at = hex_text_at,
};
