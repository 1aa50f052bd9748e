/* race_moves.c - the player's side of a race's rules: which commands
 * a racer may give now, and what a command did, told to the host. */
#include "config.h"

#include "ui/race.h"
#include "ui/race_moves.h"
#include "ui/screen.h"

bool
ui_race_may(struct ui *u, enum cmd c)
{
	const struct ui_race *x = u->race;
	int me;

	if (x == NULL)
		return true;
	/* The race's maze is the room's: a new one would be a solo game
	 * that could not be saved. */
	if (c == CMD_NEW)
		return false;
	if (x->alone)   /* moves only for a racer racing on alone */
		return !x->closed || !(c >= CMD_MOVE_N && c <= CMD_HINT);
	if (c == CMD_RESTART)
		return false;
	if (!(c >= CMD_MOVE_N && c <= CMD_HINT))
		return true;
	me = x->r->me;
	return me >= 0 && x->r->state == PROTO_ROOM_RACE
	    && x->r->r[me].state == PROTO_RACER_RACING;
}

/* Tells the host of one step toward d. */
static void
send_step(struct ui_race *x, enum dir d)
{
	if (x->h != NULL)
		host_move(x->h, d, draw_now_ms());
	else
		client_move(&x->cl, d, NULL);
}

void
ui_race_played(struct ui *u, enum cmd c, uint32_t from, uint64_t moves_before)
{
	struct ui_race *x = u->race;
	const struct game *g = &u->s.g;
	const maze *m = g->p.m;
	uint32_t cell = from;
	uint64_t i;
	enum dir d;

	if (x == NULL || x->alone)
		return;
	if (c >= CMD_MOVE_N && c <= CMD_RUN_W && g->moves > moves_before) {
		/* A run follows its corridor: each step after the first
		 * takes the one way on that does not lead back. */
		d = (enum dir)((c - CMD_MOVE_N) % 4);
		for (i = moves_before; i < g->moves; i++) {
			if (i > moves_before) {
				enum dir back = DIR_OPPOSITE(d);
				int k;

				for (k = 0; k < 4; k++)
					if ((enum dir)k != back
					    && maze_is_open(m, cell, (enum dir)k))
						break;
				if (k == 4)
					break;
				d = (enum dir)k;
			}
			send_step(x, d);
			cell = maze_step(m, cell, d);
		}
		x->sent_pos = cell;
		x->sent_moves = g->moves;
	}
	/* A hint helps too (each shows the way to the next junction): in
	 * a race either ranks the racer after the unhelped ones. */
	if ((g->assisted || g->hints > 0) && !x->sent_assist) {
		x->sent_assist = true;
		if (x->h != NULL)
			host_assist(x->h);
		else
			client_send(&x->cl, PROTO_ASSIST, NULL);
	}
}

void
ui_race_won(struct ui *u)
{
	if (u->race != NULL && !u->race->alone)
		ui_show(u, SCR_RACE);
}
