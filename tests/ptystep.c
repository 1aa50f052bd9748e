/* ptystep.c - runs mazegame in a pseudo-terminal and measures what the
 * terminal receives: the time to the first complete frame, and the bytes
 * each one-cell move costs.
 *
 * Usage: ptystep [options] -- PROGRAM [ARG...]
 *   -r ROWS -c COLS   pty size (default 24 x 80)
 *   -t TERM           TERM for the child (default xterm-256color)
 *   -E NAME=VALUE     put NAME in the child's environment (repeatable)
 *   -U NAME           remove NAME from the child's environment
 *   -m FILE           the maze being played, in the block format (the
 *                     same file passed with --load, or --print output for
 *                     the same seed); needed for -n
 *   -n STEPS          moves to make along open passages (default 0);
 *                     with -S, the first STEPS moves of the path
 *   -S                walk the solution: follow the '.' marks of the -m
 *                     maze (--print --solution output) from S, up to the
 *                     cell before E (the last step would end the game);
 *                     without -n, the whole of that walk
 *   -q MS             silence that ends a frame (default 150)
 *   -w MS             longest wait for the first frame (default 30000)
 *   -p TEXT           text that the first frame contains (default
 *                     "Moves", the status line, drawn last)
 *   -v                print the bytes of every step, escaped
 *
 * A frame is complete when the terminal has been quiet for -q ms after
 * output started (the first frame: after TEXT came, since curses sends
 * its terminal set-up before the game has made its maze).  The status line's clock redraws once a second, so
 * the moves are made just after a tick and only while the next tick is
 * far enough away that it cannot fall into a step's quiet window.
 * With -S, the steps that moved the view (cost more than 100 bytes) are
 * counted in "steps_over_100".
 * Prints "key: value" lines; exits 0 when every step moved the player
 * (the screen changed) and the program ended with status 0, else 1.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "base/clock.h"
#if defined(HAVE_PTY_H)
#include <pty.h>
#elif defined(HAVE_UTIL_H)
#include <util.h>
#endif

/* Most steps and environment changes accepted. */
#define MAX_STEPS 1000000
#define MAX_ENV 32

/* The command line. */
struct opts {
	unsigned short rows, cols;
	const char *term;
	const char *set[MAX_ENV];
	int nset;
	const char *unset[MAX_ENV];
	int nunset;
	const char *maze_path;
	int steps;
	bool solution;
	int quiet_ms;
	int wait_ms;
	const char *pattern;
	bool verbose;
	char **argv;
};

/* The maze read from a block-format file. */
struct grid {
	char **line;
	size_t nlines;
	size_t w, h;        /* cells */
	size_t x, y;        /* the player's cell */
	int back;           /* the direction we came from, or -1 */
	bool solution;      /* follow the '.' marks only */
};

/* A buffer of received bytes. */
struct buf {
	unsigned char *p;
	size_t len, cap;
};

/* Returns a monotonic time in milliseconds, with fractions. */
static double
now_ms(void)
{
	return (double)clock_ns() / 1e6;
}

/* Prints a message and exits with status 2. */
static void
die(const char *msg, const char *arg)
{
	fprintf(stderr, "ptystep: %s%s%s\n", msg, arg ? ": " : "", arg ? arg : "");
	exit(2);
}

/* Returns a number option in [lo, hi], or dies. */
static long
number(const char *s, long lo, long hi)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0' || v < lo || v > hi)
		die("bad number", s);
	return v;
}

/* Parses the command line into o. */
static void
parse(int argc, char **argv, struct opts *o)
{
	int c;

	memset(o, 0, sizeof *o);
	o->rows = 24;
	o->cols = 80;
	o->term = "xterm-256color";
	o->quiet_ms = 150;
	o->wait_ms = 30000;
	o->pattern = "Moves";
	while ((c = getopt(argc, argv, "+r:c:t:E:U:m:n:Sq:w:p:v")) != -1) {
		switch (c) {
		case 'r': o->rows = (unsigned short)number(optarg, 1, 10000); break;
		case 'c': o->cols = (unsigned short)number(optarg, 1, 10000); break;
		case 't': o->term = optarg; break;
		case 'E':
			if (o->nset == MAX_ENV || strchr(optarg, '=') == NULL)
				die("bad -E", optarg);
			o->set[o->nset++] = optarg;
			break;
		case 'U':
			if (o->nunset == MAX_ENV)
				die("too many -U", optarg);
			o->unset[o->nunset++] = optarg;
			break;
		case 'm': o->maze_path = optarg; break;
		case 'n': o->steps = (int)number(optarg, 0, MAX_STEPS); break;
		case 'S': o->solution = true; break;
		case 'q': o->quiet_ms = (int)number(optarg, 10, 10000); break;
		case 'w': o->wait_ms = (int)number(optarg, 10, 600000); break;
		case 'p': o->pattern = optarg; break;
		case 'v': o->verbose = true; break;
		default: die("usage: ptystep [-r ROWS] [-c COLS] [-t TERM] [-E N=V] [-U N] [-m MAZE] [-n STEPS] [-S] [-q MS] [-w MS] [-p TEXT] [-v] -- PROGRAM [ARG...]", NULL);
		}
	}
	if (optind >= argc)
		die("no program given", NULL);
	if (o->steps > 0 && o->maze_path == NULL)
		die("-n needs -m MAZE", NULL);
	if (o->solution && o->maze_path == NULL)
		die("-S needs -m MAZE", NULL);
	if (o->solution && o->steps == 0)
		o->steps = MAX_STEPS;
	o->argv = argv + optind;
}

