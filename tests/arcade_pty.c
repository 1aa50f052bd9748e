/* arcade_pty.c - the arcade's figures over a real OpenSSH server, for
 * "make bench" (run by tests/bench_arcade.sh, which starts the server
 * with the arcade's snippet as built): N visitors, each a real ssh
 * client on a pseudo-terminal of its own (80x24), each with a key of
 * its own, as strangers come.
 *
 *   visitors: N connect (8 at a time), choose a name and start a game;
 *             how long that took
 *   memory:   what each visitor costs the host (its sshd processes and
 *             its games): proportional set size (PSS), and RSS
 *   idle:     the host's CPU (sshd and the games) while all N sit in a
 *             game nobody moves in
 *   race:     16 of them race in the arcade's room (it starts by itself
 *             20 s after the second racer): from a key on one racer's
 *             terminal to that racer's letter on each other racer's
 *             terminal, median and 99th percentile
 *   busy:     the host's CPU while the 16 each move 10 times a second
 *
 * Usage: arcade_pty [--quick] N VISIT USER SSHD_PID.  VISIT is the
 * script that runs "ssh ... -i KEY" for "VISIT KEY ARGS..." (keys k0
 * to kN-1 beside it); USER the arcade's account; SSHD_PID the server,
 * whose descendants are the visitors' sessions.  Targets are printed
 * beside the figures; a miss never fails the run.
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/clock.h"

#define MAXV 512            /* visitors at most */
#define RACERS 16           /* of them, who race */
#define WIN 8192            /* text kept of each terminal */
#define AT_ONCE 8           /* connecting at once */

struct visitor {
	pid_t pid;
	int fd;                 /* -1 once its terminal is gone */
	int stage;              /* 0 connecting, 1 named, 2 asked for a
	                           game, 3 in a game */
	char win[WIN];          /* its terminal's latest text */
	size_t wlen;
	double mark_at;         /* when its racer's letter last came */
};

static struct visitor v[MAXV];
static int nv;
static const char *visit, *account;
static pid_t sshd;
static char mover_letter = 'Q';

/* The monotonic clock in ms. */
static double
now_ms(void)
{
	return (double)clock_ns() / 1e6;
}

/* Starts visitor i: ssh with key ki on a new 80x24 pty. */
static void
spawn(int i)
{
	struct winsize ws = { 24, 80, 0, 0 };
	char key[16], to[128];

	snprintf(key, sizeof key, "k%d", i);
	snprintf(to, sizeof to, "%s@127.0.0.1", account);
	v[i].pid = forkpty(&v[i].fd, NULL, NULL, &ws);
	if (v[i].pid < 0) {
		perror("forkpty");
		exit(1);
	}
	if (v[i].pid == 0) {
		setenv("TERM", "xterm-256color", 1);
		execl(visit, visit, key, "-tt", to, (char *)NULL);
		_exit(127);
	}
}

/* Keeps what visitor i's terminal wrote at time t. */
static void
take(int i, const char *buf, size_t n, double t)
{
	struct visitor *x = &v[i];

	if (memchr(buf, mover_letter, n) != NULL)
		x->mark_at = t;
	if (n >= WIN) {
		buf += n - WIN / 2;
		n = WIN / 2;
	}
	if (x->wlen + n > WIN) {
		memmove(x->win, x->win + WIN / 2, x->wlen - WIN / 2);
		x->wlen -= WIN / 2;
	}
	memcpy(x->win + x->wlen, buf, n);
	x->wlen += n;
}

/* Reads whatever the terminals have, waiting up to ms for the first. */
static void
pump(double ms)
{
	static struct pollfd pfd[MAXV];
	static int who[MAXV];
	char buf[65536];
	int n = 0, i, k;

	for (i = 0; i < nv; i++)
		if (v[i].fd >= 0) {
			pfd[n].fd = v[i].fd;
			pfd[n].events = POLLIN;
			pfd[n].revents = 0;
			who[n++] = i;
		}
	if (poll(pfd, (nfds_t)n, ms < 0 ? 0 : (int)ms + 1) <= 0)
		return;
	for (k = 0; k < n; k++) {
		ssize_t got;

		if (!(pfd[k].revents & (POLLIN | POLLHUP | POLLERR)))
			continue;
		i = who[k];
		got = read(v[i].fd, buf, sizeof buf);
		if (got > 0) {
			take(i, buf, (size_t)got, now_ms());
		} else if (got == 0 || errno != EAGAIN) {
			close(v[i].fd);
			v[i].fd = -1;
		}
	}
}

