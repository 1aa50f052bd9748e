/* leave.h - the way out of a front end: how the game ended (a status,
 * a lost terminal, saved or not, something left unwritten), and what
 * follows from it: the exit status and what the player reads after the
 * screen is gone.  Nothing here prints: the front end prints the lines
 * and main returns the status.  (The save nobody was asked about is
 * quitting's: quit_save_unasked, front/quit.h.)
 */
#ifndef MAZEGAME_FRONT_LEAVE_H
#define MAZEGAME_FRONT_LEAVE_H

#include <stdbool.h>

#include "front/notices.h"

/* How the game ended, filled on the way. */
struct leave {
	int status;          /* the loop's end: an enum mg_exit */
	bool lost;           /* the terminal went away */
	bool saved;          /* the game was saved on the way out */
	bool quit_unsaved;   /* quit though the game could not be saved:
	                      * exit status 1 */
	bool unwritten;      /* a score or a run could not be written:
	                      * exit status 1 */
	bool arcade;         /* an arcade visitor's game, resumed from the
	                      * arcade's screen, not a command line */
};

/* The most lines leave_lines gives. */
#define LEAVE_LINES (NOTICES_MAX + 2)

/* Returns the exit status for main: the loop's, or 1 when it was 0 but
 * something could not be written. */
int leave_status(const struct leave *l);

/* Fills lines with what the player reads on standard error after the
 * screen is gone (kept's notices, then whether the game was saved),
 * without the program's name; returns how many (at most LEAVE_LINES). */
int leave_lines(const struct leave *l, const struct notices *kept,
    char lines[LEAVE_LINES][NOTICE_MAX]);

#endif
