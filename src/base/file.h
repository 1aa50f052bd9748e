/* file.h - every file mazegame reads or writes, opened one careful way.
 *
 * Reading: a file is opened without blocking (O_NONBLOCK, so that a
 * FIFO without a writer or a device cannot hang the open), then
 * checked with fstat(): anything but a regular file (a FIFO, a device,
 * a directory, a socket) is refused at once with a message naming it.
 *
 * Writing: a file is replaced whole through a new temporary file in its
 * own directory whose name is random (".NAME.tmp-" and ten letters from
 * getrandom()), created with O_EXCL | O_NOFOLLOW, synced, renamed over
 * NAME, and the directory synced: NAME is always the old file or the
 * new one, and a name planted in a shared directory (a symbolic link
 * where the temporary would go) can neither be guessed nor followed.
 * A path the player names (from the working directory) that is a
 * device or a FIFO (/dev/null, /dev/stdout) is written in place,
 * without blocking on the open: there is nothing to rename over.
 */
#ifndef MAZEGAME_FILE_H
#define MAZEGAME_FILE_H

#include <fcntl.h>      /* AT_FDCWD, O_NOFOLLOW */
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "base/err.h"

/* The prefix of the temporary files of name: ".NAME.tmp-" (so that the
 * data directory can tidy what killed writers left). */
#define FILE_TMP_TAG ".tmp-"

/* Opens path (relative to dirfd, or AT_FDCWD) for reading, with extra
 * open flags (O_NOFOLLOW), and fills *st.  shown names the file in
 * messages (NULL: path).  Returns the descriptor (the caller closes
 * it), or -1 with a message naming the file: code MG_ENOENT when there
 * is no such file, MG_EDAMAGED when it is not a regular file (*st then
 * says what it is) or (with O_NOFOLLOW) a symbolic link, MG_EACCES
 * when it may not be read (errno then says why). */
int file_open_read(int dirfd, const char *path, const char *shown, int flags,
    struct stat *st, mg_err *e);

/* What a file of mode mode that is not a regular file is, in words
 * ("a directory", "a FIFO (named pipe)", "a device"). */
const char *file_kind(mode_t mode);

/* Reads all of fd, a regular file whose size st says, into a new
 * buffer (NUL-terminated; the caller frees *data); a file grown past
 * max bytes or its size while being read is refused.  Closes fd.
 * Returns 0, or -1 with a message naming shown. */
int file_read_fd(int fd, const struct stat *st, size_t max, const char *shown,
    char **data, size_t *len, mg_err *e);

/* A file being replaced. */
struct file_out {
	int dirfd;            /* its directory */
	bool own_dir;         /* dirfd was opened here */
	int fd;               /* the new file, or -1 */
	FILE *fp;             /* a stream on fd, or NULL */
	bool in_place;        /* a device, written as it is */
	char name[256];       /* its name in dirfd */
	char tmp[256];        /* the temporary's name in dirfd */
	char shown[512];      /* its name in messages */
};

/* Starts replacing path (relative to dirfd, or AT_FDCWD) with a new
 * file of mode mode (less the umask).  shown names it in messages
 * (NULL: path).  Returns the descriptor to write to, or -1 with a
 * message (a directory, a FIFO without a reader, a folder that may not
 * be written). */
int file_out_open(struct file_out *f, int dirfd, const char *path,
    const char *shown, mode_t mode, mg_err *e);

/* A stdio stream on f's new file (owned by f).  Returns NULL with a
 * message when none can be made. */
FILE *file_out_stream(struct file_out *f, mg_err *e);

/* Finishes f: flushes, syncs, renames the new file over the old one and
 * syncs the directory.  Returns 0, or -1 with a message (the new file
 * removed, the old one untouched).  f is closed either way. */
int file_out_commit(struct file_out *f, mg_err *e);

/* Gives up f: the new file removed, the old one untouched. */
void file_out_abort(struct file_out *f);

/* Replaces path (relative to dirfd, or AT_FDCWD) with len bytes of
 * data, as file_out_open() and file_out_commit() do.  Returns 0 or -1
 * with a message. */
int file_write(int dirfd, const char *path, const char *shown, mode_t mode,
    const void *data, size_t len, mg_err *e);

#endif
