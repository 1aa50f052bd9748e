/* status_words.h - the status in words, as the screen-reader mode says
 * it and the key that reads the whole status shows it: where the player
 * is, where the exit lies, the counts (a marathon's too), with the
 * time and the help taken when all of it is asked for, and the race's
 * news.  The front end lays it out (a line, a box).
 */
#ifndef MAZEGAME_STATUS_WORDS_H
#define MAZEGAME_STATUS_WORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "play/game.h"
#include "play/marathon.h"

/* What the status is said of, beside the game. */
struct status_say {
	const struct marathon *mr; /* the marathon on, or NULL */
	bool marathon_lost;        /* its maze is past its most moves */
	const char *said;          /* the last move's sentence (describe_move)
	                            * to say where the player is, or NULL */
	const char *race;          /* the race's news, or NULL */
	uint64_t now;              /* the clock's ms, for the time played */
};

/* Writes what the status of game g says, in words, to buf: where the
 * player is (say->said when there is one), where the exit lies and the
 * counts; with all, the time and the help taken too.  Returns buf. */
char *status_words(const struct game *g, const struct status_say *say,
    bool all, char *buf, size_t size);

#endif