/* Whether visitor i's terminal has shown s since its text was last
 * forgotten. */
static bool
seen(int i, const char *s)
{
	return memmem(v[i].win, v[i].wlen, s, strlen(s)) != NULL;
}

/* Forgets visitor i's text so far. */
static void
forget(int i)
{
	v[i].wlen = 0;
}

/* Types s on visitor i's terminal. */
static void
type(int i, const char *s)
{
	if (v[i].fd >= 0 && write(v[i].fd, s, strlen(s)) != (ssize_t)strlen(s))
		perror("write");
}

/* Waits up to ms for each of visitors from to to-1 to show s; returns
 * how many did. */
static int
wait_all(int from, int to, const char *s, double ms)
{
	double end = now_ms() + ms;
	int i, n;

	for (;;) {
		for (n = 0, i = from; i < to; i++)
			n += seen(i, s);
		if (n == to - from || now_ms() >= end)
			return n;
		pump(end - now_ms());
	}
}

/* The processes of the visitors on the host: every descendant of the
 * server, and every game (a race room's process has left its
 * visitor's session).  Calls f with each pid. */
static void
each_process(void (*f)(long pid, void *arg), void *arg)
{
	static long pid[65536], ppid[65536];
	static char comm[65536][16];
	size_t n = 0, i, j;
	DIR *d = opendir("/proc");
	struct dirent *e;

	while (d != NULL && (e = readdir(d)) != NULL && n < 65536) {
		char path[300], buf[512], *q;
		FILE *fp;

		if (e->d_name[0] < '0' || e->d_name[0] > '9')
			continue;
		snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
		if ((fp = fopen(path, "r")) == NULL)
			continue;
		if (fgets(buf, sizeof buf, fp) != NULL && (q = strrchr(buf, ')')) != NULL) {
			char *c = strchr(buf, '(');

			pid[n] = atol(buf);
			ppid[n] = 0;
			sscanf(q + 2, "%*c %ld", &ppid[n]);
			size_t len = c != NULL ? (size_t)(q - c - 1) : 0;

			if (len >= sizeof comm[n])
				len = sizeof comm[n] - 1;
			memcpy(comm[n], c != NULL ? c + 1 : "", len);
			comm[n][len] = '\0';
			n++;
		}
		fclose(fp);
	}
	if (d != NULL)
		closedir(d);
	for (i = 0; i < n; i++) {
		long up = ppid[i];
		bool ours = strcmp(comm[i], "mazegame") == 0;

		/* Up the tree to the server, or to init. */
		for (j = 0; !ours && up > 1 && j < 64; j++) {
			size_t k;

			if (up == (long)sshd) {
				ours = true;
				break;
			}
			for (k = 0; k < n && pid[k] != up; k++)
				;
			up = k < n ? ppid[k] : 0;
		}
		if (ours)
			f(pid[i], arg);
	}
}

/* Adds process pid's CPU ticks to *arg. */
static void
add_ticks(long pid, void *arg)
{
	char path[64], buf[1024], *q;
	unsigned long long ut = 0, st = 0;
	FILE *fp;

	snprintf(path, sizeof path, "/proc/%ld/stat", pid);
	if ((fp = fopen(path, "r")) == NULL)
		return;
	if (fgets(buf, sizeof buf, fp) != NULL && (q = strrchr(buf, ')')) != NULL)
		sscanf(q + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu",
		    &ut, &st);
	fclose(fp);
	*(unsigned long long *)arg += ut + st;
}

/* The processes counted and their memory, in kB. */
struct mem {
	unsigned long long pss, rss, game_pss;
	unsigned procs, games;
};

