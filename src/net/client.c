/* client.c - a racer's side of a room, and the listing of rooms. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/i18n.h"
#include "net/client.h"
#include "net/room.h"

/* Returns a monotonic clock in ms. */
static uint64_t
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000 + (uint64_t)ts.tv_nsec / 1000000;
}

int
client_open(struct client *cl, int fd, const char *room, unsigned role,
    mg_err *e)
{
	struct proto_msg m;
	pid_t pid;

	memset(cl, 0, sizeof *cl);
	race_init(&cl->race, room != NULL && proto_room_name_ok(room) ? room
	    : "");
	if (room_peer(fd, &cl->host_uid, &pid, e) != 0) {
		close(fd);
		cl->c.fd = -1;
		cl->gone = true;
		return -1;
	}
	room_login(cl->host_uid, cl->race.host, sizeof cl->race.host);
	if (conn_init(&cl->c, fd, CLIENT_QUEUE_MAX, e) != 0) {
		cl->gone = true;
		return -1;
	}
	proto_init(&m, PROTO_HELLO);
	m.role = role;
	if (conn_send(&cl->c, &m, e) != 0) {
		client_close(cl);
		cl->gone = true;
		return -1;
	}
	/* A host that refuses us may have closed already: what it said
	 * is still to be read, so a failed write is not the story. */
	conn_flush(&cl->c, NULL);
	return 0;
}

void
client_close(struct client *cl)
{
	conn_close(&cl->c);
}

/* The host is gone (or broke the protocol): say so once, and close. */
static void
lose_host(struct client *cl, const char *why)
{
	if (cl->gone)
		return;
	if (cl->why[0] == '\0')
		snprintf(cl->why, sizeof cl->why, "%.*s",
		    (int)sizeof cl->why - 1, why);
	cl->gone = true;
	conn_close(&cl->c);
	/* What it means for this player (racing on alone, or the room
	 * closed) is the front end's to say. */
	race_notice(&cl->race, _("the host is gone (%s)"), cl->why);
}

/* Applies every whole line the host sent. */
static void
read_lines(struct client *cl)
{
	const char *line;
	size_t len;
	struct proto_msg m;
	mg_err e;
	int r;

	if (conn_read(&cl->c, &e) != 0) {
		lose_host(cl, e.msg);
		return;
	}
	while (!cl->gone && (r = conn_line(&cl->c, &line, &len, &e)) != 0) {
		if (r < 0 || proto_parse(line, len, &m, &e) != 0
		    || proto_from_client(m.type) || m.type == PROTO_INFO) {
			lose_host(cl, r < 0 || m.type == 0 ? e.msg
			    : _("the host sent a client's message"));
			return;
		}
		if (m.type == PROTO_ERROR && cl->why[0] == '\0')
			race_host_says(&cl->race, m.text, cl->why,
			    sizeof cl->why);
		if (race_apply(&cl->race, &m, &e) != 0) {
			lose_host(cl, e.msg);
			return;
		}
	}
	if (cl->c.eof)
		lose_host(cl, _("the connection closed"));
}

size_t
client_pollfds(const struct client *cl, struct pollfd *pfd, size_t max)
{
	if (cl->gone || max == 0 || cl->c.fd == -1)
		return 0;
	pfd->fd = cl->c.fd;
	pfd->events = (short)(POLLIN | (conn_pending(&cl->c) ? POLLOUT : 0));
	pfd->revents = 0;
	return 1;
}

void
client_service(struct client *cl, const struct pollfd *pfd, size_t n)
{
	mg_err e;
	size_t i;

	for (i = 0; i < n && !cl->gone; i++) {
		if (pfd[i].fd != cl->c.fd || pfd[i].revents == 0)
			continue;
		if (pfd[i].revents & (POLLIN | POLLHUP | POLLERR))
			read_lines(cl);
		if (!cl->gone && (pfd[i].revents & POLLOUT)
		    && conn_flush(&cl->c, &e) != 0)
			lose_host(cl, e.msg);
	}
}

int
client_send(struct client *cl, unsigned type, mg_err *e)
{
	struct proto_msg m;

	if (cl->gone)
		return err_set(e, _("the host is gone"));
	if (!proto_from_client(type) || type == PROTO_HELLO)
		return err_set(e, _("not a client's message"));
	proto_init(&m, (enum proto_type)type);
	if (conn_send(&cl->c, &m, e) != 0 || conn_flush(&cl->c, e) != 0) {
		lose_host(cl, e != NULL ? e->msg : _("cannot send"));
		return -1;
	}
	return 0;
}

int
client_move(struct client *cl, enum dir d, mg_err *e)
{
	return client_send(cl, PROTO_MOVE_N + (unsigned)d, e);
}

int
client_wait_ready(struct client *cl, int timeout_ms, mg_err *e)
{
	uint64_t end = now_ms() + (uint64_t)timeout_ms;

	for (;;) {
		struct pollfd pfd;
		uint64_t t;

		if (cl->race.me >= 0 && cl->race.maze.known)
			return 0;
		if (cl->gone)
			return err_set(e, _("%s"), cl->why);
		t = now_ms();
		if (t >= end)
			return err_set(e, _("room %s: the host does not answer"),
			    cl->race.room[0] ? cl->race.room : "?");
		client_pollfds(cl, &pfd, 1);
		if (poll(&pfd, 1, (int)(end - t)) < 0 && errno != EINTR)
			return err_set(e, _("poll: %s"), strerror(errno));
		client_service(cl, &pfd, 1);
	}
}

