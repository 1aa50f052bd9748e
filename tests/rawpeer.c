/* rawpeer.c - a test peer for race rooms, with no terminal and no
 * curses: a headless host, a peer that copies stdin to a room as is and
 * prints what comes back, and peers that flood, never read, or never
 * speak.  tests/race_proto.sh drives it.
 *
 *   rawpeer host ROOM [USERS] host a 10x5 backtracker maze (seed 1) that
 *                             does not play (private to USERS, as
 *                             --private); print each notice; end on
 *                             SIGTERM or SIGINT
 *   rawpeer hold ROOM N       N connections that say hello as watchers
 *                             and read everything (until killed); print
 *                             "held K" once K of them are let in
 *   rawpeer say ROOM MS       copy stdin to the room; print each line
 *                             the host sends; end MS ms after stdin
 *                             ends, or when the host closes ("closed")
 *   rawpeer flood ROOM N      hello, then N pings at once; print replies
 *   rawpeer deaf ROOM         hello, then never read (until killed)
 *   rawpeer mute ROOM         connect and say nothing (until killed)
 *   rawpeer list              print the rooms: name host racers state
 *   rawpeer squat FILE NAME...
 *                             a hostile "host": bind each NAME (raw
 *                             bytes, unchecked) as "\0mazegame-race/NAME",
 *                             send every peer FILE's lines at once and
 *                             keep it; print "ready" once all are bound;
 *                             end on SIGTERM or SIGINT
 *   rawpeer squatx FILE NAME...
 *                             as squat, but close each peer after FILE
 */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>

#include "maze/gen/gen.h"
#include "maze/puzzle.h"
#include "net/client.h"
#include "net/host.h"
#include "net/room.h"

static volatile sig_atomic_t stop;

/* Asks the main loop to end. */
static void
on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

/* A monotonic clock in ms. */
static uint64_t
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

/* Hosts room until a signal; prints every notice. */
static int
host(const char *room, const char *users)
{
	struct room_acl acl;
	struct puzzle p;
	struct puzzle_spec spec;
	struct host_config c = { 0 };
	struct host_maze mz = { 0 };
	struct host *h;
	bool hosting;
	char text[RACE_NOTICE_MAX];
	mg_err e;

	puzzle_spec_set(&spec, 10, 5, gen_find("backtracker"), 1, false, NULL);
	if (puzzle_generate(&p, &spec, &e) != 0) {
		fprintf(stderr, "rawpeer: %s\n", e.msg);
		return 1;
	}
	c.room = room;
	c.listen_fd = room_open(room, &hosting, &e);
	if (c.listen_fd == -1 || !hosting) {
		fprintf(stderr, "rawpeer: %s\n", hosting ? e.msg : "room taken");
		puzzle_free(&p);
		return 1;
	}
	c.uid = getuid();
	if (users != NULL) {
		if (room_acl_parse(&acl, users, &e) != 0) {
			fprintf(stderr, "rawpeer: %s\n", e.msg);
			puzzle_free(&p);
			return 1;
		}
		c.acl = &acl;
	}
	mz.m = p.m;
	mz.start = p.start;
	mz.exit = p.exit;
	mz.optimal = p.optimal;
	mz.algo = "backtracker";
	mz.seed = 1;
	mz.diff = "normal";
	h = host_create(&c, &mz, now_ms(), &e);
	if (h == NULL) {
		fprintf(stderr, "rawpeer: %s\n", e.msg);
		puzzle_free(&p);
		return 1;
	}
	printf("hosting %s\n", room);
	fflush(stdout);
	while (!stop) {
		struct pollfd pfd[HOST_PEERS_MAX + 1];
		size_t n = host_pollfds(h, pfd, HOST_PEERS_MAX + 1);

		if (poll(pfd, (nfds_t)n, host_timeout(h, now_ms())) < 0
		    && errno != EINTR)
			break;
		host_service(h, pfd, n, now_ms());
		while (race_next_notice(host_race(h), text, sizeof text))
			printf("notice %s\n", text);
		fflush(stdout);
	}
	host_destroy(h);
	puzzle_free(&p);
	return 0;
}

/* Connects to room (exits on failure). */
static int
join(const char *room)
{
	int why, fd = room_connect(room, &why, NULL);

	if (fd == -1) {
		fprintf(stderr, "rawpeer: cannot join %s\n", room);
		exit(1);
	}
	return fd;
}

