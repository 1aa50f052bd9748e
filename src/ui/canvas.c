/* canvas.c - the maze's canvas, whoever draws on it: walls, posts and
 * the glyphs the screen gives each cell and passage. */
#include "config.h"

#include <curses.h>

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

struct glyph
canvas_glyph(const struct draw *d, const struct canvas *c, uint32_t cx,
    uint32_t cy)
{
	const maze *m = c->m;
	struct glyph gl = { L' ', A_NORMAL, 0 };
	uint32_t x = cx / CELL_COLS, y = cy / CELL_ROWS, k = cx % CELL_COLS;

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
