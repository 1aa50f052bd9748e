/* screenwait.c - waits until a tmux pane shows a pattern (or stops
 * showing it), for the tests' wait_for, wait_gone and on helpers.
 *
 * A shell loop that captures the pane twenty times a second starts a
 * tmux client, a grep and a sleep each time: near half a core while a
 * test waits, on a two-core machine that runs two tests at once.  This
 * program starts one client in control mode (tmux -C attach -r: read
 * only, and a control client does not change the window's size), asks
 * it for the pane again and again over the same pipe, and between asks
 * sleeps until the pane writes something (tmux's %output news) or
 * 50 ms pass.
 *
 * Usage: screenwait SOCKET TARGET SECONDS MODE PATTERN [BUT]
 *   SOCKET   tmux's -L name; TARGET the pane (a session's name)
 *   SECONDS  the most to wait, real time
 *   MODE     has:  some line matches PATTERN (grep -E, line by line);
 *            gone: no line does;
 *            but:  some match of PATTERN, as grep -o prints them, is
 *                  not exactly BUT.
 * Exit status: 0 when it came, 1 when it did not within SECONDS (or
 * the pane went away), 2 on a usage or system error.  Prints nothing.
 */
#include "config.h"

#include <errno.h>
#include <locale.h>
#include <poll.h>
#include <regex.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define LINE_MAX_BYTES 65536
#define PAUSE_MS 50     /* the longest pause between two looks */
#define GAP_MS 10       /* the shortest: output that never stops is
                         * not looked at more than 100 times a second */

enum mode { HAS, GONE, BUT };

/* The pattern and what the mode asks of it. */
struct want {
	regex_t re;
	enum mode mode;
	const char *but;
};

/* The control client's output, a line at a time. */
struct reader {
	int fd;
	char buf[LINE_MAX_BYTES];
	size_t len;     /* bytes in buf */
	bool eof;
};

static long long
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Reads what is there (waiting at most ms, -1: until something comes)
 * into r.  Returns false at end of file or on an error. */
static bool
fill(struct reader *r, int ms)
{
	struct pollfd p = { r->fd, POLLIN, 0 };
	ssize_t n;

	if (r->eof)
		return false;
	if (poll(&p, 1, ms) <= 0)
		return true;
	if (r->len == sizeof r->buf)   /* a line too long: dropped */
		r->len = 0;
	n = read(r->fd, r->buf + r->len, sizeof r->buf - r->len);
	if (n <= 0) {
		if (n < 0 && errno == EINTR)
			return true;
		r->eof = true;
		return false;
	}
	r->len += (size_t)n;
	return true;
}

/* Takes the next whole line from r into line (without its newline).
 * Returns false when there is none yet. */
static bool
take_line(struct reader *r, char *line, size_t size)
{
	char *nl = memchr(r->buf, '\n', r->len);
	size_t n;

	if (nl == NULL)
		return false;
	n = (size_t)(nl - r->buf);
	if (n >= size)
		n = size - 1;
	memcpy(line, r->buf, n);
	line[n] = '\0';
	r->len -= (size_t)(nl - r->buf) + 1;
	memmove(r->buf, nl + 1, r->len);
	return true;
}

/* Whether line holds what w looks for (for BUT: a match other than
 * w->but, every match of the line tried in turn as grep -o finds
 * them). */
static bool
line_matches(const struct want *w, const char *line)
{
	regmatch_t m;
	const char *p = line;
	int flags = 0;

	if (w->mode != BUT)
		return regexec(&w->re, line, 0, NULL, 0) == 0;
	while (regexec(&w->re, p, 1, &m, flags) == 0) {
		size_t n = (size_t)(m.rm_eo - m.rm_so);

		if (n > 0 && (strlen(w->but) != n
		    || strncmp(p + m.rm_so, w->but, n) != 0))
			return true;
		p += m.rm_eo > 0 ? m.rm_eo : 1;
		if (*p == '\0' || m.rm_eo == 0)
			break;
		flags = REG_NOTBOL;
	}
	return false;
}

/* Asks for the pane and reads the answer: 1 when it has what w looks
 * for, 0 when not, -1 when the client is gone or tmux says no.  Sets
 * *news when output was reported meanwhile. */
