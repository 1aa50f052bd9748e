/* bench_race.c - racing figures for "make bench": a library host in its
 * own process and N racer processes (the client library, no terminal)
 * on this machine.
 *
 *   latency: from a racer sending a move to another racer having the
 *            host's position line for it (median and 99th percentile)
 *   idle:    the host's CPU share while N racers sit in the lobby
 *   busy:    the host's CPU share while each racer moves 10 times a
 *            second (back and forth through one open passage)
 *   wire:    bytes of the host's line per move of another racer
 *
 * Drawing is not included: this is the network's share of the budget.
 * Targets are printed beside the figures; a miss never fails the run.
 *
 *   bench_race [--quick] [--racers N] [--seconds S]
 */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <grp.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "base/clock.h"
#include "maze/gen/gen.h"
#include "maze/puzzle.h"
#include "net/client.h"
#include "net/host.h"

#define MAXR 64
#define MAXMOVES 4096
#define RATE 10

/* Run as root, racer k is user RACER_UID + k: a range no account has
 * (adduser gives out uids up to 59999 by default). */
#define RACER_UID 70000

/* What the processes share (an anonymous shared mapping). */
struct shared {
	uint64_t sent[MAXR][MAXMOVES];    /* us a move was sent, by id/moves */
	uint64_t lat[MAXR * MAXMOVES];    /* us, as observer 0 saw them */
	unsigned nlat;
	uint64_t bytes, remote;           /* observer 0's wire figures */
	int ready;
};

static volatile sig_atomic_t stop;

/* Asks a loop to end. */
static void
on_term(int sig)
{
	(void)sig;
	stop = 1;
}

/* The monotonic clock in microseconds. */
static uint64_t
now_us(void)
{
	return clock_ns() / 1000;
}

/* The maze everyone races: normal's size. */
static int
make_maze(struct puzzle *p)
{
	struct puzzle_spec spec;

	puzzle_spec_set(&spec, 39, 10, gen_find("backtracker"), 1, false, NULL);
	return puzzle_generate(p, &spec, NULL);
}

/* The host process: serves room until SIGTERM. */
static int
run_host(const char *room)
{
	struct host_config c = { 0 };
	struct host_maze mz = { 0 };
	struct puzzle p;
	struct host *h;
	bool hosting = true;
	mg_err e = { "", 0 };

	if (make_maze(&p) != 0)
		return 1;
	c.room = room;
	c.uid = getuid();
	mz.m = p.m;
	mz.start = p.start;
	mz.exit = p.exit;
	mz.algo = "backtracker";
	mz.seed = 1;
	mz.diff = "normal";
	if ((c.listen_fd = room_open(room, &hosting, &e)) == -1 || !hosting
	    || (h = host_create(&c, &mz, now_us() / 1000, &e)) == NULL) {
		fprintf(stderr, "bench_race: host: %s\n", hosting ? e.msg
		    : "the room is someone else's");
		return 1;
	}
	while (!stop) {
		struct pollfd pfd[HOST_PEERS_MAX + 1];
		size_t n = host_pollfds(h, pfd, HOST_PEERS_MAX + 1);

		if (poll(pfd, (nfds_t)n, host_timeout(h, now_us() / 1000)) < 0
		    && errno != EINTR)
			break;
		host_service(h, pfd, n, now_us() / 1000);
	}
	host_destroy(h);
	puzzle_free(&p);
	return 0;
}

/* Returns the length of the pos line that told of x (id). */
static size_t
pos_bytes(unsigned id, const struct race_racer *x)
{
	struct proto_msg m;
	char buf[PROTO_LINE_MAX + 1];
	int n;

	proto_init(&m, PROTO_POS);
	m.id = id;
	m.row = x->row;
	m.col = x->col;
	m.moves = x->moves;
	n = proto_format(&m, buf, sizeof buf, NULL);
	return n > 0 ? (size_t)n : 0;
}

/* A racer process: joins, waits for go, then moves RATE times a second
 * until SIGTERM; racer 0 also starts the race and records latencies. */