/* Adds process pid's memory to *arg. */
static void
add_mem(long pid, void *arg)
{
	struct mem *m = arg;
	char path[64], line[256];
	unsigned long long kb;
	FILE *fp;

	bool game;

	snprintf(path, sizeof path, "/proc/%ld/comm", pid);
	if ((fp = fopen(path, "r")) == NULL)
		return;
	game = fgets(line, sizeof line, fp) != NULL
	    && strcmp(line, "mazegame\n") == 0;
	fclose(fp);
	snprintf(path, sizeof path, "/proc/%ld/smaps_rollup", pid);
	if ((fp = fopen(path, "r")) == NULL)
		return;
	m->procs++;
	m->games += game;
	while (fgets(line, sizeof line, fp) != NULL) {
		if (sscanf(line, "Pss: %llu kB", &kb) == 1) {
			m->pss += kb;
			if (game)
				m->game_pss += kb;
		} else if (sscanf(line, "Rss: %llu kB", &kb) == 1) {
			m->rss += kb;
		}
	}
	fclose(fp);
}

/* The host's CPU ticks for the visitors so far. */
static unsigned long long
host_ticks(void)
{
	unsigned long long t = 0;

	each_process(add_ticks, &t);
	return t;
}

/* Prints the visitors' CPU share over ms in which nobody types. */
static void
idle(const char *when, double ms, const char *target)
{
	double hz = (double)sysconf(_SC_CLK_TCK), end = now_ms() + ms;
	unsigned long long t0 = host_ticks(), t1;

	while (now_ms() < end)
		pump(end - now_ms());
	t1 = host_ticks();
	printf("arcade_pty: %s: sshd and the games use %.2f%% of a core "
	    "(%s)\n", when, 100.0 * (double)(t1 - t0) / hz / (ms / 1000.0),
	    target);
}

