/* race.c - the room's shared model, changed only by the host's messages. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/shape.h"
#include "net/race.h"

void
race_init(struct race *r, const char *room)
{
	memset(r, 0, sizeof *r);
	snprintf(r->room, sizeof r->room, "%s", room);
	r->me = -1;
}

/* Returns whether finisher a ranks before finisher b. */
static bool
before(const struct race_racer *a, unsigned ia, const struct race_racer *b,
    unsigned ib)
{
	if (a->assisted != b->assisted)
		return !a->assisted;
	if (a->ms != b->ms)
		return a->ms < b->ms;
	return ia < ib;
}

size_t
race_table(const struct race *r, unsigned *ids, size_t max)
{
	size_t n = 0, i;
	unsigned id;

	for (id = 0; id < RACE_SLOTS && n < max; id++) {
		if (!r->r[id].used || !r->r[id].finished)
			continue;
		for (i = n; i > 0 && before(&r->r[id], id, &r->r[ids[i - 1]],
		    ids[i - 1]); i--)
			ids[i] = ids[i - 1];
		ids[i] = id;
		n++;
	}
	return n;
}

/* Who a racer is, as a racer line says it and as the model keeps it:
 * the same fields, named once, copied either way. */
#define RACER_FIELD(f) { offsetof(struct proto_msg, f), \
	offsetof(struct race_racer, f), sizeof(((struct race_racer *)0)->f) }
static const struct racer_field {
	size_t in_msg, in_racer, size;
} racer_fields[] = {
	RACER_FIELD(login), RACER_FIELD(tag), RACER_FIELD(session),
	RACER_FIELD(colour), RACER_FIELD(state),
};
#define RACER_SAME_SIZE(f) _Static_assert(sizeof(((struct proto_msg *)0)->f) \
	== sizeof(((struct race_racer *)0)->f), #f " differs")
RACER_SAME_SIZE(login);
RACER_SAME_SIZE(tag);
RACER_SAME_SIZE(session);
RACER_SAME_SIZE(colour);
RACER_SAME_SIZE(state);

/* Copies who the racer is from a racer line into a racer of the model
 * (into_racer), or from a racer into a line. */
static void
racer_copy(void *to, const void *from, bool into_racer)
{
	size_t i;

	for (i = 0; i < sizeof racer_fields / sizeof racer_fields[0]; i++) {
		const struct racer_field *f = &racer_fields[i];

		memcpy((char *)to + (into_racer ? f->in_racer : f->in_msg),
		    (const char *)from + (into_racer ? f->in_msg : f->in_racer),
		    f->size);
	}
}

void
race_racer_msg(const struct race *r, unsigned id, struct proto_msg *m)
{
	proto_init(m, PROTO_RACER);
	m->id = id;
	racer_copy(m, &r->r[id], false);
}

/* Applies a racer line. */
static void
apply_racer(struct race *r, const struct proto_msg *m)
{
	struct race_racer *x = &r->r[m->id];

	/* A new racer, or a new one in the place of one who left. */
	if (!x->used || x->state == PROTO_RACER_LEFT) {
		memset(x, 0, sizeof *x);
		x->used = true;
	}
	racer_copy(x, m, true);
	/* The host's own entry is named by the kernel, not by the host
	 * (and ours is never the host's); in an arcade's room, by the
	 * arcade, which names its visitors. */
	if (m->id == RACE_HOST_ID && (int)m->id != r->me && r->host_names_self)
		memcpy(r->host, x->login, sizeof r->host);
	else if (m->id == RACE_HOST_ID && (int)m->id != r->me && r->host[0] != '\0')
		memcpy(x->login, r->host, sizeof x->login);
	if (m->state == PROTO_RACER_READY || m->state == PROTO_RACER_WATCHING
	    || m->state == PROTO_RACER_SPECTATOR) {
		x->placed = x->finished = false;
		x->moves = 0;
	}
	race_push(r, RACE_EV_ROSTER, m->id);
}

/* Applies a rematch: the left go, everyone else starts again. */
static void
apply_rematch(struct race *r)
{
	unsigned id;

	r->maze.may_change = true;
	r->maze.known = false;   /* the next comes at its go */
	for (id = 0; id < RACE_SLOTS; id++) {
		struct race_racer *x = &r->r[id];

		if (x->used && x->state == PROTO_RACER_LEFT)
			memset(x, 0, sizeof *x);
		x->placed = x->finished = x->assisted = false;
		x->moves = x->ms = 0;
		x->place = 0;
	}
	r->state = PROTO_ROOM_LOBBY;
	r->maze.known = false;
	r->ev_lost = true;
}

/* Whether ROW COL names a cell of maze rm: its number ROW * W + COL is
 * below the cells of its shape (more than W * H on a circle; a floors
 * maze's H is one floor's, its number the floors). */
static bool
race_cell_ok(const struct race_maze *rm, uint32_t row, uint32_t col)
{
	const struct shape *s = rm->shape_is;
	return col < rm->w && (uint64_t)row * rm->w + col
	    < shape_cells_k(s, rm->w, rm->h, rm->shape_k);
}

