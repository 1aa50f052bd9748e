/* ui.c - the curses front end: terminal set-up, the main loop, signals.
 *
 * The only file with the loop that owns the terminal.  Keys become
 * commands through ui_keys.c; the screen is drawn by ui_draw.c; the
 * rules are game.c's.  Signals only set flags; the loop acts on them,
 * so endwin() always runs before the process ends.
 */
#include "config.h"

#include <curses.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "mazeio.h"
#include "ui.h"
#include "ui_draw.h"
#include "ui_keys.h"

/* Set by the signal handlers, read by the loop. */
static volatile sig_atomic_t got_quit_signal;   /* the signal number */
static volatile sig_atomic_t got_tstp;

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

/* Installs the handlers (no SA_RESTART: poll() must wake up). */
static void
install_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on_quit_signal;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL);
	sa.sa_handler = on_tstp;
	sigaction(SIGTSTP, &sa, NULL);
}

/* Returns a monotonic time in milliseconds. */
static uint64_t
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* The state of one session at the terminal. */
struct session {
	const struct options *o;
	struct game g;
	struct draw d;
	uint64_t seed;       /* seed of the current maze */
	uint32_t w, h;       /* size of generated mazes */
	bool lost;           /* the terminal went away */
};

/* Makes the puzzle for a new game: loaded, or generated from seed. */
static int
new_puzzle(struct session *s, struct puzzle *p, mg_err *e)
{
	struct puzzle_spec spec;
	struct mazeio_doc doc;

	if (s->o->load_path != NULL) {
		if (mazeio_load(s->o->load_path, &doc, e) != 0)
			return -1;
		return puzzle_adopt(p, doc.m, doc.start, doc.exit, e);
	}
	spec.w = s->w;
	spec.h = s->h;
	spec.algo = s->o->algo;
	spec.seed = s->seed;
	spec.far_apart = s->o->preset->far_apart;
	return puzzle_generate(p, &spec, e);
}

/* Starts a game on a new puzzle; returns 0 or -1 with a message. */
static int
start_game(struct session *s, mg_err *e)
{
	struct puzzle p;
	struct game_rules rules;

	if (new_puzzle(s, &p, e) != 0)
		return -1;
	rules.fog = s->o->preset->fog;
	rules.trail = s->o->preset->trail;
	rules.sight = 2;
	return game_init(&s->g, &p, &rules, now_ms(), e);
}

/* Suspends on Ctrl-Z with the terminal restored and the clock stopped. */
static void
suspend(struct session *s)
{
	struct sigaction sa, old;

	game_pause(&s->g, now_ms());
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
	draw_all(&s->d, &s->g);
	if (!draw_too_small(&s->d))
		game_resume(&s->g, now_ms());
}

/* Waits up to timeout ms for input.  Returns 1 when there is input, 0
 * on timeout or signal, -1 when the terminal is gone. */
static int
wait_input(int timeout)
{
	struct pollfd pfd = { STDIN_FILENO, POLLIN, 0 };
	int n = poll(&pfd, 1, timeout);

	if (n < 0)
		return errno == EINTR ? 0 : -1;
	if (n == 0)
		return 0;
	if (pfd.revents & (POLLERR | POLLNVAL))
		return -1;
	if ((pfd.revents & POLLHUP) && !(pfd.revents & POLLIN))
		return -1;
	return 1;
}

/* Reads and applies every key waiting; returns false to end the loop.
 * polled says poll() found input, so that no key at all means the end
 * of input.  Also called when a signal or the clock woke poll(): a
 * resize (SIGWINCH) only comes out of wget_wch() as KEY_RESIZE. */
static bool
handle_keys(struct session *s, bool polled)
{
	wint_t wch;
	int kind, keys = 0;
	unsigned rd;
	mg_err e;

	while ((kind = wget_wch(stdscr, &wch)) != ERR) {
		enum cmd c;

		keys++;
		if (kind == KEY_CODE_YES && wch == KEY_RESIZE) {
			draw_resize(&s->d, &s->g);
			if (draw_too_small(&s->d))
				game_pause(&s->g, now_ms());
			else
				game_resume(&s->g, now_ms());
			continue;
		}
		c = keys_lookup(kind == KEY_CODE_YES, wch);
		if (c == CMD_NONE && !s->g.show_help)
			continue;
		if (draw_too_small(&s->d) && c != CMD_QUIT)
			continue;
		rd = game_command(&s->g, c, now_ms());
		if (rd & RD_QUIT)
			return false;
		if (rd & RD_NEW) {
			game_free(&s->g);
			s->seed = rng_splitmix64(&s->seed);
			if (start_game(s, &e) != 0) {
				draw_message(&s->d, e.msg);
				return false;
			}
			draw_all(&s->d, &s->g);
			continue;
		}
		draw_update(&s->d, &s->g, rd);
	}
	if (keys == 0 && polled) {
		/* poll() said readable but nothing came: end of input. */
		s->lost = true;
		return false;
	}
	return true;
}

/* The main loop: draw, wait, act.  Returns the exit status. */
static int
play_loop(struct session *s)
{
	uint64_t last_second = UINT64_MAX;

	draw_all(&s->d, &s->g);
	for (;;) {
		uint64_t t = now_ms(), sec = game_elapsed(&s->g, t) / 1000;
		int ready;

		if (got_quit_signal != 0)
			return 128 + got_quit_signal;
		if (got_tstp)
			suspend(s);
		if (sec != last_second) {
			draw_update(&s->d, &s->g, RD_STATUS);
			last_second = sec;
		}
		doupdate();
		/* Wake for the next tick of the clock only while it runs. */
		ready = wait_input(s->g.clock_running
		    ? (int)(1000 - game_elapsed(&s->g, t) % 1000) : -1);
		if (ready < 0) {
			s->lost = true;
			return 129;
		}
		if (!handle_keys(s, ready > 0))
			return s->lost ? 129 : 0;
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

int
ui_play(const struct options *o)
{
	struct session s;
	SCREEN *scr;
	mg_err e;
	int rc;
	const char *term;

	rc = check_terminal();
	if (rc != 0)
		return rc;
	term = getenv("TERM");
	scr = newterm(NULL, stdout, stdin);
	if (scr == NULL) {
		fprintf(stderr, "mazegame: unknown terminal type '%s'; try TERM=xterm-256color or TERM=vt100\n", term);
		return 2;
	}
	if (tigetstr("cup") == NULL || tigetstr("cup") == (char *)-1) {
		endwin();
		delscreen(scr);
		fprintf(stderr, "mazegame: terminal type '%s' cannot move the cursor; try TERM=vt100\n", term);
		return 2;
	}
	memset(&s, 0, sizeof s);
	s.o = o;
	s.seed = o->seed;
	s.w = o->width;
	s.h = o->height;
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	nodelay(stdscr, TRUE);
	leaveok(stdscr, TRUE);
	curs_set(0);
	set_escdelay(25);
	install_signals();
	draw_init(&s.d, o);
	if (o->fit)
		draw_fit_size(&s.d, &s.w, &s.h);
	if (start_game(&s, &e) != 0) {
		endwin();
		delscreen(scr);
		fprintf(stderr, "mazegame: %s\n", e.msg);
		return 1;
	}
	rc = play_loop(&s);
	draw_free(&s.d);
	endwin();
	delscreen(scr);
	game_free(&s.g);
	return rc;
}
