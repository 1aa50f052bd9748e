/* square.c - the square grid's row of the shape table: four ways, the
 * classic maze.  Its mazes keep 2 bits a cell and answer most
 * questions inline (maze.h); this row answers the rest as every other
 * shape's does. */
#include "config.h"

#include "base/i18n.h"
#include "maze/shape.h"
#include "maze/shape_rows.h"

/* The square grid's row: the ways are enum dir; on the character grid
 * it is the block format, a cell at (2y+1, 2x+1). */

/* TRANSLATORS: directions in the spoken status (i): "Wall north.",
 * "open north, east", and in --watch's step lines. */
static const char *const square_names[] = {
	N_("north"), N_("east"), N_("south"), N_("west"),
};
static const char *const square_words[] = { "up", "right", "down", "left" };

/* The square grid's neighbours (maze_next answers them inline). */
static bool
square_next(const maze *m, uint32_t i, unsigned d, uint32_t *j)
{
	if (!maze_has_neighbour(m, i, (enum dir)d))
		return false;
	*j = maze_step(m, i, (enum dir)d);
	return true;
}

/* The square grid's way back. */
static unsigned
square_back(const maze *m, uint32_t j, unsigned d)
{
	(void)m;
	(void)j;
	return (unsigned)DIR_OPPOSITE(d);
}

/* A square cell keeps its east and south passages. */
static int
square_keep(const maze *m, uint32_t i, unsigned d)
{
	(void)m;
	(void)i;
	return d == DIR_E ? 0 : d == DIR_S ? 1 : -1;
}

/* The square grid's neighbours and open ways (maze_links answers the
 * square grid itself). */
static unsigned
square_links(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	const maze plain = {
		.w = m->w, .h = m->h, .n = m->n, .bits = m->bits, .floors = 1,
	};

	return maze_links(&plain, i, nb);
}

/* Draws the square grid's walls and posts. */
static void
square_text_draw(const maze *m, const struct shape_band *b)
{
	uint32_t x, y, y0 = b->row0 / 2, y1 = (b->row0 + b->rows) / 2;

	for (y = y0; y <= m->h && y <= y1; y++)
		for (x = 0; x <= m->w; x++) {
			shape_band_put(b, 2 * (int64_t)y, 2 * (int64_t)x, '+');
			if (x < m->w && maze_wall_stands(m, x, y, DIR_N))
				shape_band_put(b, 2 * (int64_t)y, 2 * (int64_t)x + 1, '-');
			if (y < m->h && maze_wall_stands(m, x, y, DIR_W))
				shape_band_put(b, 2 * (int64_t)y + 1, 2 * (int64_t)x, '|');
		}
}

/* What a position of the block format is. */
static int
square_text_at(const maze *m, uint32_t row, uint32_t col, uint32_t *i,
    unsigned *k)
{
	uint32_t x = col / 2, y = row / 2;

	if (row > 2 * m->h || col > 2 * m->w)
		return TEXT_NONE;
	if (row % 2 == 0 && col % 2 == 0)
		return TEXT_POST;
	if (row % 2 == 1 && col % 2 == 1) {
		*i = y * m->w + x;
		*k = 2;
		return TEXT_CELL;
	}
	if (row % 2 == 1) {
		*i = y * m->w + (x == m->w ? x - 1 : x);
		*k = x == m->w ? DIR_E : DIR_W;
	} else {
		*i = (y == m->h ? y - 1 : y) * m->w + x;
		*k = y == m->h ? DIR_S : DIR_N;
	}
	return TEXT_WALL;
}

/* The four points each mean their way: the square grid's keys, and
 * the triangle's (its ways are the square grid's four). */
const signed char shape_four_way[COMPASS_DOWN + 1] = { DIR_N, -1, DIR_E,
	-1, DIR_S, -1, DIR_W, -1, -1, -1 };
const unsigned char shape_four_compass[4] = { COMPASS_N, COMPASS_E,
	COMPASS_S, COMPASS_W };

/* The block format: a cell and a wall square each a character. */
static const struct shape_rows square_rows = {
	2, 1, 0, 1,
	{ -1, 0, 1, 0 },
	{ 0, 1, 0, -1 },
};

const struct shape shape_square = {
	.name = "square",
	.summary = N_("square cells, four ways: the classic maze"),
	.ways = 4, .way_names = square_names, .way_words = square_words,
	.next = square_next, .halves = false, .back = square_back,
	.keep_bit = square_keep, .links = square_links,
	.toward = shape_toward_one, .compass_way = shape_four_way,
	.compass = shape_four_compass,
	.rows = &square_rows, .text_size = shape_rows_size,
	.text_cell = shape_rows_cell, .text_wall = shape_rows_wall,
	.text_draw = square_text_draw, .text_at = square_text_at,
};
