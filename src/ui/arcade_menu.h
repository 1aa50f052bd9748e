/* arcade_menu.h - the arcade's screen: what a visitor may do, every
 * key shown (README, "The arcade"). */
#ifndef MAZEGAME_UI_ARCADE_MENU_H
#define MAZEGAME_UI_ARCADE_MENU_H

/* What a visitor chose. */
enum arcade_choice {
	ARCADE_LEAVE,       /* q, or the terminal is gone */
	ARCADE_PLAY,        /* p: a new maze */
	ARCADE_DAILY,       /* d: the maze of the day */
	ARCADE_RACE,        /* r: the arcade's race room */
	ARCADE_WATCH,       /* w: another visitor's game, watched */
	ARCADE_SCORES,      /* s: the high scores */
	ARCADE_HISTORY,     /* h: the visitor's games so far */
};

/* Shows the arcade's screen to the visitor name, with note (a line of
 * news, or NULL) under the greeting, until a choice is made; redrawn
 * on every resize, at any size.  Starts and ends curses itself. */
enum arcade_choice ui_arcade_menu(const char *name, const char *note);

/* Writes s at row y of the screen (curses'), centred, cut at the
 * screen's edge, in attributes attr; nothing for a row off the screen.
 * For the arcade's screens. */
void ui_arcade_centred(int y, const char *s, int attr);

#endif
