/* ui.c - the curses front end: the terminal, signals, the one loop and
 * the table of screens.
 *
 * Keys become the program's key codes in ui_keys.c; each screen (one
 * file each) draws itself and takes its keys; policy (what a new game
 * is, saving, scores) is the session's (session.c).  Signals only set
 * flags; the loop acts on them, so endwin() always runs before the
 * process ends, and a fatal signal restores the terminal on its own.
 */
#include "config.h"

#include <curses.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "persist.h"
#include "ui.h"
#include "ui_keys.h"
#include "ui_screen.h"
#include "ui_term.h"

const struct screen_ops ui_screens[SCR_COUNT] = {
	[SCR_MAZE] = { ui_maze_draw, ui_maze_key, ui_maze_tick, true },
	[SCR_RESULT] = { ui_result_draw, ui_result_key, NULL, false },
	[SCR_HELP] = { ui_help_draw, ui_help_key, NULL, false },
	[SCR_MAP] = { ui_map_draw, ui_map_key, NULL, false },
	[SCR_PAUSE] = { ui_pause_draw, ui_pause_key, NULL, false },
	[SCR_ASK] = { ui_ask_draw, ui_ask_key, NULL, false },
	[SCR_DEMO] = { ui_maze_draw, ui_demo_key, ui_demo_tick, true },
};

/* Returns the player's name for the high scores: the login name. */
static const char *
player_name(void)
{
	const char *name = getlogin();
	struct passwd *pw;

	if (name == NULL || *name == '\0') {
		pw = getpwuid(geteuid());
		name = pw != NULL ? pw->pw_name : getenv("USER");
	}
	return name != NULL ? name : "player";
}

/* Draws the screen on top whole (or the too-small message). */
static void
redraw(struct ui *u)
{
	if (u->d.small)
		draw_small(&u->d);
	else
		ui_screens[u->screen].draw(u);
}

/* Runs the game clock only while the screen on top lets it. */
static void
sync_clock(struct ui *u)
{
	if (!u->s.playing)
		return;
	if (!u->d.small && ui_screens[u->screen].clock_runs)
		game_resume(&u->s.g, draw_now_ms());
	else
		game_pause(&u->s.g, draw_now_ms());
}

void
ui_show(struct ui *u, enum screen_id sc)
{
	if (sc != SCR_MAZE && sc != SCR_RESULT && sc != SCR_DEMO
	    && (u->screen == SCR_MAZE || u->screen == SCR_RESULT
	    || u->screen == SCR_DEMO))
		u->under = u->screen;
	u->screen = sc;
	sync_clock(u);
	redraw(u);
}

void
ui_back(struct ui *u)
{
	ui_show(u, u->under);
}

void
ui_question(struct ui *u, const struct question *q)
{
	u->ask = *q;
	ui_show(u, SCR_ASK);
}

void
ui_finish(struct ui *u, int status)
{
	u->done = true;
	u->status = status;
}

void
ui_keep_notice(struct ui *u, const char *msg)
{
	size_t i;

	for (i = 0; i < 2; i++) {
		if (strcmp(u->notice[i], msg) == 0)
			return;
		if (u->notice[i][0] == '\0') {
			snprintf(u->notice[i], sizeof u->notice[i], "%s", msg);
			return;
		}
	}
}

void
ui_notice(struct ui *u, const char *msg)
{
	struct question q;

	ui_keep_notice(u, msg);
	if (u->screen == SCR_ASK || u->done || u->screen == SCR_DEMO)
		return;
	memset(&q, 0, sizeof q);
	snprintf(q.lines[0], sizeof q.lines[0], "%s", msg);
	q.n = 1;
	ui_question(u, &q);
}

/* What a progress report needs. */
struct progress_ctx {
	struct ui *u;
	uint64_t start, drawn;
	char what[96];
};

/* The progress hook of long work: cancels on a signal or a lost
 * terminal, and shows how far it is after half a second. */
static int
on_progress(void *ctx, uint64_t done, uint64_t total)
{
	struct progress_ctx *pc = ctx;
	uint64_t now;

	if (ui_term_quit_signal() != 0)
		return 1;
	if (ui_term_wait(0) == UI_WAIT_LOST) {
		pc->u->lost = true;
		return 1;
	}
	now = draw_now_ms();
	if (now - pc->start >= 500 && now - pc->drawn >= 100 && !pc->u->d.small) {
		draw_progress(&pc->u->d, pc->what,
		    (unsigned)(total > 0 ? done * 100 / total : 0));
		wnoutrefresh(stdscr);
		doupdate();
		pc->drawn = now;
	}
	return 0;
}

