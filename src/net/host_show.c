/* host_show.c - a player's own game on show (an arcade's visitor's):
 * the host's own player plays alone, each position told as the game
 * has it, and every peer watches (host.h). */
#include "config.h"

#include "base/i18n.h"
#include "net/host_int.h"

int
host_show_maze(struct host *h, const struct host_maze *mz, uint64_t now,
    mg_err *e)
{
	if (!h->show || h->local < 0)
		return err_set(e, _("this room shows no game"));
	/* A room's shape is told once, at the welcome. */
	if (mz->shape != h->mz.shape || mz->shape_k != h->mz.shape_k)
		return err_set(e, _("a game on show keeps its shape"));
	h->now = now;
	/* The last game, left unfinished, ends here. */
	if (h->race.state == PROTO_ROOM_RACE)
		host_results(h);
	if (host_prepare_rematch(h, mz, e) != 0)
		return -1;
	h->t0 = now;
	host_go(h);
	host_flush(h);
	return 0;
}

void
host_show_at(struct host *h, uint32_t cell, uint64_t moves, uint64_t now)
{
	const struct race_racer *x;

	if (!h->show || h->local < 0 || cell >= h->mz.m->n)
		return;
	x = &h->race.r[h->local];
	if (h->race.state != PROTO_ROOM_RACE || x->state != PROTO_RACER_RACING
	    || (cell == h->cell[h->local] && moves == x->moves))
		return;
	h->now = now;
	host_arrive(h, (unsigned)h->local, cell, moves, now);
	host_flush(h);
}

unsigned
host_watchers(const struct host *h)
{
	unsigned id, n = 0;

	for (id = 0; id < RACE_SLOTS; id++)
		if (h->race.r[id].used
		    && h->race.r[id].state == PROTO_RACER_SPECTATOR)
			n++;
	return n;
}
