/* client_list.h - --races: the rooms open on this host (client_list.c). */
#ifndef MAZEGAME_CLIENT_LIST_H
#define MAZEGAME_CLIENT_LIST_H

#include <stdbool.h>
#include <stddef.h>

#include "base/err.h"
#include "net/proto.h"
#include "net/room.h"

/* What --races shows of one room. */
struct client_room {
	char room[PROTO_NAME_MAX + 1];
	char host[PROTO_NAME_MAX + 1];   /* the kernel's word (SO_PEERCRED) */
	unsigned racers;
	unsigned state;              /* enum proto_room_state */
	bool answered;               /* false: the host did not answer */
	bool shut;                   /* refused us: shut_why says why */
	unsigned shut_why;           /* enum proto_shut */
};

/* Lists the rooms open on this host: each name found is connected to
 * (one no one listens on is no room) and its host named by the kernel;
 * at most ROOM_OWNER_MAX rooms of each other user (all of ours) and max
 * in all are kept, in name order, and each is asked for its summary within timeout_ms in
 * all.  Returns how many (the rooms left out in *cut), or -1 with a
 * message. */
int client_list(struct client_room *rooms, size_t max, size_t *cut,
    int timeout_ms, mg_err *e);

/* As client_list, for the rooms whose names begin with prefix alone
 * (no other room is connected to or counted). */
int client_list_named(struct client_room *rooms, size_t max, size_t *cut,
    int timeout_ms, const char *prefix, mg_err *e);

#endif
