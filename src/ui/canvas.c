/* canvas.c - the maze's canvas, whoever draws on it: walls, posts and
 * the glyphs the screen gives each cell and passage. */
#include "config.h"

#include <curses.h>
#include <string.h>

#include "maze/shape.h"
#include "maze/shape_text.h"
#include "ui/canvas.h"

/* Whether cell (x, y) exists and is shown. */
static bool
shown(const struct canvas *c, int64_t x, int64_t y)
{
	const maze *m = c->m;

	return x >= 0 && y >= 0 && x < m->w && y < m->h
	    && (c->shown == NULL || c->shown(c->ctx, (uint32_t)y * m->w + (uint32_t)x));
}

/* A wall glyph with arms: the terminal's own colours. */
static struct glyph
wall(const struct draw *d, unsigned arms)
{
	struct glyph gl = { draw_box_char(d, arms), d->text, 0 };

	return gl;
}

/* The maze drawn round (its shape's round picture) and the tenths of a
 * row a ring is thick there; any other maze, or this one at 0, is drawn
 * on its shape's character grid.  The game's view chooses (canvas_fit):
 * the watch and the map keep the grid. */
static struct {
	const maze *m;
	const struct shape *shape;   /* and its shape and size, so that a */
	uint32_t w, h;               /* new maze where it was is not it */
	unsigned t;
} round_pick;

/* The ring's thickness in tenths of a row where m is drawn round, else
 * 0. */
static unsigned
round_of(const maze *m)
{
	return m == round_pick.m && m->shape == round_pick.shape
	    && m->w == round_pick.w && m->h == round_pick.h ? round_pick.t : 0;
}

/* The thickest ring drawn round (the thinnest is canvas.h's). */
#define ROUND_MAX 30u

bool
canvas_fit(const maze *m, int rows, int cols)
{
	uint32_t pr, pc;
	unsigned t;

	round_pick.m = NULL;
	round_pick.t = 0;
	if (m->shape == NULL || m->shape->round_size == NULL)
		return false;
	for (t = ROUND_MAX; t >= SHAPE_ROUND_MIN; t--) {
		m->shape->round_size(m, t, &pr, &pc);
		if (pr <= (uint32_t)rows && pc <= (uint32_t)cols) {
			round_pick.m = m;
			round_pick.shape = m->shape;
			round_pick.w = m->w;
			round_pick.h = m->h;
			round_pick.t = t;
			return true;
		}
	}
	return false;
}

bool
canvas_round(const maze *m)
{
	return round_of(m) != 0;
}

void
canvas_size(const maze *m, int64_t *cw, int64_t *ch)
{
	uint32_t rows, cols;

	if (round_of(m) != 0) {
		m->shape->round_size(m, round_of(m), &rows, &cols);
		*cw = cols;
		*ch = rows;
		return;
	}
	if (m->shape == NULL) {
		*cw = CELL_COLS * (int64_t)m->w + 1;
		*ch = CELL_ROWS * (int64_t)m->h + 1;
		return;
	}
	m->shape->text_size(m, &rows, &cols);
	*cw = cols;
	*ch = rows;
}

void
canvas_bounds(const maze *m, uint32_t cell, int64_t r[4])
{
	uint32_t fr[4];
	int64_t cw, ch;

	if (m->shape != NULL && m->shape->text_part != NULL) {
		m->shape->text_part(m, cell, fr);
		r[0] = fr[0];
		r[1] = fr[1];
		r[2] = fr[2];
		r[3] = fr[3];
		return;
	}
	canvas_size(m, &cw, &ch);
	r[0] = r[1] = 0;
	r[2] = cw - 1;
	r[3] = ch - 1;
}

bool
canvas_shows(const maze *m, uint32_t at, uint32_t i)
{
	int64_t b[4], cx, cy;

	canvas_bounds(m, at, b);
	canvas_cell(m, i, &cx, &cy);
	return cx >= b[0] && cx <= b[2] && cy >= b[1] && cy <= b[3];
}

void
canvas_cell(const maze *m, uint32_t i, int64_t *cx, int64_t *cy)
{
	uint32_t row, col;

	if (m->shape == NULL) {
		*cx = CELL_COLS * (int64_t)(i % m->w) + CELL_COLS / 2;
		*cy = CELL_ROWS * (int64_t)(i / m->w) + 1;
		return;
	}
	if (round_of(m) != 0)
		m->shape->round_cell(m, round_of(m), i, &row, &col);
	else
		m->shape->text_cell(m, i, &row, &col);
	*cx = col;
	*cy = row;
}

