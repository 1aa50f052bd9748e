/* term.c - the terminal: checked and asked its background colour
 * before curses starts; under curses, set-up, what a crash writes to
 * put it back, the mouse, Ctrl-Z and waiting for input or a signal
 * (the signals themselves: front/signals.c). */
#include "config.h"

#include <curses.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "base/clock.h"
#include "base/i18n.h"
#include "base/err.h"
#include "front/signals.h"
#include "ui/term.h"

/* How long --theme auto waits for the terminal's answers, in ms. */
#define QUERY_MS 200

/* What a crash writes to put the terminal back (filled while curses
 * starts, written with write(2) alone), and the modes to restore: the
 * shell's, as curses found them. */
static char crash_reset[256];
static size_t crash_reset_len;
static struct termios shell_modes;
static int have_shell_modes;

/* Adds seq to what a crash writes: at the end or, with first, at the
 * start (what is switched on last is switched off first). */
static void
crash_add(const char *seq, bool first)
{
	size_t n = strlen(seq);

	if (crash_reset_len + n > sizeof crash_reset)
		return;
	if (first) {
		memmove(crash_reset + n, crash_reset, crash_reset_len);
		memcpy(crash_reset, seq, n);
	} else {
		memcpy(crash_reset + crash_reset_len, seq, n);
	}
	crash_reset_len += n;
}

/* Appends terminfo capability cap to what a crash writes, if the
 * terminal has it. */
static void
add_reset(const char *cap)
{
	const char *s = tigetstr(cap);

	if (s != NULL && s != (char *)-1)
		crash_add(s, false);
}

/* A crash: put the terminal back as the shell had it, say so, and die
 * of the same signal.  Only async-signal-safe calls. */