int
race_apply(struct race *r, const struct proto_msg *m, mg_err *e)
{
	struct race_racer *x = m->id < RACE_SLOTS ? &r->r[m->id] : NULL;
	unsigned ids[RACE_SLOTS];
	size_t n, i;

	switch (m->type) {
	case PROTO_WELCOME:
		if (r->me != -1)
			return err_set(e, _("a second welcome"));
		r->me = (int)m->id;
		/* The room is the one dialled: a host does not rename it. */
		if (r->room[0] == '\0')
			memcpy(r->room, m->room, sizeof r->room);
		r->state = m->state;
		race_push(r, RACE_EV_STATE, 0);
		return 0;
	case PROTO_RACER:
		apply_racer(r, m);
		return 0;
	case PROTO_MAZE:
		/* One maze a race: a new one only after a rematch, and
		 * never larger than a room races. */
		if (r->state == PROTO_ROOM_LOBBY || r->state == PROTO_ROOM_COUNTDOWN)
			return err_set(e, _("the host (%s) told the maze before the go"),
			    r->host[0] != '\0' ? r->host : "?");
		if (r->maze.known && !r->maze.may_change)
			return err_set(e, _("the host (%s) changed the maze during a race"),
			    r->host[0] != '\0' ? r->host : "?");
		if ((uint64_t)m->w * m->h > RACE_CELLS_MAX)
			return err_set(e, _("the host (%1$s) names a maze of %2$ux%3$u: a race maze has at most %4$u cells"),
			    r->host[0] != '\0' ? r->host : "?", m->w, m->h, RACE_CELLS_MAX);
		r->maze.may_change = false;
		r->maze.known = true;
		r->maze.w = m->w;
		r->maze.h = m->h;
		r->maze.seed = m->seed;
		memcpy(r->maze.algo, m->algo, sizeof r->maze.algo);
		memcpy(r->maze.diff, m->diff, sizeof r->maze.diff);
		race_push(r, RACE_EV_MAZE, 0);
		return 0;
	case PROTO_SHAPE:
		/* The room's shape, once: a host does not change it. */
		if (r->maze.shape[0] != '\0' && (strcmp(r->maze.shape, m->shape) != 0
		    || r->maze.shape_k != m->shape_k))
			return err_set(e, _("the host (%s) changed the shape of its room"),
			    r->host[0] != '\0' ? r->host : "?");
		memcpy(r->maze.shape, m->shape, sizeof r->maze.shape);
		r->maze.shape_k = m->shape_k;
		r->maze.shape_is = shape_find(m->shape);
		return 0;
	case PROTO_COUNT:
	case PROTO_GO:
	case PROTO_RESULTS:
		r->state = m->type == PROTO_COUNT ? PROTO_ROOM_COUNTDOWN
		    : m->type == PROTO_GO ? PROTO_ROOM_RACE : PROTO_ROOM_RESULTS;
		r->count = m->type == PROTO_COUNT ? m->n : 0;
		race_push(r, RACE_EV_STATE, 0);
		return 0;
	case PROTO_REMATCH:
		apply_rematch(r);
		return 0;
	case PROTO_PONG:
	case PROTO_SHUT:   /* the error line after it says it in words */
		return 0;
	case PROTO_ERROR:
		race_notice_error(r, m->text);
		return 0;
	default:
		break;
	}
	if (x == NULL || (m->type != PROTO_POS && m->type != PROTO_FINISH
	    && m->type != PROTO_LEFT))
		return err_set(e, _("unexpected '%s' from the host"),
		    proto_type_name(m->type));
	if (!x->used)
		return err_set(e, _("'%s' for unknown racer %u"),
		    proto_type_name(m->type), m->id);
	if (m->type == PROTO_POS) {
		if (!r->maze.known || !race_cell_ok(&r->maze, m->row, m->col))
			return err_set(e, _("position off the maze"));
		race_push(r, RACE_EV_POS, m->id);   /* with where it was */
		x->row = m->row;
		x->col = m->col;
		x->moves = m->moves;
		x->placed = true;
	} else if (m->type == PROTO_FINISH) {
		/* Only a racer in the race reaches its exit. */
		if (x->state != PROTO_RACER_RACING
		    && x->state != PROTO_RACER_FINISHED)
			return err_set(e, _("'finish' for %s, who is not racing"),
			    x->login);
		x->finished = true;
		x->state = PROTO_RACER_FINISHED;
		x->ms = m->ms;
		x->moves = m->moves;
		x->assisted = m->assisted;
		n = race_table(r, ids, RACE_SLOTS);
		for (i = 0; i < n; i++)
			r->r[ids[i]].place = (unsigned)i + 1;
		race_push(r, RACE_EV_FINISH, m->id);
	} else if (r->state == PROTO_ROOM_LOBBY
	    || (x->state != PROTO_RACER_RACING
	    && x->state != PROTO_RACER_FINISHED)) {
		/* Whoever leaves before racing this race leaves no row:
		 * the id is free for the next to join.  A racer of this
		 * race stays in its finish table, as left, until the
		 * rematch. */
		memset(x, 0, sizeof *x);
		race_push(r, RACE_EV_ROSTER, m->id);
	} else {
		x->state = PROTO_RACER_LEFT;
		race_push(r, RACE_EV_ROSTER, m->id);
	}
	return 0;
}