void
ui_new_game(struct ui *u)
{
	struct progress_ctx pc;
	struct mg_progress prog = { on_progress, &pc };
	mg_err e;

	memset(&pc, 0, sizeof pc);
	pc.u = u;
	pc.start = draw_now_ms();
	snprintf(pc.what, sizeof pc.what, "Making a %ux%u maze...",
	    u->s.kind.w, u->s.kind.h);
	u->hide_result = false;
	if (session_new_game(&u->s, &prog, draw_now_ms(), &e) != 0) {
		if (ui_term_quit_signal() != 0 || u->lost) {
			ui_finish(u, u->lost ? 129 : 128 + ui_term_quit_signal());
			return;
		}
		ui_notice(u, e.msg);
		ui_finish(u, 1);
		return;
	}
	ui_show(u, u->screen == SCR_DEMO ? SCR_DEMO : SCR_MAZE);
}

void
ui_won(struct ui *u)
{
	mg_err e;

	u->result_note[0] = '\0';
	if (session_record_win(&u->s, u->player, (int64_t)time(NULL), &e) != 0) {
		ui_keep_notice(u, e.msg);
		snprintf(u->result_note, sizeof u->result_note, "Not recorded: %s", e.msg);
	}
	ui_show(u, SCR_RESULT);
}

/* Suspends with the clock stopped, then redraws. */
static void
suspend(struct ui *u)
{
	if (u->s.playing)
		game_pause(&u->s.g, draw_now_ms());
	ui_term_stop_here();
	draw_resize(&u->d);
	redraw(u);
	sync_clock(u);
}