/* Sorts doubles. */
static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* Brings visitors 0 to nv-1 in: each connects, chooses a name (a
 * stranger's first visit), and starts a game; AT_ONCE at a time.
 * Returns how many are in a game. */
static int
come_in(double ms)
{
	double end = now_ms() + ms;
	int next = 0, busy, in = 0, i;
	char name[32];

	while (in < nv && now_ms() < end) {
		for (busy = 0, i = 0; i < next; i++)
			busy += v[i].stage < 3 && v[i].fd >= 0;
		while (busy < AT_ONCE && next < nv) {
			spawn(next++);
			busy++;
		}
		pump(50);
		for (in = 0, i = 0; i < next; i++) {
			struct visitor *x = &v[i];

			if (x->stage == 0 && seen(i, "Choose a name")) {
				/* Visitor 1 moves in the race: its letter is
				 * the only one of its kind. */
				if (i == 1)
					snprintf(name, sizeof name, "%cmover\r", mover_letter);
				else
					snprintf(name, sizeof name, "v%03d\r", i);
				forget(i);
				type(i, name);
				x->stage = 1;
			} else if (x->stage == 1 && seen(i, "You play as")) {
				forget(i);
				type(i, "p");
				x->stage = 2;
			} else if (x->stage == 2 && seen(i, "Moves 0")) {
				x->stage = 3;
			}
			in += x->stage == 3;
		}
	}
	return in;
}

int
main(int argc, char **argv)
{
	static double lat[RACERS * 200];
	double t0, hz = (double)sysconf(_SC_CLK_TCK);
	int nlat = 0, moves = 40, i, j, k, in, racers;
	const char *ways = "lj", *back = "hk";
	char way[2] = "l", again[2] = "h";
	unsigned long long c0, c1;
	struct mem m = { 0, 0, 0, 0, 0 };
	bool quick = argc > 1 && strcmp(argv[1], "--quick") == 0;

	if (quick) {
		argv++;
		argc--;
		moves = 15;
	}
	if (argc != 5 || (nv = atoi(argv[1])) < RACERS || nv > MAXV) {
		fprintf(stderr, "usage: arcade_pty [--quick] N VISIT USER SSHD_PID"
		    " (N from %d to %d)\n", RACERS, MAXV);
		return 2;
	}
	visit = argv[2];
	account = argv[3];
	sshd = (pid_t)atol(argv[4]);
	setvbuf(stdout, NULL, _IOLBF, 0);
	signal(SIGPIPE, SIG_IGN);

	t0 = now_ms();
	in = come_in(600000);
	printf("arcade_pty: %d of %d visitors connected over ssh, named and in a"
	    " game, in %.1f s (%d at a time)\n", in, nv, (now_ms() - t0) / 1000.0,
	    AT_ONCE);
	each_process(add_mem, &m);
	printf("arcade_pty: memory a visitor costs the host (its sshd and its"
	    " game, %.1f processes): PSS %.0f kB (the game's %.1f processes"
	    " %.0f kB, sshd's %.0f kB), RSS %.0f kB\n",
	    (double)m.procs / nv, (double)m.pss / nv, (double)m.games / nv,
	    (double)m.game_pss / nv, (double)(m.pss - m.game_pss) / nv,
	    (double)m.rss / nv);
	printf("arcade_pty: so by memory one 24 GB host holds about %.0f"
	    " visitors (PSS)\n", 24.0 * 1024 * 1024 / ((double)m.pss / nv));
	idle("all in a game, nobody moving", quick ? 2000 : 5000, "target 0");

	/* The race: RACERS leave their games for the arcade's screen and
	 * press r; the room starts by itself. */
	racers = RACERS;
	for (i = 0; i < racers; i++) {
		forget(i);
		type(i, "q");
	}
	if (wait_all(0, racers, "You play as", 30000) < racers)
		printf("arcade_pty: not every racer came back to the arcade's screen\n");
	for (i = 0; i < racers; i++) {
		forget(i);
		type(i, "r");
		if (i == 0)
			wait_all(0, 1, "Race room", 30000);
	}
	k = wait_all(0, racers, "Moves 0", 90000);
	printf("arcade_pty: %d racers in the arcade's room, racing\n", k);
	idle("16 racing, nobody moving", quick ? 2000 : 3000, "target 0 but the race's clocks");
	/* Visitor 1 moves: east or south is open from the start (a
	 * corner); then back and forth along that way. */
	for (j = 0; j < 2; j++) {
		way[0] = ways[j];
		again[0] = back[j];
		t0 = now_ms();
		type(1, way);
		while (now_ms() < t0 + 1500 && !(v[0].mark_at >= t0 && v[2].mark_at >= t0))
			pump(t0 + 1500 - now_ms());
		if (v[0].mark_at >= t0)
			break;
	}
	for (j = 0; j < moves; j++) {
		double end;

		pump(60);
		t0 = now_ms();
		type(1, j % 2 ? way : again);
		end = t0 + 2000;
		for (i = 0; i < racers; i++) {
			if (i == 1)
				continue;
			while (v[i].mark_at < t0 && now_ms() < end && v[i].fd >= 0)
				pump(end - now_ms());
			if (v[i].mark_at >= t0 && nlat < (int)(sizeof lat / sizeof lat[0]))
				lat[nlat++] = v[i].mark_at - t0;
		}
	}
	qsort(lat, (size_t)nlat, sizeof lat[0], cmp);
	if (nlat > 0)
		printf("arcade_pty: race of %d over ssh: a key on one terminal to"
		    " the racer's letter on the others': median %.1f ms, p99 %.1f ms"
		    " over %d (target p99 under 50 ms)\n", racers, lat[nlat / 2],
		    lat[nlat * 99 / 100], nlat);
	else
		printf("arcade_pty: race: no move reached another terminal\n");
	/* Everyone moves 10 times a second for 3 s. */
	c0 = host_ticks();
	t0 = now_ms();
	for (k = 0; k < 30; k++) {
		for (i = 0; i < racers; i++)
			type(i, k % 2 ? "h" : "l");
		while (now_ms() < t0 + 100.0 * (k + 1))
			pump(t0 + 100.0 * (k + 1) - now_ms());
	}
	c1 = host_ticks();
	printf("arcade_pty: 16 racing, each moving 10 times a second: sshd and"
	    " the games use %.1f%% of a core\n",
	    100.0 * (double)(c1 - c0) / hz / ((now_ms() - t0) / 1000.0));

	for (i = 0; i < nv; i++)
		kill(v[i].pid, SIGTERM);
	for (i = 0; i < nv; i++) {
		if (v[i].fd >= 0)
			close(v[i].fd);
		waitpid(v[i].pid, NULL, 0);
	}
	return 0;
}
