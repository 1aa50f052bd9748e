/* ui_help.c - the keys, from the key table, over the maze; scrolls
 * when the terminal is too short to show them all. */
#include "config.h"

#include <curses.h>

#include "ui_screen.h"

#define HELP_MAX 32

/* Returns how many help lines fit in the box. */
static int
help_rows(const struct ui *u)
{
	int rows = u->d.rows - 2;

	return rows < 1 ? 1 : rows;
}

void
ui_help_draw(struct ui *u)
{
	char text[HELP_MAX][KEYS_LINE_MAX];
	const char *lines[HELP_MAX];
	int n = keys_help(text, HELP_MAX), rows = help_rows(u), i;
	bool more;

	if (u->help_top > n - rows)
		u->help_top = n - rows;
	if (u->help_top < 0)
		u->help_top = 0;
	more = n > rows;
	for (i = 0; i < n - u->help_top && i < rows; i++)
		lines[i] = text[u->help_top + i];
	draw_box(&u->d, lines, i, -1, more ? "Keys (Up/Down scroll)" : "Keys",
	    "any other key goes back");
}

void
ui_help_key(struct ui *u, keycode k)
{
	enum cmd c = keys_lookup(KEYS_PLAY, k);
	int page = help_rows(u);

	if (c == CMD_MOVE_N || k == KEYC_PGUP) {
		u->help_top -= c == CMD_MOVE_N ? 1 : page;
		u->redraw = true;
	} else if (c == CMD_MOVE_S || k == KEYC_PGDN) {
		u->help_top += c == CMD_MOVE_S ? 1 : page;
		u->redraw = true;
	} else {
		ui_back(u);
	}
}
