/* circle.c - the circular (theta) shape: rings around a solid centre,
 * each ring's cells doubling where the radius doubles (circle.h), six
 * ways: clockwise, counter-clockwise, in, and out to one or two cells.
 * On the character grid the rings are unrolled into rows, the
 * innermost at the top: a cell of the outermost ring is three columns
 * ("|  "), and a cell of an inner ring as wide as the cells outside it,
 * so that each sits above its outward neighbours; the first and last
 * columns are the same wall, where the ring closes. */
#include "config.h"

#include <stdio.h>

#include "base/i18n.h"
#include "maze/circle.h"
#include "maze/shape.h"

/* Columns of a cell of the outermost ring, its wall included. */
#define LEAF 3u

/* TRANSLATORS: the ways of a circular maze: around the rings, toward
 * the rim ("out"; "out clockwise" where two cells lie outward) and
 * toward the centre ("in"). */
static const char *const circle_names[] = {
	N_("clockwise"), N_("out"), N_("out clockwise"),
	N_("counter-clockwise"), N_("in"), N_("in"),
};
static const char *const circle_words[] = {
	"cw", "out", "out2", "ccw", "in", "in2",
};

uint64_t
circle_cells(uint32_t w, uint32_t h)
{
	return circle_ring_start(w, h);
}

int
circle_check_size(uint64_t w, uint64_t h, mg_err *e)
{
	uint64_t n;

	if (maze_check_size(w, h, e) != 0)
		return -1;
	if (w < 3)
		return err_set(e, _("a circle of size %llux%llu: its first ring needs at least 3 cells"),
		    (unsigned long long)w, (unsigned long long)h);
	n = circle_ring_start((uint32_t)w, (uint32_t)h);
	if (n > MAZE_MAX_CELLS)
		return err_set(e, _("a circle of size %llux%llu has %llu cells, more than the limit of %lu"),
		    (unsigned long long)w, (unsigned long long)h,
		    (unsigned long long)n, (unsigned long)MAZE_MAX_CELLS);
	return 0;
}

/* The most rings of w cells in the first that fit pw * ph cells and a
 * picture of 4 * pw + 1 columns (the rim's cells are the widest row). */
static uint32_t
circle_rings_fit(uint32_t w, uint32_t pw, uint32_t ph)
{
	uint32_t h;
	uint64_t cols;

	for (h = 2; h < MAZE_MAX_SIDE; h++) {
		cols = LEAF * ((uint64_t)w << circle_log2(h + 1)) + 1;
		if (circle_ring_start(w, h + 1) > (uint64_t)pw * ph
		    || cols > 4 * (uint64_t)pw + 1)
			break;
	}
	return h;
}

void
circle_preset_size(uint32_t pw, uint32_t ph, uint32_t *w, uint32_t *h)
{
	/* Six cells in the first ring; three where six would make fewer
	 * than 5 rings: the easy circle of six was three rings, 3 to 5
	 * moves, and of three it is seven rings, 8 to 19. */
	*w = 6;
	*h = circle_rings_fit(6, pw, ph);
	if (*h < 5) {
		*w = 3;
		*h = circle_rings_fit(3, pw, ph);
	}
}

/* Every neighbour of cell i and the open ways (circle.h). */
static unsigned
circle_links(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS])
{
	return circle_links_of(m, i, nb);
}

/* Left and right go around, up in; down is out, the open one of two
 * where two cells lie outward (asked when both are open), where b and
 * n choose: out (counter-clockwise) and out clockwise. */
