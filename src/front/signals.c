/* signals.c - the signals a front end's loop answers: a quit (INT,
 * TERM, QUIT, HUP) and Ctrl-Z set flags the loop reads; a resize goes
 * to the handler that was there before (curses'); each of them also
 * writes a byte to a pipe the loop's wait polls, so one that comes
 * while the loop is busy still wakes the next wait.  (A crash, which
 * puts the terminal back, is the terminal's: ui/term.c.) */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "front/signals.h"

/* Set by the handlers, read by the loop. */
static volatile sig_atomic_t got_quit_signal;   /* the signal number */
static volatile sig_atomic_t got_tstp;

/* A pipe each handled signal writes a byte to, polled beside the
 * terminal: a signal that comes between two waits (while the loop
 * draws, say) still wakes the next one instead of being seen only at
 * the next key. */
static int wake_pipe[2] = { -1, -1 };

/* The resize handler that was there before ours (curses'), which
 * ours runs first. */
static struct sigaction toolkit_winch;

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

/* A resize: the handler before ours notes it (curses' getch then says
 * KEY_RESIZE), and the loop wakes to read that. */
static void
on_winch(int sig, siginfo_t *info, void *ctx)
{
	if (toolkit_winch.sa_flags & SA_SIGINFO) {
		if (toolkit_winch.sa_sigaction != NULL)
			toolkit_winch.sa_sigaction(sig, info, ctx);
	} else if (toolkit_winch.sa_handler != SIG_DFL
	    && toolkit_winch.sa_handler != SIG_IGN
	    && toolkit_winch.sa_handler != NULL) {
		toolkit_winch.sa_handler(sig);
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

void
signals_install(void)
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
	/* The toolkit (curses, in newterm) put its resize handler in;
	 * ours goes in front of it, once. */
	open_wake_pipe();
	if (sigaction(SIGWINCH, NULL, &old) == 0
	    && !((old.sa_flags & SA_SIGINFO) && old.sa_sigaction == on_winch)) {
		toolkit_winch = old;
		sa.sa_flags = SA_SIGINFO;
		sa.sa_sigaction = on_winch;
		sigaction(SIGWINCH, &sa, NULL);
	}
}

int
signals_quit(void)
{
	return got_quit_signal;
}

bool
signals_take_stop(void)
{
	bool stop = got_tstp != 0;

	got_tstp = 0;
	return stop;
}

int
signals_wake_fd(void)
{
	return wake_pipe[0];
}

bool
signals_woken(short revents)
{
	char buf[64];

	if (wake_pipe[0] < 0 || !(revents & POLLIN))
		return false;
	while (read(wake_pipe[0], buf, sizeof buf) > 0)
		;
	return true;
}