/* Reads and acts on every key waiting; returns how many there were. */
static int
read_keys(struct ui *u)
{
	keycode k;
	enum ui_read r;
	int n = 0;

	while (!u->done && (r = ui_read_key(&k)) != UI_READ_NONE) {
		n++;
		if (r == UI_READ_RESIZE) {
			draw_resize(&u->d);
			redraw(u);
		} else if (u->d.small) {
			/* Nothing to play on; q still quits. */
			if (keys_lookup(KEYS_PLAY, k) == CMD_QUIT)
				ui_quit(u);
		} else {
			ui_screens[u->screen].key(u, k);
		}
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
			draw_status(&u->d, &u->s.g);
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

		if (ui_term_quit_signal() != 0) {
			ui_finish(u, 128 + ui_term_quit_signal());
			break;
		}
		if (ui_term_take_stop())
			suspend(u);
		if (ui_screens[u->screen].tick != NULL && !u->d.small
		    && (t = ui_screens[u->screen].tick(u, now)) >= 0
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
		w = ui_term_wait(timeout);
		if (w == UI_WAIT_LOST) {
			u->lost = true;
			ui_finish(u, 129);
			break;
		}
		if (w == UI_WAIT_TIMEOUT && empty == 0)
			continue;
		if (read_keys(u) > 0)
			empty = 0;
		else if (w == UI_WAIT_INPUT && ++empty > 200) {
			/* Readable for seconds without a key: the input is
			 * at its end, which is a lost terminal too. */
			u->lost = true;
			ui_finish(u, 129);
		}
	}
}

/* Ends curses and prints what the player must still read. */
static int
leave_terminal(struct ui *u, SCREEN *scr)
{
	int status = u->status;
	size_t i;

	ui_term_end(scr);
	for (i = 0; i < 2; i++)
		if (u->notice[i][0] != '\0')
			fprintf(stderr, "mazegame: %s\n", u->notice[i]);
	if (u->saved && !u->lost)
		fprintf(stderr, "mazegame: game saved; continue it with 'mazegame --resume'\n");
	if (u->quit_unsaved)
		fprintf(stderr, "mazegame: the game was not saved\n");
	if (u->s.daily_line[0] != '\0' && !u->lost) {
		printf("%s\n", u->s.daily_line);
		if (fflush(stdout) != 0 && status == 0)
			status = 1;
	}
	return status;
}

/* Breaks text at blanks into at most max lines of width columns (at
 * least 20) of a question; returns how many. */
static int
wrap(const char *text, int width, char lines[][320], int max)
{
	int n = 0;
	size_t w = width < 20 ? 20 : (size_t)width, len, cut;

	while (*text != '\0' && n < max) {
		len = strlen(text);
		cut = len;
		if (len > w) {
			for (cut = w; cut > 0 && text[cut] != ' '; cut--)
				;
			if (cut == 0)
				cut = w;
		}
		if (cut >= 320)
			cut = 319;
		memcpy(lines[n], text, cut);
		lines[n++][cut] = '\0';
		text += cut;
		while (*text == ' ')
			text++;
	}
	return n;
}

/* The saved game the resume question is about. */
static struct savegame pending;

/* The answer to the resume question. */
static void
answer_resume(struct ui *u, enum cmd c)
{
	mg_err e;
	char msg[sizeof e.msg + 64];

	if (c == CMD_QUIT) {
		ui_finish(u, 0);
	} else if (c == CMD_YES && session_resume(&u->s, &pending, draw_now_ms(), &e) == 0) {
		ui_show(u, SCR_MAZE);
	} else {
		if (c == CMD_YES) {
			snprintf(msg, sizeof msg, "cannot resume the saved game: %s", e.msg);
			ui_new_game(u);
			ui_notice(u, msg);
		} else {
			ui_new_game(u);
		}
	}
	savegame_free(&pending);
}

/* Opens with the question whether to resume the saved game. */
static void
offer_resume(struct ui *u)
{
	struct question q;

	memset(&q, 0, sizeof q);
	session_describe_save(&pending, q.lines[0], q.lines[1], sizeof q.lines[0]);
	snprintf(q.lines[2], sizeof q.lines[2], "Resume it?");
	q.n = 3;
	q.keys[0] = CMD_YES;
	q.says[0] = "resume it";
	q.keys[1] = CMD_NO;
	q.says[1] = "new game";
	q.keys[2] = CMD_QUIT;
	q.says[2] = "quit";
	q.answer = answer_resume;
	u->under = SCR_MAZE;
	ui_question(u, &q);
}

int
ui_play(const struct options *o)
{
	static struct ui u;
	SCREEN *scr;
	mg_err e;
	int rc, have_save = 1;
	enum theme theme = o->theme;

	memset(&u, 0, sizeof u);
	u.o = o;
	session_init(&u.s, o);
	u.player = o->player != NULL ? o->player : player_name();
	if (!o->demo) {
		have_save = persist_load_game(&pending, &e);
		if (have_save < 0)
			snprintf(u.notice[0], sizeof u.notice[0], "%s", e.msg);
		if (o->resume && have_save != 0) {
			fprintf(stderr, "mazegame: %s\n", have_save < 0 ? e.msg
			    : "there is no saved game to resume");
			return 1;
		}
	}
	if ((rc = ui_term_check()) == 0 && o->theme == THEME_AUTO)
		theme = ui_term_background();
	if (rc != 0 || (scr = ui_term_start(o->describe)) == NULL) {
		if (have_save == 0)
			savegame_free(&pending);
		return rc != 0 ? rc : 2;
	}
	draw_init(&u.d, o, &u.s, theme);
	u.d.describe = o->describe;
	if (o->fit)
		draw_fit_size(&u.d, &u.s.kind.w, &u.s.kind.h);
	if (o->demo) {
		u.screen = SCR_DEMO;
		u.d.tail = "demo: any key quits";
		ui_new_game(&u);
	} else if (have_save == 0 && o->resume) {
		answer_resume(&u, CMD_YES);
		if (!u.s.playing)
			ui_finish(&u, 1);
	} else if (have_save == 0 && !o->maze_named) {
		offer_resume(&u);
	} else {
		if (have_save == 0)
			savegame_free(&pending);
		u.s.other_save = have_save == 0;
		ui_new_game(&u);
	}
	if (o->config_note != NULL && !u.done) {
		/* Shown, not kept: main printed it before curses started. */
		struct question q;

		memset(&q, 0, sizeof q);
		q.n = wrap(o->config_note, COLS - 6, q.lines, 6);
		if (u.screen != SCR_ASK)
			ui_question(&u, &q);
	}
	run(&u);
	if (u.screen == SCR_ASK && u.ask.answer == answer_resume)
		savegame_free(&pending);
	/* A game left by a signal or a lost terminal is saved without a
	 * question: there is nobody to ask. */
	if (!o->demo && u.status != 0 && !u.quit_unsaved
	    && session_unfinished(&u.s)) {
		if (session_save(&u.s, draw_now_ms(), &e) == 0)
			u.saved = true;
		else
			snprintf(u.notice[1], sizeof u.notice[1], "%s", e.msg);
	}
	rc = leave_terminal(&u, scr);
	session_free(&u.s);
	return rc;
}
