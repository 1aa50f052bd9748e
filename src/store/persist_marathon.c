/* persist_marathon.c - the best marathons on disk, locked and atomic,
 * a damaged file set aside as the scores are. */
#include "base/i18n.h"
#include "config.h"

#include <string.h>

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

/* Reads the list; a damaged file is set aside when locked, else only
 * reported.  Returns 0 (l empty when there is none) or -1. */
static int
read_list(struct storage *st, bool locked, struct marathon_list *l, mg_err *e)
{
	mg_err why;
	int rc;

	memset(l, 0, sizeof *l);
	rc = persist_int_read_parsed(st, MARATHONS_FILE, MARATHONS_FILE_MAX,
	    parse, l, &why, e);
	if (rc != 2)
		return rc == 1 ? 0 : rc;
	memset(l, 0, sizeof *l);
	if (!locked)
		return err_set_code(e, MG_EDAMAGED, _("%s/%s is damaged (%s)"),
		    st->path, MARATHONS_FILE, why.msg);
	return persist_int_set_aside(st, MARATHONS_FILE, why.msg, e);
}

int
persist_read_marathons_aside(struct marathon_list *l, mg_err *e)
{
	struct storage st;
	int rc;

	memset(l, 0, sizeof *l);
	rc = storage_open(&st, 0, e);
	if (rc != 0)
		return rc == 1 ? 0 : -1;
	rc = read_list(&st, false, l, e);
	if (rc != 0 && e->code == MG_EDAMAGED && storage_lock(&st, e) == 0)
		rc = read_list(&st, true, l, e);
	storage_close(&st);
	return rc;
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
	if (read_list(&st, true, l, &warn) != 0) {
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
