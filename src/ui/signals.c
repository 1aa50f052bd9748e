/* signals.c - the signals the game catches: a quit (INT, TERM, QUIT,
 * HUP) and Ctrl-Z set flags the loop reads; a resize goes to curses;
 * each of them also writes a byte to a pipe the loop's wait polls, so
 * one that comes while the loop is busy still wakes the next wait.  A
 * crash puts the terminal back as the shell had it. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "ui/signals.h"

/* Set by the handlers, read by the loop. */
static volatile sig_atomic_t got_quit_signal;   /* the signal number */
static volatile sig_atomic_t got_tstp;

/* A pipe each handled signal writes a byte to, polled beside the
 * terminal: a signal that comes between two waits (while the loop
 * draws, say) still wakes the next one instead of being seen only at
 * the next key. */
static int wake_pipe[2] = { -1, -1 };

/* Curses' own resize handler, which ours runs first. */
static struct sigaction curses_winch;

/* What a fatal signal writes to put the terminal back (filled while
 * curses starts, written with write(2) alone), and the modes to
 * restore. */
static char fatal_reset[256];
static size_t fatal_reset_len;
static struct termios shell_modes;
static int have_shell_modes;

/* Wakes the loop's wait (async-signal-safe; a full pipe is awake). */
static void
wake(void)
{
	int e = errno;

	if (wake_pipe[1] >= 0 && write(wake_pipe[1], "", 1) < 0) {
		/* Full: a byte already waits to wake the loop. */
	}
	errno = e;
}

/* Records a signal that ends the game. */
static void
on_quit_signal(int sig)
{
	got_quit_signal = sig;
	wake();
}

/* Records a request to suspend (Ctrl-Z). */
static void
on_tstp(int sig)
{
	(void)sig;
	got_tstp = 1;
	wake();
}

/* A resize: curses notes it (its getch then says KEY_RESIZE), and the
 * loop wakes to read that. */
static void
on_winch(int sig, siginfo_t *info, void *ctx)
{
	if (curses_winch.sa_flags & SA_SIGINFO) {
		if (curses_winch.sa_sigaction != NULL)
			curses_winch.sa_sigaction(sig, info, ctx);
	} else if (curses_winch.sa_handler != SIG_DFL
	    && curses_winch.sa_handler != SIG_IGN
	    && curses_winch.sa_handler != NULL) {
		curses_winch.sa_handler(sig);
	}
	wake();
}

/* Opens the wake pipe once, both ends non-blocking. */
static void
open_wake_pipe(void)
{
	int i;

	if (wake_pipe[0] >= 0 || pipe(wake_pipe) != 0)
		return;
	for (i = 0; i < 2; i++) {
		fcntl(wake_pipe[i], F_SETFD, FD_CLOEXEC);
		fcntl(wake_pipe[i], F_SETFL, fcntl(wake_pipe[i], F_GETFL) | O_NONBLOCK);
	}
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

void
ui_signals_install(void)
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
	/* Curses put its resize handler in (newterm); ours goes in
	 * front of it, once. */
	open_wake_pipe();
	if (sigaction(SIGWINCH, NULL, &old) == 0
	    && !((old.sa_flags & SA_SIGINFO) && old.sa_sigaction == on_winch)) {
		curses_winch = old;
		sa.sa_flags = SA_SIGINFO;
		sa.sa_sigaction = on_winch;
		sigaction(SIGWINCH, &sa, NULL);
	}
}

void
ui_signals_crash_clear(void)
{
	fatal_reset_len = 0;
}

void
ui_signals_crash_add(const char *seq, bool first)
{
	size_t n = strlen(seq);

	if (fatal_reset_len + n > sizeof fatal_reset)
		return;
	if (first) {
		memmove(fatal_reset + n, fatal_reset, fatal_reset_len);
		memcpy(fatal_reset, seq, n);
	} else {
		memcpy(fatal_reset + fatal_reset_len, seq, n);
	}
	fatal_reset_len += n;
}

void
ui_signals_crash_modes(const struct termios *t)
{
	shell_modes = *t;
	have_shell_modes = 1;
}

int
ui_signals_quit(void)
{
	return got_quit_signal;
}

bool
ui_signals_take_stop(void)
{
	bool stop = got_tstp != 0;

	got_tstp = 0;
	return stop;
}

int
ui_signals_wake_fd(void)
{
	return wake_pipe[0];
}

bool
ui_signals_woken(short revents)
{
	char buf[64];

	if (wake_pipe[0] < 0 || !(revents & POLLIN))
		return false;
	while (read(wake_pipe[0], buf, sizeof buf) > 0)
		;
	return true;
}
