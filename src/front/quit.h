/* quit.h - leaving a game as the player asked, decided once for every
 * front end: whether there is anything to keep, asking before the save
 * replaces another saved game, saving, and the questions when that
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
	QUIT_ASK_REPLACE,   /* saving would replace another saved game: ask
	                     * (quit_replace_lines, quit_replace_answers) */
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

/* The answers before a save replaces another saved game: y saves this
 * one, d keeps the other, n goes back to the game. */
extern const struct answer quit_replace_answers[QUESTION_ANSWERS];

/* Writes the question when saving failed for reason why to lines;
 * returns how many (2). */
int quit_failed_lines(const char *why, char lines[][QUESTION_LINE_MAX]);

/* Writes the question before a save replaces another saved game to
 * lines; returns how many (2). */
int quit_replace_lines(char lines[][QUESTION_LINE_MAX]);

/* When the game ended by a signal or a lost terminal (l's status other
 * than 0, not a quit without saving) and s holds an unfinished game,
 * saves it without asking: there is nobody to ask.  Marks l saved, and
 * keeps in kept where another saved game went, or why saving failed. */
void quit_save_unasked(struct leave *l, struct session *s, uint64_t now,
    struct notices *kept);

#endif
