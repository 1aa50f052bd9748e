/* rawpeer.c - a test peer for race rooms, with no terminal and no
 * curses: a headless host, a peer that copies stdin to a room as is and
 * prints what comes back, and peers that flood, never read, or never
 * speak.  tests/race_proto.sh drives it.
 *
 *   rawpeer host ROOM [W H | USERS]
 *                             host a 10x5 (or WxH) backtracker maze
 *                             (seed 1) that does not play (private to
 *                             USERS, as --private); print each notice;
 *                             end on SIGTERM or SIGINT
 *   rawpeer say ROOM MS       copy stdin to the room; print each line
 *                             the host sends; end MS ms after stdin
 *                             ends, or when the host closes ("closed")
 *   rawpeer flood ROOM N      hello, then N pings at once; print replies
 *   rawpeer deaf ROOM         hello, then never read (until killed)
 *   rawpeer mute ROOM         connect and say nothing (until killed)
 *   rawpeer list              print the rooms: name host racers state
 *   rawpeer hold ROOM N       open N connections, every other one saying
 *                             hello as a spectator; print how many were
 *                             welcomed and refused ("held W R"), then
 *                             hold them (until killed)
 *   rawpeer churn ROOM N      N times: join as a racer, wait 10 ms,
 *                             close; print "churned N"
 *   rawpeer bot ROOM          race as a bot: print "welcomed"; when the
 *                             maze comes (with the go) write the whole way
 *                             out at once, then every 50 ms the next 3
 *                             moves of it from where the host says it
 *                             is (under the flood limit); print "path L"
 *                             and the host's "finish PLACE MS MOVES"
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
#include <inttypes.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "base/clock.h"
#include "maze/gen/gen.h"
#include "maze/puzzle.h"
#include "maze/solve.h"
#include "net/client.h"
#include "net/client_list.h"
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

/* Hosts room until a signal; prints every notice. */
static int
host(const char *room, uint32_t w, uint32_t hh, const char *users)
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

	puzzle_spec_set(&spec, w, hh, gen_find("backtracker"), 1, false, NULL);
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
	h = host_create(&c, &mz, clock_ms(), &e);
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

		if (poll(pfd, (nfds_t)n, host_timeout(h, clock_ms())) < 0
		    && errno != EINTR)
			break;
		host_service(h, pfd, n, clock_ms());
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
	int why, fd = room_connect(room, &why, NULL), tries = 0;

	/* The host takes waiting connections a few at a time: a full
	 * backlog is a moment's wait, not a refusal. */
	while (fd == -1 && why == EAGAIN && tries++ < 200) {
		usleep(10000);
		fd = room_connect(room, &why, NULL);
	}
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
	uint64_t end = clock_ms() + (uint64_t)linger_ms;
	char buf[4096];

	for (;;) {
		struct pollfd pfd[2] = { { fd, POLLIN, 0 }, { in, POLLIN, 0 } };
		int wait = in == -1 ? (int)(end > clock_ms() ? end - clock_ms() : 0)
		    : -1;
		ssize_t n;

		if (in == -1 && clock_ms() >= end)
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
				end = clock_ms() + (uint64_t)linger_ms;
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

/* Opens n connections to room, hello as a spectator on every other
 * one; prints how many were welcomed and refused; holds them. */
static int
hold(const char *room, int n)
{
	static const char watch[] = "mazegame-race 1 watch\n";
	int fds[512], i, welcomed = 0, refused = 0;
	char buf[8192];
	uint64_t end;

	if (n < 0 || n > 512)
		return 2;
	for (i = 0; i < n; i++) {
		fds[i] = join(room);
		if (i % 2 == 0)
			put(fds[i], watch, strlen(watch));
	}
	/* What each was told within a second. */
	end = clock_ms() + 1000;
	while (clock_ms() < end)
		usleep(50000);
	for (i = 0; i < n; i++) {
		ssize_t k = recv(fds[i], buf, sizeof buf - 1, MSG_DONTWAIT);

		if (k <= 0)
			continue;
		buf[k] = '\0';
		welcomed += strncmp(buf, "welcome ", 8) == 0;
		refused += strncmp(buf, "error ", 6) == 0
		    || strncmp(buf, "shut ", 5) == 0;
	}
	printf("held %d %d\n", welcomed, refused);
	fflush(stdout);
	while (!stop)
		pause();
	for (i = 0; i < n; i++)
		close(fds[i]);
	return 0;
}

/* Joins room as a racer and leaves again, n times, 10 ms each. */
static int
churn(const char *room, int n)
{
	static const char hello[] = "mazegame-race 1 race\n";
	int i;

	for (i = 0; i < n && !stop; i++) {
		int fd = join(room);

		put(fd, hello, strlen(hello));
		usleep(10000);
		close(fd);
	}
	printf("churned %d\n", i);
	return 0;
}

/* Writes at most max moves of the way out from step k on, in one
 * write. */
static void
send_way(int fd, const enum dir *way, size_t len, size_t k, size_t max)
{
	static const char *const word[] = { "up\n", "right\n", "down\n",
	    "left\n" };
	static char buf[16 * 4096];
	size_t at = 0;

	if (len - k > max)
		len = k + max;
	for (; k < len && at + 8 < sizeof buf; k++) {
		memcpy(buf + at, word[way[k]], strlen(word[way[k]]));
		at += strlen(word[way[k]]);
	}
	if (at > 0)
		put(fd, buf, at);
}

/* Races room as a bot: the whole way out at "go", then the next
 * moves of it every 50 ms, until the host's "finish" for us. */
static int
bot(const char *room)
{
	static const char hello[] = "mazegame-race 1 race\n";
	static enum dir way[16 * 4096];
	char line[PROTO_LINE_MAX + 1];
	size_t len = 0, done = 0, used = 0;
	struct puzzle p = { 0 };
	int fd = join(room), me = -1;
	bool racing = false, first = true;
	uint64_t next = 0;

	put(fd, hello, strlen(hello));
	for (;;) {
		struct pollfd pfd = { fd, POLLIN, 0 };
		char c;
		ssize_t k;

		if (racing && clock_ms() >= next) {
			send_way(fd, way, len, done, first ? len : 3);
			first = false;
			next = clock_ms() + 50;
		}
		if (poll(&pfd, 1, 10) < 0 && errno != EINTR)
			return 1;
		if (!(pfd.revents & (POLLIN | POLLHUP)))
			continue;
		while ((k = recv(fd, &c, 1, MSG_DONTWAIT)) == 1) {
			struct proto_msg m;

			if (c != '\n') {
				if (used < PROTO_LINE_MAX)
					line[used++] = c;
				continue;
			}
			if (proto_parse(line, used, &m, NULL) != 0) {
				used = 0;
				continue;
			}
			used = 0;
			if (m.type == PROTO_WELCOME) {
				me = (int)m.id;
				printf("welcomed\n");
			} else if (m.type == PROTO_MAZE) {
				struct puzzle_spec spec;
				uint32_t cell;

				puzzle_free(&p);
				puzzle_spec_set(&spec, m.w, m.h,
				    gen_find(m.algo), m.seed, false, NULL);
				if (puzzle_generate(&p, &spec, NULL) != 0)
					return 1;
				for (len = 0, cell = p.start; cell != p.exit
				    && len < sizeof way / sizeof way[0]; len++) {
					way[len] = solve_toward_root(p.tree, cell);
					cell = maze_step(p.m, cell, way[len]);
				}
				printf("path %zu\n", len);
				/* The maze comes with the go: the whole way
				 * at once, now. */
				first = true;
				next = 0;
			} else if (m.type == PROTO_GO) {
				racing = true;
				next = 0;
			} else if (m.type == PROTO_POS && (int)m.id == me)
				done = (size_t)m.moves;
			else if (m.type == PROTO_FINISH && (int)m.id == me) {
				printf("finish %u %" PRIu64 " %" PRIu64 "\n",
				    m.place, m.ms, m.moves);
				puzzle_free(&p);
				close(fd);
				return 0;
			}
		}
		if (k == 0) {
			printf("closed\n");
			puzzle_free(&p);
			return 1;
		}
		fflush(stdout);
	}
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
	if (argc == 3 && strcmp(argv[1], "host") == 0)
		return host(argv[2], 10, 5, NULL);
	if (argc == 4 && strcmp(argv[1], "host") == 0)
		return host(argv[2], 10, 5, argv[3]);
	if (argc == 5 && strcmp(argv[1], "host") == 0)
		return host(argv[2], (uint32_t)atoi(argv[3]),
		    (uint32_t)atoi(argv[4]), NULL);
	if (argc == 4 && strcmp(argv[1], "hold") == 0)
		return hold(argv[2], atoi(argv[3]));
	if (argc == 4 && strcmp(argv[1], "churn") == 0)
		return churn(argv[2], atoi(argv[3]));
	if (argc == 3 && strcmp(argv[1], "bot") == 0)
		return bot(argv[2]);
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
	fprintf(stderr, "usage: rawpeer host|say|flood|deaf|mute|list|hold|churn|bot|squat|squatx ...\n");
	return 2;
}
