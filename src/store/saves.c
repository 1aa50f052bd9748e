/* saves.c - the saved games on disk, one file a game (saves.h). */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/i18n.h"
#include "store/persist_int.h"
#include "store/saves.h"
#include "store/storage.h"

PERSIST_PARSER(savegame)

/* The file of an earlier version's one saved game, and the tag of the
 * copies it kept aside (saved-game.older-SECONDS). */
#define OLD_NAME "saved-game"
#define OLD_KEPT "saved-game.older-"

/* Writes the names of game id: its save and its open mark. */
static void
names_of(uint32_t id, char *save, size_t ssize, char *open, size_t osize)
{
	snprintf(save, ssize, SAVES_NAME "%u", (unsigned)id);
	if (open != NULL)
		snprintf(open, osize, SAVES_NAME "%u.open", (unsigned)id);
}

/* The ID of a directory entry named saved-game-ID exactly (no leading
 * zero, within SAVES_ID_MAX), or 0; *open_mark tells saved-game-ID.open
 * apart. */
static uint32_t
id_of(const char *name, bool *open_mark)
{
	const char *p = name + strlen(SAVES_NAME);
	unsigned long v = 0;

	*open_mark = false;
	if (strncmp(name, SAVES_NAME, strlen(SAVES_NAME)) != 0 || *p < '1'
	    || *p > '9')
		return 0;
	for (; *p >= '0' && *p <= '9'; p++) {
		v = v * 10 + (unsigned long)(*p - '0');
		if (v > SAVES_ID_MAX)
			return 0;
	}
	if (strcmp(p, ".open") == 0)
		*open_mark = true;
	else if (*p != '\0')
		return 0;
	return (uint32_t)v;
}

/* Calls fn(name, arg) for every entry of the directory; returns 0 or
 * -1 with a message. */
static int
each_entry(struct storage *st, void (*fn)(const char *, void *), void *arg,
    mg_err *e)
{
	struct dirent *de;
	DIR *d;
	int fd = dup(st->dirfd);

	if (fd < 0 || (d = fdopendir(fd)) == NULL) {
		int err = errno;

		if (fd >= 0)
			close(fd);
		return err_sys(e, err, _("cannot read %s"), st->path);
	}
	/* A duplicate shares the directory's offset: from the start. */
	rewinddir(d);
	while ((de = readdir(d)) != NULL)
		fn(de->d_name, arg);
	closedir(d);
	return 0;
}

/* each_entry's callback: the highest ID in use, saves and marks. */
static void
note_highest(const char *name, void *arg)
{
	uint32_t *top = arg;
	bool mark;
	uint32_t id = id_of(name, &mark);

	if (id > *top)
		*top = id;
}

/* The next free ID (the lock held), or 0 when none is left. */
static uint32_t
next_id(struct storage *st, mg_err *e)
{
	uint32_t top = 0;

	if (each_entry(st, note_highest, &top, e) != 0)
		return 0;
	if (top >= SAVES_ID_MAX) {
		err_set(e, _("too many saved games in %s"), st->path);
		return 0;
	}
	return top + 1;
}

/* The names of an earlier version's kept copies. */
struct old_copies {
	char (*v)[64];
	size_t n, cap;
};

/* each_entry's callback: collects saved-game.older-* names. */
static void
note_old(const char *name, void *arg)
{
	struct old_copies *c = arg;

	const char *p = name + strlen(OLD_KEPT);

	/* saved-game.older-SECONDS, or -SECONDS-N: the names it kept. */
	if (strncmp(name, OLD_KEPT, strlen(OLD_KEPT)) != 0 || strlen(name) >= 64
	    || strspn(p, "0123456789") == 0)
		return;
	p += strspn(p, "0123456789");
	if (*p == '-' && p[1] != '\0' && p[1 + strspn(p + 1, "0123456789")] == '\0')
		p += strlen(p);
	if (*p != '\0')
		return;
	if (c->n == c->cap) {
		size_t cap = c->cap != 0 ? c->cap * 2 : 8;
		void *v = realloc(c->v, cap * sizeof *c->v);

		if (v == NULL)
			return;   /* taken in next time */
		c->v = v;
		c->cap = cap;
	}
	snprintf(c->v[c->n++], 64, "%s", name);
}

