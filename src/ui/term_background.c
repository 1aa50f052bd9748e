/* term_background.c - the terminal's background colour, asked with
 * OSC 11 before curses starts (--theme auto, --dump-config): the
 * terminal in raw mode for a fifth of a second at most, the signals
 * that end the game held meanwhile, the answer read by app/theme.c. */
#include "config.h"

#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <termios.h>
#include <unistd.h>

#include "base/clock.h"
#include "base/i18n.h"
#include "ui/term_background.h"

/* How long --theme auto waits for the terminal's answers, in ms. */
#define QUERY_MS 200

/* Returns the monotonic clock in ms. */
static long long
now_ms(void)
{
	return (long long)clock_ms();
}

/* Whether buf holds the answer to the device-attributes query
 * (ESC [ ? ... c), which every terminal sends after any other answer. */
static bool
have_da(const char *buf, size_t n)
{
	size_t i, j;

	for (i = 0; i + 3 < n; i++) {
		if (buf[i] != '\033' || buf[i + 1] != '[' || buf[i + 2] != '?')
			continue;
		for (j = i + 3; j < n && ((buf[j] >= '0' && buf[j] <= '9')
		    || buf[j] == ';'); j++)
			;
		if (j < n && buf[j] == 'c')
			return true;
	}
	return false;
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
	long long deadline;
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
		deadline = now_ms() + QUERY_MS;
		while (n < sizeof buf && !have_da(buf, n)) {
			struct pollfd pfd = { STDIN_FILENO, POLLIN, 0 };
			long long left = deadline - now_ms();

			if (left <= 0 || poll(&pfd, 1, (int)left) <= 0)
				break;
			if ((got = read(STDIN_FILENO, buf + n, sizeof buf - n)) <= 0)
				break;
			n += (size_t)got;
		}
		if (theme_from_reply(buf, n, &t) != 0) {
			t = THEME_DEFAULT;
			snprintf(why, size, _("the terminal did not answer the background-colour"
			    " query (OSC 11) within %d ms, as tmux and screen often do not"),
			    QUERY_MS);
		} else if (t == THEME_LIGHT) {
			snprintf(why, size, "%s", _("the terminal says its background is light"));
		} else {
			snprintf(why, size, "%s", _("the terminal says its background is dark"));
		}
	}
	/* Back as it was, and whatever else came in (a late answer,
	 * keys typed meanwhile) thrown away rather than read as keys. */
	tcsetattr(STDIN_FILENO, TCSAFLUSH, &old);
	sigprocmask(SIG_SETMASK, &was, NULL);
	return t;
}
