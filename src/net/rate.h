/* rate.h - a token bucket: so many a second, so many at once.
 *
 * The host holds one for each peer's lines (a flood is dropped) and one
 * for each racer's moves (moves beyond it are ignored); the front end
 * holds one for its own player, a little stricter, so that the moves it
 * sends are never the ones the host ignores.  Time is ms of a monotonic
 * clock, given by the caller.
 */
#ifndef MAZEGAME_NET_RATE_H
#define MAZEGAME_NET_RATE_H

#include <stdbool.h>
#include <stdint.h>

/* One bucket; all zero is a full one (filled on first use). */
struct rate {
	uint64_t credit;   /* thousandths of a take */
	uint64_t at;       /* when credit was last brought up to date */
	bool primed;
};

/* Takes one from r at time now if it holds one, allowing per_s a
 * second and burst at once; returns whether it did. */
bool rate_take(struct rate *r, uint64_t now, unsigned per_s, unsigned burst);

/* Fills r to its burst again (a new race). */
void rate_reset(struct rate *r);

#endif
