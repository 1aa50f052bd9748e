/* proto_move.c - the one-cell move messages by direction and back. */
#include "config.h"

#include <stdio.h>

#include "net/proto.h"
#include "net/proto_move.h"

unsigned
proto_move(enum dir d)
{
	switch (d) {
	case DIR_N: return PROTO_MOVE_N;
	case DIR_E: return PROTO_MOVE_E;
	case DIR_S: return PROTO_MOVE_S;
	default:    return PROTO_MOVE_W;
	}
}

bool
proto_move_dir(unsigned type, enum dir *d)
{
	switch (type) {
	case PROTO_MOVE_N: *d = DIR_N; return true;
	case PROTO_MOVE_E: *d = DIR_E; return true;
	case PROTO_MOVE_S: *d = DIR_S; return true;
	case PROTO_MOVE_W: *d = DIR_W; return true;
	default:           return false;
	}
}

void
proto_way_msg(struct proto_msg *m, const struct shape *shape, unsigned d,
    bool run)
{
	if (shape_plain(shape)) {
		proto_init(m, run ? PROTO_RUN
		    : (enum proto_type)proto_move((enum dir)d));
		if (run)
			m->dir = d;
		return;
	}
	proto_init(m, run ? PROTO_DASH : PROTO_STEP);
	snprintf(m->way, sizeof m->way, "%s", shape->way_words[d]);
}