/* Sorts names of copies oldest first (saved-game.older-SECONDS[-N]). */
static int
older_first(const void *a, const void *b)
{
	const char *x = (const char *)a + strlen(OLD_KEPT);
	const char *y = (const char *)b + strlen(OLD_KEPT);
	size_t lx = strcspn(x, "-"), ly = strcspn(y, "-");

	if (lx != ly)
		return lx < ly ? -1 : 1;
	return strcmp(x, y);
}

/* Moves name to the next free ID (the lock held); returns 0 or -1. */
static int
take_in(struct storage *st, const char *name, mg_err *e)
{
	char to[64];
	uint32_t id = next_id(st, e);

	if (id == 0)
		return -1;
	names_of(id, to, sizeof to, NULL, 0);
	return storage_rename(st, name, to, 0, e);
}

/* Takes an earlier version's saved game and its kept copies in, each
 * as a game of its own, oldest first so that the newest stays newest
 * (the lock held).  Returns 0 or -1 with a message. */
static int
take_in_old(struct storage *st, mg_err *e)
{
	struct old_copies c = { NULL, 0, 0 };
	struct stat sb;
	size_t i;
	int rc = 0;

	if (each_entry(st, note_old, &c, e) != 0)
		return -1;
	if (c.n > 1)   /* qsort takes no null array, even empty */
		qsort(c.v, c.n, sizeof *c.v, older_first);
	for (i = 0; i < c.n && rc == 0; i++)
		rc = take_in(st, c.v[i], e);
	free(c.v);
	if (rc == 0 && fstatat(st->dirfd, OLD_NAME, &sb, AT_SYMLINK_NOFOLLOW) == 0)
		rc = take_in(st, OLD_NAME, e);
	return rc;
}

/* Opens the data directory (made when create is set) and takes the
 * lock and an earlier version's save in.  Returns 0 with st open and
 * locked, 1 when there is no directory, or -1 (st closed). */
static int
open_saves(struct storage *st, int create, mg_err *e)
{
	int rc = storage_open(st, create, e);

	if (rc != 0)
		return rc;
	if (storage_lock(st, e) != 0 || take_in_old(st, e) != 0) {
		storage_close(st);
		return -1;
	}
	return 0;
}

void
saves_hold_init(struct save_hold *h)
{
	h->id = 0;
	h->fd = -1;
}

void
saves_release(struct save_hold *h)
{
	/* The descriptor means something only with an ID (a zeroed hold
	 * is one that holds nothing). */
	if (h->id != 0 && h->fd >= 0)
		close(h->fd);   /* the kernel lets go of the flock */
	saves_hold_init(h);
}

/* The IDs of the saves, for listing. */
struct ids {
	uint32_t *v;
	size_t n, cap;
};

/* each_entry's callback: collects the saves' IDs. */
static void
note_save(const char *name, void *arg)
{
	struct ids *s = arg;
	bool mark;
	uint32_t id = id_of(name, &mark);

	if (id == 0 || mark)
		return;
	if (s->n == s->cap) {
		size_t cap = s->cap != 0 ? s->cap * 2 : 16;
		void *v = realloc(s->v, cap * sizeof *s->v);

		if (v == NULL)
			return;
		s->v = v;
		s->cap = cap;
	}
	s->v[s->n++] = id;
}

/* Newest first: by when they were saved, then the higher ID. */
static int
newest_first(const void *a, const void *b)
{
	const struct save_info *x = a, *y = b;

	if (x->saved != y->saved)
		return x->saved > y->saved ? -1 : 1;
	if (x->saved_ns != y->saved_ns)
		return x->saved_ns > y->saved_ns ? -1 : 1;
	return x->id > y->id ? -1 : x->id < y->id;
}

/* Reads save id into info (the lock held): 0, 1 when it is gone, 2
 * when it was damaged and set aside (*warn says where), or -1. */
