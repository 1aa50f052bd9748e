/* circle_round.c - the circle maze drawn round on a grid of characters
 * twice as high as they are wide (a terminal's): its rings about the
 * grid's centre, a ring t tenths of a row thick, the walls as the dots
 * of braille characters (two across, four down, so that the dots stand
 * as far apart across as down), each cell's mark a character of its
 * own at its centre.
 *
 * In rows (the unit here; a column is half a row across): ring r lies
 * between radii (r + 1) T and (r + 2) T, T = t / 10, its cell p of c
 * from turn p / c to (p + 1) / c clockwise from twelve o'clock, and the
 * centre is a disc one ring across, as on paper.  A dot is a wall's
 * when it lies within EDGE of a wall that stands: an arc between two
 * rings, a spoke between two cells of a ring, the centre's edge or the
 * rim.  A dot's centre is at most an eighth of a row from any line
 * through its column of dots, so EDGE a little more keeps every line
 * unbroken and one dot thick.
 */
#include "config.h"

#include <math.h>

#include "maze/circle.h"
#include "maze/shape.h"

#define EDGE 0.13
#define TAU 6.283185307179586

/* The picture's radius in rows: the rim, and room for its dots. */
static double
radius(const maze *m, unsigned t)
{
	return t / 10.0 * (m->h + 1) + 0.2;
}

void
circle_round_size(const maze *m, unsigned t, uint32_t *rows, uint32_t *cols)
{
	*rows = (uint32_t)ceil(2 * radius(m, t));
	*cols = 2 * *rows;
}

/* The centre, in rows from the grid's top left corner: on a row and a
 * column of dots, so that the spokes at twelve and six o'clock and the
 * walls across at three and nine are one dot thick (between two rows
 * of dots they were two). */
static void
centre(const maze *m, unsigned t, double *x, double *y)
{
	uint32_t rows, cols;

	circle_round_size(m, t, &rows, &cols);
	*y = rows / 2.0 + 0.125;
	*x = cols / 4.0 + 0.125;
}

/* The cell of ring r (clamped to the rings) at turn u. */
static uint32_t
cell_at(const maze *m, int64_t r, double u)
{
	uint64_t n, p;

	if (r < 0)
		r = 0;
	if (r >= m->h)
		r = m->h - 1;
	n = circle_ring_start(m->w, (uint32_t)r + 1) - circle_ring_start(m->w, (uint32_t)r);
	p = (uint64_t)(u * (double)n);
	if (p >= n)
		p = n - 1;
	return (uint32_t)(circle_ring_start(m->w, (uint32_t)r) + p);
}

/* Where a point (x, y) in rows is: its ring as a number (ring r from r
 * to r + 1; below 0 the centre), its turn from twelve o'clock, its
 * radius. */
static void
polar(const maze *m, unsigned t, double x, double y, double *ring,
    double *turn, double *rad)
{
	double cx, cy, dx, dy;

	centre(m, t, &cx, &cy);
	dx = x - cx;
	dy = y - cy;
	*rad = hypot(dx, dy);
	*ring = *rad / (t / 10.0) - 1;
	*turn = atan2(dx, -dy) / TAU;
	if (*turn < 0)
		*turn += 1;
	if (*turn >= 1)
		*turn = 0;
}

void
circle_round_cell(const maze *m, unsigned t, uint32_t i, uint32_t *row,
    uint32_t *col)
{
	struct circle_at a;
	double cx, cy, rad, u;

	circle_locate(m, i, &a);
	centre(m, t, &cx, &cy);
	rad = (a.ring + 1.5) * (t / 10.0);
	u = (a.p + 0.5) / a.count;
	*row = (uint32_t)floor(cy - rad * cos(TAU * u));
	*col = (uint32_t)floor(2 * (cx + rad * sin(TAU * u)));
}

/* Whether cells a and b are joined by an open passage. */
static bool
joined(const maze *m, uint32_t a, uint32_t b)
{
	uint32_t nb[MAZE_MAX_WAYS];
	unsigned open = maze_links(m, a, nb), d;

	for (d = 0; d < maze_ways(m); d++)
		if (nb[d] == b && (open >> d & 1u))
			return true;
	return false;
}

/* Whether the dot at (x, y), in rows, lies on a wall that stands. */
static bool
on_wall(const maze *m, unsigned t, double x, double y)
{
	double ring, turn, rad, s, T = t / 10.0;
	int64_t k, r, n, q;

	polar(m, t, x, y, &ring, &turn, &rad);
	/* An arc: the centre's edge (k = 0), between rings, the rim. */
	k = (int64_t)lround(ring);
	if (k >= 0 && k <= m->h && fabs(ring - (double)k) * T < EDGE
	    && (k == 0 || k == m->h
	    || !joined(m, cell_at(m, k - 1, turn), cell_at(m, k, turn))))
		return true;
	if (ring < 0 || ring >= m->h)
		return false;
	/* A spoke between two cells of the ring. */
	r = (int64_t)floor(ring);
	n = (int64_t)(circle_ring_start(m->w, (uint32_t)r + 1) - circle_ring_start(m->w, (uint32_t)r));
	s = turn * (double)n;
	q = (int64_t)lround(s);
	return fabs(s - (double)q) / (double)n * TAU * rad < EDGE
	    && !joined(m, cell_at(m, r, ((double)((q + n - 1) % n) + 0.5) / (double)n),
	    cell_at(m, r, ((double)(q % n) + 0.5) / (double)n));
}