static int
look(struct reader *r, int to, const char *target, const struct want *w,
    bool *news)
{
	static char line[LINE_MAX_BYTES];
	char cmd[512];
	bool in = false, any = false, failed = false;
	int n = snprintf(cmd, sizeof cmd, "capture-pane -p -t '%s'\n", target);

	if (n < 0 || (size_t)n >= sizeof cmd || write(to, cmd, (size_t)n) != n)
		return -1;
	for (;;) {
		while (take_line(r, line, sizeof line)) {
			if (!in) {
				if (strncmp(line, "%begin ", 7) == 0)
					in = true;
				else if (strncmp(line, "%output ", 8) == 0)
					*news = true;
				else if (strcmp(line, "%exit") == 0
				    || strncmp(line, "%exit ", 6) == 0)
					return -1;
				continue;
			}
			if (strncmp(line, "%end ", 5) == 0)
				return failed ? -1 : any;
			if (strncmp(line, "%error ", 7) == 0) {
				failed = true;
				continue;
			}
			if (!failed && line_matches(w, line))
				any = true;
		}
		if (!fill(r, -1))
			return -1;
	}
}

int
main(int argc, char **argv)
{
	struct want w;
	struct reader r;
	int in[2], out[2], rc = 2, got;
	long long deadline, last = 0;
	char *end;
	double secs;
	pid_t pid;

	setlocale(LC_ALL, "");
	if (argc < 6 || argc > 7) {
		fputs("usage: screenwait SOCKET TARGET SECONDS has|gone|but PATTERN [BUT]\n", stderr);
		return 2;
	}
	secs = strtod(argv[3], &end);
	if (*end != '\0' || secs < 0)
		return 2;
	if (strcmp(argv[4], "has") == 0)
		w.mode = HAS;
	else if (strcmp(argv[4], "gone") == 0)
		w.mode = GONE;
	else if (strcmp(argv[4], "but") == 0 && argc == 7)
		w.mode = BUT;
	else
		return 2;
	w.but = argc == 7 ? argv[6] : "";
	if (regcomp(&w.re, argv[5], REG_EXTENDED | (w.mode == BUT ? 0 : REG_NOSUB)) != 0) {
		fprintf(stderr, "screenwait: bad pattern: %s\n", argv[5]);
		return 2;
	}
	signal(SIGPIPE, SIG_IGN);
	if (pipe(in) != 0 || pipe(out) != 0) {
		regfree(&w.re);
		return 2;
	}
	pid = fork();
	if (pid < 0) {
		regfree(&w.re);
		return 2;
	}
	if (pid == 0) {
		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		execlp("tmux", "tmux", "-L", argv[1], "-f", "/dev/null", "-C",
		    "attach", "-r", "-t", argv[2], (char *)NULL);
		_exit(127);
	}
	close(in[0]);
	close(out[1]);
	r.fd = out[0];
	r.len = 0;
	r.eof = false;
	deadline = now_ms() + (long long)(secs * 1000);
	for (;;) {
		bool news = false;

		last = now_ms();
		got = look(&r, in[1], argv[2], &w, &news);
		if (got < 0) {
			/* The pane is gone: nothing shows on it. */
			rc = w.mode == GONE ? 0 : 1;
			break;
		}
		if ((w.mode == GONE) != (got == 1)) {
			rc = 0;
			break;
		}
		if (now_ms() >= deadline) {
			rc = 1;
			break;
		}
		/* Wait for output (or PAUSE_MS), but never look again within
		 * GAP_MS of the last look. */
		while (!news && now_ms() - last < PAUSE_MS && now_ms() < deadline) {
			char line[256];

			if (!fill(&r, PAUSE_MS - (int)(now_ms() - last)))
				break;
			while (r.len > 0 && memchr(r.buf, '\n', r.len) != NULL) {
				take_line(&r, line, sizeof line);
				if (strncmp(line, "%output ", 8) == 0)
					news = true;
			}
		}
		if (now_ms() - last < GAP_MS) {
			struct timespec ts = { 0, (long)(GAP_MS - (now_ms() - last)) * 1000000L };

			nanosleep(&ts, NULL);
		}
	}
	/* The client ends at the end of its input, mostly; one that does
	 * not (seen: blocked on its output, or still attaching) is ended. */
	close(in[1]);
	close(out[0]);
	kill(pid, SIGTERM);
	waitpid(pid, NULL, 0);
	regfree(&w.re);
	return rc;
}
