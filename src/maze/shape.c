/* shape.c - the table of shapes and the square grid's row. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/shape.h"

const struct shape *const shape_table[] = { &shape_square, &shape_hex,
	&shape_weave, &shape_floors, &shape_circle, &shape_triangle };
const unsigned shape_count = sizeof shape_table / sizeof shape_table[0];

const struct shape *
shape_find(const char *name)
{
	unsigned k;

	for (k = 0; k < shape_count; k++)
		if (strcmp(name, shape_table[k]->name) == 0)
			return shape_table[k];
	return NULL;
}

uint64_t
shape_cells(const struct shape *s, uint32_t w, uint32_t h)
{
	return s == &shape_circle ? circle_cells(w, h) : (uint64_t)w * h;
}


const struct shape *
shape_of(const maze *m)
{
	return m->shape == NULL ? &shape_square : m->shape;
}

const char *
shape_way_name(const maze *m, unsigned d)
{
	const struct shape *s = shape_of(m);

	return _(s->way_names[d % s->ways]);
}

unsigned
shape_compass_at(const maze *m, uint32_t i, unsigned d)
{
	const struct shape *s = shape_of(m);
	unsigned c, way[2];

	for (c = 0; c < 8; c++)
		if (s->toward(m, i, c, way) == 1 && way[0] == d)
			return c;
	return s->compass_of(d);
}

bool
shape_way_of(const struct shape *s, const char *word, unsigned *d)
{
	unsigned k;

	for (k = 0; k < s->ways; k++) {
		if (strcmp(word, s->way_words[k]) == 0) {
			*d = k;
			return true;
		}
	}
	return false;
}

int
shape_check_size(const struct shape *s, uint64_t w, uint64_t h, mg_err *e)
{
	if (s == &shape_circle)
		return circle_check_size(w, h, e);
	if (maze_check_size(w, h, e) != 0)
		return -1;
	/* One column of triangles more than two rows high falls apart:
	 * a cell pointing up under one pointing down touches it only at
	 * a point. */
	if (s == &shape_triangle && w < 2 && h > 2)
		return err_set(e, _("maze size %llux%llu: a triangle maze more than 2 rows high must be at least 2 wide"),
		    (unsigned long long)w, (unsigned long long)h);
	return 0;
}

maze *
shape_maze_create(const struct shape *s, uint32_t w, uint32_t h, mg_err *e)
{
	uint64_t n = shape_cells(s, w, h);
	maze *m;

	if (s == NULL || s == &shape_square)
		return maze_create(w, h, e);
	if (shape_check_size(s, w, h, e) != 0)
		return NULL;
	m = maze_create_bits(w, h, (size_t)(n + 1) / 2, e);
	if (m == NULL)
		return NULL;
	m->shape = s;
	m->n = (uint32_t)n;
	/* Granlund and Montgomery: with l = ceil(log2 w) and s = 27 + l,
	 * ceil(2^s / w) divides every index below 2^27 exactly. */
	while ((UINT64_C(1) << m->row_shift) < w)
		m->row_shift++;
	m->row_shift += 27;
	m->row_magic = ((UINT64_C(1) << m->row_shift) + w - 1) / w;
	return m;
}

maze *
shape_maze_floors(const struct shape *s, uint32_t w, uint32_t h, uint32_t f,
    mg_err *e)
{
	maze *m;

	if (f < 1 || f > SHAPE_FLOORS_MAX || (f > 1 && s != &shape_floors)) {
		err_set(e, _("--floors=%lu: a maze has 1 to %u floors"),
		    (unsigned long)f, SHAPE_FLOORS_MAX);
		return NULL;
	}
	if (maze_check_size(w, (uint64_t)h * f, e) != 0)
		return NULL;
	m = shape_maze_create(s, w, h * f, e);
	if (m != NULL)
		m->floors = f;
	return m;
}

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
	const maze plain = { m->w, m->h, m->n, m->bits, NULL, 0, 0, 1 };

	return maze_links(&plain, i, nb);
}

/* The square grid: the four points, no diagonal. */
static unsigned
square_toward(const maze *m, uint32_t i, unsigned c, unsigned way[2])
{
	static const int dir[8] = { DIR_N, -1, DIR_E, -1, DIR_S, -1, DIR_W, -1 };

	(void)m;
	(void)i;
	if (c >= 8 || dir[c] < 0)
		return 0;
	way[0] = (unsigned)dir[c];
	return 1;
}

/* The compass point of a direction of the square grid. */
static unsigned
square_compass_of(unsigned d)
{
	return 2 * (d & 3u);
}

/* The block format's size. */
static void
square_text_size(const maze *m, uint32_t *rows, uint32_t *cols)
{
	*rows = 2 * m->h + 1;
	*cols = 2 * m->w + 1;
}

/* A square cell's place in the block format. */
static void
square_text_cell(const maze *m, uint32_t i, uint32_t *row, uint32_t *col)
{
	*row = 2 * (i / m->w) + 1;
	*col = 2 * (i % m->w) + 1;
}

/* The wall square between a cell and its neighbour. */
static void
square_text_wall(const maze *m, uint32_t i, unsigned d, uint32_t *row,
    uint32_t *col)
{
	static const int dr[4] = { -1, 0, 1, 0 }, dc[4] = { 0, 1, 0, -1 };

	square_text_cell(m, i, row, col);
	*row = (uint32_t)((int64_t)*row + dr[d & 3]);
	*col = (uint32_t)((int64_t)*col + dc[d & 3]);
}

/* Draws the square grid's walls and posts. */
static void
square_text_draw(const maze *m, char *grid, uint32_t cols)
{
	uint32_t x, y;

	for (y = 0; y <= m->h; y++)
		for (x = 0; x <= m->w; x++) {
			grid[(size_t)2 * y * cols + 2 * x] = '+';
			if (x < m->w && maze_wall_stands(m, x, y, DIR_N))
				grid[(size_t)2 * y * cols + 2 * x + 1] = '-';
			if (y < m->h && maze_wall_stands(m, x, y, DIR_W))
				grid[(size_t)(2 * y + 1) * cols + 2 * x] = '|';
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

const struct shape shape_square = {
	"square", N_("square cells, four ways: the classic maze"), 4,
	square_names, square_words, square_next, square_back, square_keep,
	false, square_links, square_toward, false, square_compass_of,
	square_text_size, square_text_cell, square_text_wall, square_text_draw,
	square_text_at,
};