/* Reads a block-format maze and finds S; dies on a malformed file. */
static void
grid_load(struct grid *g, const char *path)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0, r, c, width = 0;
	ssize_t len;
	bool found = false;

	if (f == NULL)
		die("cannot open", path);
	memset(g, 0, sizeof *g);
	while ((len = getline(&line, &cap, f)) > 0) {
		char **nl;

		if (line[len - 1] == '\n')
			line[--len] = '\0';
		if (g->nlines == 0)
			width = (size_t)len;
		if ((size_t)len != width)
			die("ragged maze file", path);
		nl = realloc(g->line, (g->nlines + 1) * sizeof *nl);
		if (nl == NULL)
			die("out of memory", NULL);
		g->line = nl;
		g->line[g->nlines++] = line;
		line = NULL;
		cap = 0;
	}
	free(line);
	fclose(f);
	if (g->nlines < 3 || g->nlines % 2 == 0 || width < 3 || width % 2 == 0)
		die("not a block-format maze", path);
	g->w = (width - 1) / 2;
	g->h = (g->nlines - 1) / 2;
	for (r = 0; r < g->h && !found; r++)
		for (c = 0; c < g->w && !found; c++)
			if (g->line[2 * r + 1][2 * c + 1] == 'S') {
				g->x = c;
				g->y = r;
				found = true;
			}
	if (!found)
		die("no start (S) in", path);
	g->back = -1;
}

/* Frees the lines of g. */
static void
grid_free(struct grid *g)
{
	size_t i;

	for (i = 0; i < g->nlines; i++)
		free(g->line[i]);
	free(g->line);
}

/* Direction deltas: north, east, south, west. */
static const int ddx[4] = { 0, 1, 0, -1 };
static const int ddy[4] = { -1, 0, 1, 0 };

/* Returns whether the passage from the player's cell in direction d is
 * open and leads to a cell other than the exit; when walking the
 * solution, whether it is marked as part of the path. */
static bool
grid_open(const struct grid *g, int d)
{
	size_t wx = 2 * g->x + 1 + (size_t)ddx[d], wy = 2 * g->y + 1 + (size_t)ddy[d];
	char to;

	if (g->line[wy][wx] == '#')
		return false;   /* the outer border is all wall */
	to = g->line[wy + (size_t)ddy[d]][wx + (size_t)ddx[d]];
	if (g->solution)
		return g->line[wy][wx] == '.' && to == '.';
	return to != 'E';
}

/* Chooses the next move: onward along the passage (the first open way
 * that does not go back), else back (never on the solution).  Returns
 * -1 when boxed in, or at the end of the solution. */
static int
grid_next(struct grid *g)
{
	int d;

	for (d = 0; d < 4; d++)
		if (d != g->back && grid_open(g, d))
			break;
	if (d == 4) {
		if (g->solution || g->back < 0 || !grid_open(g, g->back))
			return -1;
		d = g->back;
	}
	g->x = (size_t)((long)g->x + ddx[d]);
	g->y = (size_t)((long)g->y + ddy[d]);
	g->back = d ^ 2;
	return d;
}

/* Appends n bytes to b. */
static void
buf_add(struct buf *b, const unsigned char *p, size_t n)
{
	if (b->len + n > b->cap) {
		size_t cap = b->cap ? b->cap : 4096;
		unsigned char *q;

		while (cap < b->len + n)
			cap *= 2;
		q = realloc(b->p, cap);
		if (q == NULL)
			die("out of memory", NULL);
		b->p = q;
		b->cap = cap;
	}
	memcpy(b->p + b->len, p, n);
	b->len += n;
}

