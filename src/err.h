/* err.h - error reports that library code hands back to its caller.
 *
 * Library functions never print or exit.  On failure they fill an
 * mg_err with a one-line message and return a failure value; main (or
 * the front end) decides what to do with it.
 */
#ifndef MAZEGAME_ERR_H
#define MAZEGAME_ERR_H

#include <stddef.h>

/* A one-line, human-readable description of what went wrong, and a
 * code for callers that act on the kind of failure (MG_EOTHER when
 * only the message matters). */
typedef struct mg_err {
	char msg[256];
	int code;
} mg_err;

#define MG_EOTHER   0    /* anything else: show the message */
#define MG_EINTR    20   /* a signal interrupted a wait or a read */
#define MG_ELOCKED  21   /* another process holds the data directory's lock */
#define MG_EACCES   22   /* no permission (EACCES, EPERM, read-only file system) */
#define MG_EUNSAFE  23   /* the data directory or a file in it is not safely ours */
#define MG_EDAMAGED 24   /* a damaged data file; it has been set aside */

/* Formats a message into e (when e is not NULL) with code MG_EOTHER;
 * always returns -1 so callers can write "return err_set(e, ...);". */
int err_set(mg_err *e, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

/* As err_set, with the given code. */
int err_set_code(mg_err *e, int code, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

/* Records an allocation failure in e; returns -1. */
int err_nomem(mg_err *e);

/* Allocates n objects of size sz, zeroed, refusing products that
 * overflow size_t.  Returns NULL (and fills e) on failure.  The caller
 * owns the block and frees it with free(). */
void *mg_calloc(size_t n, size_t sz, mg_err *e);

/* Resizes p to n objects of size sz with an overflow check.  Returns
 * NULL (leaving p untouched and filling e) on failure. */
void *mg_reallocarray(void *p, size_t n, size_t sz, mg_err *e);

#endif
