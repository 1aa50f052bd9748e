/* race_pty.c - racing figures measured on real terminals, for
 * "make bench": a host and N-1 racers, each the real mazegame on a
 * pseudo-terminal of its own (80x24).
 *
 *   idle:     the host's CPU share, and the racers' (all together),
 *             while everyone sits in the lobby, then in the race
 *   latency:  from a key on one racer's terminal to the first byte of
 *             that move on every other racer's terminal (median, p99)
 *   bytes:    bytes a remote move costs a viewer's terminal (mean)
 *   busy:     the host's CPU share while every racer moves 10 times a
 *             second
 *
 * Usage: race_pty [--quick] MAZEGAME.  Moves are the vi keys 'l' and
 * 'h' along the first passage east of the start (seed 7, normal).
 * Targets are printed beside the figures; a miss never fails the run.
 */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <grp.h>
#include <pty.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "base/clock.h"
#include "net/host.h"

#define MAXP 16

/* Run as root, racer i is user RACER_UID + i: a range no account has
 * (adduser gives out uids up to 59999 by default). */
#define RACER_UID 70000

struct proc {
	pid_t pid;
	int fd;
	unsigned long long bytes;     /* read from its terminal so far */
	double last;                  /* when bytes last came */
};

static struct proc p[MAXP];
static int np;

/* The monotonic clock in ms. */
static double
now_ms(void)
{
	return (double)clock_ns() / 1e6;
}

/* Whether racer i runs as a user of its own, RACER_UID + i (root only,
 * with a game those users may run): a room takes HOST_USER_PLACES of
 * one user, so one user could fill only that many places. */
static bool as_users;

/* Becomes user uid (and its group); false when that fails. */
static bool
become(uid_t uid)
{
	return setgroups(0, NULL) == 0 && setgid((gid_t)uid) == 0
	    && setuid(uid) == 0;
}

/* Whether user uid may run game: as root with a game under a folder
 * of mode 0700 (a clone under /root) the other users could not. */
static bool
runs_as(uid_t uid, const char *game)
{
	pid_t pid = fork();
	int status;

	if (pid == 0)
		_exit(become(uid) && access(game, X_OK) == 0 ? 0 : 1);
	return pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status)
	    && WEXITSTATUS(status) == 0;
}

/* Starts mazegame with args on a new 80x24 pty as process i. */
static void
spawn(int i, const char *game, const char *room, const char *dir)
{
	struct winsize ws = { 24, 80, 0, 0 };
	char arg[64], data[256];
	uid_t uid = (uid_t)(RACER_UID + i);

	snprintf(arg, sizeof arg, "--race=%s", room);
	snprintf(data, sizeof data, "%s/%d", dir, i);
	if (mkdir(data, 0700) != 0)
		perror(data);
	if (as_users && i > 0 && chown(data, uid, (gid_t)uid) != 0)
		perror(data);
	p[i].pid = forkpty(&p[i].fd, NULL, NULL, &ws);
	if (p[i].pid < 0) {
		perror("forkpty");
		exit(1);
	}
	if (p[i].pid == 0) {
		if (as_users && i > 0 && !become(uid))
			_exit(126);
		setenv("TERM", "xterm-256color", 1);
		setenv("XDG_DATA_HOME", data, 1);
		setenv("XDG_CONFIG_HOME", data, 1);
		execl(game, game, arg, "-s", "7", (char *)NULL);
		_exit(127);
	}
}

/* Reads whatever the terminals have for up to ms; returns when proc
 * want (if >= 0) has sent something, with the time it came. */
static double
pump(double ms, int want)
{
	double end = now_ms() + ms;
	struct pollfd pfd[MAXP];
	char buf[65536];
	int i;

	for (;;) {
		double t = now_ms();

		if (t >= end)
			return -1;
		for (i = 0; i < np; i++) {
			pfd[i].fd = p[i].fd;
			pfd[i].events = POLLIN;
			pfd[i].revents = 0;
		}
		if (poll(pfd, (nfds_t)np, (int)(end - t) + 1) < 0 && errno != EINTR)
			return -1;
		t = now_ms();
		for (i = 0; i < np; i++) {
			ssize_t n;

			if (!(pfd[i].revents & POLLIN))
				continue;
			n = read(p[i].fd, buf, sizeof buf);
			if (n > 0) {
				if (getenv("RACE_PTY_DUMP") != NULL && i < 2) {
					char path[64];
					FILE *f;

					snprintf(path, sizeof path, "/tmp/race_pty.%d", i);
					if ((f = fopen(path, "a")) != NULL) {
						fwrite(buf, 1, (size_t)n, f);
						fclose(f);
					}
				}
				p[i].bytes += (unsigned long long)n;
				p[i].last = t;
				if (i == want)
					return t;
			}
		}
	}
}

/* Sends one key to proc i. */
static void
key(int i, char k)
{
	if (write(p[i].fd, &k, 1) != 1)
		perror("write");
}

