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
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "mazeio.h"
#include "persist.h"
#include "text.h"
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
	struct sigaction sa, old;

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
}

/* The state of one session at the terminal. */
struct session {
	const struct options *o;
	struct game g;
	bool playing;        /* g holds a game */
	struct draw d;
	/* What kind of maze a new game gets (from the options, or from the
	 * saved game that was resumed). */
	const char *diff;    /* difficulty name */
	uint32_t pw, ph;     /* the difficulty's own size */
	const struct gen_algo *algo;
	bool far_apart;
	struct game_rules rules;
	const char *load_path;
	uint64_t seed;       /* seed of the current maze */
	uint32_t w, h;       /* size of generated mazes */
	bool lost;           /* the terminal went away */
	bool failed;         /* a new maze could not be made */
	bool daily;          /* the current game is the maze of the day */
	char daily_line[200];   /* its result, printed after curses ends */
	struct score_list scores;   /* the tables after the last win */
	char warning[2][320];       /* printed after the terminal is restored */
};

/* Keeps a message to print once curses has ended. */
static void
warn(struct session *s, const char *msg)
{
	size_t i;

	for (i = 0; i < 2; i++) {
		if (strcmp(s->warning[i], msg) == 0)
			return;
		if (s->warning[i][0] == '\0') {
			snprintf(s->warning[i], sizeof s->warning[i], "%s", msg);
			return;
		}
	}
}

/* Makes the puzzle for a new game: loaded, or generated from seed. */
static int
new_puzzle(struct session *s, struct puzzle *p, mg_err *e)
{
	struct puzzle_spec spec;
	struct mazeio_doc doc;

	if (s->load_path != NULL) {
		if (mazeio_load(s->load_path, &doc, e) != 0)
			return -1;
		return puzzle_adopt(p, doc.m, doc.start, doc.exit, e);
	}
	memset(&spec, 0, sizeof spec);
	spec.w = s->w;
	spec.h = s->h;
	spec.algo = s->algo;
	spec.seed = s->seed;
	spec.far_apart = s->far_apart;
	return puzzle_generate(p, &spec, e);
}

/* Starts a game on a new puzzle; returns 0 or -1 with a message. */
static int
new_game(struct session *s, mg_err *e)
{
	struct puzzle p;

	if (new_puzzle(s, &p, e) != 0)
		return -1;
	if (game_init(&s->g, &p, &s->rules, draw_now_ms(), e) != 0)
		return -1;
	s->playing = true;
	return 0;
}

/* Starts a game the player plays: it replaces any saved game. */
static int
start_game(struct session *s, mg_err *e)
{
	mg_err pe;

	if (new_game(s, e) != 0)
		return -1;
	if (persist_clear_game(&pe) != 0)
		warn(s, pe.msg);
	return 0;
}

/* Sets the kind of new games from the command line. */
static void
kind_from_options(struct session *s, const struct options *o)
{
	s->diff = o->preset->name;
	s->pw = o->preset->w;
	s->ph = o->preset->h;
	s->algo = o->algo;
	s->far_apart = o->preset->far_apart;
	s->rules.fog = o->preset->fog;
	s->rules.trail = o->preset->trail;
	s->rules.sight = 2;
	s->load_path = o->load_path;
	s->seed = o->seed;
	s->w = o->width;
	s->h = o->height;
}

/* Sets the kind of new games from a resumed saved game: the same size,
 * rules and generator (a loaded maze is followed by generated ones). */
static void
kind_from_save(struct session *s, const struct savegame *sg)
{
	static const enum difficulty all[] = { DIFF_EASY, DIFF_NORMAL, DIFF_HARD };
	size_t i;

	s->pw = s->ph = 0;
	for (i = 0; i < 3; i++) {
		const struct preset *pr = options_preset(all[i]);
		if (strcmp(pr->name, sg->difficulty) == 0) {
			s->diff = pr->name;
			s->pw = pr->w;
			s->ph = pr->h;
		}
	}
	if (s->pw == 0)
		s->diff = "custom";
	if (sg->algo != NULL)
		s->algo = sg->algo;
	s->far_apart = sg->far_apart;
	s->rules = sg->rules;
	s->load_path = NULL;
	s->seed = sg->seed;
	s->w = sg->w;
	s->h = sg->h;
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
	return name;
}

