/* run_file.c - run files where the player names them: read whole,
 * written whole. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/i18n.h"
#include "app/run_file.h"

int
run_file_read(const char *path, size_t max, char **data, size_t *len, mg_err *e)
{
	struct stat sb;
	char *buf;
	size_t got = 0;
	ssize_t n;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return err_set(e, _("%s: %s"), path, strerror(errno));
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)
	    || (uint64_t)sb.st_size > max) {
		close(fd);
		return err_set(e, _("%s: not a run file (a regular file of at most %zu bytes)"),
		    path, max);
	}
	buf = mg_calloc((size_t)sb.st_size + 1, 1, e);
	if (buf == NULL) {
		close(fd);
		return -1;
	}
	while (got < (size_t)sb.st_size
	    && (n = read(fd, buf + got, (size_t)sb.st_size - got)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			err_set(e, _("%s: %s"), path, strerror(errno));
			free(buf);
			close(fd);
			return -1;
		}
		got += (size_t)n;
	}
	close(fd);
	*data = buf;
	*len = got;
	return 0;
}

int
run_file_check(const char *path, mg_err *e)
{
	char dir[4096];
	const char *slash = strrchr(path, '/');
	struct stat sb;

	if (slash == NULL)
		snprintf(dir, sizeof dir, ".");
	else if ((size_t)(slash - path) >= sizeof dir)
		return err_set(e, _("%s: the name is too long"), path);
	else
		snprintf(dir, sizeof dir, "%.*s", slash == path ? 1 : (int)(slash - path), path);
	if (stat(path, &sb) == 0 && S_ISDIR(sb.st_mode))
		return err_set(e, _("%s is a directory, not a file to write the run to"), path);
	if (access(dir, W_OK | X_OK) != 0)
		return err_set(e, _("cannot write the run in %s: %s"), dir, strerror(errno));
	return 0;
}

int
run_file_write(const struct run *r, const char *path, mg_err *e)
{
	char tmp[4096], *buf;
	size_t len, off = 0;
	ssize_t n;
	int fd, rc = 0;

	if (snprintf(tmp, sizeof tmp, "%s.tmp-%ld", path, (long)getpid())
	    >= (int)sizeof tmp)
		return err_set(e, _("%s: the name is too long"), path);
	if (run_format(r, &buf, &len, e) != 0)
		return -1;
	fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
	if (fd < 0) {
		free(buf);
		return err_set(e, _("cannot write %s: %s"), path, strerror(errno));
	}
	while (off < len && rc == 0) {
		n = write(fd, buf + off, len - off);
		if (n < 0 && errno != EINTR)
			rc = err_set(e, _("cannot write %s: %s"), path, strerror(errno));
		else if (n > 0)
			off += (size_t)n;
	}
	free(buf);
	if (rc == 0 && fsync(fd) != 0)
		rc = err_set(e, _("cannot write %s: %s"), path, strerror(errno));
	if (close(fd) != 0 && rc == 0)
		rc = err_set(e, _("cannot write %s: %s"), path, strerror(errno));
	if (rc == 0 && rename(tmp, path) != 0)
		rc = err_set(e, _("cannot write %s: %s"), path, strerror(errno));
	if (rc != 0)
		unlink(tmp);
	return rc;
}
