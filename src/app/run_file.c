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

#include "base/file.h"
#include "base/i18n.h"
#include "app/run_file.h"

int
run_file_read(const char *path, size_t max, char **data, size_t *len, mg_err *e)
{
	struct stat sb;
	int fd = file_open_read(AT_FDCWD, path, NULL, 0, &sb, e);

	if (fd < 0)
		return -1;
	if ((uint64_t)sb.st_size > max) {
		close(fd);
		return err_set(e, _("%s: not a run file (a regular file of at most %zu bytes)"),
		    path, max);
	}
	return file_read_fd(fd, &sb, max, path, data, len, e);
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
	char *buf;
	size_t len;
	int rc;

	if (run_format(r, &buf, &len, e) != 0)
		return -1;
	rc = file_write(AT_FDCWD, path, NULL, 0666, buf, len, e);
	free(buf);
	return rc;
}
