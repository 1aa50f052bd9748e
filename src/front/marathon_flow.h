/* marathon_flow.h - a marathon between screens, decided once for every
 * front end: what r, n and q do on the result of one of its mazes, which
 * commands its mazes refuse, and its end kept with the best marathons.
 * The front end starts the next maze, shows the refusal and ends its
 * loop.
 */
#ifndef MAZEGAME_MARATHON_FLOW_H
#define MAZEGAME_MARATHON_FLOW_H

#include <stdbool.h>
#include <stdint.h>

#include "app/session.h"
#include "front/notices.h"
#include "play/command.h"

/* What a command does on the result of a marathon's maze. */
enum marathon_step {
	MARATHON_NOT_MINE,   /* no marathon, or a command it leaves alone */
	MARATHON_STAY,       /* taken, and nothing happens (r; n once over) */
	MARATHON_NEXT,       /* n: the next maze (session_marathon_next done) */
	MARATHON_END,        /* q: the marathon ends where it stands */
};

/* Returns what command c does on the result of session s's maze, and
 * moves s on to the next maze when it is MARATHON_NEXT. */
enum marathon_step marathon_flow_result(struct session *s, enum cmd c);

/* Returns whether c is refused on a marathon's maze: playing it again
 * or another (r, n); marathon_words_refused() says why. */
bool marathon_flow_refuses(const struct session *s, enum cmd c);

/* Ends s's marathon, if one is on and not ended yet, with the best
 * marathons of player at time now (seconds since the epoch); a problem
 * is kept in kept.  Returns whether something could not be written
 * (not merely set aside): the exit status is then 1. */
bool marathon_flow_end(struct session *s, const char *player, int64_t now,
    struct notices *kept);

#endif
