/* file.c - files read without blocking and only when regular; the
 * writing is file_write.c. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/file.h"
#include "base/i18n.h"

const char *
file_kind(mode_t mode)
{
	if (S_ISDIR(mode))
		return _("a directory");
	if (S_ISFIFO(mode))
		return _("a FIFO (named pipe)");
	if (S_ISCHR(mode) || S_ISBLK(mode))
		return _("a device");
	if (S_ISSOCK(mode))
		return _("a socket");
	return _("a file of an unknown kind");
}

int
file_open_read(int dirfd, const char *path, const char *shown, int flags,
    struct stat *st, mg_err *e)
{
	int fd, err;

	if (shown == NULL)
		shown = path;
	/* O_NONBLOCK: a FIFO without a writer, or a device, must not hang
	 * the open; what is not a regular file is refused below. */
	fd = openat(dirfd, path,
	    O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | flags);
	if (fd < 0) {
		err = errno;
		if (err == ENOENT || err == ENOTDIR)
			return err_set_code(e, MG_ENOENT, _("%s: %s"), shown,
			    strerror(err));
		if (err == ELOOP && (flags & O_NOFOLLOW))
			return err_set_code(e, MG_EDAMAGED,
			    _("%s is a symbolic link"), shown);
		/* A device the open itself refused (ENXIO, ENODEV). */
		if (err == ENXIO || err == ENODEV) {
			st->st_mode = S_IFCHR;
			return err_set_code(e, MG_EDAMAGED,
			    _("%1$s is %2$s, not a regular file; mazegame does not read it"),
			    shown, file_kind(S_IFCHR));
		}
		err_sys(e, err, _("cannot read %s"), shown);
		errno = err;
		return -1;
	}
	if (fstat(fd, st) != 0) {
		err = errno;
		close(fd);
		return err_sys(e, err, _("cannot read %s"), shown);
	}
	if (!S_ISREG(st->st_mode)) {
		close(fd);
		/* TRANSLATORS: %1$s a file name; %2$s what it is ("a
		 * directory", "a FIFO (named pipe)", "a device"). */
		return err_set_code(e, MG_EDAMAGED,
		    _("%1$s is %2$s, not a regular file; mazegame does not read it"),
		    shown, file_kind(st->st_mode));
	}
	return fd;
}

int
file_read_fd(int fd, const struct stat *st, size_t max, const char *shown,
    char **data, size_t *len, mg_err *e)
{
	size_t size = (size_t)st->st_size, got = 0;
	char *buf;

	*data = NULL;
	*len = 0;
	if ((uintmax_t)st->st_size > max) {
		close(fd);
		return err_set_code(e, MG_EDAMAGED,
		    _("%s is too large (%jd bytes; at most %zu)"), shown,
		    (intmax_t)st->st_size, max);
	}
	if ((buf = mg_malloc(size + 1, 1, e)) == NULL) {
		close(fd);
		return -1;
	}
	/* Read to the end, but never past the size if the file grows. */
	for (;;) {
		ssize_t n = read(fd, buf + got, size + 1 - got);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			int err = errno;

			free(buf);
			close(fd);
			return err_sys(e, err, _("cannot read %s"), shown);
		}
		if (n == 0)
			break;
		got += (size_t)n;
		if (got > size) {
			free(buf);
			close(fd);
			return err_set_code(e, MG_EDAMAGED,
			    _("%s changed while being read"), shown);
		}
	}
	close(fd);
	buf[got] = '\0';
	*data = buf;
	*len = got;
	return 0;
}
