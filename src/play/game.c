/* game.c - moves, runs, fog and winning, each command reported once
 * (move_report.h); the clock is game_clock.c's, the way out and hints
 * way.c's, what fog lets the player see sight.c's. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/bitset.h"
#include "base/ratio.h"
#include "maze/floors.h"
#include "maze/shape.h"
#include "play/game.h"
#include "play/sight.h"
#include "play/way.h"

/* Returns whether c is a dead end other than the start and the exit. */
static bool
is_dead_end(const struct game *g, uint32_t c)
{
	return c != g->p.start && c != g->p.exit && maze_degree(g->p.m, c) == 1;
}

int
game_init(struct game *g, struct puzzle *p, const struct game_rules *r,
    uint64_t now, mg_err *e)
{
	memset(g, 0, sizeof *g);
	g->p = *p;
	memset(p, 0, sizeof *p);
	g->rules = *r;
	if (g->rules.sight == 0)
		g->rules.sight = 2;
	g->walked = bitset_create(g->p.m->n, e);
	g->seen = bitset_create(g->p.m->n, e);
	g->again = bitset_create(g->p.m->n, e);
	if (g->walked == NULL || g->seen == NULL || g->again == NULL) {
		game_free(g);
		return -1;
	}
	g->pos = g->p.start;
	bitset_set(g->walked, g->pos);
	sight_look(g);
	/* The clock waits for the first move. */
	g->clock_from = now;
	return 0;
}

int
game_restore(struct game *g, const struct game_progress *pr, uint64_t now,
    mg_err *e)
{
	const maze *m = g->p.m;
	uint32_t c;
	uint64_t walked = 0;

	/* A loaded maze may have parts cut off from the exit; nobody can
	 * have walked there (and the overlay could not find its way). */
	if (pr->pos >= m->n || !bitset_get(pr->walked, pr->pos)
	    || !bitset_get(pr->walked, g->p.start) || pr->pos == g->p.exit
	    || !solve_reached(g->p.tree, pr->pos))
		return err_set(e, _("the saved position does not fit the maze"));
	memcpy(g->walked, pr->walked, bitset_bytes(m->n));
	/* Every cell walked needs a move to reach it. */
	for (c = 0; c < m->n; c++) {
		if (!bitset_get(g->walked, c))
			continue;
		if (!solve_reached(g->p.tree, c))
			return err_set(e, _("the saved trail does not fit the maze"));
		walked++;
		if (is_dead_end(g, c))
			g->dead_ends++;
		g->pos = c;
		sight_look(g);
	}
	if (pr->moves + 1 < walked)
		return err_set(e, _("the saved trail is longer than the moves made"));
	if (chalk_restore(&g->chalk, &pr->chalk, g->walked, m->n, e) != 0)
		return -1;
	g->pos = pr->pos;
	g->moves = pr->moves;
	g->assisted = pr->assisted;
	g->hints = pr->hints;
	g->elapsed_ms = pr->elapsed_ms;
	/* The clock goes on with the next move. */
	g->clock_from = now;
	g->started = false;
	if (pr->show_path) {
		if (way_path_show(g) != 0)
			return err_nomem(e);
		g->show_path = true;
	}
	g->dirty.any = false;
	return 0;
}

void
game_free(struct game *g)
{
	puzzle_free(&g->p);
	free(g->walked);
	free(g->seen);
	free(g->path);
	free(g->again);
	free(g->hint);
	free(g->best);
	chalk_free(&g->chalk);
	move_report_free(&g->report);
	memset(g, 0, sizeof *g);
}

unsigned
game_efficiency(const struct game *g)
{
	return ratio_percent(g->p.optimal, g->moves);
}

/* Moves one cell the way d if it is open; returns whether it did. */
static bool
step(struct game *g, unsigned d)
{
	uint32_t old;

	if (!maze_way_open(g->p.m, g->pos, d))
		return false;
	old = g->pos;

	game_touch(g, old);
	maze_next(g->p.m, old, d, &g->pos);
	game_touch(g, g->pos);
	if (bitset_get(g->walked, g->pos))
		bitset_set(g->again, g->pos);
	else if (is_dead_end(g, g->pos))
		g->dead_ends++;
	bitset_set(g->walked, g->pos);
	move_report_step(&g->report, g->pos, (unsigned)d);
	if (g->hint != NULL && g->pos == g->hint_end) {
		way_hint_hide(g);
		g->report.hint_ended = true;
	}
	g->moves++;
	sight_look(g);
	if (g->path != NULL)
		way_path_follow(g, old);
	return true;
}

