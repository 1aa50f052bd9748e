/* persist_int.c - what every file of persist does alike: store a
 * formatted file atomically, read and parse one, set a damaged one
 * aside. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
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
    const char *name, bool damaged, const char *why, mg_err *e)
{
	char aside[256];
	mg_err sub;

	if (storage_set_aside_from(st, from, name, aside, sizeof aside, &sub) != 0)
		return err_set_code(e, MG_EDAMAGED, damaged
		    /* TRANSLATORS: %1$s/%2$s a file, %3$s its fault, %4$s why it stays. */
		    ? _("%1$s/%2$s was damaged (%3$s) and %4$s")
		    /* TRANSLATORS: %1$s/%2$s the saved game, %3$s why, %4$s why it stays. */
		    : _("%1$s/%2$s could not be resumed (%3$s) and %4$s"), st->path, name, why, sub.msg);
	return err_set_code(e, MG_EDAMAGED, damaged
	    /* TRANSLATORS: %1$s/%2$s a file, %3$s its fault, %4$s its new name. */
	    ? _("%1$s/%2$s was damaged (%3$s); it is kept as %4$s")
	    /* TRANSLATORS: %1$s/%2$s the saved game, %3$s why, %4$s its new name. */
	    : _("%1$s/%2$s could not be resumed (%3$s); it is kept as %4$s"), st->path, name, why, aside);
}

int
persist_int_set_aside(struct storage *st, const char *name, const char *why,
    mg_err *e)
{
	return persist_int_set_aside_from(st, name, name, true, why, e);
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

int
persist_int_read_file(struct storage *st, bool locked, const char *name,
    size_t max, int (*parse)(const char *, size_t, void *, mg_err *),
    void *out, mg_err *e)
{
	mg_err why;
	int rc = persist_int_read_parsed(st, name, max, parse, out, &why, e);

	if (rc != 2)
		return rc == 1 ? 0 : rc;
	if (!locked)
		return err_set_code(e, MG_EDAMAGED, _("%s/%s is damaged (%s)"),
		    st->path, name, why.msg);
	return persist_int_set_aside(st, name, why.msg, e);
}

int
persist_int_read_aside(const struct persist_file *f, void *out, bool aside,
    mg_err *e)
{
	struct storage st;
	int rc;

	memset(out, 0, f->size);
	rc = storage_open_in(&st, f->table, 0, e);
	if (rc != 0)
		return rc == 1 ? 0 : -1;
	rc = persist_int_read_file(&st, false, f->name, f->max, f->parse, out, e);
	if (aside && rc != 0 && e->code == MG_EDAMAGED
	    && storage_lock(&st, e) == 0)
		rc = persist_int_read_file(&st, true, f->name, f->max, f->parse,
		    out, e);
	storage_close(&st);
	return rc;
}

int
persist_int_update(const struct persist_file *f, void *out,
    int (*add)(void *, const void *, mg_err *), const void *arg, int *at,
    mg_err *e)
{
	struct storage st;
	mg_err warn;
	bool warned = false;
	int rc, place;

	memset(out, 0, f->size);
	if (at != NULL)
		*at = -1;
	if (storage_open_in(&st, f->table, 1, e) != 0 || storage_lock(&st, e) != 0) {
		storage_close(&st);
		return -1;
	}
	if (persist_int_read_file(&st, true, f->name, f->max, f->parse, out,
	    &warn) != 0) {
		if (warn.code != MG_EDAMAGED) {   /* never write over it */
			storage_close(&st);
			*e = warn;
			return -1;
		}
		warned = true;   /* set aside: start anew, then say so */
	}
	place = add(out, arg, e);
	rc = place == -1 ? -1 : 0;
	if (place >= 0) {
		if (at != NULL)
			*at = place;
		rc = persist_int_store(&st, f->name, f->write, out, e);
	}
	storage_close(&st);
	if (rc == 0 && warned) {
		*e = warn;
		return -1;
	}
	return rc;
}
