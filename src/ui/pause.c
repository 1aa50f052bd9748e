/* pause.c - the pause: the maze hidden, the clock stopped. */
#include "config.h"

#include <curses.h>

#include "ui/screen.h"

void
ui_pause_draw(struct ui *u)
{
	static const char *const lines[] = {
		"The maze is hidden and the clock is stopped.",
	};
	static const char *const short_lines[] = { "Maze hidden, clock stopped." };

	erase();
	draw_box(&u->d, COLS - 4 >= 44 ? lines : short_lines, 1, -1, "Paused",
	    "any key goes on");
}

void
ui_pause_key(struct ui *u, keycode k)
{
	(void)k;
	ui_back(u);
}
