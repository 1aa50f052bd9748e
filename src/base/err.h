/* err.h - error reports that library code hands back to its caller.
 *
 * Library functions never print or exit.  On failure they fill an
 * mg_err with a one-line message and return a failure value; main (or
 * the front end) decides what to do with it.
 */
#ifndef MAZEGAME_ERR_H
#define MAZEGAME_ERR_H

#include <stdbool.h>
#include <stddef.h>

/* The exit statuses main hands back (the manual's EXIT STATUS). */
enum mg_exit {
	MG_EXIT_OK = 0,
	MG_EXIT_FAIL = 1,        /* a failure, or a game that was lost */
	MG_EXIT_USAGE = 2,       /* bad options, or no usable terminal */
	MG_EXIT_SIGNAL = 128,    /* + N: ended by signal N */
	MG_EXIT_HANGUP = 129,    /* the terminal went away */
};

/* What kind of failure an mg_err reports, for callers that act on it. */
enum mg_err_code {
	MG_EOTHER = 0,       /* anything not listed below */
	MG_ECANCELLED,       /* a progress hook asked to stop */
	MG_EINTR,            /* a caught signal interrupted a wait or a read */
	MG_ELOCKED,          /* another process holds the data directory's lock */
	MG_EACCES,           /* no permission (EACCES, EPERM, read-only file system) */
	MG_EUNSAFE,          /* the data directory or its lock is not safely ours */
	MG_EDAMAGED,         /* a damaged data file (set aside unless only read) */
	MG_ENOENT            /* no such file */
};

/* A one-line, human-readable description of what went wrong, and its
 * kind. */
typedef struct mg_err {
	char msg[256];
	int code;            /* an enum mg_err_code */
} mg_err;

/* Formats a message into e (when e is not NULL) with code code (an
 * enum mg_err_code); always returns -1 so callers can write
 * "return err_set_code(e, ...);". */
int err_set_code(mg_err *e, int code, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

/* As err_set_code, with code MG_EOTHER: the usual failure. */
#define err_set(e, ...) err_set_code((e), MG_EOTHER, __VA_ARGS__)

/* As err_set, for a failed system call: "<what>: <strerror(err)>", with
 * code MG_EACCES for a permission problem (EACCES, EPERM, EROFS) and
 * MG_EINTR for a signal, so that no caller takes them for a damaged
 * file. */
int err_sys(mg_err *e, int err, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

/* Records an allocation failure in e; returns -1. */
int err_nomem(mg_err *e);

/* Records in e that the work was cancelled (message "cancelled", code
 * MG_ECANCELLED); returns -1. */
int err_cancelled(mg_err *e);

/* Returns whether e (not NULL) reports a cancel rather than a failure. */
bool err_is_cancelled(const mg_err *e);

/* Allocates n objects of size sz, not cleared, refusing products that
 * overflow size_t.  Returns NULL (and fills e) on failure.  The caller
 * owns the block and frees it with free(). */
void *mg_malloc(size_t n, size_t sz, mg_err *e);

/* Allocates n objects of size sz, zeroed, refusing products that
 * overflow size_t.  Returns NULL (and fills e) on failure.  The caller
 * owns the block and frees it with free(). */
void *mg_calloc(size_t n, size_t sz, mg_err *e);

/* Resizes p to n objects of size sz with an overflow check.  Returns
 * NULL (leaving p untouched and filling e) on failure. */
void *mg_reallocarray(void *p, size_t n, size_t sz, mg_err *e);

/* Makes room for one more object of size sz in the array that pv
 * points at (the address of the caller's pointer), of *cap objects,
 * n of them in use: when it is full, doubles it (to first when it is
 * empty) and updates *pv and *cap.  Returns 0, or -1 (the array
 * untouched, e filled) when out of memory.  The caller owns *pv. */
int mg_grow(void *pv, size_t *cap, size_t n, size_t sz, size_t first,
    mg_err *e);

/* Appends the object of size sz at item to the array as mg_grow()
 * grows it, *n of them in use, and counts it in *n.  Returns 0, or -1
 * (the array untouched, e filled) when out of memory. */
int mg_push(void *pv, size_t *cap, size_t *n, size_t sz, size_t first,
    const void *item, mg_err *e);

#endif
