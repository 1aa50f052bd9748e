/* mouse.c - the mouse: a click on the maze runs along a straight
 * open line or flashes the cell; the wheel scrolls the replay, the
 * maze's view and the help. */
#include "config.h"

#include <curses.h>

#include "maze/shape.h"
#include "ui/canvas.h"
#include "ui/screen.h"
#include "ui/view.h"

/* How far one turn of the wheel scrolls the help, in lines (a view
 * scrolls half a screen, as an arrow key scrolls the replay). */
#define WHEEL_STEP 3

/* The maze's cell at screen (x, y), or -1 for a wall, a post, or a
 * place off the maze. */
static int64_t
cell_at(const struct ui *u, uint32_t x, uint32_t y)
{
	const maze *m = u->s.g.p.m;
	int64_t cx = (int64_t)x + u->d.vx, cy = (int64_t)y + u->d.vy;
	uint32_t i;

	if (m->shape != NULL)
		return (int64_t)y < u->d.rows && canvas_cell_at(m, cx, cy, &i)
		    ? (int64_t)i : -1;
	if ((int64_t)y >= u->d.rows || cx < 0 || cy < 0
	    || cx % CELL_COLS == 0 || cy % CELL_ROWS != 1
	    || cx / CELL_COLS >= m->w || cy / CELL_ROWS >= m->h)
		return -1;
	return cy / CELL_ROWS * (int64_t)m->w + cx / CELL_COLS;
}

void
ui_mouse(struct ui *u, const struct mouse_event *ev)
{
	int wheel = ev->kind == MOUSE_WHEEL_UP ? -WHEEL_STEP
	    : ev->kind == MOUSE_WHEEL_DOWN ? WHEEL_STEP : 0;
	int64_t cell;

	if (!u->s.playing)
		return;
	switch (u->screen) {
	case SCR_MAZE:
		if (wheel != 0)
			view_pan(&u->d, &u->s.g, 0, wheel / WHEEL_STEP);
		else if (ev->kind == MOUSE_CLICK && (cell = cell_at(u, ev->x, ev->y)) >= 0)
			ui_maze_click(u, (uint32_t)cell);
		break;
	case SCR_RESULT:   /* the replay scrolls as the arrows scroll it */
		if (wheel != 0)
			view_pan(&u->d, &u->s.g, 0, wheel / WHEEL_STEP);
		break;
	case SCR_HELP:
		if (wheel != 0) {
			u->help.top += wheel;
			u->redraw = true;
		}
		break;
	default:
		break;
	}
}
