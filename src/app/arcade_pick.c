/* arcade_pick.c - which of the arcade's race rooms a visitor's r goes
 * to (arcade_room.h): one that waits for racers, else a new one while
 * the host allows more, else one racing now, whose next race the
 * visitor joins. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "app/arcade.h"
#include "app/arcade_room.h"
#include "base/i18n.h"
#include "net/client_list.h"

/* Writes the name of the arcade's room number n (1 to ARCADE_ROOMS_MAX)
 * to room: base, base-2, ... */
static void
room_name(const char *base, unsigned n, char *room, size_t size)
{
	if (n == 1)
		snprintf(room, size, "%s", base);
	else
		snprintf(room, size, "%s-%u", base, n);
}

unsigned
arcade_room_number(const char *base, const char *name)
{
	unsigned n;
	char again[PROTO_NAME_MAX + 1];

	for (n = 1; n <= ARCADE_ROOMS_MAX; n++) {
		room_name(base, n, again, sizeof again);
		if (strcmp(again, name) == 0)
			return n;
	}
	return 0;
}

int
arcade_room_pick(const char *base, unsigned max, char *room, size_t size,
    int *listen_fd, mg_err *e)
{
	static struct client_room rooms[ROOM_LIST_MAX];
	char me[PROTO_NAME_MAX + 1];
	int n, i, best = -1, rank = 0, fd;
	unsigned ours = 0, k;
	size_t cut;
	bool hosting;
	uid_t uid;
	pid_t pid;

	*listen_fd = -1;
	room_login(getuid(), me, sizeof me);
	n = client_list_named(rooms, ROOM_LIST_MAX, &cut, 1000, base, e);
	if (n < 0)
		return -1;
	/* The rooms open now, best first: a lobby, then the results (a
	 * new race soon), then a race on (the next one). */
	for (i = 0; i < n; i++) {
		int r;

		if (arcade_room_number(base, rooms[i].room) == 0 || strcmp(rooms[i].host, me) != 0)
			continue;    /* a local user's, under the name */
		ours++;
		if (rooms[i].shut || !rooms[i].answered)
			continue;
		r = rooms[i].state == PROTO_ROOM_LOBBY
		    || rooms[i].state == PROTO_ROOM_COUNTDOWN ? 3
		    : rooms[i].state == PROTO_ROOM_RESULTS ? 2 : 1;
		if (r > rank) {
			rank = r;
			best = i;
		}
	}
	if (rank >= 2) {
		snprintf(room, size, "%s", rooms[best].room);
		return 0;
	}
	/* A new room, while the host allows more: the first name free
	 * (one that became ours meanwhile is joined). */
	for (k = 1; k <= ARCADE_ROOMS_MAX && ours < max; k++) {
		room_name(base, k, room, size);
		if ((fd = room_open(room, &hosting, e)) == -1)
			return -1;
		if (hosting) {
			*listen_fd = fd;
			return 1;
		}
		hosting = room_peer(fd, &uid, &pid, NULL) == 0 && uid == getuid();
		close(fd);
		if (hosting) {
			for (i = 0; i < n; i++)
				if (strcmp(rooms[i].room, room) == 0)
					break;
			if (i == n)
				return 0;    /* opened since we looked */
		}
	}
	/* No new room: the next race of one racing now. */
	if (best >= 0) {
		snprintf(room, size, "%s", rooms[best].room);
		return 0;
	}
	if (ours >= max)
		return err_set(e, ngettext("the arcade's race room is full, and this host allows %u room; come back in a while",
		    "all %u race rooms of the arcade are full, as many as this host allows; come back in a while",
		    max), max);
	return err_set(e, _("every arcade room from %s on is held by someone else"),
	    base);
}
