/* paper_triangle.c - triangle mazes on paper: rows of equilateral
 * triangles pointing up and down in turn (maze/triangle.c: cell (x, y)
 * up when x + y is even), each cell's base 2P wide and Q high,
 * neighbours in a row P apart.
 *
 * P / Q is 97 / 168, 1 / sqrt(3) to 1 part in 20000, so every corner
 * is a whole unit and the triangles are equilateral to a fraction of
 * a pixel at any size mazegame draws.  A block square is Q / 3 units,
 * the radius of the circle inside a triangle, so the start's disc and
 * the exit's square sit in the room a triangle has, with a gap to its
 * walls.  Around the cells runs a margin of half a square.  A W x H
 * maze is (W + 1) P / (Q / 3) + 1 squares wide and 3H + 1 high.
 */
#include "config.h"

#include "maze/triangle.h"
#include "print/paper.h"

#define P 97u           /* half a cell's base */
#define Q 168u          /* a cell's height */
#define UNIT (Q / 3)    /* a block square */
#define MARGIN (UNIT / 2)

/* The corners of a cell from the top left of its row's band, round it
 * clockwise: side k, the wall toward way side_way[k], runs from corner
 * k to corner k + 1.  Row 0 points up, row 1 down. */
static const int32_t corner_x[2][3] = { { 0, P, 2 * P }, { 0, 2 * P, P } };
static const int32_t corner_y[2][3] = { { Q, 0, Q }, { 0, 0, Q } };
static const unsigned side_way[2][3] = {
	{ TRI_W, TRI_E, TRI_S }, { TRI_N, TRI_E, TRI_W },
};

/* The frame: the cells and the margin. */
static void
tri_frame(const maze *m, struct paper_frame *f)
{
	f->w = P * (m->w + 1) + 2 * MARGIN;
	f->h = Q * m->h + 2 * MARGIN;
	f->unit = UNIT;
}

/* The top left of cell i's place in its row. */
static void
tri_origin(const maze *m, uint32_t i, uint32_t *x, uint32_t *y)
{
	uint32_t row = maze_row(m, i);

	*x = MARGIN + P * (i - row * m->w);
	*y = MARGIN + Q * row;
}

/* The centre of cell i: the centre of the circle inside it, a third of
 * its height from its flat side. */
static void
tri_centre(const maze *m, uint32_t i, uint32_t *x, uint32_t *y)
{
	tri_origin(m, i, x, y);
	*x += P;
	*y += triangle_up(m, i) ? 2 * Q / 3 : Q / 3;
}

/* Draws the walls of every cell: triangles from their places' top
 * left, pointing up or down. */
static void
tri_walls(const maze *m, const struct print_pen *pen)
{
	static const struct paper_polygon triangle[2] = {
		{ 3, corner_x[0], corner_y[0], side_way[0] },
		{ 3, corner_x[1], corner_y[1], side_way[1] },
	};
	uint32_t i, x, y;

	for (i = 0; i < m->n; i++) {
		tri_origin(m, i, &x, &y);
		paper_cell_walls(m, i, pen, x, y,
		    &triangle[triangle_up(m, i) ? 0 : 1]);
	}
}

/* The room inside a cell reaches a square from its centre (the circle
 * inside it) less half a wall: 0.75.  The start's disc (0.6) fits; a
 * square of side s reaches s (1 + sqrt 3) / 4 toward a slanting side,
 * so 0.95, as on hex, leaves a tenth of a square. */
const struct paper paper_triangle = {
	&shape_triangle, tri_frame, tri_centre, tri_walls, PRINT_START_R, 0.95,
	NULL,
};
