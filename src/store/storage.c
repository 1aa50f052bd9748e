/* storage.c - the data directory: found, made, opened with care, locked;
 * a file in it replaced atomically.  Reading and setting aside are
 * storage_files.c. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/clock.h"
#include "base/file.h"
#include "base/i18n.h"
#include "store/storage.h"

#define LOCK_NAME "lock"

int
storage_locate(char *buf, size_t size, mg_err *e)
{
	const char *xdg = getenv("XDG_DATA_HOME");
	const char *home = getenv("HOME");
	int n;

	/* The XDG rules ignore a relative XDG_DATA_HOME. */
	if (xdg != NULL && xdg[0] == '/')
		n = snprintf(buf, size, "%s/mazegame", xdg);
	else if (home != NULL && home[0] == '/')
		n = snprintf(buf, size, "%s/.local/share/mazegame", home);
	else
		return err_set(e, _("HOME is not set (or not absolute), so there is nowhere to keep saved games and scores"));
	if (n < 0 || (size_t)n >= size)
		return err_set(e, _("the data directory's path is too long"));
	return 0;
}

int
storage_make_dirs(char *path, mg_err *e)
{
	char *p;

	for (p = path + 1; ; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		char c = *p;
		*p = '\0';
		if (mkdir(path, 0700) != 0 && errno != EEXIST) {
			int err = errno;
			*p = c;
			return err_sys(e, err, _("cannot create %s"), path);
		}
		*p = c;
		if (c == '\0')
			return 0;
	}
}

/* Opens the directory at s->path, following a symbolic link only when
 * what it leads to is a directory (whose owner storage_open checks on
 * the descriptor).  Returns the descriptor, or -1 with errno set. */
