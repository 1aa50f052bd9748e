/* client_list.c - --races: the rooms open on this host, each asked for
 * its summary, its host named by the kernel. */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/clock.h"
#include "base/i18n.h"
#include "net/client_list.h"
#include "net/conn.h"
#include "net/room.h"

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
	return client_list_named(rooms, max, cut, timeout_ms, "", e);
}

int
client_list_named(struct client_room *rooms, size_t max, size_t *cut,
    int timeout_ms, const char *prefix, mg_err *e)
{
	char (*names)[PROTO_NAME_MAX + 1] = mg_calloc(ROOM_SCAN_MAX,
	    sizeof *names, NULL);
	struct owner *own = mg_calloc(ROOM_SCAN_MAX, sizeof *own, NULL);
	struct conn *c = mg_calloc(ROOM_LIST_MAX, sizeof *c, NULL);
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
		int r;

		if (strncmp(names[j], prefix, strlen(prefix)) != 0)
			continue;
		r = list_open(names[j], cc, &uid);

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
	end = clock_ms() + (uint64_t)timeout_ms;
	for (;;) {
		uint64_t t = clock_ms();
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