/* Moves (or runs) the way d. */
static struct game_reply
move(struct game *g, unsigned d, bool run, uint64_t now)
{
	struct game_reply r = { RD_CELLS | RD_STATUS, &g->report };
	int next;

	if (!step(g, d)) {
		move_report_end(&g->report, g->p.m, g->p.exit, g->pos);
		r.redraw = RD_NONE;
		return r;
	}
	if (!g->clock_running) {
		/* The first move (or the first after a pause) starts the
		 * clock. */
		g->started = true;
		g->clock_from = now;
		g->clock_running = true;
	}
	/* A run goes on by the maze's rule (the race host's too). */
	while (run && (next = maze_corridor_next(g->p.m, g->pos, d,
	    g->p.exit)) >= 0) {
		d = (unsigned)next;
		step(g, d);
	}
	move_report_end(&g->report, g->p.m, g->p.exit, g->pos);
	if (g->pos == g->p.exit) {
		game_pause(g, now);
		g->won = true;
		/* For the replay; without memory the replay shows less. */
		free(g->best);
		g->best = puzzle_path_bits(&g->p, g->p.start, NULL);
	}
	return r;
}

/* Puts the player back at the start with a fresh count and clock. */
static void
restart(struct game *g, uint64_t now)
{
	size_t bytes = bitset_bytes(g->p.m->n);

	g->pos = g->p.start;
	g->moves = 0;
	g->won = false;
	memset(g->walked, 0, bytes);
	memset(g->seen, 0, bytes);
	memset(g->again, 0, bytes);
	g->dead_ends = 0;
	free(g->hint);
	g->hint = NULL;
	free(g->best);
	g->best = NULL;
	bitset_set(g->walked, g->pos);
	sight_look(g);
	g->elapsed_ms = 0;
	g->clock_from = now;
	g->clock_running = false;
	g->started = false;
	if (g->path != NULL) {
		free(g->path);
		g->path = NULL;
		if (way_path_show(g) != 0)
			g->show_path = false;
	}
}

struct game_reply
game_command(struct game *g, enum cmd c, uint64_t now)
{
	struct game_reply r = { RD_NONE, &g->report };

	g->dirty.any = false;
	move_report_begin(&g->report, c, g->pos);
	if (g->won && c != CMD_RESTART)
		return r;
	if (cmd_is_move(c)) {
		unsigned d = g->report.dir, way[2];
		int k;

		/* Stairs' keys on a shape without stairs: nothing at all. */
		if (cmd_is_climb(c) && (g->p.m->shape == NULL
		    || g->p.m->shape->toward(g->p.m, g->pos, cmd_compass(c), way) == 0))
			return r;
		k = cmd_way(g->p.m, g->pos, c, &d);

		g->report.dir = d;
		if (k == 1)
			return move(g, d, cmd_is_run(c), now);
		g->report.event = k == 2 ? MOVE_EV_CHOICE : MOVE_EV_BUMP;
		return r;
	}
	switch (c) {
	case CMD_SOLUTION:
		if (g->show_path) {
			way_path_hide(g);
			g->show_path = false;
		} else if (way_path_show(g) == 0) {
			g->show_path = true;
			g->assisted = true;
		} else {
			break;
		}
		r.redraw = RD_CELLS | RD_STATUS;
		break;
	case CMD_HINT:
		r.redraw = way_hint_show(g);
		break;
	case CMD_CHALK:   /* (no memory for it: no mark, the game goes on) */
		if (chalk_put(&g->chalk, g->p.m->n, g->pos, chalk_next(chalk_get(&g->chalk, g->pos)), NULL) == 0)
			r.redraw = RD_CELLS | RD_STATUS;
		game_touch(g, g->pos);
		break;
	case CMD_RESTART:   /* the chalk stays: the player's notes */
		restart(g, now);
		r.redraw = RD_ALL | RD_STATUS;
		break;
	default:
		/* The front end's commands: nothing of the rules. */
		break;
	}
	return r;
}
