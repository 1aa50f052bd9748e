/* ui.c - the curses front end: the terminal, signals, the one loop and
 * the table of screens.
 *
 * Keys become the program's key codes in ui/keys.c; each screen (one
 * file each) draws itself and takes its keys; policy (what a new game
 * is, saving, scores) is the session's (session.c).  Signals only set
 * flags; the loop acts on them, so endwin() always runs before the
 * process ends, and a fatal signal restores the terminal on its own.
 */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app/runs.h"
#include "app/session_marathon.h"
#include "front/leave.h"
#include "front/marathon_words.h"
#include "front/quit.h"
#include "front/signals.h"
#include "front/start.h"
#include "ui/status.h"
#include "ui/ui.h"
#include "ui/ask.h"
#include "ui/help.h"
#include "ui/pause.h"
#include "ui/keys.h"
#include "ui/screen.h"
#include "ui/race.h"
#include "ui/shown.h"
#include "ui/term.h"

/* The screens: what each draws, takes and times; whether the game clock
 * runs under it; whether it is a box over the screen under it. */
static const struct screen_ops ui_screens[SCR_COUNT] = {
	[SCR_MAZE] = { ui_maze_draw, ui_maze_key, ui_maze_tick, true, false },
	[SCR_RESULT] = { ui_result_draw, ui_result_key, NULL, false, false },
	[SCR_HELP] = { ui_help_draw, ui_help_key, NULL, false, true },
	[SCR_MAP] = { ui_map_draw, ui_map_key, NULL, false, true },
	[SCR_PAUSE] = { ui_pause_draw, ui_pause_key, NULL, false, false },
	[SCR_ASK] = { ui_ask_draw, ui_ask_key, NULL, false, true },
	[SCR_DEMO] = { ui_maze_draw, ui_demo_key, ui_demo_tick, true, false },
	[SCR_WATCH] = { ui_watch_draw, ui_watch_key, ui_watch_tick, false, false },
	[SCR_LOBBY] = { ui_lobby_draw, ui_lobby_key, NULL, false, false },
	[SCR_RACE] = { ui_table_draw, ui_table_key, ui_maze_tick, true, false },
};

/* Draws the screen on top whole, over the screen under it when it is
 * a box (or the too-small message). */
static void
draw_screen(struct ui *u)
{
	u->redraw = false;
	if (u->d.small) {
		draw_small(&u->d);
		return;
	}
	if (ui_screens[u->screen].overlay && u->under != u->screen)
		ui_screens[u->under].draw(u);
	ui_screens[u->screen].draw(u);
}

/* Runs the game clock only while the screen on top lets it. */
static void
sync_clock(struct ui *u)
{
	if (!u->s.playing)
		return;
	/* A race's clock is the race's: no box or pause stops it. */
	if (u->race != NULL && !u->d.spectator && u->s.g.started) {
		game_resume(&u->s.g, draw_now_ms());
		return;
	}
	if (!u->d.small && ui_screens[u->screen].clock_runs)
		game_resume(&u->s.g, draw_now_ms());
	else
		game_pause(&u->s.g, draw_now_ms());
}

/* Suspends with the clock stopped, then redraws. */
static void
suspend(struct ui *u)
{
	if (!ui_term_job_control()) {
		/* The stop would be dropped: say so, where the player looks. */
		snprintf(u->d.note, sizeof u->d.note, "%s",
		    _("Ctrl-Z: no shell with job control here to suspend to (q saves the game and quits)"));
		draw_screen(u);
		return;
	}
	if (u->s.playing && u->race == NULL)
		game_pause(&u->s.g, draw_now_ms());
	ui_term_stop_here();
	draw_resize(&u->d);
	draw_screen(u);
	sync_clock(u);
}

/* Reads and acts on every key waiting; returns how many there were. */
static int
read_keys(struct ui *u)
{
	keycode k;
	struct mouse_event ev;
	enum ui_read r;
	int n = 0;

	while (!u->done && (r = ui_read_key(&k, &ev)) != UI_READ_NONE) {
		n++;
		if (r == UI_READ_MOUSE) {
			if (!u->d.small)
				ui_mouse(u, &ev);
		} else if (r == UI_READ_RESIZE) {
			draw_resize(&u->d);
			draw_screen(u);
		} else if (u->d.small) {
			/* Nothing to play on; q still quits. */
			if (keys_lookup(KEYS_PLAY, k) == CMD_QUIT)
				ui_quit(u);
		} else {
			ui_screens[u->screen].key(u, k);
		}
		if (u->redraw && !u->done)
			draw_screen(u);
		sync_clock(u);
	}
	return n;
}

