/* host_peer.c - the host's side of each connection: accepting and
 * naming peers, reading their lines within their credit, sending to
 * them, and marking those that misbehave for dropping. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "base/i18n.h"
#include "net/host_int.h"
#include "net/race_standings.h"

#define SNDBUF (16 * 1024)      /* the kernel's share of a slow reader */

/* Sends the n lines m to fd if the socket takes them now, reads what
 * the peer sent (so closing does not reset the lines away), and closes
 * fd. */
static void
say_and_close(int fd, const struct proto_msg *m, size_t n)
{
	char buf[2 * PROTO_LINE_MAX + 1];
	size_t len = 0, i;

	for (i = 0; i < n; i++) {
		int k = proto_format(&m[i], buf + len, sizeof buf - len, NULL);

		if (k > 0)
			len += (size_t)k;
	}
	if (len > 0 && send(fd, buf, len, MSG_NOSIGNAL | MSG_DONTWAIT) < 0)
		(void)0;
	while (recv(fd, buf, sizeof buf, MSG_DONTWAIT) > 0)
		;
	close(fd);
}

/* Why a connection is refused. */
enum refusal { REFUSE_PRIVATE, REFUSE_FULL, REFUSE_USER };

/* Tells fd why the room will not take it: "shut ROOM private|full" for
 * programs (--races; one user's too many connections count as full),
 * "error TEXT" for people; and closes it. */
static void
refuse(int fd, const char *room, enum refusal why)
{
	struct proto_msg m[2];

	proto_init(&m[0], PROTO_SHUT);
	snprintf(m[0].room, sizeof m[0].room, "%s", room);
	m[0].state = why == REFUSE_PRIVATE ? PROTO_SHUT_PRIVATE : PROTO_SHUT_FULL;
	proto_init(&m[1], PROTO_ERROR);
	if (why == REFUSE_FULL)
		/* TRANSLATORS: %s is a race room's name. */
		snprintf(m[1].text, sizeof m[1].text, _("room %s is full"), room);
	else if (why == REFUSE_USER)
		/* TRANSLATORS: %1$s is a race room's name, %2$d how many
		 * connections one user may have open to it. */
		snprintf(m[1].text, sizeof m[1].text, _("room %1$s: one user may have %2$d connections at once"), room, HOST_USER_CONNS);
	else
		/* TRANSLATORS: %s is a race room's name. */
		snprintf(m[1].text, sizeof m[1].text, _("room %s is private"), room);
	say_and_close(fd, m, 2);
}

/* Returns how many connections of uid are open (hello said or not,
 * dropped ones saying why too). */
static unsigned
user_conns(const struct host *h, uid_t uid)
{
	unsigned n = 0;
	size_t i;

	for (i = 0; i < h->npeers; i++)
		n += h->peer[i]->uid == uid;
	return n;
}

/* Returns how many places uid holds, or of the arcade's visitors the
 * visitor called name: its peers in the room, and the host's own
 * player for the host's user (and its name). */
static unsigned
user_places(const struct host *h, uid_t uid, const char *name)
{
	unsigned n = h->local >= 0 && uid == h->uid && strcmp(name, h->name) == 0;
	size_t i;

	for (i = 0; i < h->npeers; i++)
		n += h->peer[i]->uid == uid && h->peer[i]->id >= 0
		    && !h->peer[i]->closing && strcmp(h->peer[i]->name, name) == 0;
	return n;
}

/* Returns how many places are held: racers (racing or not) and
 * spectators in the room. */
static unsigned
places(const struct host *h)
{
	unsigned id, n = 0;

	for (id = 0; id < RACE_SLOTS; id++)
		n += h->race.r[id].used
		    && h->race.r[id].state != PROTO_RACER_LEFT;
	return n;
}

/* Takes the new connections waiting on the room's socket. */
void
host_accept(struct host *h, uint64_t now)
{
	int k, fd, buf = SNDBUF;

	for (k = 0; k < 16; k++) {
		struct host_peer *p;
		uid_t uid;
		pid_t pid;
		mg_err e;

		fd = accept4(h->lfd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
		if (fd == -1)
			return;
		if (room_peer(fd, &uid, &pid, &e) != 0) {
			close(fd);
			continue;
		}
		if (!room_acl_allows(&h->acl, uid, h->uid)) {
			refuse(fd, h->race.room, REFUSE_PRIVATE);
			continue;
		}
		/* One user's connections, said hello or not, are its own
		 * business: they never keep another user out.  The
		 * arcade's account is everyone's who visits: its visitors
		 * are told apart by their names, and held to their places
		 * once they say them. */
		if (uid != h->visitors && user_conns(h, uid) >= HOST_USER_CONNS) {
			refuse(fd, h->race.room, REFUSE_USER);
			continue;
		}
		if (h->npeers == HOST_PEERS_MAX && !host_evict(h)) {
			refuse(fd, h->race.room, REFUSE_FULL);
			continue;
		}
		p = mg_calloc(1, sizeof *p, &e);
		if (p == NULL) {
			close(fd);
			continue;
		}
		setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &buf, sizeof buf);
		if (conn_init(&p->c, fd, HOST_QUEUE_MAX, &e) != 0) {
			free(p);
			continue;
		}
		p->uid = uid;
		p->pid = pid;
		p->id = -1;
		p->since = now;
		h->peer[h->npeers++] = p;
	}
}