static unsigned
circle_toward(const maze *m, uint32_t i, unsigned c, unsigned way[2])
{
	uint32_t nb[MAZE_MAX_WAYS];

	circle_links_of(m, i, nb);
	switch (c) {
	case COMPASS_E: way[0] = CIRCLE_CW; return 1;
	case COMPASS_W: way[0] = CIRCLE_CCW; return 1;
	case COMPASS_N:
		way[0] = nb[CIRCLE_IN2] != UINT32_MAX ? CIRCLE_IN2 : CIRCLE_IN;
		return 1;
	case COMPASS_S:
		way[0] = CIRCLE_OUT;
		way[1] = CIRCLE_OUT2;
		return nb[CIRCLE_OUT2] != UINT32_MAX ? 2 : 1;
	case COMPASS_SW: way[0] = CIRCLE_OUT;
		return nb[CIRCLE_OUT2] != UINT32_MAX ? 1 : 0;
	case COMPASS_SE: way[0] = CIRCLE_OUT2;
		return nb[CIRCLE_OUT2] != UINT32_MAX ? 1 : 0;
	default: return 0;
	}
}

/* Cells in the outermost ring of m, and its k. */
static uint32_t
outer_count(const maze *m, unsigned *k)
{
	*k = circle_log2(m->h);
	return m->w << *k;
}

/* Rows and columns of the character grid. */
static void
circle_text_size(const maze *m, uint32_t *rows, uint32_t *cols)
{
	unsigned k;

	*rows = 2 * m->h + 1;
	*cols = LEAF * outer_count(m, &k) + 1;
}

/* Where cell i sits: its ring, its left wall's column and its width. */
static void
place(const maze *m, uint32_t i, struct circle_at *a, uint32_t *x0,
    uint32_t *span)
{
	unsigned kout;

	outer_count(m, &kout);
	circle_locate(m, i, a);
	*span = LEAF << (kout - a->k);
	*x0 = a->p * *span;
}

/* The centre of cell i. */
static void
circle_text_cell(const maze *m, uint32_t i, uint32_t *row, uint32_t *col)
{
	struct circle_at a;
	uint32_t x0, span;

	place(m, i, &a, &x0, &span);
	*row = 2 * a.ring + 1;
	*col = x0 + span / 2;
}

/* Where the wall between cell i and its neighbour the way d is: the
 * side walls at the cell's edges, in and out above and below the
 * centre of the cell (out: of the outward neighbour). */
static void
circle_text_wall(const maze *m, uint32_t i, unsigned d, uint32_t *row,
    uint32_t *col)
{
	struct circle_at a;
	uint32_t x0, span, j;

	place(m, i, &a, &x0, &span);
	*row = 2 * a.ring + 1;
	switch (d) {
	case CIRCLE_CW: *col = x0 + span; return;
	case CIRCLE_CCW: *col = x0; return;
	case CIRCLE_IN: case CIRCLE_IN2:
		*row -= 1;
		*col = x0 + span / 2;
		return;
	default:
		*row += 1;
		*col = x0 + span / 2;
		if (shape_next_linked(m, i, d, &j)) {
			circle_text_cell(m, j, row, col);
			*row -= 1;
		}
		return;
	}
}

/* Draws every cell's side and inner walls, the rim's, and the posts
 * at the cells' corners. */
static void
circle_text_draw(const maze *m, const struct shape_band *b)
{
	struct circle_at a;
	uint32_t i, x0, span, k, r;

	for (i = 0; i < m->n; i++) {
		place(m, i, &a, &x0, &span);
		r = 2 * a.ring + 1;
		if (r + 1 < b->row0 || r > (uint64_t)b->row0 + b->rows)
			continue;
		shape_band_put(b, r - 1, x0, '+');
		shape_band_put(b, r - 1, x0 + span, '+');
		shape_band_put(b, r + 1, x0, '+');
		shape_band_put(b, r + 1, x0 + span, '+');
		if (!maze_shape_open(m, i, CIRCLE_CW))
			shape_band_put(b, r, x0 + span, '|');
		if (!maze_shape_open(m, i, CIRCLE_CCW))
			shape_band_put(b, r, x0, '|');
		if (!maze_shape_open(m, i, CIRCLE_IN)
		    && !maze_shape_open(m, i, CIRCLE_IN2))
			for (k = x0 + 1; k < x0 + span; k++)
				shape_band_put(b, r - 1, k, '-');
		if (a.ring + 1 == m->h)
			for (k = x0 + 1; k < x0 + span; k++)
				shape_band_put(b, r + 1, k, '-');
	}
}