void
canvas_rect(const maze *m, uint32_t x0, uint32_t y0, uint32_t x1,
    uint32_t y1, int64_t r[4])
{
	uint32_t y, f0[4], f1[4];
	int64_t cx, cy;

	/* Cells not in rows of w (the circle's rings): the whole canvas. */
	if (m->shape != NULL && m->n != (uint64_t)m->w * m->h) {
		canvas_size(m, &r[2], &r[3]);
		r[0] = r[1] = 0;
		return;
	}
	/* Rows in two parts of the grid (two floors): every part from the
	 * one to the other. */
	if (m->shape != NULL && m->shape->text_part != NULL) {
		m->shape->text_part(m, y0 * m->w + x0, f0);
		m->shape->text_part(m, y1 * m->w + x0, f1);
		if (memcmp(f0, f1, sizeof f0) != 0) {
			r[0] = f0[0];
			r[1] = f0[1];
			r[2] = f1[2];
			r[3] = f1[3];
			return;
		}
	}
	r[0] = r[1] = INT64_MAX;
	r[2] = r[3] = INT64_MIN;
	/* The corners' cells, and the next row's: shapes may shift rows. */
	for (y = y0; y <= y1 && y <= y0 + 1; y++) {
		canvas_cell(m, y * m->w + x0, &cx, &cy);
		r[0] = cx < r[0] ? cx : r[0];
		canvas_cell(m, y * m->w + x1, &cx, &cy);
		r[2] = cx > r[2] ? cx : r[2];
	}
	canvas_cell(m, y0 * m->w + x0, &cx, &cy);
	r[1] = cy;
	canvas_cell(m, y1 * m->w + x0, &cx, &cy);
	r[3] = cy;
	r[0] -= CELL_COLS / 2;
	r[2] += CELL_COLS / 2;
	r[1] -= CELL_ROWS / 2;
	r[3] += CELL_ROWS / 2;
}

/* Whether cell i of a canvas is shown. */
static bool
cell_shown(const struct canvas *c, uint32_t i)
{
	return c->shown == NULL || c->shown(c->ctx, i);
}

/* Whether (cx, cy) of a canvas of any shape but the square grid is a
 * wall that stands beside a cell shown; *vertical tells which way it
 * runs. */
static bool
shape_wall(const struct canvas *c, int64_t cx, int64_t cy, bool *vertical)
{
	const maze *m = c->m;
	uint32_t i, j, row, col;
	unsigned k;
	bool has;

	if (cx < 0 || cy < 0 || m->shape->text_at(m, (uint32_t)cy, (uint32_t)cx,
	    &i, &k) != TEXT_WALL)
		return false;
	has = maze_next(m, i, k, &j);
	if (!cell_shown(c, i) && !(has && cell_shown(c, j)))
		return false;
	m->shape->text_cell(m, i, &row, &col);
	*vertical = row == cy;
	return !has || !maze_way_open(m, i, k);
}

/* Whether wall square column cx of cell i's way k is an open way
 * across the canvas' first or last column: the seam where a circle's
 * ring closes (a wall there on another shape has no cell beyond). */
static bool
seam_open(const struct canvas *c, uint32_t cx, uint32_t i, unsigned k)
{
	int64_t cw, ch;
	uint32_t j;

	/* The canvas' width is asked only off the first column. */
	if (cx != 0) {
		canvas_size(c->m, &cw, &ch);
		if ((int64_t)cx != cw - 1)
			return false;
	}
	return maze_next(c->m, i, k, &j) && maze_way_open(c->m, i, k)
	    && (cell_shown(c, i) || cell_shown(c, j));
}

/* The open seam drawn as a way on round, never as a gap that reads as
 * a way out: an arrow toward the edge (left at the left edge). */
static struct glyph
seam_glyph(const struct draw *d, bool left)
{
	struct glyph gl = { L' ', A_NORMAL, 0 };

	gl.ch = left ? (d->ascii ? L'<' : L'\x2190') : (d->ascii ? L'>' : L'\x2192');
	gl.attr = d->text;
	return gl;
}

/* An open way across a corner (upsilon's octagons): a double arrow
 * along it (as the circle's seam is an arrow: a way, not a wall),
 * in the colour of words, or the way out's mark; nothing where
 * neither cell is shown. */
