/* ghost.c - the ghost of a recorded run on the maze screen: a faint
 * letter that walks at its own pace (app/runs.h says where it is). */
#include "config.h"

#include <curses.h>
#include <stdio.h>

#include "app/runs.h"
#include "ui/canvas.h"
#include "ui/screen.h"
#include "ui/view.h"

/* Where cell is on screen: returns whether the view shows its middle. */
static bool
on_screen(const struct draw *d, const maze *m, uint32_t cell, int *row,
    int *col)
{
	int64_t r, c;

	canvas_cell(m, cell, &c, &r);
	r -= d->vy;
	c -= d->vx;
	if (r < 0 || r >= d->rows || c < 0 || c >= d->cols)
		return false;
	*row = (int)r;
	*col = (int)c;
	return true;
}

void
ui_ghost_draw(struct ui *u)
{
	const struct game *g = &u->s.g;
	struct glyph gl = { L'g', A_DIM, 0 };
	uint32_t was, cell;
	char letter;
	int row, col;

	if (!u->s.playing || u->d.small || u->screen != SCR_MAZE)
		return;
	if (runs_ghost_seek(u->runs, g, draw_now_ms(), &was))
		view_cell(&u->d, g, was);
	if (!runs_ghost_at(u->runs, &cell, &letter) || cell == g->pos
	    || !game_visible(g, cell) || !canvas_shows(g->p.m, g->pos, cell)
	    || !on_screen(&u->d, g->p.m, cell, &row, &col))
		return;
	gl.ch = (wchar_t)letter;
	draw_put(row, col, gl);
}

int
ui_ghost_tick(struct ui *u, uint64_t now)
{
	if (!u->s.playing || u->screen != SCR_MAZE)
		return -1;
	ui_ghost_draw(u);
	return runs_ghost_wait(u->runs, &u->s.g, now);
}
