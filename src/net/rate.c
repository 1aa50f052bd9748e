/* rate.c - a token bucket. */
#include "config.h"

#include "net/rate.h"

bool
rate_take(struct rate *r, uint64_t now, unsigned per_s, unsigned burst)
{
	uint64_t cap = (uint64_t)burst * 1000;

	if (!r->primed) {
		r->primed = true;
		r->credit = cap;
		r->at = now;
	}
	/* A clock that went back gives nothing. */
	if (now > r->at) {
		uint64_t gain = (now - r->at) * per_s;

		r->credit = gain >= cap || r->credit >= cap - gain ? cap
		    : r->credit + gain;
		r->at = now;
	}
	if (r->credit < 1000)
		return false;
	r->credit -= 1000;
	return true;
}

void
rate_reset(struct rate *r)
{
	r->primed = false;
}
