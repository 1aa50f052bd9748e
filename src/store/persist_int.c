/* persist_int.c - what every file of persist does alike: store a
 * formatted file atomically, read and parse one, set a damaged one
 * aside. */
#include "config.h"

#include <stdlib.h>

#include "store/persist_int.h"

int
persist_int_store(struct storage *st, const char *name,
    int (*write_fn)(FILE *, const void *, mg_err *), const void *arg,
    mg_err *e)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	int rc;

	if (f == NULL)
		return err_nomem(e);
	rc = write_fn(f, arg, e);
	if (fclose(f) != 0 && rc == 0)
		rc = err_nomem(e);
	if (rc == 0)
		rc = storage_write(st, name, buf, len, e);
	free(buf);
	return rc;
}

int
persist_int_set_aside_from(struct storage *st, const char *from,
    const char *name, const char *state, const char *why, mg_err *e)
{
	char aside[256];
	mg_err sub;

	if (storage_set_aside_from(st, from, name, aside, sizeof aside, &sub) != 0)
		return err_set_code(e, MG_EDAMAGED, "%s/%s %s (%s) and %s",
		    st->path, name, state, why, sub.msg);
	return err_set_code(e, MG_EDAMAGED, "%s/%s %s (%s); it is kept as %s",
	    st->path, name, state, why, aside);
}

int
persist_int_set_aside(struct storage *st, const char *name, const char *why,
    mg_err *e)
{
	return persist_int_set_aside_from(st, name, name, "was damaged", why, e);
}

int
persist_int_read_parsed(struct storage *st, const char *name, size_t max,
    int (*parse)(const char *, size_t, void *, mg_err *), void *out,
    mg_err *why, mg_err *e)
{
	char *data;
	size_t len;
	int rc;

	rc = storage_read(st, name, max, &data, &len, why);
	if (rc == 1)
		return 1;
	if (rc < 0 && why->code != MG_EDAMAGED) {
		*e = *why;
		return -1;
	}
	if (rc == 0) {
		rc = parse(data, len, out, why);
		free(data);
		if (rc == 0)
			return 0;
	}
	return 2;
}
