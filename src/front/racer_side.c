/* racer_side.c - a racer's side of a race's rules: which commands the
 * player may give now, and what a command did, said to the room. */
#include "config.h"

#include <string.h>

#include "front/racer_side.h"
#include "net/host.h"
#include "net/proto_move.h"
#include "net/race_standings.h"

/* Whether c is one of the commands only a racer racing may give: a
 * move, a run, the way out or a hint. */
static bool
racing_only(enum cmd c)
{
	return cmd_is_move(c) || c == CMD_SOLUTION || c == CMD_HINT;
}

void
racer_side_init(struct racer_side *x, struct race *r, racer_say_fn *say,
    void *room)
{
	memset(x, 0, sizeof *x);
	x->r = r;
	x->say = say;
	x->room = room;
}

void
racer_side_new_maze(struct racer_side *x)
{
	x->sent_assist = false;
}

bool
racer_racing(const struct racer_side *x)
{
	return race_me_racing(x->r);
}

bool
racer_may(struct racer_side *x, enum cmd c, uint64_t now)
{
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
	if (!racer_racing(x))
		return false;
	/* No faster than a key held down, as the host allows: a key
	 * beyond that does nothing here either, so the screen never
	 * shows a move the host ignored.  Our burst is the host's less
	 * two, for the time a line takes to get there. */
	return !cmd_is_move(c) || rate_take(&x->moves, now, HOST_MOVES_RATE,
	    HOST_MOVES_BURST - 2);
}

void
racer_played(struct racer_side *x, const struct game *g,
    const struct move_report *rp, uint64_t now)
{
	struct proto_msg m;

	if (x->alone)
		return;
	if (rp->n > 0) {
		/* One command, as the player gave it: a run is "run DIR",
		 * and the host walks the corridor by the game's own rule
		 * (maze_run), however far it goes. */
		proto_way_msg(&m, g->p.m->shape, rp->dir, cmd_is_run(rp->cmd));
		x->say(x->room, &m, now);
	}
	/* A hint helps too (each shows the way to the next junction): in
	 * a race either ranks the racer after the unhelped ones. */
	if ((g->assisted || g->hints > 0) && !x->sent_assist) {
		x->sent_assist = true;
		proto_init(&m, PROTO_ASSIST);
		x->say(x->room, &m, now);
	}
}
