/* ui_pause.c - the pause: the maze hidden, the clock stopped. */
#include "config.h"

#include <curses.h>

#include "ui/screen.h"

void
ui_pause_draw(struct ui *u)
{
	static const char *const lines[] = {
		"The maze is hidden and the clock is stopped.",
	};

	erase();
	draw_box(&u->d, lines, 1, -1, "Paused", "any key goes on");
}

void
ui_pause_key(struct ui *u, keycode k)
{
	(void)k;
	ui_back(u);
}