/* Keeps the shareable line of a won daily game. */
static void
daily_result(struct session *s)
{
	const struct game *g = &s->g;
	char t[32], help[32];

	text_duration(t, sizeof t, g->elapsed_ms);
	if (g->assisted)
		snprintf(help, sizeof help, "assisted");
	else if (g->hints > 0)
		snprintf(help, sizeof help, "%u hint%s", (unsigned)g->hints,
		    g->hints == 1 ? "" : "s");
	else
		snprintf(help, sizeof help, "no hints");
	snprintf(s->daily_line, sizeof s->daily_line,
	    "mazegame daily %s %s %ux%u: %llu moves, optimal %llu (%u%%), %s, %s",
	    s->o->daily_date, g->p.algo->name, g->p.m->w, g->p.m->h,
	    (unsigned long long)g->moves, (unsigned long long)g->p.optimal,
	    game_efficiency(g), t, help);
}

/* Enters a won game in the high scores and forgets the saved game. */
static void
record_win(struct session *s)
{
	struct game *g = &s->g;
	struct score sc;
	mg_err e;
	int at;

	memset(&sc, 0, sizeof sc);
	scores_table(s->diff, g->p.m->w, g->p.m->h, s->pw, s->ph, sc.table,
	    sizeof sc.table);
	scores_sanitize_name(player_name(), sc.name);
	sc.moves = g->moves < SCORE_MOVES_MAX ? g->moves : SCORE_MOVES_MAX;
	sc.optimal = g->p.optimal;
	sc.elapsed_ms = g->elapsed_ms;
	sc.hints = g->hints;
	sc.assisted = g->assisted;
	sc.when = (int64_t)time(NULL);
	snprintf(sc.algo, sizeof sc.algo, "%s",
	    g->p.algo != NULL ? g->p.algo->name : "loaded");
	sc.w = g->p.m->w;
	sc.h = g->p.m->h;
	sc.seed = g->p.algo != NULL ? g->p.seed : 0;
	scores_free(&s->scores);
	if (persist_add_score(&sc, &s->scores, &at, &e) != 0)
		warn(s, e.msg);
	memcpy(s->d.score_table, sc.table, sizeof sc.table);
	s->d.scores = &s->scores;
	s->d.score_index = at;
	if (persist_clear_game(&e) != 0)
		warn(s, e.msg);
	if (s->daily)
		daily_result(s);
}

/* Stops the process on Ctrl-Z with the terminal given back to the
 * shell, and takes it again after SIGCONT (fg). */
static void
stop_here(void)
{
	struct sigaction sa, old;

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
}

/* Suspends with the clock stopped, then redraws. */
static void
suspend(struct session *s)
{
	game_pause(&s->g, draw_now_ms());
	stop_here();
	draw_all(&s->d, &s->g);
	if (!draw_too_small(&s->d))
		game_resume(&s->g, draw_now_ms());
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

/* Reads and applies every key waiting.  Returns the number of keys
 * read, or -1 when the session is to end. */
static int
handle_keys(struct session *s)
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
				game_pause(&s->g, draw_now_ms());
			else
				game_resume(&s->g, draw_now_ms());
			continue;
		}
		c = keys_lookup(kind == KEY_CODE_YES, wch);
		if (c == CMD_NONE && !s->g.show_help && !s->g.show_map)
			continue;
		if (draw_too_small(&s->d) && c != CMD_QUIT)
			continue;
		rd = game_command(&s->g, c, draw_now_ms());
		if (rd & RD_QUIT)
			return -1;
		if (rd & RD_WON)
			record_win(s);
		if (rd & RD_NEW) {
			game_free(&s->g);
			s->playing = false;
			s->daily = false;
			s->seed = rng_splitmix64(&s->seed);
			if (start_game(s, &e) != 0) {
				warn(s, e.msg);
				s->failed = true;
				return -1;
			}
			draw_all(&s->d, &s->g);
			continue;
		}
		draw_update(&s->d, &s->g, rd);
	}
	return keys;
}