static int
read_one(struct storage *st, uint32_t id, struct save_info *info,
    mg_err *warn, mg_err *e)
{
	char name[64], open[64];
	struct stat sb;
	mg_err why;
	int rc;

	names_of(id, name, sizeof name, open, sizeof open);
	memset(info, 0, sizeof *info);
	rc = persist_int_read_parsed(st, name, SAVEGAME_FILE_MAX,
	    savegame_parse_any, &info->sg, &why, e);
	if (rc == 2) {
		persist_int_set_aside(st, name, why.msg, warn);
		return 2;
	}
	if (rc != 0)
		return rc;
	info->id = id;
	if (fstatat(st->dirfd, name, &sb, AT_SYMLINK_NOFOLLOW) == 0) {
		info->saved = (int64_t)sb.st_mtim.tv_sec;
		info->saved_ns = sb.st_mtim.tv_nsec;
	}
	info->open = storage_held(st, open);
	return 0;
}

/* saves_list with the directory open and locked. */
static int
list_locked(struct storage *st, struct save_list *l, mg_err *warn, mg_err *e)
{
	struct ids ids = { NULL, 0, 0 };
	size_t i;
	int rc;

	if (each_entry(st, note_save, &ids, e) != 0)
		return -1;
	if (ids.n > 0 && (l->v = calloc(ids.n, sizeof *l->v)) == NULL) {
		free(ids.v);
		return err_nomem(e);
	}
	for (i = 0; i < ids.n; i++) {
		rc = read_one(st, ids.v[i], &l->v[l->n], warn, e);
		if (rc == 0)
			l->n++;
		else if (rc < 0) {
			/* Unreadable (permissions): said, never set aside. */
			free(ids.v);
			saves_list_free(l);
			return -1;
		}
	}
	free(ids.v);
	if (l->n > 1)
		qsort(l->v, l->n, sizeof *l->v, newest_first);
	return 0;
}

int
saves_list(struct save_list *l, mg_err *warn, mg_err *e)
{
	struct storage st;
	int rc;

	memset(l, 0, sizeof *l);
	warn->msg[0] = '\0';
	warn->code = MG_EOTHER;
	rc = open_saves(&st, 0, e);
	if (rc != 0)
		return rc == 1 ? 0 : -1;
	rc = list_locked(&st, l, warn, e);
	storage_close(&st);
	return rc;
}

void
saves_list_free(struct save_list *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		savegame_free(&l->v[i].sg);
	free(l->v);
	memset(l, 0, sizeof *l);
}

/* The arguments of savegame_write_as() for persist_int_store(). */
struct save_args {
	const struct game *g;
	const char *diff;
	const struct marathon *mr;
	const char *daily;
	uint64_t now;
};

/* savegame_write_as() through persist_int_store()'s signature. */
static int
write_save(FILE *f, const void *arg, mg_err *e)
{
	const struct save_args *a = arg;

	return savegame_write_as(f, a->g, a->diff, a->mr, a->daily, a->now, e);
}

/* Holds game id open into h (the lock held); returns 0, or -1 with a
 * message (code MG_ELOCKED when another session has it open). */
static int
hold(struct storage *st, struct save_hold *h, uint32_t id, mg_err *e)
{
	char name[64], open[64];
	int rc;

	names_of(id, name, sizeof name, open, sizeof open);
	rc = storage_hold(st, open, &h->fd, e);
	if (rc == 1)
		/* TRANSLATORS: %u the saved game's number. */
		return err_set_code(e, MG_ELOCKED,
		    _("saved game %u is open in another mazegame"), (unsigned)id);
	if (rc != 0)
		return -1;
	h->id = id;
	return 0;
}

int
saves_store(struct save_hold *h, const struct game *g, const char *diff,
    const struct marathon *mr, const char *daily_date, uint64_t now,
    mg_err *e)
{
	struct save_args a = { g, diff, mr, daily_date, now };
	struct storage st;
	char name[64];
	uint32_t id;
	int rc;

	if (open_saves(&st, 1, e) != 0)
		return -1;
	if (h->id == 0) {
		/* A game's first save: a number of its own, held at once so
		 * that no other session takes it while this one plays on. */
		if ((id = next_id(&st, e)) == 0 || hold(&st, h, id, e) != 0) {
			storage_close(&st);
			return -1;
		}
	}
	names_of(h->id, name, sizeof name, NULL, 0);
	rc = persist_int_store(&st, name, write_save, &a, e);
	storage_close(&st);
	return rc;
}

