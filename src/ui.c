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
#include <errno.h>
#include <poll.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "persist.h"
#include "ui.h"
#include "ui_keys.h"
#include "ui_screen.h"

const struct screen_ops ui_screens[SCR_COUNT] = {
	[SCR_MAZE] = { maze_draw, maze_key, maze_tick, true },
	[SCR_RESULT] = { result_draw, result_key, NULL, false },
	[SCR_HELP] = { help_draw, help_key, NULL, false },
	[SCR_MAP] = { map_draw, map_key, NULL, false },
	[SCR_PAUSE] = { pause_draw, pause_key, NULL, false },
	[SCR_ASK] = { ask_draw, ask_key, NULL, false },
	[SCR_DEMO] = { maze_draw, demo_key, demo_tick, true },
};

/* Set by the signal handlers, read by the loop. */
static volatile sig_atomic_t got_quit_signal;   /* the signal number */
static volatile sig_atomic_t got_tstp;

/* What a fatal signal writes to put the terminal back (filled while
 * curses starts, written with write(2) alone), and the modes to
 * restore. */
static char fatal_reset[256];
static size_t fatal_reset_len;
static struct termios shell_modes;
static int have_shell_modes;

/* Records a signal that ends the game. */
static void
on_quit_signal(int sig)
{
	got_quit_signal = sig;
}

/* Records a request to suspend (Ctrl-Z). */
static void
on_tstp(int sig)
{
	(void)sig;
	got_tstp = 1;
}

/* A crash: put the terminal back as the shell had it, say so, and die
 * of the same signal.  Only async-signal-safe calls. */
static void
on_fatal(int sig)
{
	static const char msg[] = "mazegame: crashed; the terminal was restored\n";

	if (fatal_reset_len > 0 && write(STDOUT_FILENO, fatal_reset, fatal_reset_len) < 0)
		fatal_reset_len = 0;
	if (have_shell_modes)
		tcsetattr(STDIN_FILENO, TCSANOW, &shell_modes);
	if (write(STDERR_FILENO, msg, sizeof msg - 1) < 0)
		sig = SIGABRT;
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Appends terminfo capability cap to the fatal reset, if it has one. */
static void
add_reset(const char *cap)
{
	const char *s = tigetstr(cap);
	size_t n;

	if (s == NULL || s == (char *)-1)
		return;
	n = strlen(s);
	if (fatal_reset_len + n < sizeof fatal_reset) {
		memcpy(fatal_reset + fatal_reset_len, s, n);
		fatal_reset_len += n;
	}
}

/* Installs the handlers (no SA_RESTART: poll() must wake up). */
static void
install_signals(void)
{
	static const int fatal[] = { SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL };
	struct sigaction sa, old;
	size_t i;

	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on_quit_signal;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL);
	/* Under nohup a hang-up stays ignored; the loop then notices the
	 * lost terminal when reading fails. */
	if (sigaction(SIGHUP, NULL, &old) == 0 && old.sa_handler != SIG_IGN)
		sigaction(SIGHUP, &sa, NULL);
	/* A write past a file size limit fails with EFBIG instead. */
	sa.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &sa, NULL);
	sigaction(SIGXFSZ, &sa, NULL);
	sa.sa_handler = on_tstp;
	sigaction(SIGTSTP, &sa, NULL);
	sa.sa_handler = on_fatal;
	sa.sa_flags = SA_RESETHAND;
	for (i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
		sigaction(fatal[i], &sa, NULL);
}

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
ui_ask(struct ui *u, const struct question *q)
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

/* Keeps a message to print after the end. */
static void
keep_notice(struct ui *u, const char *msg)
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

	keep_notice(u, msg);
	if (u->screen == SCR_ASK || u->done || u->screen == SCR_DEMO)
		return;
	memset(&q, 0, sizeof q);
	snprintf(q.lines[0], sizeof q.lines[0], "%s", msg);
	q.n = 1;
	ui_ask(u, &q);
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
	struct pollfd pfd = { STDIN_FILENO, POLLIN, 0 };
	uint64_t now;

	if (got_quit_signal != 0)
		return 1;
	if (poll(&pfd, 1, 0) > 0 && (pfd.revents & (POLLHUP | POLLERR | POLLNVAL))) {
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
		if (got_quit_signal != 0 || u->lost) {
			ui_finish(u, u->lost ? 129 : 128 + got_quit_signal);
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
		keep_notice(u, e.msg);
		snprintf(u->result_note, sizeof u->result_note, "Not recorded: %s", e.msg);
	}
	ui_show(u, SCR_RESULT);
}