/* The main loop: draw, wait, act.  Returns the exit status. */
static int
play_loop(struct session *s)
{
	uint64_t last_second = UINT64_MAX;
	unsigned empty = 0;   /* readable, yet no key, this many times */

	draw_all(&s->d, &s->g);
	for (;;) {
		uint64_t t = draw_now_ms(), sec = game_elapsed(&s->g, t) / 1000;
		int timeout = -1, keys = 0;
		enum wait_result w;

		if (got_quit_signal != 0)
			return 128 + got_quit_signal;
		if (got_tstp)
			suspend(s);
		if (sec != last_second) {
			draw_update(&s->d, &s->g, RD_STATUS);
			last_second = sec;
		}
		doupdate();
		/* Wake for the next tick of the clock only while it runs; after
		 * input that held no whole key (half an escape sequence),
		 * look again soon rather than spin. */
		if (s->g.clock_running)
			timeout = (int)(1000 - game_elapsed(&s->g, t) % 1000);
		if (empty > 0 && (timeout < 0 || timeout > 30))
			timeout = 30;
		w = wait_input(timeout);
		switch (w) {
		case WAIT_LOST:
			s->lost = true;
			return 129;
		case WAIT_TIMEOUT:
		case WAIT_SIGNAL:
			/* A resize arrives as KEY_RESIZE on the next read; after
			 * half a key, curses completes a lone Escape. */
			if (w == WAIT_TIMEOUT && empty == 0)
				break;
			if ((keys = handle_keys(s)) < 0)
				return s->failed ? 1 : 0;
			if (keys > 0)
				empty = 0;
			break;
		case WAIT_INPUT:
			if ((keys = handle_keys(s)) < 0)
				return s->failed ? 1 : 0;
			/* Readable for seconds without a key: the input is at
			 * its end, which is a lost terminal too. */
			empty = keys > 0 ? 0 : empty + 1;
			if (empty > 200) {
				s->lost = true;
				return 129;
			}
			break;
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

/* Waits for one key of the resume question: 'y', 'n' or 'q'.  Returns
 * the key, or 0 when a signal or a lost terminal ends the wait (the
 * status is then in *rc). */
static int
ask_key(int *rc)
{
	wint_t wch;
	int kind;

	for (;;) {
		if (got_quit_signal != 0) {
			*rc = 128 + got_quit_signal;
			return 0;
		}
		doupdate();
		if (wait_input(-1) == WAIT_LOST) {
			*rc = 129;
			return 0;
		}
		while ((kind = wget_wch(stdscr, &wch)) != ERR) {
			if (kind == KEY_CODE_YES && wch == KEY_RESIZE) {
				return 'r';
			}
			if (kind == OK && (wch == 'y' || wch == 'Y'))
				return 'y';
			if (kind == OK && (wch == 'n' || wch == 'N'))
				return 'n';
			if (kind == OK && (wch == 'q' || wch == 'Q' || wch == 3))
				return 'q';
		}
		if (got_tstp) {
			stop_here();
			return 'r';
		}
	}
}

/* Offers to resume the saved game sg.  Returns 'y' (resume), 'n' (a new
 * game) or 0 with *rc set when the player quits or the session ends. */
static int
offer_resume(struct session *s, const struct savegame *sg, int *rc)
{
	char l1[128], l2[128], t[32];
	const char *lines[4] = { l1, l2, "", "y resume it   n new game   q quit" };
	int key;

	text_duration(t, sizeof t, sg->pr.elapsed_ms);
	snprintf(l1, sizeof l1, "You have a saved game: %s, %ux%u %s",
	    sg->difficulty, sg->w, sg->h, sg->algo != NULL ? sg->algo->name : "loaded maze");
	snprintf(l2, sizeof l2, "%llu moves in %s%s. Resume it?",
	    (unsigned long long)sg->pr.moves, t, sg->pr.assisted ? ", assisted" : "");
	do {
		erase();
		draw_lines(&s->d, lines, 4);
		key = ask_key(rc);
	} while (key == 'r');
	if (key == 'q') {
		*rc = 0;
		return 0;
	}
	return key;
}

/* Ends the session: saves an unfinished game, restores the terminal and
 * prints what went wrong.  Returns status. */
static int
finish(struct session *s, SCREEN *scr, int status)
{
	mg_err e;
	bool saved = false;

	if (s->playing && !s->g.won && !s->failed) {
		if (persist_save_game(&s->g, s->diff, draw_now_ms(), &e) == 0)
			saved = true;
		else
			warn(s, e.msg);
	}
	draw_free(&s->d);
	endwin();
	delscreen(scr);
	if (s->playing)
		game_free(&s->g);
	scores_free(&s->scores);
	for (size_t i = 0; i < 2; i++)
		if (s->warning[i][0] != '\0')
			fprintf(stderr, "mazegame: %s\n", s->warning[i]);
	if (saved && !s->lost)
		fprintf(stderr, "mazegame: game saved; continue it with 'mazegame --resume'\n");
	if (s->daily_line[0] != '\0' && !s->lost) {
		printf("%s\n", s->daily_line);
		if (fflush(stdout) != 0 && status == 0)
			status = 1;
	}
	return status;
}

/* Turns off XON/XOFF, so a stray Ctrl-S in pasted input cannot freeze
 * the screen; curses keeps it as the program mode and endwin() restores
 * the shell's setting. */
static void
no_flow_control(void)
{
	struct termios t;

	if (tcgetattr(STDIN_FILENO, &t) != 0)
		return;
	t.c_iflag &= ~(tcflag_t)(IXON | IXOFF);
	if (tcsetattr(STDIN_FILENO, TCSANOW, &t) == 0)
		def_prog_mode();
}

/* Sets up curses on the terminal; returns the screen or NULL after
 * printing why not. */
static SCREEN *
start_curses(void)
{
	const char *term = getenv("TERM");
	SCREEN *scr = newterm(NULL, stdout, stdin);

	if (scr == NULL) {
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
	no_flow_control();
	keypad(stdscr, TRUE);
	nodelay(stdscr, TRUE);
	leaveok(stdscr, TRUE);
	curs_set(0);
	set_escdelay(25);
	return scr;
}

/* Checks the terminal, starts curses, the signal handlers and the
 * drawing, and sizes new mazes for --fit.  Returns 0, or the exit
 * status after printing why the terminal cannot be used. */
static int
enter_terminal(struct session *s, SCREEN **scr)
{
	int rc = check_terminal();

	if (rc != 0)
		return rc;
	if ((*scr = start_curses()) == NULL)
		return 2;
	install_signals();
	draw_init(&s->d, s->o);
	s->d.score_index = -1;
	if (s->o->fit)
		draw_fit_size(&s->d, &s->w, &s->h);
	return 0;
}

/* --demo: the solver walks maze after maze; any key ends it.  Nothing
 * is saved or scored.  Returns the exit status. */
static int
demo_loop(struct session *s)
{
	const int step_ms = 70, rest_ms = 1500;
	mg_err e;

	s->d.demo = true;
	for (;;) {
		uint64_t won_at = 0;

		if (new_game(s, &e) != 0) {
			warn(s, e.msg);
			return 1;
		}
		draw_all(&s->d, &s->g);
		for (;;) {
			wint_t wch;
			int kind;
			enum wait_result w;

			if (got_quit_signal != 0)
				return 128 + got_quit_signal;
			if (got_tstp)
				suspend(s);
			doupdate();
			w = wait_input(step_ms);
			if (w == WAIT_LOST) {
				s->lost = true;
				return 129;
			}
			while ((kind = wget_wch(stdscr, &wch)) != ERR) {
				if (kind == KEY_CODE_YES && wch == KEY_RESIZE)
					draw_resize(&s->d, &s->g);
				else
					return 0;
			}
			if (s->g.won) {
				if (draw_now_ms() - won_at >= (uint64_t)rest_ms)
					break;
				continue;
			}
			if (w == WAIT_TIMEOUT && !draw_too_small(&s->d)) {
				enum dir d = solve_toward_root(s->g.p.tree, s->g.pos);
				unsigned rd = game_command(&s->g,
				    (enum cmd)(CMD_MOVE_N + (int)d), draw_now_ms());

				if (rd & RD_WON) {
					s->g.hide_result = true;
					won_at = draw_now_ms();
				}
				draw_update(&s->d, &s->g, rd | RD_STATUS);
			}
		}
		game_free(&s->g);
		s->playing = false;
		s->seed = rng_splitmix64(&s->seed);
	}
}

int
ui_play(const struct options *o)
{
	struct session s;
	struct savegame sg;
	SCREEN *scr;
	mg_err e;
	int rc, have_save;

	memset(&s, 0, sizeof s);
	s.o = o;
	s.daily = o->daily;
	kind_from_options(&s, o);
	if (o->demo) {
		if ((rc = enter_terminal(&s, &scr)) != 0)
			return rc;
		rc = demo_loop(&s);
		s.failed = true;    /* nothing of a demo is saved */
		return finish(&s, scr, rc);
	}
	have_save = persist_load_game(&sg, &e);
	if (have_save < 0)
		warn(&s, e.msg);
	if (o->resume && have_save != 0) {
		fprintf(stderr, "mazegame: %s\n", have_save < 0 ? s.warning[0]
		    : "there is no saved game to resume");
		return 1;
	}
	if ((rc = enter_terminal(&s, &scr)) != 0) {
		if (have_save == 0)
			savegame_free(&sg);
		return rc;
	}
	if (have_save == 0 && !o->resume) {
		int key = offer_resume(&s, &sg, &rc);
		if (key != 'y') {
			savegame_free(&sg);
			have_save = 1;
			if (key == 0)
				return finish(&s, scr, rc);
		}
	}
	if (have_save == 0) {
		rc = savegame_resume(&sg, &s.g, draw_now_ms(), &e);
		if (rc == 0) {
			s.playing = true;
			kind_from_save(&s, &sg);
			s.daily = false;
		}
		savegame_free(&sg);
		if (rc != 0) {
			char msg[sizeof e.msg + 40];
			snprintf(msg, sizeof msg, "cannot resume the saved game: %s", e.msg);
			warn(&s, msg);
			if (o->resume)
				return finish(&s, scr, 1);
			have_save = 1;
		}
	}
	if (have_save != 0) {
		if (start_game(&s, &e) != 0) {
			warn(&s, e.msg);
			return finish(&s, scr, 1);
		}
	}
	return finish(&s, scr, play_loop(&s));
}