/* Returns ms until the status line's clock shows the next second, or
 * -1 when the clock is stopped; redraws it when a second has passed. */
static int
clock_tick(struct ui *u, uint64_t now, uint64_t *shown)
{
	uint64_t ms, sec;

	if (!u->s.playing || !u->s.g.clock_running || u->d.small)
		return -1;
	ms = game_elapsed(&u->s.g, now);
	sec = ms / 1000;
	if (sec != *shown) {
		*shown = sec;
		if (ui_screens[u->screen].clock_runs)
			status_draw(&u->d, &u->s.g);
	}
	return (int)(1000 - ms % 1000);
}

/* The one loop: wait for a key, a signal, a tick; act; draw. */
static void
run(struct ui *u)
{
	uint64_t shown = UINT64_MAX;
	unsigned empty = 0;   /* readable, yet no key, this many times */

	while (!u->done) {
		uint64_t now = draw_now_ms();
		int timeout = clock_tick(u, now, &shown), t;
		enum ui_wait w;

		if (signals_quit() != 0) {
			ui_finish(u, MG_EXIT_SIGNAL + signals_quit());
			break;
		}
		if (signals_take_stop())
			suspend(u);
		if (u->redraw)
			draw_screen(u);
		if (ui_screens[u->screen].tick != NULL && !u->d.small
		    && (t = ui_screens[u->screen].tick(u, now)) >= 0
		    && (timeout < 0 || t < timeout))
			timeout = t;
		if (u->race != NULL && (t = ui_race_timeout(u, now)) >= 0
		    && (timeout < 0 || t < timeout))
			timeout = t;
		if (u->done)
			break;
		/* After input that held no whole key (half an escape
		 * sequence), look again soon rather than spin. */
		if (empty > 0 && (timeout < 0 || timeout > 30))
			timeout = 30;
		if (u->d.describe)
			ui_maze_cursor(u);
		wnoutrefresh(stdscr);
		doupdate();
		if (session_unsolved(&u->s)) {
			/* The first frame of a large maze is out. */
			ui_solve_pending(u);
			continue;
		}
		ui_shown_sync(u);
		w = u->race != NULL ? (enum ui_wait)ui_race_wait(u, timeout)
		    : u->shown != NULL ? (enum ui_wait)ui_shown_wait(u, timeout)
		    : ui_term_wait(timeout);
		if (w == UI_WAIT_LOST) {
			u->out.lost = true;
			ui_finish(u, MG_EXIT_HANGUP);
			break;
		}
		if (w == UI_WAIT_TIMEOUT && empty == 0)
			continue;
		if (read_keys(u) > 0)
			empty = 0;
		else if (w == UI_WAIT_INPUT && ++empty > 200) {
			/* Readable for seconds without a key: the input is
			 * at its end, which is a lost terminal too. */
			u->out.lost = true;
			ui_finish(u, MG_EXIT_HANGUP);
		}
	}
}

/* Ends curses and prints what the player must still read. */
static int
leave_terminal(struct ui *u, SCREEN *scr)
{
	int status = leave_status(&u->out), n, i;
	char lines[LEAVE_LINES][NOTICE_MAX];

	ui_term_end(scr);
	n = leave_lines(&u->out, &u->kept, lines);
	for (i = 0; i < n; i++)
		fprintf(stderr, "mazegame: %s\n", lines[i]);
	if (u->s.daily_line[0] != '\0' && !u->out.lost) {
		printf("%s\n", u->s.daily_line);
		if (fflush(stdout) != 0 && status == 0)
			status = 1;
	}
	return status;
}

/* A race's host asks before the room closes for the others. */
static bool
ask_close(void *fe)
{
	return ui_race_ask_close(fe);
}

/* Shows a new marathon's rules in a box. */
static void
marathon_intro(struct ui *u)
{
	struct question q;
	const char *rule;

	if (!u->s.marathon_on || u->done)
		return;
	ui_question_init(&q, NULL, 0, NULL);
	while (q.n < (int)(sizeof q.lines / sizeof q.lines[0])
	    && (rule = marathon_words_rule(q.n)) != NULL) {
		snprintf(q.lines[q.n], sizeof q.lines[q.n], "%s", rule);
		q.n++;
	}
	ui_question(u, &q);
}

/* What was read before the screen: the saved game the resume question
 * is about, the run raced. */
static struct start_read rd;