/* The character a line of direction (vx, vy), in rows, is drawn with
 * across a character twice as high as wide: '-', '|', '/' or '\\'. */
static char
line_char(double vx, double vy)
{
	/* In characters: a column is half a row. */
	double a = atan2(vy, 2 * vx) * 360 / TAU;

	if (a < 0)
		a += 180;
	if (a < 22.5 || a >= 157.5)
		return '-';
	if (a < 67.5)
		return '\\';
	if (a < 112.5)
		return '|';
	return '/';
}

/* The ASCII character of the walls through character (row, col): the
 * line of a wall that crosses its box, '+' where an arc and a spoke
 * both do, ' ' for none: as dots would blur at a character a dot. */
static char
ascii_at(const maze *m, unsigned t, uint32_t row, uint32_t col)
{
	double x = (col + 0.5) / 2, y = row + 0.5, cx, cy, dx, dy;
	double ring, turn, rad, s, T = t / 10.0, nx, ny, reach;
	int64_t k, r, n, q;
	char arc = 0, spoke = 0;

	polar(m, t, x, y, &ring, &turn, &rad);
	if (rad < 1e-9)
		return ' ';
	centre(m, t, &cx, &cy);
	dx = (x - cx) / rad;
	dy = (y - cy) / rad;
	/* How far a line of normal (nx, ny) may pass from the middle and
	 * still cross the box (half a column, half a row). */
	nx = dx;
	ny = dy;
	reach = fabs(nx) * 0.25 + fabs(ny) * 0.5;
	k = (int64_t)lround(ring);
	if (k >= 0 && k <= m->h && fabs(ring - (double)k) * T <= reach
	    && (k == 0 || k == m->h
	    || !joined(m, cell_at(m, k - 1, turn), cell_at(m, k, turn))))
		arc = line_char(-dy, dx);
	if (ring >= 0 && ring < m->h) {
		r = (int64_t)floor(ring);
		n = (int64_t)(circle_ring_start(m->w, (uint32_t)r + 1) - circle_ring_start(m->w, (uint32_t)r));
		s = turn * (double)n;
		q = (int64_t)lround(s);
		reach = fabs(dy) * 0.25 + fabs(dx) * 0.5;
		if (fabs(s - (double)q) / (double)n * TAU * rad <= reach
		    && !joined(m, cell_at(m, r, ((double)((q + n - 1) % n) + 0.5) / (double)n),
		    cell_at(m, r, ((double)(q % n) + 0.5) / (double)n)))
			spoke = line_char(dx, dy);
	}
	return arc && spoke ? '+' : arc ? arc : spoke ? spoke : ' ';
}

int
circle_round_at(const maze *m, unsigned t, uint32_t row, uint32_t col,
    unsigned want, uint32_t *i, unsigned *k)
{
	static const double off[][2] = {
		{ 0, 0 }, { -0.25, 0 }, { 0.25, 0 }, { 0, -0.5 }, { 0, 0.5 },
	};
	uint32_t rows, cols, r, c, j;
	double ring, turn, rad, x, y;
	unsigned n, dot, dots = 0;

	circle_round_size(m, t, &rows, &cols);
	if (row >= rows || col >= cols)
		return TEXT_NONE;
	/* A mark's character, or the chalk's right of it: the cell's
	 * whose centre rounds to it, among those at the character's middle
	 * and around it (unless only the walls are asked for). */
	for (n = 0; (want & SHAPE_ROUND_MARKS) && n < sizeof off / sizeof off[0]; n++) {
		x = (col + 0.5) / 2 + off[n][0];
		y = row + 0.5 + off[n][1];
		polar(m, t, x, y, &ring, &turn, &rad);
		if (ring < 0 || ring >= m->h)
			continue;
		j = cell_at(m, (int64_t)floor(ring), turn);
		circle_round_cell(m, t, j, &r, &c);
		if (r == row && col >= c && col <= c + 1) {
			*i = j;
			*k = col + 2 - c;
			return TEXT_CELL;
		}
	}
	polar(m, t, (col + 0.5) / 2, row + 0.5, &ring, &turn, &rad);
	*i = cell_at(m, (int64_t)floor(ring), turn);
	if (want & SHAPE_ROUND_ASCII) {
		*k = (unsigned)(unsigned char)ascii_at(m, t, row, col);
		return TEXT_WALL;
	}
	/* The walls' dots: dot n of the character (Unicode's dot n + 1)
	 * stands in column n / 3 (dots 7 and 8: n & 1), row n % 3 (3). */
	for (dot = 0; dot < 8; dot++) {
		unsigned dc = dot < 6 ? dot / 3 : dot & 1u, dr = dot < 6 ? dot % 3 : 3;

		x = (col + (dc + 0.5) / 2) / 2;
		y = row + (dr + 0.5) / 4;
		if (on_wall(m, t, x, y))
			dots |= 1u << dot;
	}
	*k = dots;
	return TEXT_WALL;
}
