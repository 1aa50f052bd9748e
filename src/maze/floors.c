/* floors.c - the floors shape: f square floors of w x h cells, one
 * above the other, joined by stairs: six ways.  Cells are numbered
 * floor by floor, row by row, f * w * h + y * w + x; the maze's h holds
 * the rows of every floor, so a cell's row i / w is f * h + y.  On the
 * character grid a floor is the terminal's square grid (cells four
 * columns by two rows), the floors side by side three columns apart
 * under a row that names them; a cell's stairs stand beside its centre,
 * '<' up on the left and '>' down on the right. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/floors.h"
#include "maze/shape.h"
#include "maze/shape_rows.h"

/* Columns between two floors on the character grid. */
#define GAP 3u

/* TRANSLATORS: the ways of a floors maze, in --describe ("open east,
 * stairs up") and --watch. */
static const char *const floors_names[] = {
	N_("east"), N_("south"), N_("stairs up"),
	N_("west"), N_("north"), N_("stairs down"),
};
static const char *const floors_words[] = { "e", "s", "up", "w", "n", "down" };

uint32_t
floors_count(const maze *m)
{
	return m->shape != &shape_floors || m->floors == 0 ? 1 : m->floors;
}

uint32_t
floors_height(const maze *m)
{
	return m->h / floors_count(m);
}

uint32_t
floors_of(const maze *m, uint32_t i)
{
	return (i / m->w) / floors_height(m);
}

unsigned
floors_stairs(const maze *m, uint32_t i)
{
	uint32_t nb[MAZE_MAX_WAYS];
	unsigned open;

	if (m->shape != &shape_floors)
		return 0;
	open = floors_links_of(m, i, nb);
	return (open >> FLOORS_UP & 1u) | (open >> FLOORS_DOWN & 1u) << 1;
}

maze *
floors_maze_create(uint32_t w, uint32_t h, uint32_t f, mg_err *e)
{
	return shape_maze_floors(&shape_floors, w, h, f, e);
}

/* Columns from one floor's left edge to the next one's. */
static uint32_t
stride(const maze *m)
{
	return 4 * m->w + 1 + GAP;
}

/* Rows and columns of the character grid: the name row, then the
 * floors side by side. */
static void
floors_text_size(const maze *m, uint32_t *rows, uint32_t *cols)
{
	*rows = 2 * floors_height(m) + 2;
	*cols = floors_count(m) * stride(m) - GAP;
}

void
floors_text_rect(const maze *m, uint32_t f, uint32_t r[4])
{
	r[0] = f * stride(m);
	r[1] = 1;
	r[2] = r[0] + 4 * m->w;
	r[3] = 2 * floors_height(m) + 1;
}

/* The centre of cell i. */
static void
floors_text_cell(const maze *m, uint32_t i, uint32_t *row, uint32_t *col)
{
	uint32_t fh = floors_height(m), r = i / m->w;

	*row = 2 * (r % fh) + 2;
	*col = (r / fh) * stride(m) + 4 * (i % m->w) + 2;
}

/* Draws every floor's name, walls and posts, and the stairs. */
static void
floors_text_draw(const maze *m, const struct shape_band *b)
{
	uint32_t i, r, c, k, f, n = floors_count(m);
	unsigned d, st;
	char name[64];

	for (f = 0; f < n; f++) {
		int len = snprintf(name, sizeof name, _("floor %lu"),
		    (unsigned long)f + 1);

		/* Over a floor too narrow for its name: its number. */
		if (len < 0 || (uint32_t)len > 4 * m->w + 1)
			len = snprintf(name, sizeof name, "%lu", (unsigned long)f + 1);
		for (k = 0; len > 0 && k < (uint32_t)len; k++)
			shape_band_put(b, 0, (int64_t)f * stride(m) + k, name[k]);
	}
	for (i = 0; i < m->n; i++) {
		floors_text_cell(m, i, &r, &c);
		if (r + 1 < b->row0 || r > (uint64_t)b->row0 + b->rows)
			continue;
		for (k = c - 2; k <= c + 2; k += 4) {
			shape_band_put(b, r - 1, k, '+');
			shape_band_put(b, r + 1, k, '+');
		}
		for (d = 0; d < 6; d++) {
			uint32_t wr, wc, j;

			if (d == FLOORS_UP || d == FLOORS_DOWN
			    || (shape_next_linked(m, i, d, &j) && maze_shape_open(m, i, d)))
				continue;
			shape_rows_wall(m, i, d, &wr, &wc);
			if (wr == r) {
				shape_band_put(b, wr, wc, '|');
			} else {
				shape_band_put(b, wr, wc - 1, '-');
				shape_band_put(b, wr, wc, '-');
				shape_band_put(b, wr, wc + 1, '-');
			}
		}
		st = floors_stairs(m, i);
		if (st & FLOORS_STAIRS_UP)
			shape_band_put(b, r, c - 1, '<');
		if (st & FLOORS_STAIRS_DOWN)
			shape_band_put(b, r, c + 1, '>');
	}
}

