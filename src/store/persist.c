/* persist.c - scores and saved game on disk, locked and atomic. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/i18n.h"
#include "store/persist.h"
#include "store/persist_int.h"
#include "store/storage.h"

PERSIST_FILE(scores, struct score_list, SCORES_FILE, SCORES_FILE_MAX)
PERSIST_PARSER(savegame)

/* Reads the score table without the lock (files are replaced by
 * rename(), so an unlocked read sees a whole old or new file and never
 * waits for a player who holds the lock).  With aside, a damaged table
 * is read again under the lock, which sets it aside. */
static int
read_table(struct score_list *l, bool aside, mg_err *e)
{
	return persist_int_read_aside(&scores_file, l, aside, e);
}

int
persist_read_scores(struct score_list *l, mg_err *e)
{
	return read_table(l, false, e);
}

int
persist_read_scores_aside(struct score_list *l, mg_err *e)
{
	return read_table(l, true, e);
}

/* scores_add() in persist_int_update()'s shape: the place of s in l,
 * -2 when it did not make its table, or -1. */
static int
add_score(void *l, const void *s, mg_err *e)
{
	return scores_add(l, s, e);
}

int
persist_add_score(const struct score *s, struct score_list *l, int *index,
    mg_err *e)
{
	return persist_int_update(&scores_file, l, add_score, s, index, e);
}

/* The arguments of savegame_write() for persist_int_store(). */
struct save_args {
	const struct game *g;
	const char *diff;
	uint64_t now;
	const struct marathon *mr;
};

/* savegame_write() through persist_int_store()'s signature. */
static int
write_save(FILE *f, const void *arg, mg_err *e)
{
	const struct save_args *a = arg;

	return savegame_write(f, a->g, a->diff, a->mr, a->now, e);
}

int
persist_save_game(const struct game *g, const char *diff, uint64_t now,
    mg_err *e)
{
	return persist_save_marathon_game(g, diff, NULL, now, e);
}

int
persist_save_marathon_game(const struct game *g, const char *diff,
    const struct marathon *mr, uint64_t now, mg_err *e)
{
	struct storage st;
	struct save_args a = { g, diff, now, mr };
	int rc;

	if (storage_open(&st, 1, e) != 0)
		return -1;
	rc = storage_lock(&st, e);
	if (rc == 0)
		rc = persist_int_store(&st, SAVEGAME_FILE, write_save, &a, e);
	storage_close(&st);
	return rc;
}

/* Reads and parses the saved game with the lock held; a damaged file
 * is set aside, one that cannot be read is left alone. */
static int
read_game_locked(struct storage *st, struct savegame *sg, mg_err *e)
{
	mg_err why;
	int rc = persist_int_read_parsed(st, SAVEGAME_FILE, SAVEGAME_FILE_MAX,
	    savegame_parse_any, sg, &why, e);

	if (rc != 2)
		return rc;
	return persist_int_set_aside(st, SAVEGAME_FILE, why.msg, e);
}

/* Opens the data directory into st, takes the lock and reads the saved
 * game into sg.  Returns 0 with st open and locked, or what the first
 * step that failed returned (1: no directory or no saved game), with
 * st closed. */
static int
open_game_locked(struct storage *st, struct savegame *sg, mg_err *e)
{
	int rc;

	memset(sg, 0, sizeof *sg);
	rc = storage_open(st, 0, e);
	if (rc != 0)
		return rc;
	rc = storage_lock(st, e);
	if (rc == 0)
		rc = read_game_locked(st, sg, e);
	if (rc != 0)
		storage_close(st);
	return rc;
}

int
persist_load_game(struct savegame *sg, mg_err *e)
{
	struct storage st;
	int rc = open_game_locked(&st, sg, e);

	if (rc == 0)
		storage_close(&st);
	return rc;
}

int
persist_take_game(struct savegame *sg, struct game *g, uint64_t now,
    const struct mg_progress *prog, mg_err *e)
{
	struct storage st;
	char taken[64];
	mg_err why;
	int rc;

	snprintf(taken, sizeof taken, ".%s.taken-%ld", SAVEGAME_FILE,
	    (long)getpid());
	/* Under the lock the file moves to a name of this process's own:
	 * no other process can take it too, and nobody waits for the lock
	 * while the maze is rebuilt (a large one takes long). */
	rc = open_game_locked(&st, sg, e);
	if (rc != 0)
		return rc;
	if (storage_rename(&st, SAVEGAME_FILE, taken, 1, e) != 0) {
		savegame_free(sg);
		storage_close(&st);
		return -1;
	}
	storage_unlock(&st);
	sg->progress = prog;
	if (savegame_resume(sg, g, now, &why) == 0) {
		storage_remove(&st, taken, NULL);
		storage_close(&st);
		return 0;
	}
	savegame_free(sg);
	/* Renames need no lock to be safe; it only keeps two processes
	 * from choosing the same .corrupt name in the same second. */
	(void)storage_lock(&st, NULL);
	if (why.code == MG_EOTHER) {
		persist_int_set_aside_from(&st, taken, SAVEGAME_FILE, false,
		    why.msg, e);
	} else {
		/* Cut short (a signal): put it back, unless a newer saved
		 * game has appeared since. */
		*e = why;
		storage_rename(&st, taken, SAVEGAME_FILE, 0, NULL);
	}
	storage_close(&st);
	return -1;
}

int
persist_keep_older_game(char *buf, size_t size, mg_err *e)
{
	struct storage st;
	struct stat sb;
	int rc = storage_open(&st, 0, e);

	if (rc != 0)
		return rc;
	rc = storage_lock(&st, e);
	if (rc == 0 && fstatat(st.dirfd, SAVEGAME_FILE, &sb, AT_SYMLINK_NOFOLLOW) != 0)
		rc = 1;
	else if (rc == 0)
		rc = storage_keep_aside(&st, SAVEGAME_FILE, SAVEGAME_FILE, "older",
		    buf, size, e);
	/* A few copies, not one a closed terminal: the oldest go. */
	if (rc == 0)
		(void)storage_prune_kept(&st, SAVEGAME_FILE, "older",
		    PERSIST_OLDER_KEPT, NULL);
	storage_close(&st);
	return rc;
}

int
persist_clear_game(mg_err *e)
{
	struct storage st;
	int rc = storage_open(&st, 0, e);

	if (rc != 0)
		return rc == 1 ? 0 : -1;
	rc = storage_lock(&st, e);
	if (rc == 0)
		rc = storage_remove(&st, SAVEGAME_FILE, e);
	storage_close(&st);
	return rc;
}