/* Writes all of len bytes at s to fd, waiting as needed; false when
 * the peer is gone. */
static bool
put(int fd, const char *s, size_t len)
{
	while (len > 0) {
		struct pollfd p = { fd, POLLOUT, 0 };
		ssize_t n = write(fd, s, len);

		if (n < 0 && errno != EAGAIN && errno != EINTR)
			return false;
		if (n < 0) {
			poll(&p, 1, 1000);
			continue;
		}
		s += n;
		len -= (size_t)n;
	}
	return true;
}

/* Copies in to the room and the room to stdout, as described above. */
static int
say(int fd, int in, int linger_ms)
{
	uint64_t end = now_ms() + (uint64_t)linger_ms;
	char buf[4096];

	for (;;) {
		struct pollfd pfd[2] = { { fd, POLLIN, 0 }, { in, POLLIN, 0 } };
		int wait = in == -1 ? (int)(end > now_ms() ? end - now_ms() : 0)
		    : -1;
		ssize_t n;

		if (in == -1 && now_ms() >= end)
			return 0;
		if (poll(pfd, in == -1 ? 1 : 2, wait) < 0 && errno != EINTR)
			return 1;
		if (pfd[0].revents) {
			n = read(fd, buf, sizeof buf);
			if (n <= 0) {
				printf("closed\n");
				return 0;
			}
			fwrite(buf, 1, (size_t)n, stdout);
			fflush(stdout);
		}
		if (in != -1 && pfd[1].revents) {
			n = read(in, buf, sizeof buf);
			if (n <= 0) {
				in = -1;
				end = now_ms() + (uint64_t)linger_ms;
			} else if (!put(fd, buf, (size_t)n)) {
				printf("closed\n");
				return 0;
			}
		}
	}
}

/* Binds "\0mazegame-race/NAME" for the raw bytes of name and listens;
 * exits on failure. */
static int
squat_bind(const char *name)
{
	struct sockaddr_un sa;
	size_t pre = strlen(ROOM_PREFIX), len = strlen(name);
	int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);

	memset(&sa, 0, sizeof sa);
	sa.sun_family = AF_UNIX;
	if (fd == -1 || 1 + pre + len > sizeof sa.sun_path) {
		fprintf(stderr, "rawpeer: cannot squat\n");
		exit(1);
	}
	memcpy(sa.sun_path + 1, ROOM_PREFIX, pre);
	memcpy(sa.sun_path + 1 + pre, name, len);
	if (bind(fd, (struct sockaddr *)&sa, (socklen_t)(offsetof(struct
	    sockaddr_un, sun_path) + 1 + pre + len)) == -1
	    || listen(fd, 64) == -1) {
		fprintf(stderr, "rawpeer: cannot squat: %s\n", strerror(errno));
		exit(1);
	}
	return fd;
}

/* Answers like a host, but with FILE's lines whatever is asked (see
 * the top); keep: peers stay connected until they leave. */
