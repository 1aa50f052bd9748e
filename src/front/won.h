/* won.h - a win kept, as every front end keeps it: the score (or the
 * marathon's maze), the run (--record's file, your best, the race
 * against a ghost), and what is left to say about them: the result
 * box's note and the notices printed on the way out.  Nothing here
 * draws; the front end shows the result.
 */
#ifndef MAZEGAME_WON_H
#define MAZEGAME_WON_H

#include <stdbool.h>
#include <stdint.h>

#include "app/runs.h"
#include "app/session.h"
#include "front/notices.h"

/* What keeping a win left for the result screen. */
struct won_note {
	char text[320];     /* the result box's line: what was not kept, or
	                     * the run's news (a race won); empty: none */
	bool unwritten;     /* a score or a run could not be written (not
	                     * merely set aside): the exit status is 1 */
};

/* Keeps the win of s's game for player (a login name) at time now
 * (seconds since the epoch): in the scores, or as a marathon's maze;
 * then the run in rs.  Adds what the player must still read to kept
 * and fills *out. */
void won_keep(struct session *s, struct runs *rs, const char *player,
    int64_t now, struct notices *kept, struct won_note *out);

#endif