/* The game saves_take takes: id, or the newest that no session has
 * open; 0 when there is none. */
static uint32_t
choose(const struct save_list *l, uint32_t id)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		if (id != 0 ? l->v[i].id == id : !l->v[i].open)
			return l->v[i].id;
	return 0;
}

int
saves_take(struct save_hold *h, uint32_t id, struct savegame *sg,
    struct game *g, uint64_t now, const struct mg_progress *prog, mg_err *e)
{
	struct save_list l = { NULL, 0 };
	struct storage st;
	char name[64];
	mg_err warn, why;
	uint32_t want;
	bool all_held;
	int rc;

	memset(sg, 0, sizeof *sg);
	rc = open_saves(&st, 0, e);
	if (rc != 0)
		return rc;
	if (list_locked(&st, &l, &warn, e) != 0) {
		storage_close(&st);
		return -1;
	}
	want = id;
	id = choose(&l, id);
	/* The newest free one asked for, and every one held: said so (not
	 * "none"), as hold() says it of one game asked for by its ID. */
	all_held = want == 0 && id == 0 && l.n > 0;
	saves_list_free(&l);
	if (all_held) {
		storage_close(&st);
		return err_set_code(e, MG_ELOCKED, "%s",
		    _("every saved game is open in another mazegame"));
	}
	if (id == 0 || hold(&st, h, id, e) != 0) {
		storage_close(&st);
		return id == 0 ? 1 : -1;
	}
	names_of(id, name, sizeof name, NULL, 0);
	rc = persist_int_read_parsed(&st, name, SAVEGAME_FILE_MAX,
	    savegame_parse_any, sg, &why, e);
	if (rc == 2)
		rc = persist_int_set_aside(&st, name, why.msg, e);
	/* The game is held: nobody else takes it while its maze is rebuilt
	 * without the lock (a large one takes long). */
	storage_unlock(&st);
	if (rc == 0) {
		sg->progress = prog;
		if (savegame_resume(sg, g, now, &why) == 0) {
			storage_close(&st);
			return 0;
		}
		savegame_free(sg);
		if (why.code == MG_EOTHER && storage_lock(&st, e) == 0)
			persist_int_set_aside_from(&st, name, name, false,
			    why.msg, e);
		else
			*e = why;   /* cut short (a signal): it stays */
		rc = -1;
	}
	saves_release(h);
	storage_close(&st);
	return rc;
}

/* Removes game id's save and mark (the lock held). */
static int
remove_locked(struct storage *st, uint32_t id, mg_err *e)
{
	char name[64], open[64];

	names_of(id, name, sizeof name, open, sizeof open);
	if (storage_remove(st, name, e) != 0)
		return -1;
	(void)storage_remove(st, open, NULL);
	return 0;
}

int
saves_drop(struct save_hold *h, mg_err *e)
{
	struct storage st;
	int rc;

	if (h->id == 0) {
		saves_release(h);
		return 0;
	}
	rc = storage_open(&st, 0, e);
	if (rc == 0 && (rc = storage_lock(&st, e)) == 0)
		rc = remove_locked(&st, h->id, e);
	if (rc != 1)
		storage_close(&st);
	saves_release(h);
	return rc < 0 ? -1 : 0;
}

int
saves_remove(uint32_t id, mg_err *e)
{
	struct save_hold h;
	struct storage st;
	char name[64];
	struct stat sb;
	int rc;

	saves_hold_init(&h);
	rc = open_saves(&st, 0, e);
	if (rc != 0)
		return rc;
	names_of(id, name, sizeof name, NULL, 0);
	if (fstatat(st.dirfd, name, &sb, AT_SYMLINK_NOFOLLOW) != 0)
		rc = 1;
	else if ((rc = hold(&st, &h, id, e)) == 0)
		rc = remove_locked(&st, id, e);
	saves_release(&h);
	storage_close(&st);
	return rc;
}
