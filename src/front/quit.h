/* quit.h - leaving a game as the player asked, decided once for every
 * front end: whether there is anything to keep, saving it (as a save
 * of its own: no game replaces another's), and the question when that
 * fails.  The front end asks the questions and ends its loop.
 */
#ifndef MAZEGAME_QUIT_H
#define MAZEGAME_QUIT_H

#include <stdint.h>

#include "app/session.h"
#include "base/err.h"
#include "front/leave.h"
#include "front/notices.h"
#include "front/question.h"

/* What quitting does first. */
enum quit_step {
	QUIT_END,           /* nothing worth keeping: the game just ends */
	QUIT_SAVE,          /* save it (quit_save) */
};

/* Returns what quitting session s's game does first. */
enum quit_step quit_first(const struct session *s);

/* Saves s's game, trying again when a wait for the lock was cut short
 * by a signal that does not end the game (quit_signal() returns 0; at
 * most five tries).  Returns 0, with a warning about the game's record
 * kept in kept, or -1 with a message. */
int quit_save(struct session *s, int (*quit_signal)(void),
    struct notices *kept, mg_err *e);

/* The answers when saving failed: y tries again, d quits all the same
 * (the game is lost), n goes back to the game. */
extern const struct answer quit_failed_answers[QUESTION_ANSWERS];

/* Writes the question when saving failed for reason why to lines;
 * returns how many (2). */
int quit_failed_lines(const char *why, char lines[][QUESTION_LINE_MAX]);

/* How long a save nobody asked for may keep trying when signals cut
 * its waits for the lock short: within the 2 s a lost terminal's game
 * has to end. */
#define QUIT_UNASKED_MS 1500

/* When the game ended by a signal or a lost terminal (l's status other
 * than 0, not a quit without saving) and s holds an unfinished game,
 * saves it without asking: there is nobody to ask (a wait for the lock
 * cut short by another signal is tried again, for QUIT_UNASKED_MS at
 * most).  Marks l saved, or keeps in kept why saving failed. */
void quit_save_unasked(struct leave *l, struct session *s, uint64_t now,
    struct notices *kept);

#endif