static int
run_racer(const char *room, int k, struct shared *sh)
{
	struct client cl;
	struct puzzle p;
	struct race_event ev;
	int why, fd, dir = -1;
	uint64_t next = 0;
	uint32_t cell;
	mg_err e = { "", 0 };

	/* A user each, as racers on a shared host are: the host takes at
	 * most HOST_USER_PLACES of one user.  Only root can be them. */
	if (geteuid() == 0 && (setgroups(0, NULL) != 0
	    || setgid((gid_t)(RACER_UID + k)) != 0
	    || setuid((uid_t)(RACER_UID + k)) != 0)) {
		fprintf(stderr, "bench_race: racer %d: cannot be user %d\n", k,
		    RACER_UID + k);
		return 1;
	}
	if (make_maze(&p) != 0)
		return 1;
	cell = p.start;
	for (int d = 0; d < 4 && dir < 0; d++)
		if (maze_is_open(p.m, cell, (enum dir)d))
			dir = d;
	fd = room_connect(room, &why, &e);
	if (fd == -1 || client_open(&cl, fd, NULL, PROTO_ROLE_RACE, &e) != 0
	    || client_wait_ready(&cl, 5000, &e) != 0) {
		fprintf(stderr, "bench_race: racer %d: %s\n", k, e.msg);
		return 1;
	}
	__atomic_add_fetch(&sh->ready, 1, __ATOMIC_SEQ_CST);
	while (!stop && !cl.gone) {
		struct pollfd pfd;
		uint64_t t = now_us();
		int wait = -1;
		size_t n;

		if (cl.race.state == PROTO_ROOM_RACE) {
			if (next == 0)
				next = t + (uint64_t)(k * 7919 % 100000);
			if (t >= next) {
				unsigned me = (unsigned)cl.race.me;
				uint64_t mv = cl.race.r[me].moves + 1;

				if (mv < MAXMOVES)
					sh->sent[me][mv] = now_us();
				client_move(&cl, (enum dir)dir, false, NULL);
				dir ^= 2;
				next += 1000000 / RATE;
			}
			wait = (int)((next > t ? next - t : 0) / 1000);
		}
		n = client_pollfds(&cl, &pfd, 1);
		if (poll(&pfd, (nfds_t)n, wait) < 0 && errno != EINTR)
			break;
		client_service(&cl, &pfd, n);
		t = now_us();
		while (race_next_event(&cl.race, &ev)) {
			const struct race_racer *x = &cl.race.r[ev.id];

			if (k != 0 || ev.kind != RACE_EV_POS
			    || (int)ev.id == cl.race.me || x->moves == 0
			    || x->moves >= MAXMOVES || sh->sent[ev.id][x->moves] == 0)
				continue;
			if (sh->nlat < MAXR * MAXMOVES)
				sh->lat[sh->nlat++] = t - sh->sent[ev.id][x->moves];
			sh->remote++;
			sh->bytes += pos_bytes(ev.id, x);
		}
	}
	client_close(&cl);
	puzzle_free(&p);
	return 0;
}

/* CPU ticks (user + system) of process pid so far. */
static unsigned long long
cpu_ticks(pid_t pid)
{
	char path[64], buf[1024], *p;
	unsigned long long ut = 0, st = 0;
	FILE *f;

	snprintf(path, sizeof path, "/proc/%ld/stat", (long)pid);
	f = fopen(path, "r");
	if (f == NULL)
		return 0;
	if (fgets(buf, sizeof buf, f) != NULL && (p = strrchr(buf, ')')) != NULL)
		sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu",
		    &ut, &st);
	fclose(f);
	return ut + st;
}

/* Sorts latencies ascending. */
static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* Sleeps ms milliseconds. */
static void
nap(unsigned ms)
{
	struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000 };

	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		;
}

