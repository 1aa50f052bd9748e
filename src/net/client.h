/* client.h - a racer's (or spectator's) side of a room.
 *
 * The client says hello, then reads the host's lines into a bounded
 * buffer and applies each to its own race model (race.h): the roster,
 * everyone's position, the finish table.  It sends only what the player
 * does (moves, "assist", "quit"); positions and times are the host's.
 * When the host goes away the client notices (client_gone) and says so
 * in a notice; the caller goes on alone.  Like the host it never
 * blocks: the caller polls client_pollfds() and calls client_service().
 */
#ifndef MAZEGAME_NET_CLIENT_H
#define MAZEGAME_NET_CLIENT_H

#include <poll.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "base/err.h"
#include "maze/maze.h"
#include "net/conn.h"
#include "net/race.h"

#define CLIENT_QUEUE_MAX 4096   /* bytes of our own lines waiting */

/* One connection to a host. */
struct client {
	struct conn c;
	struct race race;                 /* race.host: the kernel's word */
	uid_t host_uid;                   /* who listens on the room's socket */
	bool gone;                        /* the host went away */
	char why[RACE_NOTICE_MAX];        /* why, once gone */
};

/* Takes over fd (from room_open or room_connect to room, whose name
 * the client keeps: a welcome does not rename it), reads who hosts the
 * room from the kernel (the listening end's user: host_uid, and its
 * login in race.host) and says hello as role (PROTO_ROLE_RACE or
 * PROTO_ROLE_WATCH).  Returns 0, or -1 with a message (fd is closed
 * then). */
int client_open(struct client *cl, int fd, const char *room, unsigned role,
    mg_err *e);

/* client_open for an arcade's visitor, who races under name: only in a
 * room hosted by the arcade's own account (the caller's), never one
 * another user opened under the arcade's room name. */
int client_open_as(struct client *cl, int fd, const char *room,
    unsigned role, const char *name, mg_err *e);

/* Closes the connection; cl may be closed already. */
void client_close(struct client *cl);

/* Waits (blocking, at most timeout_ms) until the host has welcomed us
 * (and, when a race is on or over, named the maze: in the lobby it
 * comes with the go).  Returns 0, or -1 with a message: the host's own
 * refusal, as its words ("the host (ann) says: room race is private"),
 * its silence or its going away (naming the room). */
int client_wait_ready(struct client *cl, int timeout_ms, mg_err *e);

/* Writes the fd to poll (POLLOUT too while our lines wait) into pfd;
 * returns 1, or 0 when the host is gone. */
size_t client_pollfds(const struct client *cl, struct pollfd *pfd,
    size_t max);

/* Acts on what poll answered: reads and applies the host's lines,
 * writes ours.  Never blocks. */
void client_service(struct client *cl, const struct pollfd *pfd, size_t n);

/* Sends our message m (a move, a run, start, assist, quit, ping) and
 * tries to write it at once.  Returns 0, or -1 with a message when the
 * host is gone or m is not a client's message after the hello. */
int client_say(struct client *cl, const struct proto_msg *m, mg_err *e);

/* Sends a message of type alone (start, assist, quit, ping), as
 * client_say. */
int client_send(struct client *cl, unsigned type, mg_err *e);

/* Sends a move toward d, or with run a run ("run up": the host walks
 * the corridor), as client_say. */
int client_move(struct client *cl, enum dir d, bool run, mg_err *e);

#endif