static int
squat(const char *file, char **names, int n, bool keep)
{
	enum { PEERS = 256 };
	static char text[8192];
	struct pollfd pfd[PEERS];
	int lfd[PEERS], peer[PEERS], npeer = 0, i, k;
	size_t tlen;
	FILE *f = fopen(file, "r");

	if (f == NULL || n > PEERS) {
		fprintf(stderr, "rawpeer: cannot read %s\n", file);
		return 1;
	}
	tlen = fread(text, 1, sizeof text, f);
	fclose(f);
	for (i = 0; i < n; i++)
		lfd[i] = squat_bind(names[i]);
	printf("ready\n");
	fflush(stdout);
	while (!stop) {
		char buf[4096];

		for (i = 0; i < n; i++)
			pfd[i] = (struct pollfd){ lfd[i], POLLIN, 0 };
		for (k = 0; k < npeer; k++)
			pfd[n + k] = (struct pollfd){ peer[k], POLLIN, 0 };
		if (poll(pfd, (nfds_t)(n + npeer), -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		for (k = npeer - 1; k >= 0; k--)
			if (pfd[n + k].revents && read(peer[k], buf, sizeof buf) <= 0) {
				close(peer[k]);
				peer[k] = peer[--npeer];
			}
		for (i = 0; i < n; i++) {
			int fd;

			if (!pfd[i].revents)
				continue;
			fd = accept4(lfd[i], NULL, NULL, SOCK_CLOEXEC);
			if (fd == -1)
				continue;
			if (!put(fd, text, tlen) || !keep || npeer + n >= PEERS) {
				struct pollfd w = { fd, POLLIN, 0 };

				/* The hello, so that closing loses nothing. */
				poll(&w, 1, 200);
				while (recv(fd, buf, sizeof buf, MSG_DONTWAIT) > 0)
					;
				close(fd);
			} else {
				peer[npeer++] = fd;
			}
		}
	}
	for (k = 0; k < npeer; k++)
		close(peer[k]);
	for (i = 0; i < n; i++)
		close(lfd[i]);
	return 0;
}

/* Holds n places in room, as described above. */
static int
hold(const char *room, int n)
{
	static const char hello[] = "mazegame-race 1 watch\n";
	struct pollfd pfd[256];
	int i, in = 0;
	bool told = false;

	if (n < 1 || n > 256)
		return 2;
	for (i = 0; i < n; i++) {
		pfd[i].fd = join(room);
		pfd[i].events = POLLIN;
		put(pfd[i].fd, hello, strlen(hello));
	}
	while (!stop) {
		char buf[4096];

		if (poll(pfd, (nfds_t)n, 200) < 0 && errno != EINTR)
			break;
		for (i = 0; i < n; i++) {
			ssize_t got;

			if (pfd[i].fd < 0 || !(pfd[i].revents & (POLLIN | POLLHUP)))
				continue;
			got = read(pfd[i].fd, buf, sizeof buf);
			if (got <= 0) {
				close(pfd[i].fd);
				pfd[i].fd = -1;
			} else if (memmem(buf, (size_t)got, "welcome ", 8) != NULL)
				in++;
		}
		if (!told && in > 0) {
			printf("held %d\n", in);
			fflush(stdout);
			told = in >= n;
		}
	}
	for (i = 0; i < n; i++)
		if (pfd[i].fd >= 0)
			close(pfd[i].fd);
	return 0;
}

/* Prints the room listing. */
static int
list(void)
{
	struct client_room rooms[ROOM_LIST_MAX];
	mg_err e;
	size_t cut;
	int n = client_list(rooms, ROOM_LIST_MAX, &cut, 2000, &e), i;

	if (n < 0) {
		fprintf(stderr, "rawpeer: %s\n", e.msg);
		return 1;
	}
	for (i = 0; i < n; i++)
		printf("%s %s %u %s\n", rooms[i].room, rooms[i].host,
		    rooms[i].racers, rooms[i].shut ? (rooms[i].shut_why
		    == PROTO_SHUT_FULL ? "full" : "private") : rooms[i].answered
		    ? proto_room_state_name(rooms[i].state) : "?");
	if (cut > 0)
		printf("cut %zu\n", cut);
	return 0;
}

int
main(int argc, char **argv)
{
	static const char hello[] = "mazegame-race 1 race\n";
	struct sigaction sa;
	int fd;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
	if (argc == 2 && strcmp(argv[1], "list") == 0)
		return list();
	if (argc >= 4 && (strcmp(argv[1], "squat") == 0
	    || strcmp(argv[1], "squatx") == 0))
		return squat(argv[2], argv + 3, argc - 3, argv[1][5] == '\0');
	if ((argc == 3 || argc == 4) && strcmp(argv[1], "host") == 0)
		return host(argv[2], argc == 4 ? argv[3] : NULL);
	if (argc == 4 && strcmp(argv[1], "hold") == 0)
		return hold(argv[2], atoi(argv[3]));
	if (argc == 4 && strcmp(argv[1], "say") == 0)
		return say(join(argv[2]), 0, atoi(argv[3]));
	if (argc == 4 && strcmp(argv[1], "flood") == 0) {
		int i, n = atoi(argv[3]);

		fd = join(argv[2]);
		put(fd, hello, strlen(hello));
		for (i = 0; i < n; i++)
			if (!put(fd, "ping\n", 5))
				break;
		return say(fd, -1, 3000);
	}
	if (argc == 3 && (strcmp(argv[1], "deaf") == 0
	    || strcmp(argv[1], "mute") == 0)) {
		fd = join(argv[2]);
		if (argv[1][0] == 'd')
			put(fd, hello, strlen(hello));
		while (!stop)
			pause();
		close(fd);
		return 0;
	}
	fprintf(stderr, "usage: rawpeer host|say|flood|deaf|mute|list|squat|squatx ...\n");
	return 2;
}
