/* pause.c - the pause: the maze hidden, the clock stopped. */
#include "config.h"

#include <curses.h>

#include "base/i18n.h"
#include "ui/pause.h"
#include "ui/screen.h"

void
ui_pause_draw(struct ui *u)
{
	/* TRANSLATORS: the pause box: the long line is shown where it
	 * fits (at most 44 columns keep it from 48 on), the short one
	 * below. */
	const char *const lines[] = {
		_("The maze is hidden and the clock is stopped."),
	};
	const char *const short_lines[] = { _("Maze hidden, clock stopped.") };

	erase();
	/* TRANSLATORS: the pause box's title and footer. */
	draw_box(&u->d, draw_pick(lines[0], NULL, COLS - 4) ? lines : short_lines,
	    1, -1, _("Paused"),
	    _("any key goes on"));
}

void
ui_pause_key(struct ui *u, keycode k)
{
	(void)k;
	ui_back(u);
}
