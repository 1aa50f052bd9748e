/* persist_marathon.c - the best marathons on disk, locked and atomic,
 * a damaged file set aside as the scores are. */
#include "config.h"

#include "base/i18n.h"
#include "store/persist.h"
#include "store/persist_int.h"

PERSIST_TABLE(marathons, struct marathon_list, MARATHONS_FILE,
    MARATHONS_FILE_MAX)

int
persist_read_marathons(struct marathon_list *l, mg_err *e)
{
	return persist_int_read_aside(&marathons_file, l, false, e);
}

/* Adds marathon m to list l, for persist_int_update(): stored only
 * when it is kept. */
static int
add_marathon(void *l, const void *m, mg_err *e)
{
	int at = marathons_add(l, m);

	(void)e;
	return at >= 0 ? at : -2;
}

int
persist_add_marathon(const struct marathon_entry *m, struct marathon_list *l,
    int *index, mg_err *e)
{
	return persist_int_update(&marathons_file, l, add_marathon, m, index,
	    e);
}