/* Reads from fd into b (when b is not NULL) until it has been quiet for
 * quiet ms after the first byte, or no byte came within first ms.
 * *first_at and *last_at get the times of the first and last bytes.
 * Returns the byte count, or -1 at end of file. */
static long
read_frame(int fd, struct buf *b, int first, int quiet, double *first_at,
    double *last_at)
{
	unsigned char chunk[65536];
	double start = now_ms(), last = 0;
	long total = 0;

	for (;;) {
		double t = now_ms();
		int wait = total == 0 ? (int)(start + first - t) : (int)(last + quiet - t);
		struct pollfd pfd = { fd, POLLIN, 0 };
		ssize_t n;

		if (wait <= 0)
			break;
		if (poll(&pfd, 1, wait) < 0) {
			if (errno == EINTR)
				continue;
			die("poll failed", strerror(errno));
		}
		if (pfd.revents == 0)
			continue;
		n = read(fd, chunk, sizeof chunk);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return total > 0 ? total : -1;  /* EIO: the child is gone */
		last = now_ms();
		if (total == 0 && first_at != NULL)
			*first_at = last;
		if (b != NULL)
			buf_add(b, chunk, (size_t)n);
		total += n;
	}
	if (last_at != NULL)
		*last_at = last;
	return total;
}

/* Prints bytes with escapes visible: \e for ESC, \xNN for controls. */
static void
print_escaped(const unsigned char *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (p[i] == 27)
			fputs("\\e", stdout);
		else if (p[i] == '\\')
			fputs("\\\\", stdout);
		else if (p[i] < 32 || p[i] == 127)
			printf("\\x%02x", p[i]);
		else
			putchar(p[i]);
	}
	putchar('\n');
}

/* Writes the whole of s to fd. */
static void
send_keys(int fd, const char *s)
{
	size_t n = strlen(s);

	while (n > 0) {
		ssize_t k = write(fd, s, n);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			die("cannot write to the pty", strerror(errno));
		s += k;
		n -= (size_t)k;
	}
}

/* Starts the program in a new pty; returns its pid and the master. */
static pid_t
spawn(const struct opts *o, int *master)
{
	struct winsize ws;
	pid_t pid;
	int i;

	memset(&ws, 0, sizeof ws);
	ws.ws_row = o->rows;
	ws.ws_col = o->cols;
	pid = forkpty(master, NULL, NULL, &ws);
	if (pid < 0)
		die("forkpty failed", strerror(errno));
	if (pid == 0) {
		setenv("TERM", o->term, 1);
		for (i = 0; i < o->nunset; i++)
			unsetenv(o->unset[i]);
		for (i = 0; i < o->nset; i++)
			putenv((char *)o->set[i]);
		execvp(o->argv[0], o->argv);
		fprintf(stderr, "ptystep: cannot run %s: %s\n", o->argv[0], strerror(errno));
		_exit(127);
	}
	return pid;
}

/* Waits for the clock's next tick to be drawn; returns when it came,
 * or now when nothing came within 1.5 s (the clock is stopped). */
static double
wait_tick(int fd)
{
	double first = 0;

	if (read_frame(fd, NULL, 1500, 30, &first, NULL) <= 0)
		return now_ms();
	return first;
}

/* Returns whether the len bytes at p contain the string pat. */
static bool
contains(const unsigned char *p, size_t len, const char *pat)
{
	size_t k = strlen(pat), i;

	for (i = 0; i + k <= len; i++)
		if (memcmp(p + i, pat, k) == 0)
			return true;
	return false;
}

/* Reads the first frame into b: until the pattern has come and the
 * terminal has then been quiet.  *last_at gets the last byte's time.
 * Returns the byte count, or -1 when the frame never came. */
static long
read_first_frame(int fd, struct buf *b, const struct opts *o, double *last_at)
{
	double until = now_ms() + o->wait_ms, first = 0, last = 0;
	long n;

	while (!contains(b->p, b->len, o->pattern)) {
		int left = (int)(until - now_ms());

		if (left <= 0)
			return -1;
		n = read_frame(fd, b, left, 20, &first, &last);
		if (n < 0)
			return -1;
	}
	*last_at = last;
	n = read_frame(fd, b, o->quiet_ms, o->quiet_ms, &first, &last);
	if (n < 0)
		return -1;
	if (n > 0)
		*last_at = last;
	return (long)b->len;
}