static int
open_dir(const struct storage *s, int *via_link)
{
	struct stat lst;
	int fd;

	*via_link = 0;
	fd = open(s->path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd >= 0 || (errno != ELOOP && errno != ENOTDIR))
		return fd;
	if (lstat(s->path, &lst) != 0 || !S_ISLNK(lst.st_mode)) {
		errno = ENOTDIR;
		return -1;
	}
	*via_link = 1;
	return open(s->path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
}

int
storage_open(struct storage *s, int create, mg_err *e)
{
	return storage_open_in(s, false, create, e);
}

int
storage_open_in(struct storage *s, bool tables, int create, mg_err *e)
{
	const char *shared = tables ? getenv("MAZEGAME_TABLES") : NULL;
	struct stat st;
	char tmp[sizeof s->path];
	int via_link, err;

	s->dirfd = -1;
	s->lockfd = -1;
	if (shared != NULL && shared[0] == '/') {
		if ((size_t)snprintf(s->path, sizeof s->path, "%s", shared) >= sizeof s->path)
			return err_set(e, _("the data directory's path is too long"));
	} else if (storage_locate(s->path, sizeof s->path, e) != 0)
		return -1;
	if (create) {
		memcpy(tmp, s->path, sizeof tmp);
		if (storage_make_dirs(tmp, e) != 0)
			return -1;
	}
	s->dirfd = open_dir(s, &via_link);
	if (s->dirfd < 0) {
		err = errno;
		/* Nothing can be saved under a missing or non-directory path. */
		if ((err == ENOENT || err == ENOTDIR) && !create)
			return 1;
		if (via_link)
			return err_set_code(e, MG_EUNSAFE,
			    _("%s is a symbolic link, and not to a directory (%s)"),
			    s->path, strerror(err));
		return err_sys(e, err, _("cannot open %s"), s->path);
	}
	if (fstat(s->dirfd, &st) != 0) {
		err = errno;
		storage_close(s);
		return err_sys(e, err, _("cannot open %s"), s->path);
	}
	if (st.st_uid != geteuid()) {
		storage_close(s);
		if (via_link)
			/* TRANSLATORS: %1$s the data directory, %2$ld a user id. */
			return err_set_code(e, MG_EUNSAFE,
			    _("%1$s (a symbolic link) is not a directory of yours (its owner is uid %2$ld); mazegame does not use it"),
			    s->path, (long)st.st_uid);
		/* TRANSLATORS: %1$s the data directory, %2$ld a user id. */
		return err_set_code(e, MG_EUNSAFE,
		    _("%1$s is not a directory of yours (its owner is uid %2$ld); mazegame does not use it"),
		    s->path, (long)st.st_uid);
	}
	/* Anyone who may write here could plant files or hold the lock. */
	if (st.st_mode & (S_IWGRP | S_IWOTH)) {
		storage_close(s);
		return err_set_code(e, MG_EUNSAFE,
		    _("%s is writable by other users (mode %03o); mazegame does not use it until 'chmod go-w' makes it private"),
		    s->path, (unsigned)(st.st_mode & 07777));
	}
	return 0;
}

void
storage_close(struct storage *s)
{
	storage_unlock(s);
	if (s->dirfd >= 0)
		close(s->dirfd);
	s->dirfd = -1;
}

/* Opens lock file name with the care of a data file: no symbolic link,
 * a regular file of ours, mode 0600.  Returns the descriptor or -1. */
static int
open_lock_named(struct storage *s, const char *name, mg_err *e)
{
	struct stat st;
	int fd, err;

	fd = openat(s->dirfd, name, O_RDWR | O_CREAT | O_NOFOLLOW
	    | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0600);
	if (fd < 0) {
		if (errno == ELOOP)
			return err_set_code(e, MG_EUNSAFE,
			    _("%s/%s is a symbolic link; mazegame does not use it"),
			    s->path, name);
		if (errno == EISDIR)
			return err_set_code(e, MG_EUNSAFE,
			    _("%s/%s is not a regular file; mazegame does not use it (remove it to save again)"),
			    s->path, name);
		return err_sys(e, errno, _("cannot open %s/%s"), s->path, name);
	}
	if (fstat(fd, &st) != 0) {
		err = errno;
		close(fd);
		return err_sys(e, err, _("cannot open %s/%s"), s->path, name);
	}
	if (!S_ISREG(st.st_mode) || st.st_uid != geteuid()) {
		close(fd);
		if (!S_ISREG(st.st_mode))
			/* TRANSLATORS: %1$s/%2$s the lock file. */
			return err_set_code(e, MG_EUNSAFE,
			    _("%1$s/%2$s is not a regular file; mazegame does not use it (remove it to save again)"),
			    s->path, name);
		/* TRANSLATORS: %1$s/%2$s the lock file. */
		return err_set_code(e, MG_EUNSAFE,
		    _("%1$s/%2$s belongs to another user; mazegame does not use it (remove it to save again)"),
		    s->path, name);
	}
	if ((st.st_mode & 07777) != 0600 && fchmod(fd, 0600) != 0) {
		err = errno;
		close(fd);
		return err_sys(e, err, _("cannot make %s/%s private"), s->path,
		    name);
	}
	return fd;
}

/* Opens the directory's lock file (open_lock_named). */
static int
open_lock(struct storage *s, mg_err *e)
{
	return open_lock_named(s, LOCK_NAME, e);
}

int
storage_hold(struct storage *s, const char *name, int *fd, mg_err *e)
{
	int f = open_lock_named(s, name, e);

	*fd = -1;
	if (f < 0)
		return -1;
	while (flock(f, LOCK_EX | LOCK_NB) != 0) {
		int err = errno;

		if (err == EINTR)
			continue;
		close(f);
		if (err == EWOULDBLOCK)
			return 1;
		return err_sys(e, err, _("cannot lock %s/%s"), s->path, name);
	}
	*fd = f;
	return 0;
}

bool
storage_held(struct storage *s, const char *name)
{
	int f = openat(s->dirfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK
	    | O_NOCTTY | O_CLOEXEC);
	bool held;

	if (f < 0)
		return false;
	held = flock(f, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
	close(f);
	return held;
}

int
storage_lock(struct storage *s, mg_err *e)
{
	struct timespec nap;
	uint64_t start;
	long step_ms = 5;
	int fd, err;

	if (s->lockfd >= 0)
		return 0;
	if ((fd = open_lock(s, e)) < 0)
		return -1;
	start = clock_ms();
	/* Polled rather than blocking in flock(), so that the wait has a
	 * bound and a caught signal ends it (nanosleep() is never
	 * restarted). */
	while (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		err = errno;
		if (err != EWOULDBLOCK && err != EINTR) {
			close(fd);
			return err_sys(e, err, _("cannot lock %s/%s"), s->path,
			    LOCK_NAME);
		}
		if (err == EWOULDBLOCK
		    && clock_ms() - start >= STORAGE_LOCK_WAIT_MS) {
			close(fd);
			return err_set_code(e, MG_ELOCKED,
			    _("another mazegame is holding the lock on %s/%s (waited %.1f s)"),
			    s->path, LOCK_NAME, STORAGE_LOCK_WAIT_MS / 1000.0);
		}
		nap.tv_sec = 0;
		nap.tv_nsec = step_ms * 1000000;
		if (err == EINTR || nanosleep(&nap, NULL) != 0) {
			close(fd);
			return err_set_code(e, MG_EINTR,
			    _("a signal interrupted the wait for the lock on %s/%s"),
			    s->path, LOCK_NAME);
		}
		if (step_ms < 40)
			step_ms *= 2;
	}
	s->lockfd = fd;
	return 0;
}

void
storage_unlock(struct storage *s)
{
	if (s->lockfd >= 0)
		close(s->lockfd);   /* closing releases the flock */
	s->lockfd = -1;
}

/* Removes the temporary files for name that writers killed half-way
 * left behind (each has a random name, so they would pile up).  Only with the lock held: then nobody else is writing. */
static void
remove_stale(struct storage *s, const char *name)
{
	char prefix[256];
	struct dirent *de;
	DIR *d;
	int fd;

	if (s->lockfd < 0)
		return;
	snprintf(prefix, sizeof prefix, ".%s" FILE_TMP_TAG, name);
	fd = openat(s->dirfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0)
		return;
	d = fdopendir(fd);
	if (d == NULL) {
		close(fd);
		return;
	}
	while ((de = readdir(d)) != NULL)
		if (strncmp(de->d_name, prefix, strlen(prefix)) == 0)
			unlinkat(s->dirfd, de->d_name, 0);
	closedir(d);
}

int
storage_write(struct storage *s, const char *name, const char *data,
    size_t len, mg_err *e)
{
	char shown[sizeof s->path + 256];

	snprintf(shown, sizeof shown, "%s/%s", s->path, name);
	remove_stale(s, name);
	return file_write(s->dirfd, name, shown, 0600, data, len, e);
}