/* CPU ticks of process pid so far. */
static unsigned long long
ticks(pid_t pid)
{
	char path[64], buf[1024], *q;
	unsigned long long ut = 0, st = 0;
	FILE *f;

	snprintf(path, sizeof path, "/proc/%ld/stat", (long)pid);
	if ((f = fopen(path, "r")) == NULL)
		return 0;
	if (fgets(buf, sizeof buf, f) != NULL && (q = strrchr(buf, ')')) != NULL)
		sscanf(q + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu",
		    &ut, &st);
	fclose(f);
	return ut + st;
}

/* CPU ticks of the racers (every game but the host's) so far. */
static unsigned long long
racer_ticks(void)
{
	unsigned long long t = 0;
	int i;

	for (i = 1; i < np; i++)
		t += ticks(p[i].pid);
	return t;
}

/* Prints the host's CPU share and the racers' (together) over 2 s in
 * which nobody types; when says what the games are doing. */
static void
idle(const char *when)
{
	double hz = (double)sysconf(_SC_CLK_TCK);
	unsigned long long h0 = ticks(p[0].pid), r0 = racer_ticks(), h1, r1;

	pump(2000, -1);
	h1 = ticks(p[0].pid);
	r1 = racer_ticks();
	printf("race_pty: %d games on ptys, %s: host CPU %.2f%% of a core, the "
	    "other %d together %.2f%%\n", np, when, 100.0 * (double)(h1 - h0) / hz / 2.0,
	    np - 1, 100.0 * (double)(r1 - r0) / hz / 2.0);
}

/* Sorts doubles. */
static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char **argv)
{
	static double lat[MAXP * 200];
	char room[32], dir[] = "/tmp/race_pty.XXXXXX";
	int nlat = 0, moves = 60, i, j, k;
	double hz = (double)sysconf(_SC_CLK_TCK), t0;
	unsigned long long c0, c1, before, after, total = 0;
	const char *game;

	np = MAXP;
	if (argc == 3 && strcmp(argv[1], "--quick") == 0) {
		moves = 20;
		game = argv[2];
	} else if (argc == 2) {
		game = argv[1];
	} else {
		fprintf(stderr, "usage: race_pty [--quick] MAZEGAME\n");
		return 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	as_users = geteuid() == 0 && runs_as(RACER_UID + 1, game);
	if (!as_users) {
		np = HOST_USER_PLACES;
		printf("race_pty: every game is this user's (run as root, with a"
		    " game other users may run, for %d), so %d games: as many as a"
		    " room takes of one user\n", MAXP, np);
	}
	if (mkdtemp(dir) == NULL)
		return 1;
	/* The racers' users reach their folders through it. */
	if (as_users && chmod(dir, 0711) != 0)
		return 1;
	snprintf(room, sizeof room, "bench%ld", (long)getpid());
	spawn(0, game, room, dir);
	pump(1000, -1);
	for (i = 1; i < np; i++)
		spawn(i, game, room, dir);
	pump(3000, -1);
	/* Idle in the lobby. */
	idle("in the lobby");
	key(0, '\r');
	pump(4500, -1);
	/* Idle in the race: the clocks run, nobody moves. */
	idle("racing, nobody moving");
	/* One racer moves; the others' terminals show it. */
	for (j = 0; j < moves; j++) {
		before = 0;
		for (i = 2; i < np; i++)
			before += p[i].bytes;
		t0 = now_ms();
		key(1, j % 2 ? 'h' : 'l');
		for (i = 2; i < np; i++) {
			double got = p[i].last >= t0 ? p[i].last : pump(1000, i);

			if (got >= t0 && nlat < (int)(sizeof lat / sizeof lat[0]))
				lat[nlat++] = got - t0;
		}
		pump(100, -1);
		after = 0;
		for (i = 2; i < np; i++)
			after += p[i].bytes;
		total += after - before;
	}
	printf("race_pty: %.1f bytes a remote move on a viewer's terminal "
	    "(target <= 30)\n", (double)total / (np - 2) / moves);
	qsort(lat, (size_t)nlat, sizeof lat[0], cmp);
	if (nlat > 0)
		printf("race_pty: key to another terminal: median %.1f ms, p99 "
		    "%.1f ms over %d (targets 20 and 50 ms)\n", lat[nlat / 2],
		    lat[nlat * 99 / 100], nlat);
	/* Everyone moves 10 times a second for 3 s. */
	c0 = ticks(p[0].pid);
	for (k = 0; k < 30; k++) {
		for (i = 1; i < np; i++)
			key(i, k % 2 ? 'h' : 'l');
		pump(100, -1);
	}
	c1 = ticks(p[0].pid);
	printf("race_pty: busy host CPU %.2f%% of a core (target < 5%%; the "
	    "host also draws its own terminal)\n", 100.0 * (double)(c1 - c0) / hz / 3.0);
	for (i = 0; i < np; i++)
		kill(p[i].pid, SIGTERM);
	for (i = 0; i < np; i++) {
		pump(50, -1);
		waitpid(p[i].pid, NULL, 0);
		close(p[i].fd);
	}
	snprintf(room, sizeof room, "rm -rf %s", dir);
	if (system(room) != 0)
		return 1;
	return 0;
}