int
ui_play(const struct options *o)
{
	static struct ui u;
	static struct runs runs;
	SCREEN *scr;
	mg_err e;
	int rc, have_save;
	enum theme theme = o->theme;
	enum start_how how;

	memset(&u, 0, sizeof u);
	u.o = o;
	u.out.arcade = o->visitor != NULL;
	session_init(&u.s, o);
	if (o->marathon && !o->resume)
		session_marathon_start(&u.s, o->seed, o->daily);
	u.player = start_player(o);
	u.runs = &runs;
	ui_flow_init(&u, ask_close);
	runs_init(u.runs, u.player, o->record_path, o->ghost && o->ghost_path == NULL);
	/* A bad run to race, a bad place for --record, or nothing to
	 * --resume ends here, exit 1. */
	if (start_read(&rd, o, &u.s, u.runs, &u.kept, &e) != 0) {
		fprintf(stderr, "mazegame: %s\n", e.msg);
		runs_free(u.runs);
		session_free(&u.s);
		return MG_EXIT_FAIL;
	}
	have_save = rd.have_save;
	if (o->room != NULL && (rc = ui_term_check()) == 0
	    && (rc = ui_race_open(&u)) != 0) {
		if (have_save == 0)
			savegame_free(&rd.pending);
		runs_free(u.runs);
		session_free(&u.s);
		return rc;
	}
	if (u.race != NULL)
		ui_note_joiner_options(&u);
	else if (o->shown)
		ui_shown_open(&u);
	if ((rc = ui_term_check()) == 0 && o->theme == THEME_AUTO)
		theme = ui_term_background();
	if (rc != 0 || (scr = ui_term_start(o->describe)) == NULL) {
		if (have_save == 0)
			savegame_free(&rd.pending);
		if (o->ghost_path != NULL)
			puzzle_free(&rd.ghost_maze);
		ui_shown_close(&u);
		runs_free(u.runs);
		return rc != 0 ? rc : MG_EXIT_USAGE;
	}
	/* Mouse reports, where the terminal has them and they are wanted. */
	ui_term_mouse(o->mouse && !o->no_mouse);
	draw_init(&u.d, o, &u.s, theme);
	u.d.describe = o->describe;
	draw_resize(&u.d);   /* the status rows of the screen-reader mode */
	if (o->fit)
		draw_fit_size(&u.d, u.s.kind.shape, &u.s.kind.w, &u.s.kind.h);
	how = start_how(o, u.race != NULL, have_save);
	/* Only the resume and its question read the saved game. */
	if (have_save == 0 && how != START_RESUME && how != START_OFFER)
		savegame_free(&rd.pending);
	switch (how) {
	case START_RACE:
		/* A race never touches the saved game: not finished, left
		 * nor lost (session_unfinished is false for it). */
		u.s.raced = true;
		ui_race_begin(&u);
		break;
	case START_WATCH:
		ui_new_watch(&u);
		break;
	case START_GHOST:
		/* The run's own maze, and a new maze goes on with its kind. */
		ui_play_run(&u, &rd.ghost_maze);
		break;
	case START_RESUME:
		savegame_free(&rd.pending);
		ui_take_saved(&u, o->resume_id, false);
		break;
	case START_OFFER:
		ui_offer_resume(&u, &rd.pending, rd.pending_id, rd.others);
		break;
	case START_NEW:
		ui_new_game(&u);
		marathon_intro(&u);
		break;
	}
	/* What went wrong reading the saved game is told in the game, on
	 * the status line until the first key (a box would eat that key),
	 * and again on the way out. */
	if (u.kept.v[0][0] != '\0' && !u.done && !o->demo) {
		ui_keep_notice(&u, u.kept.v[0]);
		snprintf(u.d.note, sizeof u.d.note, "%s", u.kept.v[0]);
	}
	if (o->config_note != NULL && !u.done) {
		/* Shown, not kept: main printed it before curses started. */
		if (u.screen != SCR_ASK)
			ui_tell(&u, o->config_note);
	}
	run(&u);
	ui_flow_drop(&u);
	/* A game left by a signal or a lost terminal is saved without a
	 * question: there is nobody to ask. */
	if (!o->demo)
		quit_save_unasked(&u.out, &u.s, draw_now_ms(), &u.kept);
	/* A marathon left between two mazes ends there, as q ends it. */
	if (u.s.playing && u.s.g.won)
		ui_marathon_over(&u);
	ui_race_close(&u);
	ui_shown_close(&u);
	rc = leave_terminal(&u, scr);
	if (u.wa.on)
		watch_free(&u.wa.w);
	session_free(&u.s);
	runs_free(u.runs);
	return rc;
}