int
main(int argc, char **argv)
{
	struct shared *sh;
	pid_t host, racer[MAXR];
	char room[40];
	int n = 16, secs = 5, i, start_fd, why;
	unsigned long long t0, t1, t2;
	long hz = sysconf(_SC_CLK_TCK);

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--quick") == 0)
			secs = 2;
		else if (strcmp(argv[i], "--racers") == 0 && i + 1 < argc)
			n = atoi(argv[++i]);
		else if (strcmp(argv[i], "--seconds") == 0 && i + 1 < argc)
			secs = atoi(argv[++i]);
	}
	if (n < 2 || n > MAXR || secs < 1)
		return 2;
	/* Not root, every racer is this user, and so is the peer that
	 * starts the race: a room takes HOST_USER_PLACES of them. */
	if (geteuid() != 0 && n > HOST_USER_PLACES - 1) {
		n = HOST_USER_PLACES - 1;
		printf("race: not root, so every racer is the same user: %d racers,"
		    " as many as a room takes of one user beside the one who"
		    " starts it\n", n);
	}
	sh = mmap(NULL, sizeof *sh, PROT_READ | PROT_WRITE,
	    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (sh == MAP_FAILED)
		return 1;
	signal(SIGTERM, on_term);
	snprintf(room, sizeof room, "bench-%ld", (long)getpid());
	if ((host = fork()) == 0)
		_exit(run_host(room));
	nap(200);
	for (i = 0; i < n; i++)
		if ((racer[i] = fork()) == 0)
			_exit(run_racer(room, i, sh));
	/* Every racer in the lobby within ten seconds, or the figures
	 * would mean nothing: say so and end (a racer that could not join
	 * said why). */
	for (i = 0; __atomic_load_n(&sh->ready, __ATOMIC_SEQ_CST) < n; i++) {
		if (i == 1000) {
			fprintf(stderr, "bench_race: %d of %d racers joined in 10 s\n",
			    __atomic_load_n(&sh->ready, __ATOMIC_SEQ_CST), n);
			for (i = 0; i < n; i++)
				kill(racer[i], SIGTERM);
			kill(host, SIGTERM);
			while (wait(NULL) > 0)
				;
			return 1;
		}
		nap(10);
	}
	/* Idle: everyone in the lobby. */
	t0 = cpu_ticks(host);
	nap(2000);
	t1 = cpu_ticks(host);
	/* Start from a peer of the host's own user, then race. */
	start_fd = room_connect(room, &why, NULL);
	if (start_fd == -1 || write(start_fd, "mazegame-race 1 watch\nstart\n", 28) != 28)
		return 1;
	nap(3000);
	t1 = t1 - t0;
	t0 = cpu_ticks(host);
	nap((unsigned)secs * 1000);
	t2 = cpu_ticks(host) - t0;
	close(start_fd);
	for (i = 0; i < n; i++)
		kill(racer[i], SIGTERM);
	for (i = 0; i < n; i++)
		waitpid(racer[i], NULL, 0);
	kill(host, SIGTERM);
	waitpid(host, NULL, 0);
	qsort(sh->lat, sh->nlat, sizeof sh->lat[0], cmp_u64);
	printf("race: %d racers, %d moves a second each, %d s\n", n, RATE, secs);
	printf("race: idle host CPU %.2f%% of a core (target: none measurable)\n",
	    100.0 * (double)t1 / (double)hz / 2.0);
	printf("race: busy host CPU %.2f%% of a core (target < 5%%)\n",
	    100.0 * (double)t2 / (double)hz / secs);
	if (sh->nlat > 0)
		printf("race: move to another racer's model: median %.2f ms, "
		    "p99 %.2f ms over %u moves (targets 20 and 50 ms; no drawing: "
		    "race_pty times the terminals)\n", (double)sh->lat[sh->nlat / 2] / 1000,
		    (double)sh->lat[sh->nlat * 99 / 100] / 1000, sh->nlat);
	if (sh->remote > 0)
		printf("race: %.1f bytes on the wire a remote move (the "
		    "terminal's share is the UI's)\n",
		    (double)sh->bytes / (double)sh->remote);
	i = sh->nlat == 0;
	if (i)
		printf("race: no move reached another racer: the race never"
		    " started, so there is no latency to give\n");
	munmap(sh, sizeof *sh);
	return i;
}
