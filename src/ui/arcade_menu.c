/* arcade_menu.c - the arcade's screen (arcade_menu.h). */
#include "config.h"

#include <curses.h>
#include <string.h>

#include "base/i18n.h"
#include "base/width.h"
#include "front/signals.h"
#include "ui/arcade_menu.h"
#include "ui/term.h"

/* The choices, each a key and its words, in the order shown. */
static const struct {
	int key;
	enum arcade_choice choice;
	const char *words;
} items[] = {
	/* TRANSLATORS: the arcade's screen: keep each short (at most
	 * 36 columns), the key is shown before it. */
	{ 'p', ARCADE_PLAY, N_("play a new maze") },
	{ 'd', ARCADE_DAILY, N_("the maze of the day") },
	{ 'r', ARCADE_RACE, N_("race the other visitors") },
	{ 'w', ARCADE_WATCH, N_("watch someone play") },
	{ 's', ARCADE_SCORES, N_("the high scores") },
	{ 'h', ARCADE_HISTORY, N_("your games so far") },
	{ 'q', ARCADE_LEAVE, N_("leave the arcade") },
};
#define NITEMS (sizeof items / sizeof items[0])

void
ui_arcade_centred(int y, const char *s, int attr)
{
	int w = (int)text_width(s), x = (COLS - w) / 2;

	if (y < 0 || y >= LINES)
		return;
	attron(attr);
	mvaddnstr(y, x < 0 ? 0 : x, s, -1);
	attroff(attr);
}

/* Draws the whole screen for its size now. */
static void
draw(const char *name, const char *note)
{
	char line[160];
	int rows = (int)NITEMS + 5 + (note != NULL), y, width = 0, x;
	size_t k;

	erase();
	for (k = 0; k < NITEMS; k++) {
		int w = (int)text_width(_(items[k].words)) + 4;

		if (w > width)
			width = w;
	}
	y = (LINES - rows) / 2;
	if (y < 0)
		y = 0;
	/* TRANSLATORS: the arcade's screen's title. */
	ui_arcade_centred(y++, _("mazegame arcade"), A_BOLD);
	/* TRANSLATORS: the arcade's screen: %s is the visitor's name. */
	snprintf(line, sizeof line, _("You play as %s"), name);
	ui_arcade_centred(y++, line, A_NORMAL);
	if (note != NULL)
		ui_arcade_centred(y++, note, A_NORMAL);
	y++;
	x = (COLS - width) / 2;
	if (x < 0)
		x = 0;
	for (k = 0; k < NITEMS && y < LINES; k++, y++) {
		attron(A_BOLD);
		mvaddch(y, x, (chtype)items[k].key);
		attroff(A_BOLD);
		mvaddnstr(y, x + 4, _(items[k].words), -1);
	}
	y++;
	/* TRANSLATORS: the arcade's screen's last line. */
	ui_arcade_centred(y < LINES ? y : LINES - 1, _("Press a key"), A_DIM);
	refresh();
}

enum arcade_choice
ui_arcade_menu(const char *name, const char *note)
{
	SCREEN *scr = ui_term_start(false);
	enum arcade_choice choice = ARCADE_LEAVE;
	bool done = false;

	if (scr == NULL)
		return ARCADE_LEAVE;
	draw(name, note);
	while (!done) {
		enum ui_wait w = ui_term_wait(-1);
		int ch;
		size_t k;

		if (w == UI_WAIT_LOST || signals_quit() != 0)
			break;
		while ((ch = getch()) != ERR) {
			if (ch == KEY_RESIZE) {
				draw(name, note);
				continue;
			}
			for (k = 0; k < NITEMS; k++)
				if (ch == items[k].key) {
					choice = items[k].choice;
					done = true;
				}
			if (done)
				break;
		}
	}
	ui_term_end(scr);
	return choice;
}
