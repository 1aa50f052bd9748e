/* ghosts.c - best runs in the data directory, locked, atomic, bounded. */
#include "config.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/i18n.h"
#include "store/ghosts.h"
#include "store/run_read.h"
#include "store/storage.h"

#define PREFIX "ghost-"
#define SUFFIX ".run"

int
ghosts_name(const struct run_maze *m, char *buf, size_t size)
{
	int n;

	if (m->algo == NULL)
		return -1;
	/* A shape's bests are its own: "ghost-normal-hex-backtracker-...";
	 * the square grid's names are as they always were. */
	n = snprintf(buf, size, PREFIX "%s-%s%.0u%s%s-%ux%u-%c-%llu" SUFFIX,
	    m->difficulty, m->shape != NULL ? m->shape->name : "",
	    shape_k_counts(m->shape) ? (unsigned)m->k : 0u,
	    m->shape != NULL ? "-" : "", m->algo->name, (unsigned)m->w,
	    (unsigned)m->h, m->far_apart ? 'f' : 'c', (unsigned long long)m->seed);
	return n < 0 || (size_t)n >= size ? -1 : 0;
}

bool
ghosts_better(const struct run *a, const struct run *b)
{
	uint64_t ta = run_time(a), tb = run_time(b);

	return ta < tb || (ta == tb && a->n < b->n);
}

/* Reads best run name of maze m on puzzle p into r.  Returns 0, 1 when
 * there is none, -1 with e set when it cannot be read (it stays), or 2
 * with why saying how it is damaged. */
static int
read_best(struct storage *st, const char *name, const struct run_maze *m,
    const struct puzzle *p, struct run *r, mg_err *why, mg_err *e)
{
	struct run_reader rd;
	char *data;
	size_t len;
	int rc;

	memset(r, 0, sizeof *r);
	rc = storage_read(st, name, RUN_FILE_MAX, &data, &len, why);
	if (rc == 1)
		return 1;
	if (rc < 0) {
		if (why->code == MG_EDAMAGED)
			return 2;
		*e = *why;
		return -1;
	}
	rc = run_read_header(&rd, data, len, m, r, why) == 0
	    && run_read_moves(&rd, p, why) == 0 ? 0 : 2;
	free(data);
	return rc;
}

/* Sets damaged file name aside; e gets the warning (MG_EDAMAGED). */
static void
set_aside(struct storage *st, const char *name, const mg_err *why, mg_err *e)
{
	char aside[256];
	mg_err sub;

	if (storage_set_aside(st, name, aside, sizeof aside, &sub) != 0)
		err_set_code(e, MG_EDAMAGED, _("%s/%s is damaged (%s) and %s"),
		    st->path, name, why->msg, sub.msg);
	else
		err_set_code(e, MG_EDAMAGED,
		    _("%s/%s was damaged (%s); it is kept as %s"), st->path, name,
		    why->msg, aside);
}

/* A best run's file and when it was written. */
struct entry {
	char name[128];
	struct timespec when;
};

/* Orders entries newest first (ties by name, for a stable choice). */
static int
newest_first(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;

	if (x->when.tv_sec != y->when.tv_sec)
		return x->when.tv_sec < y->when.tv_sec ? 1 : -1;
	if (x->when.tv_nsec != y->when.tv_nsec)
		return x->when.tv_nsec < y->when.tv_nsec ? 1 : -1;
	return strcmp(x->name, y->name);
}

/* Returns whether name is a best run's file name. */
static bool
is_best_file(const char *name)
{
	size_t len = strlen(name);

	return len > strlen(PREFIX SUFFIX) && len < sizeof ((struct entry *)0)->name
	    && strncmp(name, PREFIX, strlen(PREFIX)) == 0
	    && strcmp(name + len - strlen(SUFFIX), SUFFIX) == 0;
}