static struct glyph
corner_glyph(const struct draw *d, const struct canvas *c, uint32_t i,
    unsigned k)
{
	struct glyph gl = { L' ', A_NORMAL, 0 };
	uint32_t j;

	if (!maze_next(c->m, i, k, &j) || (!cell_shown(c, i) && !cell_shown(c, j)))
		return gl;
	if (c->on_path != NULL && c->on_path(c->ctx, i, k))
		return draw_mark_glyph(d, MARK_PATH);
	if (shape_corner_char(c->m, i, j) == '\\')
		gl.ch = d->ascii ? L'\\' : L'\x2921';
	else
		gl.ch = d->ascii ? L'/' : L'\x2922';
	gl.attr = d->text;
	return gl;
}

/* canvas_glyph on any shape but the square grid: the shape says what
 * each position is; a post's arms are the walls beside it. */
static struct glyph
shape_glyph(const struct draw *d, const struct canvas *c, uint32_t cx,
    uint32_t cy)
{
	const maze *m = c->m;
	struct glyph gl = { L' ', A_NORMAL, 0 };
	uint32_t i, j, row, col, wc;
	unsigned k, arms = 0;
	char ch;
	bool v;

	switch (m->shape->text_at(m, cy, cx, &i, &k)) {
	case TEXT_CELL:
		return cell_shown(c, i) ? c->cell(d, c->ctx, i, k) : gl;
	case TEXT_WALL:
		if (shape_wall(c, cx, cy, &v)) {
			/* Slanting sides and flat ones under a row (the
			 * triangle's) as the text picture draws them; the
			 * others straight, '|' or '-'. */
			ch = shape_text_wall_char(m, i, k);
			if (ch == '/' || ch == '\\' || ch == '_') {
				gl = wall(d, 5);
				gl.ch = d->ascii ? (wchar_t)ch : ch == '/' ? L'\x2571'
				    : ch == '\\' ? L'\x2572' : L'\x2581';
				return gl;
			}
			return wall(d, v ? 5 : 10);
		}
		/* The way out crosses a gap at the wall's own square (a gap
		 * of a floors maze is three columns wide). */
		m->shape->text_wall(m, i, k, &j, &wc);
		if (c->on_path != NULL && j == cy && wc == cx && maze_next(m, i, k, &j)
		    && (cell_shown(c, i) || cell_shown(c, j))
		    && maze_way_open(m, i, k) && c->on_path(c->ctx, i, k))
			return draw_mark_glyph(d, MARK_PATH);
		if (seam_open(c, cx, i, k))
			return seam_glyph(d, cx == 0);
		return gl;
	case TEXT_UNDER:
		/* A side of a bridge (weave): a passage runs beneath it, so
		 * it is drawn as a bridge's parapet, a double line, apart
		 * from a wall and from an opening. */
		if (!cell_shown(c, i) && !(maze_next(m, i, k, &j)
		    && cell_shown(c, j)))
			return gl;
		m->shape->text_cell(m, i, &row, &col);
		gl.ch = row == cy ? (d->ascii ? L':' : L'\x2551')
		    : (d->ascii ? L'=' : L'\x2550');
		gl.attr = d->text;
		return gl;
	case TEXT_CORNER:
		/* A way across the corner where two cells meet: a slant
		 * while it is open, a post while it is closed. */
		if (maze_way_open(m, i, k))
			return corner_glyph(d, c, i, k);
		/* FALLTHROUGH */
	case TEXT_POST:
		if (shape_wall(c, cx, (int64_t)cy - 1, &v) && v) arms |= 1;
		if (shape_wall(c, (int64_t)cx + 1, cy, &v) && !v) arms |= 2;
		if (shape_wall(c, cx, (int64_t)cy + 1, &v) && v) arms |= 4;
		if (shape_wall(c, (int64_t)cx - 1, cy, &v) && !v) arms |= 8;
		/* In ASCII a post joins a vertical wall as '+'; between
		 * halves of a wall row alone it is part of the line ('-'),
		 * so that the gaps of the diagonal ways stand out. */
		if (arms != 0 && d->ascii && !(arms & 5u)) {
			gl = wall(d, 10);
			return gl;
		}
		if (arms == 0)
			return gl;
		return wall(d, d->ascii ? 15 : arms);
	default:
		return gl;
	}
}

/* canvas_glyph on a maze drawn round: marks at the cells' centres, the
 * walls in braille dots (with --ascii in lines of '-', '|', '/', '\\'
 * and '+'), those of cells not shown blank. */