/* What (row, col) is: nothing on the name row and between floors; on a
 * floor, the square grid's cells, walls and posts. */
static int
floors_text_at(const maze *m, uint32_t row, uint32_t col, uint32_t *i,
    unsigned *k)
{
	uint32_t fh = floors_height(m), f = col / stride(m), c = col % stride(m);
	uint32_t r, x, y, base;

	if (row == 0 || row > 2 * fh + 1 || f >= floors_count(m)
	    || c > 4 * m->w)
		return TEXT_NONE;
	r = row - 1;
	x = c / 4;
	y = r / 2;
	base = f * fh * m->w;
	if (r % 2 == 0 && c % 4 == 0)
		return TEXT_POST;
	if (r % 2 == 1 && c % 4 != 0) {
		*i = base + y * m->w + x;
		*k = c % 4;
		return TEXT_CELL;
	}
	if (r % 2 == 1) {
		*i = base + y * m->w + (x == m->w ? x - 1 : x);
		*k = x == m->w ? FLOORS_E : FLOORS_W;
	} else {
		*i = base + (y == fh ? y - 1 : y) * m->w + x;
		*k = y == fh ? FLOORS_S : FLOORS_N;
	}
	return TEXT_WALL;
}

/* Where the wall between a cell and its neighbour the way d is: beside
 * the centre on the floor; the stairs are the cell's centre itself.
 * The walls' steps alone: the floors sit side by side, so
 * floors_text_size and floors_text_cell place the cells. */
static const struct shape_rows floors_rows = {
	0, 0, 0, 0,
	{ 0, 1, 0, 0, -1, 0 },
	{ 2, 0, 0, -2, 0, 0 },
};

/* The four points on the floor, the stairs' keys up and down. */
static const signed char floors_way[COMPASS_DOWN + 1] = { FLOORS_N, -1,
	FLOORS_E, -1, FLOORS_S, -1, FLOORS_W, -1, FLOORS_UP, FLOORS_DOWN };
static const unsigned char floors_compass[6] = { COMPASS_E, COMPASS_S,
	COMPASS_UP, COMPASS_W, COMPASS_N, COMPASS_DOWN };

/* Where cell i is: x, y on its floor, the floor, from 0. */
static unsigned
floors_place(const maze *m, uint32_t i, uint32_t v[3])
{
	v[0] = i % m->w;
	v[1] = i / m->w % floors_height(m);
	v[2] = floors_of(m, i);
	return 3;
}

/* The grid's part that holds cell i: its floor. */
static void
floors_text_part(const maze *m, uint32_t i, uint32_t r[4])
{
	floors_text_rect(m, floors_of(m, i), r);
}

const struct shape shape_floors = {
	.name = "floors",
	.summary = N_("square floors joined by stairs (--floors=N), six ways"),
	.ways = 6, .way_names = floors_names, .way_words = floors_words,
	.next = shape_next_linked, .halves = true, .links = floors_links_of,
	.toward = shape_toward_one, .compass_way = floors_way,
	.compass = floors_compass,
	.stairs = 1u << FLOORS_UP | 1u << FLOORS_DOWN,
	.rows = &floors_rows, .text_size = floors_text_size,
	.text_cell = floors_text_cell, .text_wall = shape_rows_wall,
	.k_name = "floors", .k_min = 1, .k_max = SHAPE_FLOORS_MAX, .k_default = 2,
	.place = floors_place, .text_part = floors_text_part,
	.text_draw = floors_text_draw, .text_at = floors_text_at,
};
