/* room.h - where race rooms live, and who is at the other end.
 *
 * A room is a Unix-domain stream socket in Linux's abstract namespace,
 * "\0mazegame-race/ROOM".  Why there and not in a directory: every user
 * of the host (of its network namespace) can reach it and no one outside
 * can; nothing is ever written to disk, so there is no directory to
 * check for owner, mode and symlinks, and no stale file; and the kernel
 * frees the name the moment the host process dies, however it dies, so
 * the next --race takes the room over at once.  A room name is checked
 * (proto_room_name_ok) before it is used.  Who connects is read from the
 * kernel (SO_PEERCRED), never from what the peer says.
 */
#ifndef MAZEGAME_NET_ROOM_H
#define MAZEGAME_NET_ROOM_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "base/err.h"
#include "net/proto.h"

#define ROOM_DEFAULT "race"
#define ROOM_PREFIX "mazegame-race/"
#define ROOM_ACL_MAX 32
#define ROOM_LIST_MAX 64       /* rooms --races shows */
#define ROOM_SCAN_MAX 1024     /* room names it looks at */
#define ROOM_OWNER_MAX 8       /* rooms of one user it shows */

/* Hosts room name: returns a listening socket (non-blocking,
 * close-on-exec), or -1 with a message; code MG_ELOCKED when the room is
 * hosted already. */
int room_listen(const char *name, mg_err *e);

/* Joins room name: returns a connected socket (non-blocking,
 * close-on-exec), or -1 with a message and the connect's errno in *why
 * (ECONNREFUSED: no one hosts it). */
int room_connect(const char *name, int *why, mg_err *e);

/* Joins room name if someone hosts it, else hosts it, trying again
 * while another process is halfway through either.  Returns the socket
 * and sets *hosting (true: a listening socket), or -1 with a message. */
int room_open(const char *name, bool *hosting, mg_err *e);

/* Hosts room name and never joins it ("--private": I host): returns a
 * listening socket, or -1 with a message; code MG_ELOCKED and "room
 * ROOM is hosted by LOGIN" (the kernel's word for who holds it) when
 * someone holds it already, whoever that is. */
int room_host(const char *name, mg_err *e);

/* Reads the names of the rooms open on this host from the text of
 * /proc/net/unix (len bytes) into names (at most max, sorted, each
 * once); returns how many.  The kernel writes a socket's name as raw
 * bytes ('@' for each NUL), so a name may hold a newline and forge a
 * line: what this finds is only where to look, and a caller connects
 * to each (a forged line names a room no one listens on) and asks the
 * kernel who holds it.  Names that are not room words are skipped. */
size_t room_names_parse(const char *text, size_t len,
    char (*names)[PROTO_NAME_MAX + 1], size_t max);

/* As room_names_parse, reading /proc/net/unix.  Returns how many, or -1
 * with a message. */
int room_names(char (*names)[PROTO_NAME_MAX + 1], size_t max, mg_err *e);

/* Reads the user and process at the other end of a connected socket.
 * Returns 0, or -1 with a message. */
int room_peer(int fd, uid_t *uid, pid_t *pid, mg_err *e);

/* Writes the login name of uid into buf (PROTO_NAME_MAX + 1 bytes): the
 * passwd entry's name when it is one the protocol can carry, otherwise
 * "uidN". */
void room_login(uid_t uid, char *buf, size_t size);

/* Who may join a private room; n == 0: everyone. */
struct room_acl {
	uid_t uid[ROOM_ACL_MAX];
	size_t n;
};

/* Parses "ann,bob" (login names of this host) into acl.  Returns 0, or
 * -1 with a message naming a user that does not exist or a bad list. */
int room_acl_parse(struct room_acl *acl, const char *list, mg_err *e);

/* Returns whether uid may join a room hosted by host_uid. */
bool room_acl_allows(const struct room_acl *acl, uid_t uid, uid_t host_uid);

#endif
