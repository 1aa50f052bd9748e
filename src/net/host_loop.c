/* host_loop.c - the host's life: creating the room, the poll loop's step,
 * and dropping the peers marked for it. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "base/i18n.h"
#include "net/host_int.h"
#include "net/race_standings.h"

struct host *
host_create(const struct host_config *c, const struct host_maze *mz,
    uint64_t now, mg_err *e)
{
	struct host *h;

	if (!proto_room_name_ok(c->room)) {
		close(c->listen_fd);
		err_set(e, _("cannot host: bad room name"));
		return NULL;
	}
	h = mg_calloc(1, sizeof *h, e);
	if (h == NULL) {
		close(c->listen_fd);
		return NULL;
	}
	race_init(&h->race, c->room);
	h->lfd = c->listen_fd;
	h->uid = c->uid;
	h->visitors = c->arcade ? c->uid : (uid_t)-1;
	h->plays = c->play;
	h->show = c->show && c->play;
	if (c->name != NULL)
		snprintf(h->name, sizeof h->name, "%s", c->name);
	h->local = -1;
	if (c->acl != NULL)
		h->acl = *c->acl;
	h->now = now;
	if (host_set_maze(h, mz, e) != 0) {
		host_destroy(h);
		return NULL;
	}
	if (c->play) {
		if (h->name[0] != '\0')
			snprintf(h->race.host, sizeof h->race.host, "%s", h->name);
		else
			room_login(c->uid, h->race.host, sizeof h->race.host);
		h->local = host_admit(h, NULL, c->uid, h->name, false);
		h->race.me = h->local;
	}
	if (h->show) {
		/* The game on show is on from the first moment. */
		h->t0 = now;
		host_go(h);
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
	size_t i, n = 0;

	for (i = 0; i < h->npeers; i++)
		n += !h->peer[i]->closing;
	return n;
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

/* Takes p out of the peer list and frees it. */
static void
forget(struct host *h, size_t i)
{
	struct host_peer *p = h->peer[i];

	h->peer[i] = h->peer[--h->npeers];
	free_peer(p);
}

bool
host_evict(struct host *h)
{
	size_t i, old = h->npeers;

	for (i = 0; i < h->npeers; i++)
		if ((h->peer[i]->id < 0 || h->peer[i]->closing)
		    && (old == h->npeers
		    || h->peer[i]->since < h->peer[old]->since))
			old = i;
	if (old == h->npeers)
		return false;
	forget(h, old);
	return true;
}

/* Drops peer i, marked for it: the room hears at once; a peer dropped
 * for a fault is told why, and kept (out of the room) until that line
 * is written or HOST_BYE_MS pass, whatever else it had queued
 * forgotten. */
static void
drop(struct host *h, size_t i)
{
	struct host_peer *p = h->peer[i];
	char name[PROTO_NAME_MAX + 8];
	struct proto_msg m;
	int id = p->id;

	/* TRANSLATORS: who dropped from a race, when not a racer yet. */
	snprintf(name, sizeof name, "%s", _("a peer"));
	if (id >= 0)
		race_display_name(&h->race.r[id], name, sizeof name);
	if (!p->quiet)
		race_notice_drop(&h->race, name, p->drop);
	else if (id >= 0)
		race_notice(&h->race, _("%s left"), name);
	p->id = -2;
	if (!p->quiet && p->c.fd != -1) {
		proto_init(&m, PROTO_ERROR);
		/* TRANSLATORS: sent to a racer the host drops; %s is why. */
		snprintf(m.text, sizeof m.text, _("dropped: %s"), p->drop);
		conn_discard(&p->c);
		if (conn_send(&p->c, &m, NULL) == 0
		    && conn_flush(&p->c, NULL) == 0 && conn_pending(&p->c)) {
			p->closing = true;
			p->bye_at = h->now + HOST_BYE_MS;
		}
	}
	if (!p->closing)
		forget(h, i);
	if (id >= 0)
		host_leave(h, (unsigned)id);
}

/* Drops the peers marked for it; a drop can overflow another queue, so
 * this runs until no one is marked. */
static void
reap(struct host *h)
{
	size_t i = 0;

	while (i < h->npeers) {
		struct host_peer *p = h->peer[i];

		if (p->drop[0] != '\0' && !p->closing) {
			drop(h, i);
			i = 0;
		} else if (p->closing && (!conn_pending(&p->c)
		    || p->c.fd == -1 || h->now >= p->bye_at)) {
			forget(h, i);
			i = 0;
		} else
			i++;
	}
}

void
host_flush(struct host *h)
{
	size_t i;
	mg_err e;

	for (i = 0; i < h->npeers; i++) {
		struct host_peer *p = h->peer[i];

		if (!conn_pending(&p->c) || conn_flush(&p->c, &e) == 0)
			continue;
		if (p->closing)
			conn_close(&p->c);
		else
			host_doom(p, true, _("left (connection lost)"));
	}
	reap(h);
}

/* Reads and forgets what a dropped peer still sends. */
static void
drain(struct host_peer *p)
{
	p->c.in_len = p->c.in_used = 0;
	if (conn_read(&p->c, NULL) != 0 || p->c.eof)
		conn_close(&p->c);
	p->c.in_len = 0;
}

void
host_service(struct host *h, const struct pollfd *pfd, size_t n,
    uint64_t now)
{
	size_t i, j;

	h->now = now;
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
		if (j == h->npeers
		    || !(pfd[i].revents & (POLLIN | POLLHUP | POLLERR)))
			continue;
		if (h->peer[j]->closing)
			drain(h->peer[j]);
		else
			host_input(h, h->peer[j], now);
	}
	for (j = 0; j < h->npeers; j++)
		if (h->peer[j]->id == -1 && now - h->peer[j]->since > HOST_HELLO_MS)
			host_doom(h->peer[j], false, _("said no hello"));
	host_tick(h, now);
	host_flush(h);
}

int
host_start(struct host *h, uint64_t now, mg_err *e)
{
	int r;

	h->now = now;
	r = host_countdown(h, now, e);
	host_flush(h);
	return r;
}

int
host_rematch(struct host *h, const struct host_maze *mz, uint64_t now,
    mg_err *e)
{
	if (host_prepare_rematch(h, mz, e) != 0)
		return -1;
	return host_start(h, now, e);
}

int
host_timeout(const struct host *h, uint64_t now)
{
	uint64_t soon = UINT64_MAX;
	size_t j;

	if (h->race.state == PROTO_ROOM_COUNTDOWN)
		soon = h->tick_at;
	if (h->race.state == PROTO_ROOM_RACE && h->call_at != 0)
		soon = h->call_at;
	for (j = 0; j < h->npeers; j++) {
		const struct host_peer *p = h->peer[j];

		if (p->id == -1 && p->since + HOST_HELLO_MS + 1 < soon)
			soon = p->since + HOST_HELLO_MS + 1;
		if (p->closing && p->bye_at < soon)
			soon = p->bye_at;
	}
	if (soon == UINT64_MAX)
		return -1;
	return soon <= now ? 0 : (int)(soon - now > 60000 ? 60000 : soon - now);
}
