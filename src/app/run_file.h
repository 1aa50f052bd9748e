/* run_file.h - run files where the player names them (--record,
 * --ghost=FILE), as opposed to the bests kept in the data directory
 * (store/ghosts.h). */
#ifndef MAZEGAME_RUN_FILE_H
#define MAZEGAME_RUN_FILE_H

#include <stddef.h>

#include "base/err.h"
#include "store/run.h"

/* Reads all of path, a regular file of at most max bytes, into a new
 * buffer (*data, NUL-terminated; the caller frees it); anything else (a
 * FIFO, a device) is refused at once (file_open_read).  Returns 0, or
 * -1 with a message naming path. */
int run_file_read(const char *path, size_t max, char **data, size_t *len,
    mg_err *e);

/* Checks before the game that a run can be written to path later: its
 * folder exists and may be written, and path is no folder.  Returns 0,
 * or -1 with a message. */
int run_file_check(const char *path, mg_err *e);

/* Writes run r to path whole: a new file beside it of a random name
 * (mode 0666 less the umask; file_write), synced, then renamed over
 * path, so path is always the old file or the new one.  Returns 0, or
 * -1 with a message (the new file removed). */
int run_file_write(const struct run *r, const char *path, mg_err *e);

#endif
