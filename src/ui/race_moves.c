/* race_moves.c - the player's side of a race's rules: which commands
 * a racer may give now, and what a command did, told to the host. */
#include "config.h"

#include "net/proto_move.h"
#include "ui/race.h"
#include "ui/race_moves.h"
#include "ui/screen.h"

/* Whether c is one of the commands only a racer racing may give: a
 * move, a run, the way out or a hint. */
static bool
racing_only(enum cmd c)
{
	return cmd_is_move(c) || c == CMD_SOLUTION || c == CMD_HINT;
}

bool
ui_race_may(struct ui *u, enum cmd c)
{
	struct ui_race *x = u->race;
	int me;

	if (x == NULL)
		return true;
	/* The race's maze is the room's: a new one would be a solo game
	 * that could not be saved. */
	if (c == CMD_NEW)
		return false;
	if (x->alone)   /* moves only for a racer racing on alone */
		return !x->closed || !racing_only(c);
	if (c == CMD_RESTART)
		return false;
	if (!racing_only(c))
		return true;
	me = x->r->me;
	if (me < 0 || x->r->state != PROTO_ROOM_RACE
	    || x->r->r[me].state != PROTO_RACER_RACING)
		return false;
	/* No faster than a key held down, as the host allows: a key
	 * beyond that does nothing here either, so the screen never
	 * shows a move the host ignored.  Our burst is the host's less
	 * two, for the time a line takes to get there. */
	return !cmd_is_move(c) || ui_race_move_ok(x, draw_now_ms());
}

bool
ui_race_move_ok(struct ui_race *x, uint64_t now)
{
	return rate_take(&x->moves, now, HOST_MOVES_RATE,
	    HOST_MOVES_BURST - 2);
}

/* Says m to the room: to the host in this process through the handler
 * every peer's messages go through, or over the socket. */
static void
say(struct ui_race *x, const struct proto_msg *m)
{
	if (x->h != NULL)
		host_play(x->h, m, draw_now_ms());
	else
		client_say(&x->cl, m, NULL);
}

void
ui_race_played(struct ui *u, const struct move_report *rp)
{
	struct ui_race *x = u->race;
	const struct game *g = &u->s.g;
	struct proto_msg m;

	if (x == NULL || x->alone)
		return;
	if (rp->n > 0) {
		/* One command, as the player gave it: a run is "run DIR",
		 * and the host walks the corridor by the game's own rule
		 * (maze_run), however far it goes. */
		proto_way_msg(&m, g->p.m->shape, rp->dir, cmd_is_run(rp->cmd));
		say(x, &m);
		x->sent_pos = g->pos;
		x->sent_moves = g->moves;
	}
	/* A hint helps too (each shows the way to the next junction): in
	 * a race either ranks the racer after the unhelped ones. */
	if ((g->assisted || g->hints > 0) && !x->sent_assist) {
		x->sent_assist = true;
		proto_init(&m, PROTO_ASSIST);
		say(x, &m);
	}
}

void
ui_race_won(struct ui *u)
{
	if (u->race != NULL && !u->race->alone)
		ui_show(u, SCR_RACE);
}
