/* testdir.c - a private data directory for the tests of saved files. */
#include "config.h"

#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#include <check.h>

#include "maze/mazeio.h"
#include "testdir.h"
#include "store/saves.h"

/* Returns a copy of the variable's value, or NULL when it is unset. */
static char *
save_env(const char *name)
{
	const char *v = getenv(name);
	char *copy;

	if (v == NULL)
		return NULL;
	copy = strdup(v);
	ck_assert_ptr_nonnull(copy);
	return copy;
}

/* Sets name back to old (unsetting it for NULL) and frees old. */
static void
restore_env(const char *name, char *old)
{
	if (old != NULL)
		setenv(name, old, 1);
	else
		unsetenv(name);
	free(old);
}

void
testdir_setup(struct testdir *t)
{
	memset(t, 0, sizeof *t);
	snprintf(t->root, sizeof t->root, "/tmp/mazegame-test-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(t->root));
	snprintf(t->data, sizeof t->data, "%s/mazegame", t->root);
	t->old_xdg = save_env("XDG_DATA_HOME");
	t->old_home = save_env("HOME");
	ck_assert_int_eq(setenv("XDG_DATA_HOME", t->root, 1), 0);
}

/* nftw callback: removes whatever it is given (children first). */
static int
remove_one(const char *path, const struct stat *st, int flag,
    struct FTW *ftw)
{
	(void)st;
	(void)flag;
	(void)ftw;
	remove(path);
	return 0;
}

void
testdir_cleanup(struct testdir *t)
{
	if (t->root[0] != '\0')
		nftw(t->root, remove_one, 16, FTW_DEPTH | FTW_PHYS);
	restore_env("XDG_DATA_HOME", t->old_xdg);
	restore_env("HOME", t->old_home);
	memset(t, 0, sizeof *t);
}

void
testdir_path(const struct testdir *t, const char *name, char *buf,
    size_t size)
{
	int n = snprintf(buf, size, "%s/%s", t->data, name);

	ck_assert(n > 0 && (size_t)n < size);
}

void
testdir_write(const char *path, const char *data, size_t len)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

	ck_assert_msg(fd >= 0, "cannot create %s", path);
	ck_assert(write(fd, data, len) == (ssize_t)len);
	ck_assert_int_eq(close(fd), 0);
}

char *
testdir_read(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (f == NULL)
		return NULL;
	ck_assert_int_eq(fseek(f, 0, SEEK_END), 0);
	n = ftell(f);
	ck_assert(n >= 0);
	rewind(f);
	buf = malloc((size_t)n + 1);
	ck_assert_ptr_nonnull(buf);
	ck_assert(fread(buf, 1, (size_t)n, f) == (size_t)n);
	fclose(f);
	buf[n] = '\0';
	if (len != NULL)
		*len = (size_t)n;
	return buf;
}

int
testdir_count(const struct testdir *t, const char *prefix, char *found,
    size_t size)
{
	DIR *d = opendir(t->data);
	struct dirent *de;
	int n = 0;

	if (d == NULL)
		return 0;
	while ((de = readdir(d)) != NULL) {
		if (strncmp(de->d_name, prefix, strlen(prefix)) != 0)
			continue;
		n++;
		if (found != NULL)
			snprintf(found, size, "%s", de->d_name);
	}
	closedir(d);
	return n;
}

void
testdir_score(struct score *s, const char *table, const char *name,
    uint64_t moves, uint64_t optimal, uint64_t elapsed, uint32_t hints,
    bool assisted, int64_t when)
{
	memset(s, 0, sizeof *s);
	ck_assert(strlen(table) <= SCORE_TABLE_MAX);
	ck_assert(strlen(name) <= SCORE_NAME_MAX);
	memcpy(s->table, table, strlen(table) + 1);
	memcpy(s->name, name, strlen(name) + 1);
	s->moves = moves;
	s->optimal = optimal;
	s->elapsed_ms = elapsed;
	s->hints = hints;
	s->assisted = assisted;
	s->when = when;
	snprintf(s->algo, sizeof s->algo, "backtracker");
	s->w = 20;
	s->h = 20;
	s->seed = 99;
}

char *
testdir_block_text(const maze *m, uint32_t s, uint32_t x, const uint64_t *path)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	mg_err e;

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(mazeio_write(f, m, s, x, path, &e), 0);
	fclose(f);
	return buf;
}

static volatile sig_atomic_t alarms;
static struct sigaction alarms_old;

/* Counts SIGALRM. */
static void
on_alarm(int sig)
{
	(void)sig;
	alarms++;
}

void
testdir_alarms_start(void)
{
	struct itimerval it = { { 0, 50000 }, { 0, 50000 } };
	struct sigaction sa;

	alarms = 0;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_alarm;
	sigemptyset(&sa.sa_mask);
	ck_assert_int_eq(sigaction(SIGALRM, &sa, &alarms_old), 0);
	ck_assert_int_eq(setitimer(ITIMER_REAL, &it, NULL), 0);
}

int
testdir_alarms_stop(void)
{
	struct itimerval off = { { 0, 0 }, { 0, 0 } };

	setitimer(ITIMER_REAL, &off, NULL);
	sigaction(SIGALRM, &alarms_old, NULL);
	return (int)alarms;
}

int
testdir_newest_save(struct savegame *sg, uint32_t *id, mg_err *e)
{
	struct save_list l;
	mg_err warn;

	memset(sg, 0, sizeof *sg);
	if (saves_list(&l, &warn, e) != 0)
		return -1;
	if (l.n == 0) {
		saves_list_free(&l);
		return 1;
	}
	*sg = l.v[0].sg;
	memset(&l.v[0].sg, 0, sizeof l.v[0].sg);
	if (id != NULL)
		*id = l.v[0].id;
	saves_list_free(&l);
	return 0;
}

int
testdir_saves(void)
{
	struct save_list l;
	mg_err warn, e;
	int n;

	if (saves_list(&l, &warn, &e) != 0)
		return -1;
	n = (int)l.n;
	saves_list_free(&l);
	return n;
}

int
testdir_save_new(const struct game *g, const char *diff, uint64_t now,
    mg_err *e)
{
	struct save_hold h;
	int rc;

	saves_hold_init(&h);
	rc = saves_store(&h, g, diff, NULL, NULL, now, e);
	saves_release(&h);
	return rc;
}
