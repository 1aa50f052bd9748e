/* storage.h - the per-user data directory and safe file replacement.
 *
 * Files live in $XDG_DATA_HOME/mazegame (when that is absolute), else
 * ~/.local/share/mazegame.  The directory is made 0700 and files 0600.
 * Reads open with O_NOFOLLOW and accept only regular files of the user
 * up to a size cap, opened without blocking (base/file.h); writes go
 * to a temporary file of a random name in the same directory, are
 * synced, renamed over the old file, and the directory is synced, so a file on disk is always the old or the new version.
 * Read-merge-write cycles hold an exclusive flock() on a lock file.
 *
 * Trust: the directory must belong to the user and be writable by
 * nobody else (group or world write is refused, code MG_EUNSAFE); a
 * symbolic link is followed only to such a directory.  The lock file
 * is opened like a data file (no link, a regular file of the user's,
 * made 0600).  Failures carry a code (err.h): MG_EACCES for permission
 * problems, never confused with damage; MG_EDAMAGED for a file that is
 * unusable as it stands.
 */
#ifndef MAZEGAME_STORAGE_H
#define MAZEGAME_STORAGE_H

#include <stdbool.h>
#include <stddef.h>

#include "base/err.h"

/* How long storage_lock() waits for another process's lock. */
#define STORAGE_LOCK_WAIT_MS 2000

/* An open data directory. */
struct storage {
	int dirfd;          /* the mazegame directory, or -1 */
	int lockfd;         /* the lock file while locked, or -1 */
	char path[4096];    /* the directory's path, for messages */
};

/* Makes every missing directory of path (mode 0700), like mkdir -p;
 * path is changed while it works and given back whole.  Returns 0, or
 * -1 with a message. */
int storage_make_dirs(char *path, mg_err *e);

/* Finds the data directory from the environment and writes its path to
 * buf.  Returns 0, or -1 with a message (no usable HOME). */
int storage_locate(char *buf, size_t size, mg_err *e);

/* Opens the data directory, creating it (and missing parents) when
 * create is set.  Returns 0, 1 when it does not exist and create is not
 * set, or -1 with a message: MG_EUNSAFE for a directory of another
 * user, one writable by group or others, or a link to no directory;
 * MG_EACCES for a permission problem. */
int storage_open(struct storage *s, int create, mg_err *e);

/* storage_open, for tables (the high scores and the best marathons)
 * when tables is true: those all players of one account share, an
 * arcade's visitors, are kept where MAZEGAME_TABLES says (an absolute
 * path; the arcade sets it, never a visitor), else in the data
 * directory as everything else. */
int storage_open_in(struct storage *s, bool tables, int create, mg_err *e);

/* Closes the directory (and releases the lock). */
void storage_close(struct storage *s);

/* Takes the exclusive lock, waiting at most STORAGE_LOCK_WAIT_MS for
 * another holder.  Returns 0, or -1 with a message and code: MG_ELOCKED
 * when the wait ran out, MG_EINTR when a caught signal ended it (the
 * caller decides whether to try again), MG_EUNSAFE when the lock file
 * is a link, not a regular file or another user's. */
int storage_lock(struct storage *s, mg_err *e);

/* Releases the lock (harmless when not held). */
void storage_unlock(struct storage *s);

/* Opens lock file name (made as the directory's lock is: no link, a
 * regular file of ours, 0600) and takes an exclusive flock on it
 * without waiting, so that the kernel frees it when this process ends:
 * a mark that something (a saved game being played) is in use.
 * Returns 0 with the descriptor in *fd (closing it lets go), 1 when
 * another process holds it, or -1 with a message (*fd is -1 then). */
int storage_hold(struct storage *s, const char *name, int *fd, mg_err *e);

/* Whether another open of lock file name holds it (storage_hold); a
 * file that is not there is held by nobody.  Never creates it. */
bool storage_held(struct storage *s, const char *name);

/* Reads file name whole into a new buffer (NUL-terminated; the caller
 * frees *data).  Returns 0, 1 when there is no such file, or -1 with a
 * message: code MG_EDAMAGED when the file is not a regular file of
 * ours, a symbolic link or larger than max bytes; MG_EACCES when it may
 * not be read; MG_EOTHER for other read errors. */
int storage_read(struct storage *s, const char *name, size_t max,
    char **data, size_t *len, mg_err *e);

/* Replaces file name with len bytes of data atomically.  Returns 0 or
 * -1 with a message; the old file is untouched on failure.  With the
 * lock held, temporary files that killed writers left are removed. */
int storage_write(struct storage *s, const char *name, const char *data,
    size_t len, mg_err *e);

/* Renames a bad file name to name.corrupt-<seconds> (with -1, -2, ...
 * added when that is taken) and writes the new name to buf.  Returns 0
 * or -1 with a message. */
int storage_set_aside(struct storage *s, const char *name, char *buf,
    size_t size, mg_err *e);

/* As storage_set_aside, for a file that has been moved to the name
 * from: it becomes name.corrupt-<seconds>. */
int storage_set_aside_from(struct storage *s, const char *from,
    const char *name, char *buf, size_t size, mg_err *e);

/* As storage_set_aside_from, with tag in place of "corrupt": from
 * becomes name.TAG-<seconds>, for a file kept rather than damaged. */
int storage_keep_aside(struct storage *s, const char *from, const char *name,
    const char *tag, char *buf, size_t size, mg_err *e);

/* Removes all but the keep newest copies of name kept aside with tag
 * (name.TAG-<seconds>[-N], newest by those numbers).  Returns 0 or -1
 * with a message (what could be removed is gone). */
int storage_prune_kept(struct storage *s, const char *name, const char *tag,
    size_t keep, mg_err *e);

/* Renames from to to within the directory; unless replace is set, an
 * existing to is left alone and the call fails (EEXIST).  Returns 0 or
 * -1 with a message. */
int storage_rename(struct storage *s, const char *from, const char *to,
    int replace, mg_err *e);

/* Removes file name; a missing file is not an error.  Returns 0 or -1. */
int storage_remove(struct storage *s, const char *name, mg_err *e);

#endif
