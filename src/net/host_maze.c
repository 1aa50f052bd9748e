/* host_maze.c - the room's maze: set, and named in the lines that
 * tell it (its maze line, and its shape's for a shape other than the
 * square grid). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/floors.h"
#include "net/host_int.h"

void
host_maze_msg(const struct host *h, struct proto_msg *m)
{
	proto_init(m, PROTO_MAZE);
	m->w = h->mz.m->w;
	m->h = h->mz.m->h / floors_count(h->mz.m);   /* one floor's */
	memcpy(m->algo, h->algo, sizeof m->algo);
	memcpy(m->diff, h->diff, sizeof m->diff);
	m->seed = h->mz.seed;
}

bool
host_shape_msg(const struct host_maze *mz, struct proto_msg *m)
{
	if (shape_plain(mz->shape))
		return false;
	proto_init(m, PROTO_SHAPE);
	snprintf(m->shape, sizeof m->shape, "%s", mz->shape->name);
	m->shape_k = mz->shape_k;
	return true;
}

int
host_set_maze(struct host *h, const struct host_maze *mz, mg_err *e)
{
	struct proto_msg m;
	char buf[PROTO_LINE_MAX + 1];

	if (mz->m == NULL || mz->algo == NULL || mz->diff == NULL
	    || strlen(mz->algo) > PROTO_WORD_MAX
	    || strlen(mz->diff) > PROTO_WORD_MAX || mz->start >= mz->m->n
	    || mz->exit >= mz->m->n)
		return err_set(e, _("this maze cannot be raced: clients could not build it from its name"));
	if (mz->m->n > RACE_CELLS_MAX)
		return err_set(e, _("a race maze has at most %1$u cells; %2$ux%3$u is larger"),
		    RACE_CELLS_MAX, mz->m->w, mz->m->h);
	proto_init(&m, PROTO_MAZE);
	m.w = mz->m->w;
	m.h = mz->m->h / floors_count(mz->m);
	memcpy(m.algo, mz->algo, strlen(mz->algo) + 1);
	memcpy(m.diff, mz->diff, strlen(mz->diff) + 1);
	m.seed = mz->seed;
	if (proto_format(&m, buf, sizeof buf, e) < 0)
		return -1;
	h->mz = *mz;
	memcpy(h->algo, m.algo, sizeof h->algo);
	memcpy(h->diff, m.diff, sizeof h->diff);
	h->mz.algo = h->algo;
	h->mz.diff = h->diff;
	/* The host's own model of the room learns the shape as a peer
	 * does (host_race.c's snapshot tells each peer), so that it takes
	 * the shape's positions. */
	if (host_shape_msg(mz, &m) && race_apply(&h->race, &m, e) != 0)
		return -1;
	/* Told at the go (go()), not before: nobody learns the maze
	 * early (a new maze is only set in the lobby). */
	host_maze_msg(h, &m);
	if (h->race.state == PROTO_ROOM_RACE || h->race.state == PROTO_ROOM_RESULTS)
		host_send_all(h, &m);
	return 0;
}
