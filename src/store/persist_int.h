/* persist_int.h - what the files of persist (persist.c,
 * persist_marathon.c, persist_history.c) do alike.  Not for use outside
 * store/. */
#ifndef MAZEGAME_PERSIST_INT_H
#define MAZEGAME_PERSIST_INT_H

#include <stdbool.h>
#include <stdio.h>

#include "base/err.h"
#include "store/storage.h"

/* PERSIST_PARSER(fmt) defines fmt_parse_any(): fmt_parse() with its
 * result as a void *, the shape the readers below call a parser in.
 * PERSIST_WRITER(fmt) likewise defines fmt_write_any() for
 * fmt_write().  PERSIST_FILE(fmt, type, name, max) defines both and
 * fmt_file, the struct persist_file of file name (at most max bytes)
 * read into a type in format fmt. */
#define PERSIST_PARSER(fmt)						\
	static int							\
	fmt##_parse_any(const char *data, size_t len, void *out, mg_err *e) \
	{								\
		return fmt##_parse(data, len, out, e);			\
	}
#define PERSIST_WRITER(fmt)						\
	static int							\
	fmt##_write_any(FILE *f, const void *in, mg_err *e)		\
	{								\
		return fmt##_write(f, in, e);				\
	}
#define PERSIST_FILE(fmt, type, name, max)				\
	PERSIST_FILE_AS(fmt, type, name, max, false)
/* PERSIST_FILE of a table all players of an account may share. */
#define PERSIST_TABLE(fmt, type, name, max)				\
	PERSIST_FILE_AS(fmt, type, name, max, true)
#define PERSIST_FILE_AS(fmt, type, name, max, table)			\
	PERSIST_PARSER(fmt)						\
	PERSIST_WRITER(fmt)						\
	static const struct persist_file fmt##_file = {			\
		name, max, sizeof(type), fmt##_parse_any, fmt##_write_any, \
		table,							\
	};

/* A file that persist reads whole, adds to under the lock and writes
 * whole again (the scores, the best marathons, the history). */
struct persist_file {
	const char *name;	/* in the data directory */
	size_t max;		/* its size at most, in bytes */
	size_t size;		/* the size of what it is read into */
	int (*parse)(const char *, size_t, void *, mg_err *);
	int (*write)(FILE *, const void *, mg_err *);
	bool table;		/* kept with the shared tables (storage_open_in) */
};

/* Formats with write_fn into memory and stores it as name, atomically
 * (the caller holds the lock).  Returns 0 or -1 with a message. */
int persist_int_store(struct storage *st, const char *name,
    int (*write_fn)(FILE *, const void *, mg_err *), const void *arg,
    mg_err *e);

/* Renames file from, which stands for name, aside: damaged, or (not
 * damaged) a saved game that could not be resumed; always returns -1
 * with code MG_EDAMAGED and the whole story in e. */
int persist_int_set_aside_from(struct storage *st, const char *from,
    const char *name, bool damaged, const char *why, mg_err *e);

/* Sets damaged file name aside (the lock held); always returns -1 with
 * code MG_EDAMAGED and a message saying where it is kept and why. */
int persist_int_set_aside(struct storage *st, const char *name,
    const char *why, mg_err *e);

/* Reads file name (at most max bytes) and parses it into out: returns
 * 0, 1 when there is none, -1 with *e when it cannot be read (it stays
 * as it is), or 2 with *why saying how it is damaged. */
int persist_int_read_parsed(struct storage *st, const char *name,
    size_t max, int (*parse)(const char *, size_t, void *, mg_err *),
    void *out, mg_err *why, mg_err *e);

/* Reads file name (at most max bytes) into out with parse, which
 * leaves out empty when it fails.  Returns 0 (out empty when there is
 * no file) or -1.  A damaged file is, with the lock held (locked), set
 * aside with a warning as the result; without it, only reported
 * (MG_EDAMAGED). */
int persist_int_read_file(struct storage *st, bool locked, const char *name,
    size_t max, int (*parse)(const char *, size_t, void *, mg_err *),
    void *out, mg_err *e);

/* Empties out (f->size bytes), opens the data directory and reads file
 * f into out as persist_int_read_file does without the lock; a damaged
 * file is read again under the lock, which sets it aside, when aside
 * is set. */
int persist_int_read_aside(const struct persist_file *f, void *out,
    bool aside, mg_err *e);

/* Adds to file f under the lock: reads it into out (f->size bytes,
 * emptied first; empty where there is no file, or a damaged one, which
 * is set aside), then lets add(out, arg, e) change it, which returns
 * the place of what it added (out is stored again), -2 when it added
 * nothing (the file stays as it is), or -1 with *e.  The place, or -1,
 * goes to *at unless at is NULL.  Returns 0; or -1 with *e: an error
 * (a file that cannot be read is never written over), or, the change
 * made, the warning that a damaged file was set aside. */
int persist_int_update(const struct persist_file *f, void *out,
    int (*add)(void *, const void *, mg_err *), const void *arg, int *at,
    mg_err *e);

#endif
