/* arcade.h - who a visitor of the arcade is: the SSH key they came
 * with, as sshd tells it (ExposeAuthInfo: the file $SSH_USER_AUTH names,
 * one line "publickey TYPE BASE64"), and where that visitor's own saved
 * games, scores and settings live. */
#ifndef MAZEGAME_ARCADE_H
#define MAZEGAME_ARCADE_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "base/err.h"

/* A visitor's id: the SHA-256 of their key, in hexadecimal. */
#define ARCADE_ID_LEN 64

/* The most bytes of the file sshd writes that the arcade reads. */
#define ARCADE_AUTH_MAX 16384

/* Parses the len bytes at text as sshd's account of a login by public
 * key: exactly one line, "publickey TYPE BASE64" and a newline, TYPE a
 * key type, BASE64 a key whose own type is TYPE.  Writes the key's id
 * to id (ARCADE_ID_LEN characters and a NUL).  Returns 0, or -1 with a
 * message: every byte is a stranger's. */
int arcade_key_id(const char *text, size_t len, char id[ARCADE_ID_LEN + 1],
    mg_err *e);

/* Reads the file at auth_path (sshd's, $SSH_USER_AUTH) and writes the
 * visitor's directories under home (the arcade account's, from the
 * password file): data, for XDG_DATA_HOME, and config, for
 * XDG_CONFIG_HOME, each "HOME/.local/share/mazegame-arcade/ID/..."
 * (made by whoever writes in them first), and the visitor's ID to id.
 * Returns 0, or -1 with a message. */
int arcade_dirs(const char *auth_path, const char *home,
    char id[ARCADE_ID_LEN + 1], char *data, char *config, size_t size,
    mg_err *e);

/* Writes the directory of the tables all visitors share (the high
 * scores, the day's results among them, and the best marathons) to
 * buf: "HOME/.local/share/mazegame-arcade/tables".  Returns 0, or -1
 * with a message. */
int arcade_tables_dir(const char *home, char *buf, size_t size, mg_err *e);

/* What a host allows (~ARCADE_USER/arcade.conf, read by
 * arcade_limits_read): visitors playing at once, race rooms at once,
 * new names an hour. */
struct arcade_limits {
	unsigned visitors;
	unsigned rooms;
	unsigned names_per_hour;
};
#define ARCADE_VISITORS_DEFAULT 200u
#define ARCADE_ROOMS_DEFAULT 4u
#define ARCADE_ROOMS_MAX 9u      /* arcade, arcade-2 ... arcade-9 */
#define ARCADE_NAMES_DEFAULT 60u
#define ARCADE_LIMIT_MAX 100000u

/* Reads the host's limits from HOME/arcade.conf: lines "visitors = N"
 * and "names_per_hour = N" (1 to ARCADE_LIMIT_MAX), "rooms = N" (1 to
 * ARCADE_ROOMS_MAX), '#' comments and
 * blank lines; the defaults where the file or a line is missing.
 * Returns 0, or -1 with a message naming the file and line. */
int arcade_limits_read(const char *home, struct arcade_limits *l, mg_err *e);

/* Takes one of max places of visitors playing at once, for as long as
 * this process lives (*fd holds it; the kernel frees it at the end).
 * Returns 0, 1 when all are taken, -1 with a message. */
int arcade_place_take(const char *home, unsigned max, int *fd, mg_err *e);

/* Counts in *n the names given in the hour before now. Returns 0, or -1
 * with a message. */
int arcade_names_recent(const char *home, time_t now, unsigned *n,
    mg_err *e);

/* The longest name a visitor may choose. */
#define ARCADE_NAME_MAX 16

/* The arcade's race rooms: arcade, then arcade-2 to arcade-9 (main.c's
 * open_arcade_room picks one). */
#define ARCADE_ROOM "arcade"

/* Whether name may be a visitor's: 1 to ARCADE_NAME_MAX letters,
 * digits, '-' and '_', not starting with '-'. */
bool arcade_name_ok(const char *name);

/* The name of the visitor id under home (the arcade account's), into
 * name.  Returns 1 when found, 0 when the visitor has none yet, -1 with
 * a message. */
int arcade_name_of(const char *home, const char *id, char *name,
    size_t size, mg_err *e);

/* Gives visitor id the name name, once and for good: refused, with a
 * message, when it is no name (arcade_name_ok), a login of this host,
 * or another visitor's, case aside (the first to claim it has it,
 * however many claim it at once).  Returns 0 or -1. */
int arcade_name_claim(const char *home, const char *id, const char *name,
    mg_err *e);

#endif