/* Removes the oldest best runs past GHOSTS_MAX (the lock is held). */
static int
prune(struct storage *st, mg_err *e)
{
	struct entry *all = NULL, *grown;
	size_t n = 0, cap = 0, i, len;
	struct dirent *de;
	struct stat sb;
	DIR *d;
	int fd, rc = 0;

	fd = openat(st->dirfd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0 || (d = fdopendir(fd)) == NULL) {
		if (fd >= 0)
			close(fd);
		return err_set(e, _("cannot list %s"), st->path);
	}
	while ((de = readdir(d)) != NULL) {
		if (!is_best_file(de->d_name)
		    || fstatat(st->dirfd, de->d_name, &sb, AT_SYMLINK_NOFOLLOW) != 0
		    || !S_ISREG(sb.st_mode))
			continue;
		if (n == cap) {
			cap = cap != 0 ? cap * 2 : 256;
			grown = mg_reallocarray(all, cap, sizeof *all, e);
			if (grown == NULL) {
				rc = -1;
				break;
			}
			all = grown;
		}
		/* is_best_file saw the length; said again where the
		 * compiler can see it too. */
		len = strlen(de->d_name);
		if (len >= sizeof all[n].name)
			continue;
		memcpy(all[n].name, de->d_name, len + 1);
		all[n++].when = sb.st_mtim;
	}
	closedir(d);
	if (rc == 0 && n > GHOSTS_MAX) {
		qsort(all, n, sizeof *all, newest_first);
		for (i = GHOSTS_MAX; i < n && rc == 0; i++)
			rc = storage_remove(st, all[i].name, e);
	}
	free(all);
	return rc;
}

int
ghosts_keep(const struct run *r, const struct puzzle *p, bool *kept,
    mg_err *e)
{
	struct storage st;
	struct run best;
	char name[128], *buf;
	size_t len;
	mg_err why, warn;
	int rc, warned = 0;

	*kept = false;
	if (ghosts_name(&r->maze, name, sizeof name) != 0)
		return err_set(e, _("this maze keeps no best run"));
	if (run_finish(r, p->m, e) != 0)
		return -1;
	if (storage_open(&st, 1, e) != 0 || storage_lock(&st, e) != 0) {
		storage_close(&st);
		return -1;
	}
	rc = read_best(&st, name, &r->maze, p, &best, &why, e);
	if (rc < 0) {
		/* Never write over a file that could not be read. */
		storage_close(&st);
		return -1;
	}
	if (rc == 2) {
		set_aside(&st, name, &why, &warn);
		warned = 1;
	}
	if (rc == 0 && !ghosts_better(r, &best)) {
		run_free(&best);
		storage_close(&st);
		return 0;
	}
	run_free(&best);
	rc = run_format(r, &buf, &len, e);
	if (rc == 0) {
		rc = storage_write(&st, name, buf, len, e);
		free(buf);
	}
	if (rc == 0) {
		*kept = true;
		rc = prune(&st, e);
	}
	storage_close(&st);
	if (rc == 0 && warned) {
		*e = warn;
		return -1;
	}
	return rc;
}

int
ghosts_load(const struct run_maze *m, const struct puzzle *p, struct run *r,
    mg_err *e)
{
	struct storage st;
	char name[128];
	mg_err why;
	bool locked;
	int rc;

	memset(r, 0, sizeof *r);
	if (ghosts_name(m, name, sizeof name) != 0)
		return 1;
	rc = storage_open(&st, 0, e);
	if (rc != 0)
		return rc;
	/* Read under the lock, so that what is set aside is what was read;
	 * when the lock is busy, read all the same and leave a bad file. */
	locked = storage_lock(&st, NULL) == 0;
	rc = read_best(&st, name, m, p, r, &why, e);
	if (rc == 2) {
		if (locked)
			set_aside(&st, name, &why, e);
		else
			err_set_code(e, MG_EDAMAGED, _("%s/%s is damaged (%s)"), st.path,
			    name, why.msg);
		rc = -1;
	}
	storage_close(&st);
	return rc;
}