static void
on_crash(int sig)
{
	static const char msg[] = "mazegame: crashed; the terminal was restored\n";

	if (crash_reset_len > 0 && write(STDOUT_FILENO, crash_reset, crash_reset_len) < 0)
		crash_reset_len = 0;
	if (have_shell_modes)
		tcsetattr(STDIN_FILENO, TCSANOW, &shell_modes);
	if (write(STDERR_FILENO, msg, sizeof msg - 1) < 0)
		sig = SIGABRT;
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Catches the signals of a crash, each once (SA_RESETHAND). */
static void
crash_install(void)
{
	static const int fatal[] = { SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL };
	struct sigaction sa;
	size_t i;

	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on_crash;
	sa.sa_flags = SA_RESETHAND;
	for (i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
		sigaction(fatal[i], &sa, NULL);
}

/* Mouse reports: asked for (ui_term_mouse), and how to stop them. */
static bool mouse_on;
#define MOUSE_ON_SEQ "\033[?1000h\033[?1006h"
#define MOUSE_OFF_SEQ "\033[?1006l\033[?1000l"

int
ui_term_check(void)
{
	const char *term = getenv("TERM");

	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		fputs(_("mazegame: standard input and output must be a terminal to play (try --print)\n"), stderr);
		return MG_EXIT_USAGE;
	}
	if (term == NULL || *term == '\0') {
		fputs(_("mazegame: TERM is not set; set it to your terminal type (for example TERM=xterm-256color)\n"), stderr);
		return MG_EXIT_USAGE;
	}
	return 0;
}

enum theme
ui_term_background(void)
{
	char why[160];

	return ui_term_background_why(why, sizeof why);
}

enum theme
ui_term_background_why(char *why, size_t size)
{
	/* The background colour (OSC 11), then the device attributes, so
	 * a terminal that does not know OSC 11 still answers at once. */
	static const char query[] = "\033]11;?\033\\\033[c";
	struct termios old, raw;
	sigset_t ends, was;
	char buf[512];
	size_t n = 0;
	uint64_t deadline;
	enum theme t = THEME_DEFAULT;
	ssize_t got;

	snprintf(why, size, "%s", _("standard input is not a terminal, so there is no one to ask"));
	if (tcgetattr(STDIN_FILENO, &old) != 0)
		return t;
	raw = old;
	raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	raw.c_cc[VMIN] = 0;
	raw.c_cc[VTIME] = 0;
	/* A Ctrl-C (or TERM, HUP) during the query waits until the
	 * terminal's modes are back: it must not end the process with
	 * echo off. */
	sigemptyset(&ends);
	sigaddset(&ends, SIGINT);
	sigaddset(&ends, SIGTERM);
	sigaddset(&ends, SIGHUP);
	sigaddset(&ends, SIGQUIT);
	sigprocmask(SIG_BLOCK, &ends, &was);
	if (tcsetattr(STDIN_FILENO, TCSANOW, &raw) != 0) {
		sigprocmask(SIG_SETMASK, &was, NULL);
		return t;
	}
	if (write(STDOUT_FILENO, query, sizeof query - 1) == (ssize_t)(sizeof query - 1)) {
		deadline = clock_ms() + QUERY_MS;
		while (n < sizeof buf && !theme_reply_whole(buf, n)) {
			struct pollfd pfd = { STDIN_FILENO, POLLIN, 0 };
			uint64_t now = clock_ms();

			if (now >= deadline || poll(&pfd, 1, (int)(deadline - now)) <= 0)
				break;
			if ((got = read(STDIN_FILENO, buf + n, sizeof buf - n)) <= 0)
				break;
			n += (size_t)got;
		}
		t = theme_from_answer(buf, n, QUERY_MS, why, size);
	}
	/* Back as it was, and whatever else came in (a late answer,
	 * keys typed meanwhile) thrown away rather than read as keys. */
	tcsetattr(STDIN_FILENO, TCSAFLUSH, &old);
	sigprocmask(SIG_SETMASK, &was, NULL);
	return t;
}

SCREEN *
ui_term_start(bool cursor)
{
	const char *term = getenv("TERM");
	SCREEN *scr;
	struct termios t;

	if (tcgetattr(STDIN_FILENO, &t) == 0) {
		shell_modes = t;
		have_shell_modes = 1;
	}
	if ((scr = newterm(NULL, stdout, stdin)) == NULL) {
		mg_err e;

		/* Through a message: its control characters written out. */
		err_set(&e, _("unknown terminal type '%s'; try TERM=xterm-256color or TERM=vt100"), term);
		fprintf(stderr, "mazegame: %s\n", e.msg);
		return NULL;
	}
	if (tigetstr("cup") == NULL || tigetstr("cup") == (char *)-1) {
		endwin();
		delscreen(scr);
		mg_err e;

		err_set(&e, _("terminal type '%s' cannot move the cursor; try TERM=vt100"), term);
		fprintf(stderr, "mazegame: %s\n", e.msg);
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
	/* The screen-reader mode keeps the cursor on the player. */
	leaveok(stdscr, cursor ? FALSE : TRUE);
	curs_set(cursor ? 1 : 0);
	set_escdelay(25);
	crash_reset_len = 0;
	add_reset("sgr0");
	add_reset("cnorm");
	add_reset("rmkx");
	add_reset("rmcup");
	crash_install();
	signals_install();
	return scr;
}

/* Asks for mouse reports or stops them (curses' part for terminals of
 * the older form, ours for the SGR form, which curses may not know). */
static void
mouse_mode(bool on)
{
	if (on) {
		mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED
#ifdef BUTTON5_PRESSED
		    | BUTTON5_PRESSED
#endif
		    , NULL);
		mouseinterval(0);
		putp(MOUSE_ON_SEQ);
	} else {
		putp(MOUSE_OFF_SEQ);
		mousemask(0, NULL);
	}
	fflush(stdout);
}

void
ui_term_mouse(bool on)
{
	if (on == mouse_on)
		return;
	mouse_mode(on);
	mouse_on = on;
	/* A crash puts the terminal back without them too. */
	if (on)
		crash_add(MOUSE_OFF_SEQ, true);
}

bool
ui_term_mouse_on(void)
{
	return mouse_on;
}

void
ui_term_end(SCREEN *scr)
{
	const char *rmcup = tigetstr("rmcup");

	if (mouse_on)
		mouse_mode(false);
	mouse_on = false;
	/* A terminal with no alternate screen (linux, vt100, ansi) keeps
	 * what was drawn: cleared, the shell's prompt comes on a clean
	 * screen, not over the maze's last status line. */
	if (rmcup == NULL || rmcup == (char *)-1 || *rmcup == '\0') {
		clear();
		refresh();
	}
	endwin();
	delscreen(scr);
	crash_reset_len = 0;
}

bool
ui_term_job_control(void)
{
	pid_t group = getpgrp(), parent = getppid();
	pid_t parent_group = getpgid(parent);

	/* A shell with job control runs each job in a process group of its
	 * own, under it in its session.  Leading the session (ssh -tt host
	 * mazegame, a forced command), in the group of the program that
	 * started it (sh -c), or with the parent gone elsewhere, nobody
	 * takes the terminal back on a stop, and the kernel drops it. */
	return group != getsid(0) && parent_group >= 0 && parent_group != group
	    && getsid(parent) == getsid(0);
}

void
ui_term_stop_here(void)
{
	struct sigaction sa, old;

	/* The shell gets a terminal that sends no mouse codes. */
	if (mouse_on)
		mouse_mode(false);
	endwin();
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGTSTP, &sa, &old);
	raise(SIGTSTP);
	/* ...stopped here until SIGCONT... */
	sigaction(SIGTSTP, &old, NULL);
	signals_take_stop();
	refresh();
	/* endwin() left keypad-transmit mode; without it the arrow keys
	 * arrive in the other form, which curses does not know. */
	keypad(stdscr, FALSE);
	keypad(stdscr, TRUE);
	if (mouse_on)
		mouse_mode(true);
}

void
ui_term_pollfds(struct pollfd pfd[2])
{
	pfd[0].fd = STDIN_FILENO;
	pfd[1].fd = signals_wake_fd();
	pfd[0].events = pfd[1].events = POLLIN;
	pfd[0].revents = pfd[1].revents = 0;
}

enum ui_wait
ui_term_waited(int n, int err, const struct pollfd pfd[2])
{
	bool woken = signals_woken(pfd[1].revents);

	if (n < 0)
		return err == EINTR ? UI_WAIT_SIGNAL : UI_WAIT_LOST;
	if (pfd[0].revents & (POLLERR | POLLNVAL | POLLHUP))
		return UI_WAIT_LOST;
	if (pfd[0].revents & POLLIN)
		return UI_WAIT_INPUT;
	return woken ? UI_WAIT_SIGNAL : UI_WAIT_TIMEOUT;
}

enum ui_wait
ui_term_wait(int timeout)
{
	struct pollfd pfd[2];
	int n;

	ui_term_pollfds(pfd);
	n = poll(pfd, 2, timeout);
	return ui_term_waited(n, errno, pfd);
}
