/* persist_marathon.c - the best marathons on disk, locked and atomic,
 * a damaged file set aside as the scores are. */
#include "config.h"

#include <string.h>

#include "base/i18n.h"
#include "store/persist.h"
#include "store/persist_int.h"

/* marathons_parse() in read_parsed()'s shape. */
static int
parse(const char *data, size_t len, void *out, mg_err *e)
{
	return marathons_parse(data, len, out, e);
}

/* marathons_write() in store()'s shape. */
static int
write_list(FILE *f, const void *l, mg_err *e)
{
	return marathons_write(f, l, e);
}

int
persist_read_marathons_aside(struct marathon_list *l, mg_err *e)
{
	memset(l, 0, sizeof *l);
	return persist_int_read_aside(MARATHONS_FILE, MARATHONS_FILE_MAX, parse,
	    l, true, e);
}

int
persist_add_marathon(const struct marathon_entry *m, struct marathon_list *l,
    int *index, mg_err *e)
{
	struct storage st;
	mg_err warn;
	bool warned = false;
	int rc = 0;

	memset(l, 0, sizeof *l);
	*index = -1;
	if (storage_open(&st, 1, e) != 0 || storage_lock(&st, e) != 0) {
		storage_close(&st);
		return -1;
	}
	if (persist_int_read_file(&st, true, MARATHONS_FILE,
	    MARATHONS_FILE_MAX, parse, l, &warn) != 0) {
		if (warn.code != MG_EDAMAGED) {   /* never write over it */
			storage_close(&st);
			*e = warn;
			return -1;
		}
		warned = true;
	}
	*index = marathons_add(l, m);
	if (*index >= 0)
		rc = persist_int_store(&st, MARATHONS_FILE, write_list, l, e);
	storage_close(&st);
	if (rc == 0 && warned) {
		*e = warn;
		return -1;
	}
	return rc;
}
