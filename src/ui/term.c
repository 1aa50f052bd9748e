/* term.c - the terminal: checked and asked its background colour
 * before curses starts; under curses, set-up, signals, Ctrl-Z, waiting
 * for input, and the crash path that restores the terminal. */
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
#include "ui/term.h"

/* How long --theme auto waits for the terminal's answers, in ms. */
#define QUERY_MS 200

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

/* Mouse reports: asked for (ui_term_mouse), and how to stop them. */
static bool mouse_on;
#define MOUSE_ON_SEQ "\033[?1000h\033[?1006h"
#define MOUSE_OFF_SEQ "\033[?1006l\033[?1000l"

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

	have_shell_modes = tcgetattr(STDIN_FILENO, &shell_modes) == 0;
	if ((scr = newterm(NULL, stdout, stdin)) == NULL) {
		fprintf(stderr, _("mazegame: unknown terminal type '%s'; try TERM=xterm-256color or TERM=vt100\n"), term);
		return NULL;
	}
	if (tigetstr("cup") == NULL || tigetstr("cup") == (char *)-1) {
		endwin();
		delscreen(scr);
		fprintf(stderr, _("mazegame: terminal type '%s' cannot move the cursor; try TERM=vt100\n"), term);
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
	fatal_reset_len = 0;
	add_reset("sgr0");
	add_reset("cnorm");
	add_reset("rmkx");
	add_reset("rmcup");
	install_signals();
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
	if (on && fatal_reset_len + sizeof MOUSE_OFF_SEQ <= sizeof fatal_reset) {
		memmove(fatal_reset + sizeof MOUSE_OFF_SEQ - 1, fatal_reset, fatal_reset_len);
		memcpy(fatal_reset, MOUSE_OFF_SEQ, sizeof MOUSE_OFF_SEQ - 1);
		fatal_reset_len += sizeof MOUSE_OFF_SEQ - 1;
	}
}

bool
ui_term_mouse_on(void)
{
	return mouse_on;
}

void
ui_term_end(SCREEN *scr)
{
	if (mouse_on)
		mouse_mode(false);
	mouse_on = false;
	endwin();
	delscreen(scr);
	fatal_reset_len = 0;
}

int
ui_term_quit_signal(void)
{
	return got_quit_signal;
}

bool
ui_term_take_stop(void)
{
	bool stop = got_tstp != 0;

	got_tstp = 0;
	return stop;
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
	got_tstp = 0;
	refresh();
	/* endwin() left keypad-transmit mode; without it the arrow keys
	 * arrive in the other form, which curses does not know. */
	keypad(stdscr, FALSE);
	keypad(stdscr, TRUE);
	if (mouse_on)
		mouse_mode(true);
}

enum ui_wait
ui_term_wait(int timeout)
{
	struct pollfd pfd = { STDIN_FILENO, POLLIN, 0 };
	int n = poll(&pfd, 1, timeout);

	if (n < 0)
		return errno == EINTR ? UI_WAIT_SIGNAL : UI_WAIT_LOST;
	if (n == 0)
		return UI_WAIT_TIMEOUT;
	if (pfd.revents & (POLLERR | POLLNVAL | POLLHUP))
		return UI_WAIT_LOST;
	return UI_WAIT_INPUT;
}