/* What (row, col) is: in a ring's row, a side wall at each cell's
 * edge and the cell between; in a wall row, the inner walls of the
 * ring below (the rim's outer walls in the last row) and posts at
 * their ends. */
static int
circle_text_at(const maze *m, uint32_t row, uint32_t col, uint32_t *i,
    unsigned *k)
{
	unsigned kout, kr;
	uint32_t ring, span, p, x0, rows, cols;
	bool rim;

	circle_text_size(m, &rows, &cols);
	if (row >= rows || col >= cols)
		return TEXT_NONE;
	outer_count(m, &kout);
	rim = row == rows - 1;
	ring = rim ? m->h - 1 : row / 2;
	kr = circle_log2((uint64_t)ring + 1);
	span = LEAF << (kout - kr);
	p = col / span;
	x0 = p * span;
	if (p == m->w << kr)
		p--;
	*i = (uint32_t)circle_ring_start(m->w, ring) + p;
	if (row % 2 == 0) {
		if (col == x0)
			return TEXT_POST;
		*k = rim ? CIRCLE_OUT : (ring > 0 && (p & 1u)
		    && ((ring + 1) & ring) == 0) ? CIRCLE_IN2 : CIRCLE_IN;
		return TEXT_WALL;
	}
	if (col == x0) {
		*k = col == cols - 1 ? CIRCLE_CW : CIRCLE_CCW;
		return TEXT_WALL;
	}
	/* The three columns about the centre (the leaf's two); a wider
	 * cell's others are 0. */
	*k = col + 1 == x0 + span / 2 ? 1 : col == x0 + span / 2 ? 2
	    : col == x0 + span / 2 + 1 ? 3 : 0;
	return TEXT_CELL;
}

/* The compass point of each way. */
static const unsigned char circle_compass[6] = { COMPASS_E, COMPASS_SW,
	COMPASS_SE, COMPASS_W, COMPASS_N, COMPASS_N };

/* Where cell i is: its place in its ring, the ring, from 0. */
static unsigned
circle_place(const maze *m, uint32_t i, uint32_t v[3])
{
	struct circle_at a;

	circle_locate(m, i, &a);
	v[0] = a.p;
	v[1] = a.ring;
	return 2;
}

/* As many rings of six in the first as hold a w x h square maze's
 * cells, at least 2 rings: what the marathon grows. */
static void
circle_fit_cells(uint32_t *w, uint32_t *h)
{
	uint64_t area = (uint64_t)*w * *h;

	*w = 6;
	for (*h = 2; circle_cells(6, *h + 1) <= area; (*h)++)
		;
}

const struct shape shape_circle = {
	.name = "circle",
	.summary = N_("rings around a centre, cells splitting outward"),
	.ways = 6, .way_names = circle_names, .way_words = circle_words,
	.next = shape_next_linked, .halves = true, .links = circle_links,
	.toward = circle_toward, .diagonals = true, .rings = true,
	.compass = circle_compass,
	.text_size = circle_text_size, .text_cell = circle_text_cell,
	.text_wall = circle_text_wall, .text_draw = circle_text_draw,
	.text_at = circle_text_at,
	.preset_size = circle_preset_size,
	.place = circle_place, .fit_cells = circle_fit_cells,
	.round_size = circle_round_size, .round_cell = circle_round_cell,
	.round_at = circle_round_at,
	/* TRANSLATORS: a line of the key help on a circle maze drawn
	 * round: keep the first 17 columns for the left part, at most 71
	 * bytes in all. */
	.round_legend = N_("Drawn round      up goes in, down out; left, right go round the ring"),
	/* TRANSLATORS: a line of the key help on a circle maze: keep the
	 * first 17 columns for the left part, at most 71 bytes in all. */
	.legend = N_("Arrows at edges  the ring goes on at the other edge; a row is a ring"),
};