/* Reads room r's answer, if it came: its summary, or why it shut us
 * out. */
static void
list_read(struct conn *c, struct client_room *r)
{
	const char *line;
	size_t len;
	struct proto_msg m;

	if (conn_read(c, NULL) != 0)
		c->eof = true;
	while (!r->answered && !r->shut
	    && conn_line(c, &line, &len, NULL) == 1) {
		if (proto_parse(line, len, &m, NULL) != 0)
			c->eof = true;
		else if (m.type == PROTO_INFO) {
			/* The counts are the room's word; who hosts it is
			 * the kernel's, read when we connected. */
			r->racers = m.n;
			r->state = m.state;
			r->answered = true;
		} else if (m.type == PROTO_SHUT) {
			r->shut = true;
			r->shut_why = m.state;
		}
	}
}

/* One user's share of the listing. */
struct owner {
	uid_t uid;
	size_t rooms;
};

/* Returns whether one more room of uid may be listed, counting it. */
static bool
owner_take(struct owner *own, size_t *n, uid_t uid)
{
	size_t i;

	for (i = 0; i < *n && own[i].uid != uid; i++)
		;
	if (i == *n) {
		own[i].uid = uid;
		own[i].rooms = 0;
		(*n)++;
	}
	if (own[i].rooms == ROOM_OWNER_MAX)
		return false;
	own[i].rooms++;
	return true;
}

/* Connects to room name and says the list's hello into c: returns 1
 * with *uid the kernel's word for who holds it, 0 when no one listens
 * there (a stale or forged name), or -1 when the room is there but
 * does not take us (its queue is full). */
static int
list_open(const char *name, struct conn *c, uid_t *uid)
{
	struct proto_msg m;
	pid_t pid;
	int why, fd = room_connect(name, &why, NULL);

	memset(c, 0, sizeof *c);   /* closable whatever happens next */
	c->fd = -1;
	if (fd == -1)
		return why == EAGAIN ? -1 : 0;
	if (room_peer(fd, uid, &pid, NULL) != 0) {
		close(fd);
		return 0;
	}
	proto_init(&m, PROTO_HELLO);
	m.role = PROTO_ROLE_LIST;
	if (conn_init(c, fd, 512, NULL) != 0)
		return 0;
	/* A host that shuts us out may have closed already: what it
	 * said ("shut ROOM private") is still to be read. */
	if (conn_send(c, &m, NULL) == 0)
		conn_flush(c, NULL);
	return 1;
}

int
client_list(struct client_room *rooms, size_t max, size_t *cut,
    int timeout_ms, mg_err *e)
{
	char (*names)[PROTO_NAME_MAX + 1] = calloc(ROOM_SCAN_MAX,
	    sizeof *names);
	struct owner *own = calloc(ROOM_SCAN_MAX, sizeof *own);
	struct conn *c = calloc(ROOM_LIST_MAX, sizeof *c);
	struct pollfd pfd[ROOM_LIST_MAX];
	uint64_t end;
	size_t nown = 0, k = 0, i;
	int n, j;

	*cut = 0;
	if (max > ROOM_LIST_MAX)
		max = ROOM_LIST_MAX;
	if (names == NULL || own == NULL || c == NULL) {
		free(names);
		free(own);
		free(c);
		return err_nomem(e);
	}
	n = room_names(names, ROOM_SCAN_MAX, e);
	for (j = 0; j < n; j++) {
		uid_t uid = (uid_t)-1;
		struct conn spare, *cc = k < max ? &c[k] : &spare;
		int r = list_open(names[j], cc, &uid);

		if (r == 0)
			continue;        /* no room: nothing to show */
		/* Our own rooms are never a pile against us: no cap. */
		if (k == max || (uid != getuid() && !owner_take(own, &nown, uid))) {
			conn_close(cc);
			(*cut)++;
			continue;
		}
		memset(&rooms[k], 0, sizeof rooms[k]);
		memcpy(rooms[k].room, names[j], sizeof rooms[k].room);
		if (r == 1)
			room_login(uid, rooms[k].host, sizeof rooms[k].host);
		else
			snprintf(rooms[k].host, sizeof rooms[k].host, "?");
		k++;
	}
	end = now_ms() + (uint64_t)timeout_ms;
	for (;;) {
		uint64_t t = now_ms();
		nfds_t np = 0;

		for (i = 0; i < k; i++)
			if (c[i].fd != -1 && !rooms[i].answered && !rooms[i].shut
			    && !c[i].eof) {
				pfd[np].fd = c[i].fd;
				pfd[np].events = POLLIN;
				pfd[np++].revents = 0;
			}
		if (np == 0 || t >= end || poll(pfd, np, (int)(end - t)) < 0)
			break;
		for (i = 0; i < k; i++)
			if (c[i].fd != -1 && !rooms[i].answered && !rooms[i].shut
			    && !c[i].eof)
				list_read(&c[i], &rooms[i]);
	}
	for (i = 0; i < k; i++)
		conn_close(&c[i]);
	free(names);
	free(own);
	free(c);
	return n < 0 ? -1 : (int)k;
}
