/* race_standings.c - the standings of a room: places, the finish
 * table's order, who races, names as shown. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "net/race.h"
#include "net/race_standings.h"

void
race_display_name(const struct race_racer *x, char *buf, size_t size)
{
	if (x->session > 1)
		snprintf(buf, size, "%s (%u)", x->login, x->session);
	else
		snprintf(buf, size, "%s", x->login);
}

/* Returns how many racers in use are in one of the states whose bits
 * (1u << state) are set in mask. */
static unsigned
count_in(const struct race *r, unsigned mask)
{
	unsigned id, n = 0;

	for (id = 0; id < RACE_SLOTS; id++)
		n += r->r[id].used && (mask >> r->r[id].state & 1u);
	return n;
}

unsigned
race_in_race(const struct race *r)
{
	unsigned id, n = 0;

	/* A finisher who left keeps a place in the table, so counts: no
	 * place is ever past the count ("3rd of 2"). */
	for (id = 0; id < RACE_SLOTS; id++)
		n += r->r[id].used && (r->r[id].finished
		    || r->r[id].state == PROTO_RACER_RACING
		    || r->r[id].state == PROTO_RACER_FINISHED);
	return n;
}

unsigned
race_racers(const struct race *r)
{
	return count_in(r, ~(1u << PROTO_RACER_LEFT
	    | 1u << PROTO_RACER_SPECTATOR));
}

unsigned
race_percent(uint64_t optimal, uint64_t moves)
{
	if (moves == 0)
		return 0;
	if (optimal >= moves)
		return 100;
	return (unsigned)(optimal * 100 / moves);
}


bool
race_any_finished(const struct race *r)
{
	unsigned id;

	for (id = 0; id < RACE_SLOTS; id++)
		if (r->r[id].used && r->r[id].finished)
			return true;
	return false;
}

bool
race_me_racing(const struct race *r)
{
	return r->me >= 0 && (unsigned)r->me < RACE_SLOTS && r->state == PROTO_ROOM_RACE
	    && r->r[r->me].state == PROTO_RACER_RACING;
}