/* The answer to "saving failed": y tries again, q quits all the same. */
static void
answer_save_failed(struct ui *u, enum cmd c)
{
	if (c == CMD_YES) {
		ui_quit(u);
	} else if (c == CMD_QUIT) {
		u->quit_unsaved = true;
		ui_finish(u, 1);
	}
}

/* Saves and ends the loop, or asks what to do when saving fails. */
static void
save_and_finish(struct ui *u)
{
	struct question q;
	mg_err e;

	if (session_save(&u->s, draw_now_ms(), &e) == 0) {
		u->saved = true;
		ui_finish(u, 0);
		return;
	}
	keep_notice(u, e.msg);
	memset(&q, 0, sizeof q);
	snprintf(q.lines[0], sizeof q.lines[0], "The game could not be saved:");
	snprintf(q.lines[1], sizeof q.lines[1], "%s", e.msg);
	q.n = 2;
	q.keys[0] = CMD_YES;
	q.says[0] = "try again";
	q.keys[1] = CMD_QUIT;
	q.says[1] = "quit without it";
	q.keys[2] = CMD_NO;
	q.says[2] = "back to the game";
	q.answer = answer_save_failed;
	ui_ask(u, &q);
}

/* The answer to "this would replace your other saved game". */
static void
answer_replace(struct ui *u, enum cmd c)
{
	if (c == CMD_YES) {
		u->s.other_save = false;
		save_and_finish(u);
	} else if (c == CMD_QUIT) {
		ui_finish(u, 0);
	}
}

void
ui_quit(struct ui *u)
{
	struct question q;

	if (!session_unfinished(&u->s)) {
		ui_finish(u, 0);
		return;
	}
	if (u->s.other_save) {
		memset(&q, 0, sizeof q);
		snprintf(q.lines[0], sizeof q.lines[0], "You have another saved game.");
		snprintf(q.lines[1], sizeof q.lines[1], "Keep this one in its place?");
		q.n = 2;
		q.keys[0] = CMD_YES;
		q.says[0] = "save this one";
		q.keys[1] = CMD_QUIT;
		q.says[1] = "quit, keep the old one";
		q.keys[2] = CMD_NO;
		q.says[2] = "back to the game";
		q.answer = answer_replace;
		ui_ask(u, &q);
		return;
	}
	save_and_finish(u);
}

/* Stops the process on Ctrl-Z with the terminal given back to the
 * shell, and takes it again after SIGCONT (fg). */
static void
suspend(struct ui *u)
{
	struct sigaction sa, old;

	if (u->s.playing)
		game_pause(&u->s.g, draw_now_ms());
	endwin();
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGTSTP, &sa, &old);
	raise(SIGTSTP);
	/* ...stopped here until SIGCONT... */
	sigaction(SIGTSTP, &old, NULL);
	got_tstp = 0;
	refresh();
	/* endwin() left keypad-transmit mode; without it the arrow keys
	 * arrive in the other form, which curses does not know. */
	keypad(stdscr, FALSE);
	keypad(stdscr, TRUE);
	draw_resize(&u->d);
	redraw(u);
	sync_clock(u);
}

/* What wait_input() saw. */
enum wait_result {
	WAIT_LOST = -1,     /* the terminal is gone (hang-up or error) */
	WAIT_TIMEOUT = 0,
	WAIT_INPUT = 1,     /* bytes to read */
	WAIT_SIGNAL = 2,    /* a signal came (a resize, a quit) */
};

