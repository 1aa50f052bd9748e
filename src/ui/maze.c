/* maze.c - the maze screen: playing, and the demo that plays itself. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "app/runs.h"
#include "base/i18n.h"
#include "play/click.h"
#include "front/describe.h"
#include "maze/shape.h"
#include "ui/canvas.h"
#include "ui/race.h"
#include "ui/shown.h"
#include "ui/racers.h"
#include "ui/screen.h"
#include "ui/status.h"
#include "ui/view.h"

/* How long the flash of a bumped wall lasts, in ms. */
#define FLASH_MS 150

/* The wall the last bump flashed, to clear it. */
static enum dir flashed;

void
ui_maze_cursor(struct ui *u)
{
	const struct game *g = &u->s.g;
	int row = u->d.describe ? u->d.rows : LINES - 1, col = 0;

	/* Watching: on the line that says what the step did. */
	if (u->screen == SCR_WATCH && u->wa.on) {
		row = ui_watch_words_row(u);
	} else if (u->screen == SCR_ASK && !u->d.small) {
		/* A question or notice: at its first words, so a reader
		 * that follows the cursor reads it. */
		row = u->ask.text.row;
		col = u->ask.text.col;
	} else if (u->s.playing && !u->d.small && (u->screen == SCR_MAZE
	    || u->screen == SCR_DEMO || (u->screen == SCR_RESULT && u->hide_result))) {
		int64_t r, c;

		canvas_cell(g->p.m, g->pos, &c, &r);
		r -= u->d.vy;
		c -= u->d.vx;
		if (r >= 0 && r < u->d.rows && c >= 0 && c < u->d.cols) {
			row = (int)r;
			col = (int)c;
		}
	}
	move(row, col);
}

void
ui_maze_draw(struct ui *u)
{
	if (!u->s.playing) {
		erase();
		if (u->race != NULL)
			ui_race_status_alone(u);
		return;
	}
	u->d.tail_short = NULL;
	u->d.tail = u->screen == SCR_DEMO ? _(UI_DEMO_TAIL)
	    : u->race != NULL ? ui_race_tail(u) : u->shown != NULL
	    ? ui_shown_tail(u) : ui_help_tail();
	ui_race_say(u, u->d.race_say, sizeof u->d.race_say);
	if (u->d.describe)
		describe_position(&u->s.g, -1, u->d.say, sizeof u->d.say);
	view_draw(&u->d, &u->s.g, true);
	ui_ghost_draw(u);
	ui_race_draw_others(u);
	u->flash_until = 0;
	u->click_until = 0;
}

/* The answer to "throw this game away?": y does cmd (restart or new). */
static void
answer_restart(struct ui *u, enum cmd c)
{
	if (c != CMD_YES)
		return;
	game_command(&u->s.g, CMD_RESTART, draw_now_ms());
	view_draw(&u->d, &u->s.g, true);
	ui_ghost_draw(u);
}

static void
answer_new(struct ui *u, enum cmd c)
{
	if (c != CMD_YES)
		return;
	session_next_maze(&u->s);
	ui_new_game(u);
}

/* Asks before cmd (restart or new maze) throws the game away. */
static void
confirm(struct ui *u, enum cmd cmd)
{
	const struct answer a[] = {
		/* TRANSLATORS: answers to a question, after their keys. */
		{ CMD_YES, cmd == CMD_NEW ? N_("new maze") : N_("restart") },
		{ CMD_NO, N_("keep playing") },
	};
	struct question q;

	ui_question_init(&q, a, 2, cmd == CMD_NEW ? answer_new : answer_restart);
	if (cmd == CMD_NEW) {
		session_new_maze_text(&u->s, q.lines[0], sizeof q.lines[0]);
		snprintf(q.lines[1], sizeof q.lines[1], ngettext(
		    "This game (%llu move) will be lost.",
		    "This game (%llu moves) will be lost.", (unsigned long)u->s.g.moves),
		    (unsigned long long)u->s.g.moves);
	} else {
		snprintf(q.lines[0], sizeof q.lines[0], "%s", _("Restart this maze from the start?"));
		snprintf(q.lines[1], sizeof q.lines[1], ngettext(
		    "The %llu move so far will be lost.",
		    "The %llu moves so far will be lost.", (unsigned long)u->s.g.moves),
		    (unsigned long long)u->s.g.moves);
	}
	q.n = 2;
	ui_question(u, &q);
}

/* Whether the race, if one is on, lets the player give c now. */
static bool
race_may(struct ui *u, enum cmd c)
{
	return u->race == NULL || racer_may(&u->race->side, c, draw_now_ms());
}

/* Applies a command of the rules and draws what changed. */
static void
play(struct ui *u, enum cmd c)
{
	struct game_reply r = runs_command(u->runs, &u->s.g, c, draw_now_ms());
	const struct move_report *rp = r.move;

	if (u->race != NULL) {
		racer_played(&u->race->side, &u->s.g, rp, draw_now_ms());
		u->d.tail = ui_race_tail(u);
		ui_race_say(u, u->d.race_say, sizeof u->d.race_say);
	}

	if (u->flash_until != 0) {
		view_flash(&u->d, &u->s.g, flashed, false);
		u->flash_until = 0;
	}
	if (u->d.describe) {
		/* Words instead of the flash; the status line says them. */
		describe_move(&u->s.g, rp, u->d.say, sizeof u->d.say);
		r.redraw |= RD_STATUS;
	}
	view_update(&u->d, &u->s.g, r.redraw);
	ui_ghost_draw(u);
	ui_race_draw_others(u);
	if (rp->event == MOVE_EV_CHOICE && !u->d.describe) {
		/* Up or down on hex, down on the circle, with both ways
		 * open: say which keys choose, over the maze until the
		 * next key. */
		describe_choice(&u->s.g, rp, u->d.note, sizeof u->d.note);
		u->redraw = true;
	} else if (rp->event == MOVE_EV_BUMP && u->o->flash && !u->d.describe) {
		flashed = (enum dir)rp->dir;
		view_flash(&u->d, &u->s.g, flashed, true);
		u->flash_until = draw_now_ms() + FLASH_MS;
	} else if (rp->event == MOVE_EV_EXIT) {
		ui_won(u);
		if (u->race != NULL && !u->race->side.alone)
			ui_show(u, SCR_RACE);   /* the finish table */
	}
}

