/* arcade_room.c - the arcade's race room served by a process of its
 * own, so that no visitor holds it: it lives on when whoever opened it
 * leaves, starts by itself a while after a second racer comes, offers
 * a new maze a while after the results, and closes once it has been
 * empty for a while.  Its host has no player; every visitor joins it
 * as a client, under their name (net/README, an arcade's room). */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <string.h>
#include <unistd.h>

#include "app/arcade_room.h"
#include "app/racing.h"
#include "app/session.h"
#include "base/clock.h"
#include "net/host.h"
#include "net/race_standings.h"

/* A new game of s's kind (the next maze after the first), solved, as
 * the room's maze in mz. */
static int
next_maze(struct session *s, bool first, struct host_maze *mz, mg_err *e)
{
	if (!first)
		session_next_maze(s);
	if (session_new_game(s, NULL, clock_ms(), e) != 0
	    || (session_unsolved(s) && session_solve(s, NULL, e) != 0))
		return -1;
	racing_host_maze(s, mz);
	return 0;
}

/* How long ago since was, or 0 when it is 0 (not yet). */
static uint64_t
since(uint64_t now, uint64_t at)
{
	return at == 0 || now < at ? 0 : now - at;
}

int
arcade_room_serve(const struct options *o, const char *room, int listen_fd,
    mg_err *e)
{
	static struct session s;
	struct pollfd pfd[HOST_PEERS_MAX + 1];
	struct host_config c;
	struct host_maze mz;
	struct host *h;
	uint64_t now, lobby_at = 0, results_at = 0, empty_at;
	int rc = 0;

	session_init(&s, o);
	if (next_maze(&s, true, &mz, e) != 0) {
		close(listen_fd);
		session_free(&s);
		return -1;
	}
	memset(&c, 0, sizeof c);
	c.room = room;
	c.listen_fd = listen_fd;
	c.uid = getuid();
	c.arcade = true;
	now = clock_ms();
	if ((h = host_create(&c, &mz, now, e)) == NULL) {
		session_free(&s);
		return -1;
	}
	empty_at = now;
	for (;;) {
		const struct race *r = host_race(h);
		size_t n = host_pollfds(h, pfd, sizeof pfd / sizeof pfd[0]);
		int wait = host_timeout(h, now);

		/* Wake for the room's own timers too: a second at most. */
		if (wait < 0 || wait > 1000)
			wait = 1000;
		if (poll(pfd, (nfds_t)n, wait) < 0 && errno != EINTR) {
			rc = err_set(e, "poll: %s", strerror(errno));
			break;
		}
		now = clock_ms();
		host_service(h, pfd, n, now);
		/* Empty (nobody connected) for long enough: closed. */
		empty_at = host_peers(h) > 0 ? 0 : empty_at != 0 ? empty_at : now;
		if (since(now, empty_at) >= ARCADE_EMPTY_MS)
			break;
		/* Two racers or more in the lobby: it starts by itself. */
		lobby_at = r->state != PROTO_ROOM_LOBBY || race_racers(r) < 2 ? 0
		    : lobby_at != 0 ? lobby_at : now;
		if (since(now, lobby_at) >= ARCADE_START_MS) {
			lobby_at = 0;
			host_start(h, now, NULL);
		}
		/* The results read for a while: then a new maze. */
		results_at = r->state != PROTO_ROOM_RESULTS ? 0
		    : results_at != 0 ? results_at : now;
		if (since(now, results_at) >= ARCADE_REMATCH_MS) {
			results_at = 0;
			if (next_maze(&s, false, &mz, e) != 0
			    || host_rematch(h, &mz, now, e) != 0) {
				rc = -1;
				break;
			}
		}
	}
	host_destroy(h);
	session_free(&s);
	return rc;
}
