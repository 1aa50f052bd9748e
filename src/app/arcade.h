/* arcade.h - who a visitor of the arcade is: the SSH key they came
 * with, as sshd tells it (ExposeAuthInfo: the file $SSH_USER_AUTH names,
 * one line "publickey TYPE BASE64"), and where that visitor's own saved
 * games, scores and settings live. */
#ifndef MAZEGAME_ARCADE_H
#define MAZEGAME_ARCADE_H

#include <stddef.h>

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
 * (made by whoever writes in them first).  Returns 0, or -1 with a
 * message. */
int arcade_dirs(const char *auth_path, const char *home, char *data,
    char *config, size_t size, mg_err *e);

#endif