/* Puts the cell row * W + col of g's maze (of any shape: a circle's
 * rows are not its rings) in *cell; returns whether it is on it. */
static bool
cell_at(const struct game *g, uint32_t row, uint32_t col, uint32_t *cell)
{
	if (col >= g->p.m->w || (uint64_t)row * g->p.m->w + col >= g->p.m->n)
		return false;
	*cell = row * g->p.m->w + col;
	return true;
}

bool
ui_maze_racer_moved(struct ui *u, const struct race_event *ev)
{
	struct ui_race *x = u->race;
	const struct game *g = &u->s.g;
	const struct race_racer *o;
	uint32_t cell;

	if (ev->kind != RACE_EV_POS || x == NULL || ev->id >= RACE_SLOTS)
		return false;
	if (u->redraw)
		return true;   /* all of it is drawn anyway */
	if (!u->s.playing || u->d.small || u->screen != SCR_MAZE)
		return false;
	/* The cells the racer left and entered, then every letter again
	 * (two racers may share a cell); ours the game drew already. */
	o = &x->side.r->r[ev->id];
	if ((int)ev->id != x->side.r->me) {
		if (ev->was_placed && cell_at(g, ev->was_row, ev->was_col, &cell))
			view_cell(&u->d, g, cell);
		if (cell_at(g, o->row, o->col, &cell))
			view_cell(&u->d, g, cell);
		ui_race_draw_others(u);
	}
	/* The status line: the place and the leader's distance. */
	u->d.tail = ui_race_tail(u);
	ui_race_say(u, u->d.race_say, sizeof u->d.race_say);
	status_draw(&u->d, g);
	return true;
}

void
ui_maze_key(struct ui *u, keycode k)
{
	const maze *m = u->s.playing ? u->s.g.p.m : NULL;
	/* A shape with diagonal ways takes the diagonals' keys first. */
	enum cmd c = m != NULL && m->shape != NULL && m->shape->diagonals
	    ? keys_lookup(KEYS_DIAG, k) : CMD_NONE;

	if (c == CMD_NONE)
		c = keys_lookup(KEYS_PLAY, k);
	if (u->d.note[0] != '\0') {   /* the warning was seen: once */
		u->d.note[0] = '\0';
		u->redraw = true;
	}
	if (ui_overlay(u, c))
		return;
	if ((!race_may(u, c) && c != CMD_QUIT) || ui_marathon_refuse(u, c))
		return;
	switch (c) {
	case CMD_QUIT:
		ui_quit(u);
		break;
	case CMD_NEW:
		if (u->s.g.moves > 0 || u->s.kind.load_path != NULL)
			confirm(u, CMD_NEW);
		else
			answer_new(u, CMD_YES);
		break;
	case CMD_RESTART:
		if (u->s.g.moves > 0)
			confirm(u, CMD_RESTART);
		break;
	case CMD_NONE: case CMD_VIEW: case CMD_BACK:
	case CMD_YES: case CMD_NO: case CMD_COUNT:
		break;
	default:
		play(u, c);
		break;
	}
}

void
ui_maze_click(struct ui *u, uint32_t cell)
{
	uint32_t steps, i;
	enum cmd c;

	if (u->d.note[0] != '\0') {   /* the warning was seen: once */
		u->d.note[0] = '\0';
		u->redraw = true;
	}
	if (u->click_until != 0)
		view_flash_cell(&u->d, &u->s.g, u->click_cell, false);
	u->click_until = 0;
	if (!click_plan(&u->s.g, cell, &c, &steps)) {
		/* Off every straight open line: the cell flashes, or the
		 * words say so; nothing moves. */
		if (u->d.describe) {
			snprintf(u->d.say, sizeof u->d.say, "%s",
			    _("No straight open way to that cell."));
			status_draw(&u->d, &u->s.g);
		} else if (u->o->flash) {
			u->click_cell = cell;
			u->click_until = draw_now_ms() + FLASH_MS;
			view_flash_cell(&u->d, &u->s.g, cell, true);
		}
		return;
	}
	if (!race_may(u, c))
		return;
	/* Each step a move, as the arrow key would make it (in a race,
	 * each within the rate of moves). */
	for (i = 0; i < steps && u->screen == SCR_MAZE && !u->s.g.won
	    && (i == 0 || race_may(u, c)); i++)
		play(u, c);
}

int
ui_maze_tick(struct ui *u, uint64_t now)
{
	int ghost = ui_ghost_tick(u, now);

	if (u->click_until != 0 && now >= u->click_until) {
		view_flash_cell(&u->d, &u->s.g, u->click_cell, false);
		u->click_until = 0;
	} else if (u->click_until != 0 && (ghost < 0 || ghost > (int)(u->click_until - now))) {
		ghost = (int)(u->click_until - now);
	}

	if (u->flash_until == 0)
		return ghost;
	if (now >= u->flash_until) {
		view_flash(&u->d, &u->s.g, flashed, false);
		u->flash_until = 0;
		return ghost;
	}
	if (ghost >= 0 && ghost < (int)(u->flash_until - now))
		return ghost;
	return (int)(u->flash_until - now);
}