/* Waits up to ms for pid to end; returns whether it did. */
static bool
reap(pid_t pid, int *status, int ms)
{
	double until = now_ms() + ms;
	struct timespec ten = { 0, 10000000 };
	pid_t r;

	do {
		r = waitpid(pid, status, WNOHANG);
		if (r == pid)
			return true;
		if (r < 0 && errno != EINTR)
			die("waitpid failed", strerror(errno));
		nanosleep(&ten, NULL);
	} while (now_ms() < until);
	return false;
}

int
main(int argc, char **argv)
{
	struct opts o;
	struct grid g;
	struct buf frame = { NULL, 0, 0 }, step = { NULL, 0, 0 };
	static const char keys[4] = { 'k', 'l', 'j', 'h' };
	double t0, last_at = 0, tick;
	long *counts = NULL;
	long n, min = -1, max = -1, sum = 0, over = 0;
	int master, status, i, ok = 1, done = 0;
	pid_t pid;

	parse(argc, argv, &o);
	signal(SIGPIPE, SIG_IGN);
	if (o.steps > 0) {
		grid_load(&g, o.maze_path);
		g.solution = o.solution;
		/* Never more steps than the maze has cells. */
		if ((size_t)o.steps > g.w * g.h)
			o.steps = (int)(g.w * g.h);
		counts = calloc((size_t)o.steps, sizeof *counts);
		if (counts == NULL)
			die("out of memory", NULL);
	}
	t0 = now_ms();
	pid = spawn(&o, &master);
	n = read_first_frame(master, &frame, &o, &last_at);
	if (n <= 0) {
		fprintf(stderr, "ptystep: no first frame from %s\n", o.argv[0]);
		ok = 0;
	} else {
		printf("first_frame_ms: %.1f\n", last_at - t0);
		printf("first_frame_bytes: %ld\n", n);
	}
	if (ok && o.steps > 0) {
		/* Budget per step: the quiet window plus a margin. */
		double room = 1000.0 - (o.quiet_ms + 120.0);

		tick = wait_tick(master);
		for (i = 0; i < o.steps && ok; i++) {
			char key[2] = { 0, 0 };
			int d;

			if (now_ms() - tick > room)
				tick = wait_tick(master);
			d = grid_next(&g);
			if (d < 0 && o.solution)
				break;   /* the cell before E: the walk is done */
			if (d < 0) {
				fprintf(stderr, "ptystep: boxed in at step %d\n", i + 1);
				ok = 0;
				break;
			}
			key[0] = keys[d];
			step.len = 0;
			send_keys(master, key);
			n = read_frame(master, &step, 2000, o.quiet_ms, NULL, NULL);
			if (n <= 0) {
				fprintf(stderr, "\nptystep: step %d (%c) changed nothing\n", i + 1, key[0]);
				ok = 0;
				break;
			}
			counts[done] = n;
			if (o.verbose) {
				printf("step %d %c: ", i + 1, key[0]);
				print_escaped(step.p, step.len);
			}
			min = min < 0 || n < min ? n : min;
			max = n > max ? n : max;
			over += n > 100;
			sum += n;
			done++;
		}
		printf("step_bytes:");
		for (i = 0; i < done; i++)
			printf(" %ld", counts[i]);
		printf("\n");
		if (done > 0) {
			printf("step_bytes_min: %ld\n", min);
			printf("step_bytes_max: %ld\n", max);
			printf("step_bytes_mean: %.1f\n", (double)sum / done);
			printf("step_bytes_total: %ld\n", sum);
		}
		if (o.solution)
			printf("steps_over_100: %ld\n", over);
	}
	/* Quit and reap; a quit mid-game may say something about saving. */
	send_keys(master, "q");
	t0 = now_ms();
	while (now_ms() - t0 < 5000 && read_frame(master, NULL, 5000, 200, NULL, NULL) >= 0)
		;
	close(master);
	if (!reap(pid, &status, 3000)) {
		fprintf(stderr, "ptystep: %s did not quit on q; killing it\n", o.argv[0]);
		kill(pid, SIGKILL);
		ok = 0;
		if (waitpid(pid, &status, 0) != pid)
			die("waitpid failed", strerror(errno));
	}
	if (WIFEXITED(status)) {
		printf("exit_status: %d\n", WEXITSTATUS(status));
		if (WEXITSTATUS(status) != 0)
			ok = 0;
	} else {
		printf("exit_status: signal %d\n", WIFSIGNALED(status) ? WTERMSIG(status) : 0);
		ok = 0;
	}
	if (o.steps > 0)
		grid_free(&g);
	free(counts);
	free(frame.p);
	free(step.p);
	return ok ? 0 : 1;
}
