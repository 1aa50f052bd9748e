/* persist.c - the scores on disk, locked and atomic (the saved games:
 * saves.c). */
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

PERSIST_TABLE(scores, struct score_list, SCORES_FILE, SCORES_FILE_MAX)

/* The score table is read without the lock: files are replaced by
 * rename(), so an unlocked read sees a whole old or new file and never
 * waits for a player who holds the lock. */
int
persist_read_scores(struct score_list *l, mg_err *e)
{
	return persist_int_read_aside(&scores_file, l, false, e);
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
