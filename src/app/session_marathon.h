/* session_marathon.h - a session that plays a marathon (--marathon):
 * the kind of maze follows the marathon's level, each maze won is
 * scored, and the end goes with the best marathons on disk.  The
 * state is in struct session (marathon_on, mr, ...).
 */
#ifndef MAZEGAME_SESSION_MARATHON_H
#define MAZEGAME_SESSION_MARATHON_H

#include "app/session.h"

/* Starts marathon of seed in s (daily: the day's)
 * and sets the kind to its first maze. */
void session_marathon_start(struct session *s, uint64_t seed, bool daily);

/* Moves s on to the marathon's next maze (unless it is over). */
void session_marathon_next(struct session *s);

/* Sets s's kind to the marathon's current maze. */
void session_marathon_kind(struct session *s);

/* Records the marathon's maze just won (in place of
 * session_record_win: its mazes go in no table of their own): its
 * points, or the end when it took more than twice optimal (then the
 * marathon is recorded as session_marathon_end does); the saved game
 * is forgotten.  Returns 0, or -1 with a message. */
int session_marathon_won(struct session *s, const char *player,
    int64_t when, mg_err *e);

/* Ends the marathon in s (once): it goes with the
 * best marathons on disk, and s->marathons and s->marathon_index say
 * where.  Returns 0, or -1 with a message. */
int session_marathon_end(struct session *s, const char *player,
    int64_t when, mg_err *e);

/* Returns whether s plays a marathon's maze that is lost already: its
 * moves are past its max, so its exit scores nothing and ends the
 * marathon. */
bool session_marathon_lost(const struct session *s);

/* Writes the marathon's state for the status line
 * ("maze 3, score 1.875, at most 24 moves") to buf; returns buf, empty
 * when s plays no marathon. */
const char *session_marathon_status(const struct session *s, char *buf,
    size_t size);

#endif