/* Answers a listing peer with the room's summary and closes it. */
static void
answer_list(struct host *h, struct host_peer *p)
{
	struct proto_msg m;
	char who[PROTO_NAME_MAX + 1];

	proto_init(&m, PROTO_INFO);
	memcpy(m.room, h->race.room, sizeof m.room);
	room_login(h->uid, who, sizeof who);
	memcpy(m.login, who, sizeof m.login);
	m.n = race_racers(&h->race);
	m.state = h->race.state;
	conn_send(&p->c, &m, NULL);
	conn_flush(&p->c, NULL);
	host_doom(p, true, _("listed"));
}

/* Acts on one line from p. */
static void
peer_line(struct host *h, struct host_peer *p, const char *line,
    size_t len, uint64_t now)
{
	struct proto_msg m, out;
	char why[RACE_NOTICE_MAX];
	mg_err e;

	if (proto_parse(line, len, &m, &e) != 0 || !proto_from_client(m.type)) {
		snprintf(why, sizeof why, _("broke the protocol (%.100s)"),
		    m.type == 0 && e.msg[0] ? e.msg : _("a host's message"));
		host_doom(p, false, why);
		return;
	}
	if ((m.type == PROTO_HELLO || m.type == PROTO_VISIT) != (p->id < 0)) {
		host_doom(p, false, p->id < 0 ? _("broke the protocol (no hello)")
		    : _("broke the protocol (a second hello)"));
		return;
	}
	switch (m.type) {
	case PROTO_VISIT:
		/* A name is believed from the arcade's account alone. */
		if (p->uid != h->visitors) {
			host_doom(p, false, _("gave a name, which only the arcade's visitors do"));
			break;
		}
		snprintf(p->name, sizeof p->name, "%s", m.login);
		/* FALLTHROUGH */
	case PROTO_HELLO:
		if (m.role == PROTO_ROLE_LIST)
			answer_list(h, p);
		else if (h->show && m.role != PROTO_ROLE_WATCH)
			host_doom(p, false, _("asked to race in a player's own game, which others only watch"));
		else if (m.version < 2 && h->mz.shape != NULL) {
			/* TRANSLATORS: why a peer is dropped; %s is a
			 * shape's name ("hex"). */
			snprintf(why, sizeof why, _("speaks protocol version 1, which races square mazes only, and this room races --shape=%s"), h->mz.shape->name);
			host_doom(p, false, why);
		} else if (user_places(h, p->uid, p->name) >= HOST_USER_PLACES) {
			/* TRANSLATORS: why a peer is dropped; %d is how
			 * many places one user may hold in a room. */
			snprintf(why, sizeof why, _("already in the room %d times (the most for one user)"), HOST_USER_PLACES);
			host_doom(p, false, why);
		} else if (places(h) >= HOST_PLACES || host_admit(h, p, p->uid,
		    p->name, m.role == PROTO_ROLE_WATCH) < 0)
			host_doom(p, false, _("the room is full"));
		break;
	case PROTO_PING:
		proto_init(&out, PROTO_PONG);
		host_send_one(h, p, &out);
		break;
	default:
		/* A racer's commands, the host's own player's alike. */
		if (!host_command(h, (unsigned)p->id, p->uid, &m, now))
			host_doom(p, true, C_("why dropped", "left"));
		break;
	}
}

/* Reads what p sent and acts on each whole line, within p's credit. */
void
host_input(struct host *h, struct host_peer *p, uint64_t now)
{
	const char *line;
	size_t len;
	mg_err e;
	int r;

	if (conn_read(&p->c, &e) != 0) {
		host_doom(p, true, _("left (connection reset)"));
		return;
	}
	while (p->drop[0] == '\0'
	    && (r = conn_line(&p->c, &line, &len, &e)) != 0) {
		if (r < 0) {
			host_doom(p, false, _("sent a line too long"));
			return;
		}
		if (!rate_take(&p->lines, now, HOST_RATE, HOST_BURST)) {
			host_doom(p, false, _("flooded (over 100 messages a second)"));
			return;
		}
		peer_line(h, p, line, len, now);
	}
	if (p->c.eof && p->drop[0] == '\0')
		host_doom(p, true, C_("why dropped", "left"));
}