/* Waits up to timeout ms (-1: no limit) for input. */
static enum wait_result
wait_input(int timeout)
{
	struct pollfd pfd = { STDIN_FILENO, POLLIN, 0 };
	int n = poll(&pfd, 1, timeout);

	if (n < 0)
		return errno == EINTR ? WAIT_SIGNAL : WAIT_LOST;
	if (n == 0)
		return WAIT_TIMEOUT;
	if (pfd.revents & (POLLERR | POLLNVAL | POLLHUP))
		return WAIT_LOST;
	return WAIT_INPUT;
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
		enum wait_result w;

		if (got_quit_signal != 0) {
			ui_finish(u, 128 + got_quit_signal);
			break;
		}
		if (got_tstp)
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
		wnoutrefresh(stdscr);
		doupdate();
		w = wait_input(timeout);
		if (w == WAIT_LOST) {
			u->lost = true;
			ui_finish(u, 129);
			break;
		}
		if (w == WAIT_TIMEOUT && empty == 0)
			continue;
		if (read_keys(u) > 0)
			empty = 0;
		else if (w == WAIT_INPUT && ++empty > 200) {
			/* Readable for seconds without a key: the input is
			 * at its end, which is a lost terminal too. */
			u->lost = true;
			ui_finish(u, 129);
		}
	}
}

/* Checks that standard input and output are a usable terminal before
 * curses starts; returns 0 or prints a message and returns 2. */
static int
check_terminal(void)
{
	const char *term = getenv("TERM");

	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fprintf(stderr, "mazegame: standard input and output must be a terminal to play (try --print)\n");
		return 2;
	}
	if (term == NULL || *term == '\0') {
		fprintf(stderr, "mazegame: TERM is not set; set it to your terminal type (for example TERM=xterm-256color)\n");
		return 2;
	}
	return 0;
}

/* Sets up curses on the terminal; returns the screen or NULL after
 * printing why not. */
static SCREEN *
start_curses(void)
{
	const char *term = getenv("TERM");
	SCREEN *scr;
	struct termios t;

	have_shell_modes = tcgetattr(STDIN_FILENO, &shell_modes) == 0;
	if ((scr = newterm(NULL, stdout, stdin)) == NULL) {
		fprintf(stderr, "mazegame: unknown terminal type '%s'; try TERM=xterm-256color or TERM=vt100\n", term);
		return NULL;
	}
	if (tigetstr("cup") == NULL || tigetstr("cup") == (char *)-1) {
		endwin();
		delscreen(scr);
		fprintf(stderr, "mazegame: terminal type '%s' cannot move the cursor; try TERM=vt100\n", term);
		return NULL;
	}
	cbreak();
	noecho();
	nonl();
	/* No XON/XOFF, so a stray Ctrl-S in pasted input cannot freeze
	 * the screen; endwin() restores the shell's setting. */
	if (tcgetattr(STDIN_FILENO, &t) == 0) {
		t.c_iflag &= ~(tcflag_t)(IXON | IXOFF);
		if (tcsetattr(STDIN_FILENO, TCSANOW, &t) == 0)
			def_prog_mode();
	}
	keypad(stdscr, TRUE);
	nodelay(stdscr, TRUE);
	leaveok(stdscr, TRUE);
	curs_set(0);
	set_escdelay(25);
	fatal_reset_len = 0;
	add_reset("sgr0");
	add_reset("cnorm");
	add_reset("rmkx");
	add_reset("rmcup");
	return scr;
}

/* Ends curses and prints what the player must still read. */
static int
leave_terminal(struct ui *u, SCREEN *scr)
{
	int status = u->status;
	size_t i;

	endwin();
	delscreen(scr);
	fatal_reset_len = 0;
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
	ui_ask(u, &q);
}

int
ui_play(const struct options *o)
{
	static struct ui u;
	SCREEN *scr;
	mg_err e;
	int rc, have_save = 1;

	memset(&u, 0, sizeof u);
	u.o = o;
	session_init(&u.s, o);
	u.player = player_name();
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
	if ((rc = check_terminal()) != 0 || (scr = start_curses()) == NULL) {
		if (have_save == 0)
			savegame_free(&pending);
		return rc != 0 ? rc : 2;
	}
	install_signals();
	draw_init(&u.d, o, &u.s);
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
