/* storage_files.c - the data directory's files: one read whole and
 * checked, a damaged one set aside, renaming and removing. */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "base/file.h"
#include "base/i18n.h"
#include "store/storage.h"

int
storage_read(struct storage *s, const char *name, size_t max,
    char **data, size_t *len, mg_err *e)
{
	char shown[sizeof s->path + 256];
	struct stat st;
	mg_err sub;
	int fd;

	*data = NULL;
	*len = 0;
	snprintf(shown, sizeof shown, "%s/%s", s->path, name);
	fd = file_open_read(s->dirfd, name, shown, O_NOFOLLOW, &st, &sub);
	if (fd < 0) {
		if (sub.code == MG_ENOENT)
			return 1;
		if (e != NULL)
			*e = sub;
		return -1;
	}
	if (st.st_uid != geteuid()) {
		close(fd);
		return err_set_code(e, MG_EDAMAGED,
		    _("%s/%s belongs to another user"), s->path, name);
	}
	return file_read_fd(fd, &st, max, shown, data, len, e);
}

int
storage_set_aside(struct storage *s, const char *name, char *buf,
    size_t size, mg_err *e)
{
	return storage_set_aside_from(s, name, name, buf, size, e);
}

int
storage_set_aside_from(struct storage *s, const char *from, const char *name,
    char *buf, size_t size, mg_err *e)
{
	return storage_keep_aside(s, from, name, "corrupt", buf, size, e);
}

int
storage_keep_aside(struct storage *s, const char *from, const char *name,
    const char *tag, char *buf, size_t size, mg_err *e)
{
	long long t = (long long)time(NULL);
	struct stat st;
	int n = snprintf(buf, size, "%s.%s-%lld", name, tag, t), i;

	/* Never over an earlier copy set aside in the same second. */
	for (i = 1; n > 0 && (size_t)n < size && i < 1000
	    && fstatat(s->dirfd, buf, &st, AT_SYMLINK_NOFOLLOW) == 0; i++)
		n = snprintf(buf, size, "%s.%s-%lld-%d", name, tag, t, i);
	if (n < 0 || (size_t)n >= size)
		return err_set(e, _("file name too long: %s"), name);
	if (i == 1000)
		return err_set(e, _("too many copies of %s/%s set aside"), s->path, name);
	if (renameat(s->dirfd, from, s->dirfd, buf) != 0)
		return err_sys(e, errno, _("cannot rename %s/%s aside"), s->path,
		    from);
	return 0;
}

int
storage_rename(struct storage *s, const char *from, const char *to,
    int replace, mg_err *e)
{
	if (replace) {
		if (renameat(s->dirfd, from, s->dirfd, to) != 0)
			return err_sys(e, errno, _("cannot rename %s/%s"), s->path, from);
		return 0;
	}
	/* A hard link fails rather than replace; then the old name goes. */
	if (linkat(s->dirfd, from, s->dirfd, to, 0) != 0)
		return err_sys(e, errno, _("cannot rename %s/%s to %s"), s->path,
		    from, to);
	unlinkat(s->dirfd, from, 0);
	return 0;
}

int
storage_remove(struct storage *s, const char *name, mg_err *e)
{
	if (unlinkat(s->dirfd, name, 0) != 0 && errno != ENOENT)
		return err_sys(e, errno, _("cannot remove %s/%s"), s->path, name);
	return 0;
}

/* One copy kept aside: its seconds and its number in that second. */
struct kept_copy {
	long long t;
	long n;
	char name[256];
};

/* Orders kept copies newest first. */
static int
kept_newest_first(const void *a, const void *b)
{
	const struct kept_copy *x = a, *y = b;

	if (x->t != y->t)
		return x->t < y->t ? 1 : -1;
	return x->n < y->n ? 1 : x->n > y->n ? -1 : 0;
}

/* Reads the seconds and number of a kept copy's suffix "T" or "T-N";
 * returns false when s is not such a suffix. */
static bool
kept_suffix(const char *s, long long *t, long *n)
{
	char *end;

	if (*s < '0' || *s > '9')
		return false;
	errno = 0;
	*t = strtoll(s, &end, 10);
	if (errno != 0)
		return false;
	*n = 0;
	if (*end == '-') {
		if (end[1] < '0' || end[1] > '9')
			return false;
		*n = strtol(end + 1, &end, 10);
		if (errno != 0)
			return false;
	}
	return *end == '\0';
}

int
storage_prune_kept(struct storage *s, const char *name, const char *tag,
    size_t keep, mg_err *e)
{
	struct kept_copy *c = NULL;
	size_t n = 0, cap = 0, i, plen;
	char prefix[128];
	struct dirent *de;
	DIR *d;
	int fd, rc = 0;

	if (snprintf(prefix, sizeof prefix, "%s.%s-", name, tag) >= (int)sizeof prefix)
		return err_set(e, _("file name too long: %s"), name);
	plen = strlen(prefix);
	fd = openat(s->dirfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0 || (d = fdopendir(fd)) == NULL) {
		int err = errno;

		if (fd >= 0)
			close(fd);
		return err_sys(e, err, _("cannot list %s"), s->path);
	}
	while ((de = readdir(d)) != NULL) {
		struct kept_copy k;

		if (strncmp(de->d_name, prefix, plen) != 0
		    || strlen(de->d_name) >= sizeof k.name
		    || !kept_suffix(de->d_name + plen, &k.t, &k.n))
			continue;
		if (n == cap) {
			size_t ncap = cap ? cap * 2 : 16;
			struct kept_copy *nc = mg_reallocarray(c, ncap, sizeof *c, e);

			if (nc == NULL) {
				rc = -1;
				break;
			}
			c = nc;
			cap = ncap;
		}
		snprintf(k.name, sizeof k.name, "%s", de->d_name);
		c[n++] = k;
	}
	closedir(d);
	if (rc == 0 && n > keep) {
		qsort(c, n, sizeof *c, kept_newest_first);
		for (i = keep; i < n; i++)
			if (unlinkat(s->dirfd, c[i].name, 0) != 0 && errno != ENOENT
			    && rc == 0)
				rc = err_sys(e, errno, _("cannot remove %s/%s"), s->path,
				    c[i].name);
	}
	free(c);
	return rc;
}
