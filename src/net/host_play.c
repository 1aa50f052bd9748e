/* host_play.c - what a racer says to the room (a move, a run, the way
 * out shown, start), acted on in one place: the host's own player goes
 * through the same handler as every peer, only without a socket. */
#include "config.h"

#include "net/host_int.h"
#include "net/proto_move.h"

bool
host_command(struct host *h, unsigned id, uid_t uid,
    const struct proto_msg *m, uint64_t now)
{
	enum dir d;
	unsigned way;

	switch (m->type) {
	case PROTO_MOVE_N: case PROTO_MOVE_E: case PROTO_MOVE_S:
	case PROTO_MOVE_W:
		/* The square grid's words; a room of another shape takes
		 * its own (step), and ignores these as a key it lacks. */
		if (h->mz.shape == NULL && proto_move_dir(m->type, &d))
			host_step(h, id, d, false, now);
		return true;
	case PROTO_RUN:
		if (h->mz.shape == NULL)
			host_step(h, id, m->dir, true, now);
		return true;
	case PROTO_STEP:
	case PROTO_DASH:
		/* A way word of the room's shape; any other word is a key
		 * that does nothing here. */
		if (h->mz.shape != NULL && shape_way_of(h->mz.shape, m->way, &way))
			host_step(h, id, way, m->type == PROTO_DASH, now);
		return true;
	case PROTO_ASSIST:
		if (h->race.r[id].state == PROTO_RACER_RACING)
			h->assisted[id] = true;
		return true;
	case PROTO_START:
		/* Only the host's own user may start the room, from this
		 * terminal or another. */
		if (uid == h->uid)
			host_countdown(h, now, NULL);
		return true;
	default:
		return false;
	}
}

void
host_play(struct host *h, const struct proto_msg *m, uint64_t now)
{
	h->now = now;
	if (h->local >= 0 && proto_from_client(m->type)
	    && host_command(h, (unsigned)h->local, h->uid, m, now))
		host_flush(h);
}
