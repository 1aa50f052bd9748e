/* file_write.c - files replaced through a temporary of a random name in
 * their own directory, synced, then renamed over the old file. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include "base/clock.h"
#include "base/file.h"
#include "base/i18n.h"

/* Fills buf (size bytes) with letters and digits nobody can guess. */
static void
random_letters(char *buf, size_t size)
{
	static const char set[] =
	    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
	unsigned char raw[32];
	size_t i, got = 0;

	if (size > sizeof raw)
		size = sizeof raw;
	while (got < size) {
		ssize_t n = getrandom(raw + got, size - got, 0);

		if (n > 0) {
			got += (size_t)n;
		} else if (n < 0 && errno != EINTR) {
			/* No getrandom(): a weaker mix; O_EXCL still holds. */
			uint64_t x = clock_ns() * 0x9E3779B97F4A7C15u
			    ^ (uint64_t)getpid() << 32 ^ (uint64_t)(uintptr_t)buf;
			for (; got < size; got++) {
				x ^= x >> 31;
				x *= 0xBF58476D1CE4E5B9u;
				raw[got] = (unsigned char)(x >> 56);
			}
		}
	}
	for (i = 0; i < size; i++)
		buf[i] = set[raw[i] % (sizeof set - 1)];
}

/* Splits path into f's directory (opened) and name.  Returns 0 or -1. */
static int
split_path(struct file_out *f, int dirfd, const char *path, mg_err *e)
{
	const char *slash = strrchr(path, '/'), *name;
	char dir[4096];

	name = slash != NULL ? slash + 1 : path;
	if (*name == '\0' || strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
		return err_set(e, _("%s is a directory, not a file to write"),
		    f->shown);
	if (strlen(name) >= sizeof f->name)
		return err_set(e, _("%s: the name is too long"), f->shown);
	memcpy(f->name, name, strlen(name) + 1);
	if (slash == NULL && dirfd != AT_FDCWD) {
		f->dirfd = dirfd;
		return 0;
	}
	/* The directory opened, to be synced after the rename. */
	if (slash == NULL)
		snprintf(dir, sizeof dir, ".");
	else if ((size_t)(slash - path) >= sizeof dir)
		return err_set(e, _("%s: the name is too long"), f->shown);
	else
		snprintf(dir, sizeof dir, "%.*s",
		    slash == path ? 1 : (int)(slash - path), path);
	f->dirfd = openat(dirfd, dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (f->dirfd < 0)
		return err_sys(e, errno, _("cannot write %s"), f->shown);
	f->own_dir = true;
	return 0;
}

/* Opens f's target itself: a device is written as it is. */
static int
open_in_place(struct file_out *f, mg_err *e)
{
	int flags;

	/* O_NONBLOCK: a FIFO without a reader fails at once (ENXIO). */
	f->fd = openat(f->dirfd, f->name,
	    O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (f->fd < 0) {
		int err = errno;

		file_out_abort(f);
		if (err == ENXIO)
			return err_set(e, _("%s is a FIFO (named pipe) that nobody reads"),
			    f->shown);
		return err_sys(e, err, _("cannot write %s"), f->shown);
	}
	if ((flags = fcntl(f->fd, F_GETFL)) >= 0)
		(void)fcntl(f->fd, F_SETFL, flags & ~O_NONBLOCK);
	f->in_place = true;
	return f->fd;
}

int
file_out_open(struct file_out *f, int dirfd, const char *path,
    const char *shown, mode_t mode, mg_err *e)
{
	struct stat st;
	int tries, n;

	memset(f, 0, sizeof *f);
	f->fd = -1;
	f->dirfd = -1;
	snprintf(f->shown, sizeof f->shown, "%s", shown != NULL ? shown : path);
	if (split_path(f, dirfd, path, e) != 0) {
		file_out_abort(f);
		return -1;
	}
	if (fstatat(f->dirfd, f->name, &st, 0) == 0) {
		if (S_ISDIR(st.st_mode)) {
			file_out_abort(f);
			return err_set(e, _("%s is a directory, not a file to write"),
			    f->shown);
		}
		/* Only a path the player names: in a directory of
		 * mazegame's own, whatever is there is replaced. */
		if (!S_ISREG(st.st_mode) && dirfd == AT_FDCWD)
			return open_in_place(f, e);
	}
	for (tries = 0; tries < 100; tries++) {
		char letters[10];

		random_letters(letters, sizeof letters);
		/* A long name leaves no room for the tag: a short one then. */
		if (strlen(f->name) + strlen(FILE_TMP_TAG) + sizeof letters + 2 < 256)
			n = snprintf(f->tmp, sizeof f->tmp, ".%s" FILE_TMP_TAG "%.*s",
			    f->name, (int)sizeof letters, letters);
		else
			n = snprintf(f->tmp, sizeof f->tmp, ".mazegame" FILE_TMP_TAG "%.*s",
			    (int)sizeof letters, letters);
		if (n < 0 || (size_t)n >= sizeof f->tmp)
			break;
		f->fd = openat(f->dirfd, f->tmp, O_WRONLY | O_CREAT | O_EXCL
		    | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC, mode);
		if (f->fd >= 0)
			return f->fd;
		if (errno != EEXIST) {
			int err = errno;

			f->tmp[0] = '\0';
			file_out_abort(f);
			return err_sys(e, err, _("cannot write %s"), f->shown);
		}
	}
	f->tmp[0] = '\0';
	file_out_abort(f);
	return err_set(e, _("cannot write %s: no free name for the new file"),
	    f->shown);
}

FILE *
file_out_stream(struct file_out *f, mg_err *e)
{
	if (f->fp == NULL && (f->fp = fdopen(f->fd, "wb")) == NULL)
		err_sys(e, errno, _("cannot write %s"), f->shown);
	return f->fp;
}

int
file_out_commit(struct file_out *f, mg_err *e)
{
	int err = 0;

	if (f->fp != NULL && fflush(f->fp) != 0)
		err = errno;
	/* A device syncs nothing (EINVAL): what it took is taken. */
	if (err == 0 && fsync(f->fd) != 0 && !(f->in_place
	    && (errno == EINVAL || errno == EROFS)))
		err = errno;
	if (f->fp != NULL) {
		if (fclose(f->fp) != 0 && err == 0)
			err = errno;
	} else if (close(f->fd) != 0 && err == 0) {
		err = errno;
	}
	f->fp = NULL;
	f->fd = -1;
	if (err == 0 && !f->in_place
	    && renameat(f->dirfd, f->tmp, f->dirfd, f->name) != 0)
		err = errno;
	if (err != 0) {
		file_out_abort(f);
		return err_sys(e, err, _("cannot write %s"), f->shown);
	}
	f->tmp[0] = '\0';
	/* The rename is durable only once the directory is on disk. */
	if (!f->in_place && fsync(f->dirfd) != 0 && errno != EINVAL) {
		err = errno;
		file_out_abort(f);
		return err_sys(e, err, _("cannot sync the folder of %s"), f->shown);
	}
	file_out_abort(f);
	return 0;
}

void
file_out_abort(struct file_out *f)
{
	if (f->fp != NULL)
		fclose(f->fp);
	else if (f->fd >= 0)
		close(f->fd);
	f->fp = NULL;
	f->fd = -1;
	if (f->tmp[0] != '\0' && f->dirfd >= 0)
		unlinkat(f->dirfd, f->tmp, 0);
	f->tmp[0] = '\0';
	if (f->own_dir && f->dirfd >= 0)
		close(f->dirfd);
	f->own_dir = false;
	f->dirfd = -1;
}

int
file_write(int dirfd, const char *path, const char *shown, mode_t mode,
    const void *data, size_t len, mg_err *e)
{
	struct file_out f;
	const char *p = data;

	if (file_out_open(&f, dirfd, path, shown, mode, e) < 0)
		return -1;
	while (len > 0) {
		ssize_t n = write(f.fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			int err = errno;

			file_out_abort(&f);
			return err_sys(e, err, _("cannot write %s"), f.shown);
		}
		p += n;
		len -= (size_t)n;
	}
	return file_out_commit(&f, e);
}
