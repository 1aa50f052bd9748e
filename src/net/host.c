/* host.c - the host's life: creating the room, the poll loop's step,
 * and dropping the peers marked for it. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "net/host_int.h"

struct host *
host_create(const struct host_config *c, const struct host_maze *mz,
    uint64_t now, mg_err *e)
{
	struct host *h;

	if (!proto_room_name_ok(c->room)) {
		close(c->listen_fd);
		err_set(e, "cannot host: bad room name");
		return NULL;
	}
	h = calloc(1, sizeof *h);
	if (h == NULL) {
		close(c->listen_fd);
		err_nomem(e);
		return NULL;
	}
	race_init(&h->race, c->room);
	h->lfd = c->listen_fd;
	h->uid = c->uid;
	h->local = -1;
	if (c->acl != NULL)
		h->acl = *c->acl;
	(void)now;
	if (host_set_maze(h, mz, e) != 0) {
		host_destroy(h);
		return NULL;
	}
	if (c->play) {
		h->local = host_admit(h, NULL, c->uid, false);
		h->race.me = h->local;
	}
	return h;
}

/* Frees one peer's connection. */
static void
free_peer(struct host_peer *p)
{
	conn_close(&p->c);
	free(p);
}

void
host_destroy(struct host *h)
{
	size_t i;

	if (h == NULL)
		return;
	for (i = 0; i < h->npeers; i++)
		free_peer(h->peer[i]);
	if (h->lfd != -1)
		close(h->lfd);
	free(h);
}

struct race *
host_race(struct host *h)
{
	return &h->race;
}

int
host_local_id(const struct host *h)
{
	return h->local;
}

size_t
host_peers(const struct host *h)
{
	return h->npeers;
}

size_t
host_pollfds(const struct host *h, struct pollfd *pfd, size_t max)
{
	size_t n = 0, i;

	if (max == 0)
		return 0;
	pfd[n].fd = h->lfd;
	pfd[n].events = POLLIN;
	pfd[n++].revents = 0;
	for (i = 0; i < h->npeers && n < max; i++) {
		pfd[n].fd = h->peer[i]->c.fd;
		pfd[n].events = (short)(POLLIN
		    | (conn_pending(&h->peer[i]->c) ? POLLOUT : 0));
		pfd[n++].revents = 0;
	}
	return n;
}

/* Drops the peers marked for it, telling the room; a drop can overflow
 * another queue, so this runs until no one is marked. */
static void
reap(struct host *h)
{
	bool again = true;

	while (again) {
		size_t i;

		again = false;
		for (i = 0; i < h->npeers; i++) {
			struct host_peer *p = h->peer[i];
			char name[PROTO_NAME_MAX + 8] = "a peer";
			struct proto_msg m;
			int id = p->id;

			if (p->drop[0] == '\0')
				continue;
			if (id >= 0)
				race_display_name(&h->race.r[id], name,
				    sizeof name);
			if (!p->quiet) {
				proto_init(&m, PROTO_ERROR);
				snprintf(m.text, sizeof m.text, "dropped: %s",
				    p->drop);
				conn_send(&p->c, &m, NULL);
				conn_flush(&p->c, NULL);
				race_notice(&h->race, "%s dropped: %s", name,
				    p->drop);
			} else if (id >= 0)
				race_notice(&h->race, "%s left", name);
			h->peer[i] = h->peer[--h->npeers];
			free_peer(p);
			if (id >= 0)
				host_leave(h, (unsigned)id);
			again = true;
			break;
		}
	}
}

/* Writes the queues out now, for latency; overflow was caught earlier. */
static void
flush_all(struct host *h)
{
	size_t i;
	mg_err e;

	for (i = 0; i < h->npeers; i++)
		if (conn_pending(&h->peer[i]->c)
		    && conn_flush(&h->peer[i]->c, &e) != 0)
			host_doom(h->peer[i], true, "left (connection lost)");
	reap(h);
}

void
host_service(struct host *h, const struct pollfd *pfd, size_t n,
    uint64_t now)
{
	size_t i, j;

	for (i = 0; i < n; i++) {
		if (pfd[i].revents == 0)
			continue;
		if (pfd[i].fd == h->lfd) {
			host_accept(h, now);
			continue;
		}
		for (j = 0; j < h->npeers; j++)
			if (h->peer[j]->c.fd == pfd[i].fd)
				break;
		if (j == h->npeers)
			continue;
		if (pfd[i].revents & (POLLIN | POLLHUP | POLLERR))
			host_input(h, h->peer[j], now);
	}
	for (j = 0; j < h->npeers; j++)
		if (h->peer[j]->id < 0 && now - h->peer[j]->since > HOST_HELLO_MS)
			host_doom(h->peer[j], false, "said no hello");
	host_tick(h, now);
	reap(h);
	flush_all(h);
}

int
host_timeout(const struct host *h, uint64_t now)
{
	uint64_t soon = UINT64_MAX;
	size_t j;

	if (h->race.state == PROTO_ROOM_COUNTDOWN)
		soon = h->tick_at;
	for (j = 0; j < h->npeers; j++)
		if (h->peer[j]->id < 0 && h->peer[j]->since + HOST_HELLO_MS + 1 < soon)
			soon = h->peer[j]->since + HOST_HELLO_MS + 1;
	if (soon == UINT64_MAX)
		return -1;
	return soon <= now ? 0 : (int)(soon - now > 60000 ? 60000 : soon - now);
}
