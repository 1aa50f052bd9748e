/* networld.c - a host and its clients in one test process. */
#include "config.h"

#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include <check.h>

#include "net/proto_move.h"
#include "networld.h"

/* A 5x2 maze: row 0 is a corridor east, (4,0) opens south to (4,1), and
 * row 1 is a corridor west of it.  Start (0,0), exit (0,1): 9 moves. */
maze *
nw_corridor(void)
{
	maze *m = maze_create(5, 2, NULL);
	uint32_t x;

	ck_assert_ptr_nonnull(m);
	for (x = 0; x < 4; x++) {
		maze_carve(m, x, DIR_E);
		maze_carve(m, 5 + x, DIR_E);
	}
	maze_carve(m, 4, DIR_S);
	return m;
}

/* Fills mz with the corridor of w. */
void
nw_maze_of(const struct world *w, struct host_maze *mz, uint64_t seed)
{
	memset(mz, 0, sizeof *mz);
	mz->m = w->m;
	mz->start = 0;
	mz->exit = 5;
	mz->optimal = 9;
	mz->algo = "backtracker";
	mz->seed = seed;
	mz->diff = "normal";
}

/* Hosts a fresh room (the host plays unless told not to). */
void
nw_world_init(struct world *w, const char *tag, bool play, uid_t host_uid,
    const struct room_acl *acl)
{
	nw_world_init_arcade(w, tag, play, host_uid, acl, NULL);
}

/* nw_world_init for an arcade's room, whose host's own player is the
 * visitor name (NULL: not an arcade's). */
void
nw_world_init_arcade(struct world *w, const char *tag, bool play,
    uid_t host_uid, const struct room_acl *acl, const char *name)
{
	nw_world_init_host(w, tag, play, host_uid, acl, name, false);
}

void
nw_world_init_show(struct world *w, const char *tag, const char *name)
{
	nw_world_init_host(w, tag, true, getuid(), NULL, name, true);
}

void
nw_world_init_host(struct world *w, const char *tag, bool play,
    uid_t host_uid, const struct room_acl *acl, const char *name, bool show)
{
	struct host_config c;
	struct host_maze mz;
	bool hosting;
	mg_err e;

	memset(w, 0, sizeof *w);
	snprintf(w->room, sizeof w->room, "t%ld-%s", (long)getpid(), tag);
	w->m = nw_corridor();
	w->now = 1000000;
	memset(&c, 0, sizeof c);
	c.room = w->room;
	c.listen_fd = room_open(w->room, &hosting, &e);
	ck_assert_int_ge(c.listen_fd, 0);
	ck_assert(hosting);
	c.uid = host_uid;
	c.acl = acl;
	c.play = play;
	c.arcade = name != NULL;
	c.name = name;
	c.show = show;
	nw_maze_of(w, &mz, 42);
	w->h = host_create(&c, &mz, w->now, &e);
	ck_assert_msg(w->h != NULL, "%s", e.msg);
}

/* Frees everything. */
void
nw_world_free(struct world *w)
{
	int i;

	for (i = 0; i < NCL; i++)
		if (w->open[i])
			client_close(&w->cl[i]);
	host_destroy(w->h);
	maze_destroy(w->m);
}

/* One round of poll over the host, the clients and raw fds. */
void
nw_pump(struct world *w)
{
	struct pollfd pfd[HOST_PEERS_MAX + NCL + 1];
	size_t n = 0, k, i;

	if (w->h != NULL)
		n = host_pollfds(w->h, pfd, HOST_PEERS_MAX + 1);
	k = n;
	for (i = 0; i < NCL; i++)
		if (w->open[i])
			k += client_pollfds(&w->cl[i], pfd + k, 1);
	poll(pfd, (nfds_t)k, 10);
	if (w->h != NULL)
		host_service(w->h, pfd, n, w->now);
	for (i = 0; i < NCL; i++)
		if (w->open[i])
			client_service(&w->cl[i], pfd + n, k - n);
}


/* Joins client i as role and waits for its welcome and maze. */
void
nw_join(struct world *w, int i, unsigned role)
{
	int why, fd = room_connect(w->room, &why, NULL);

	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(client_open(&w->cl[i], fd, w->room, role, NULL), 0);
	w->open[i] = true;
	/* Welcomed; the maze too where a race is on or over (in the
	 * lobby it comes with the go). */
	NW_UNTIL(w, w->cl[i].race.me >= 0 && (w->cl[i].race.maze.known
	    || w->cl[i].race.state == PROTO_ROOM_LOBBY
	    || w->cl[i].race.state == PROTO_ROOM_COUNTDOWN));
}

/* Connects a raw peer; returns its fd. */
int
nw_raw(struct world *w)
{
	int why, fd = room_connect(w->room, &why, NULL);

	ck_assert_int_ge(fd, 0);
	(void)w;
	return fd;
}

bool
nw_drain(int fd, char *buf, size_t size, size_t *len)
{
	char tmp[4096];
	ssize_t n;

	while ((n = recv(fd, tmp, sizeof tmp, MSG_DONTWAIT)) > 0) {
		size_t k = (size_t)n < size - 1 - *len ? (size_t)n : size - 1 - *len;

		memcpy(buf + *len, tmp, k);
		*len += k;
		buf[*len] = '\0';
	}
	return n != 0;
}

/* Writes all of s to fd (blocking for the test's sake). */
void
nw_say(int fd, const char *s, size_t len)
{
	while (len > 0) {
		ssize_t n = send(fd, s, len, MSG_NOSIGNAL);

		if (n < 0) {
			struct pollfd p = { fd, POLLOUT, 0 };
			poll(&p, 1, 100);
			continue;
		}
		s += n;
		len -= (size_t)n;
	}
}

/* Returns whether a notice containing want was queued in r (eats the
 * events it reads). */
bool
nw_noticed(struct race *r, const char *want)
{
	char text[RACE_NOTICE_MAX];

	while (race_next_notice(r, text, sizeof text))
		if (strstr(text, want) != NULL)
			return true;
	return false;
}

/* Moves the clock on and runs the countdown to "go". */
void
nw_count_down(struct world *w)
{
	mg_err e;

	ck_assert_int_eq(host_start(w->h, w->now, &e), 0);
	ck_assert_int_eq(host_timeout(w->h, w->now), 1000);
	w->now += 3000;
	NW_UNTIL(w, host_race(w->h)->state == PROTO_ROOM_RACE);
}


void
nw_host_move(struct world *w, enum dir d, bool run)
{
	struct proto_msg m;

	proto_way_msg(&m, NULL, (unsigned)d, run);
	host_play(w->h, &m, w->now);
}

void
nw_host_assist(struct world *w)
{
	struct proto_msg m;

	proto_init(&m, PROTO_ASSIST);
	host_play(w->h, &m, w->now);
}
