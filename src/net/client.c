/* client.c - a racer's or spectator's side of a room (the listing of
 * rooms is client_list.c's). */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "base/clock.h"
#include "base/i18n.h"
#include "net/client.h"
#include "net/proto_move.h"
#include "net/room.h"

int
client_open(struct client *cl, int fd, const char *room, unsigned role,
    mg_err *e)
{
	return client_open_as(cl, fd, room, role, NULL, e);
}

int
client_open_as(struct client *cl, int fd, const char *room, unsigned role,
    const char *name, mg_err *e)
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
	/* A visitor races only in the arcade's own rooms: one a local
	 * user opened under their name first is not one. */
	if (name != NULL && cl->host_uid != getuid()) {
		close(fd);
		cl->c.fd = -1;
		cl->gone = true;
		/* TRANSLATORS: %1$s a room's name, %2$s the login of the
		 * user who opened it. */
		return err_set(e, _("room %1$s is not the arcade's: %2$s opened it"),
		    cl->race.room, cl->race.host);
	}
	if (conn_init(&cl->c, fd, CLIENT_QUEUE_MAX, e) != 0) {
		cl->gone = true;
		return -1;
	}
	cl->race.host_names_self = name != NULL;
	proto_init(&m, name != NULL ? PROTO_VISIT : PROTO_HELLO);
	m.role = role;
	if (name != NULL)
		snprintf(m.login, sizeof m.login, "%s", name);
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
client_say(struct client *cl, const struct proto_msg *m, mg_err *e)
{
	if (cl->gone)
		return err_set(e, _("the host is gone"));
	if (!proto_from_client(m->type) || m->type == PROTO_HELLO)
		return err_set(e, _("not a client's message"));
	if (conn_send(&cl->c, m, e) != 0 || conn_flush(&cl->c, e) != 0) {
		lose_host(cl, e != NULL ? e->msg : _("cannot send"));
		return -1;
	}
	return 0;
}

int
client_send(struct client *cl, unsigned type, mg_err *e)
{
	struct proto_msg m;

	if (!proto_from_client(type) || type == PROTO_HELLO)
		return err_set(e, _("not a client's message"));
	proto_init(&m, (enum proto_type)type);
	return client_say(cl, &m, e);
}

int
client_move(struct client *cl, enum dir d, bool run, mg_err *e)
{
	struct proto_msg m;

	proto_way_msg(&m, NULL, (unsigned)d, run);
	return client_say(cl, &m, e);
}

int
client_wait_ready(struct client *cl, int timeout_ms, mg_err *e)
{
	uint64_t end = clock_ms() + (uint64_t)timeout_ms;

	for (;;) {
		struct pollfd pfd;
		uint64_t t;

		/* The maze comes with the go: in the lobby the welcome is
		 * enough; in a race or after it the maze follows at once. */
		if (cl->race.me >= 0 && (cl->race.maze.known
		    || cl->race.state == PROTO_ROOM_LOBBY
		    || cl->race.state == PROTO_ROOM_COUNTDOWN))
			return 0;
		if (cl->gone)
			return err_set(e, _("%s"), cl->why);
		t = clock_ms();
		if (t >= end)
			return err_set(e, _("room %s: the host does not answer"),
			    cl->race.room[0] ? cl->race.room : "?");
		client_pollfds(cl, &pfd, 1);
		if (poll(&pfd, 1, (int)(end - t)) < 0 && errno != EINTR)
			return err_set(e, _("poll: %s"), strerror(errno));
		client_service(cl, &pfd, 1);
	}
}