static struct glyph
round_glyph(const struct draw *d, const struct canvas *c, uint32_t cx,
    uint32_t cy)
{
	const maze *m = c->m;
	struct glyph gl = { L' ', A_NORMAL, 0 };
	uint32_t i;
	unsigned k;

	unsigned ascii = d->ascii ? SHAPE_ROUND_ASCII : 0;

	switch (m->shape->round_at(m, round_of(m), cy, cx,
	    SHAPE_ROUND_MARKS | ascii, &i, &k)) {
	case TEXT_CELL:
		/* A blank mark's place shows the walls there (the rim's
		 * may pass it). */
		if (cell_shown(c, i))
			gl = c->cell(d, c->ctx, i, k);
		if (gl.ch != L' ')
			return gl;
		if (m->shape->round_at(m, round_of(m), cy, cx, ascii, &i, &k)
		    != TEXT_WALL)
			return gl;
		/* FALLTHROUGH */
	case TEXT_WALL:
		if ((d->ascii ? k == ' ' : k == 0) || !cell_shown(c, i))
			return gl;
		gl = wall(d, 5);
		gl.ch = d->ascii ? (wchar_t)k : (wchar_t)(0x2800 + k);
		return gl;
	default:
		return gl;
	}
}

bool
canvas_cell_at(const maze *m, int64_t cx, int64_t cy, uint32_t *i)
{
	unsigned k;

	if (m->shape == NULL || cx < 0 || cy < 0)
		return false;
	if (round_of(m) != 0)
		return m->shape->round_at(m, round_of(m), (uint32_t)cy,
		    (uint32_t)cx, SHAPE_ROUND_MARKS, i, &k) == TEXT_CELL;
	return m->shape->text_at(m, (uint32_t)cy, (uint32_t)cx, i, &k)
	    == TEXT_CELL;
}

struct glyph
canvas_glyph(const struct draw *d, const struct canvas *c, uint32_t cx,
    uint32_t cy)
{
	const maze *m = c->m;
	struct glyph gl = { L' ', A_NORMAL, 0 };
	uint32_t x = cx / CELL_COLS, y = cy / CELL_ROWS, k = cx % CELL_COLS;

	if (round_of(m) != 0)
		return round_glyph(d, c, cx, cy);
	if (m->shape != NULL)
		return shape_glyph(d, c, cx, cy);
	if (cy % CELL_ROWS == 1 && k != 0) {
		/* Inside a cell. */
		if (shown(c, x, y))
			gl = c->cell(d, c->ctx, y * m->w + x, k);
	} else if (cy % CELL_ROWS == 1) {
		/* Between cells (x-1, y) and (x, y). */
		if (!shown(c, (int64_t)x - 1, y) && !shown(c, x, y))
			return gl;
		if (maze_wall_stands(m, x, y, DIR_W))
			gl = wall(d, 5);
		else if (c->on_path != NULL && c->on_path(c->ctx, y * m->w + x, DIR_W))
			gl = draw_mark_glyph(d, MARK_PATH);
	} else if (k != 0) {
		/* Between cells (x, y-1) and (x, y). */
		if (!shown(c, x, (int64_t)y - 1) && !shown(c, x, y))
			return gl;
		if (maze_wall_stands(m, x, y, DIR_N))
			gl = wall(d, 10);
		else if (k == CELL_COLS / 2 && c->on_path != NULL
		    && c->on_path(c->ctx, y * m->w + x, DIR_N))
			gl = draw_mark_glyph(d, MARK_PATH);
	} else {
		/* A corner post: which of its four arms are walls. */
		unsigned arms = 0;

		if (!shown(c, (int64_t)x - 1, (int64_t)y - 1) && !shown(c, x, (int64_t)y - 1)
		    && !shown(c, (int64_t)x - 1, y) && !shown(c, x, y))
			return gl;
		if (y > 0 && maze_wall_stands(m, x, y - 1, DIR_W)) arms |= 1;
		if (x < m->w && maze_wall_stands(m, x, y, DIR_N)) arms |= 2;
		if (y < m->h && maze_wall_stands(m, x, y, DIR_W)) arms |= 4;
		if (x > 0 && maze_wall_stands(m, x - 1, y, DIR_N)) arms |= 8;
		/* In ASCII every post is a '+', as in the block format. */
		if (arms != 0)
			gl = wall(d, d->ascii ? 15 : arms);
	}
	return gl;
}
