/* err.c - error messages and checked allocation for library code. */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/err.h"

/* Fills e (when not NULL) with code and the formatted message. */
static int
set(mg_err *e, int code, const char *fmt, va_list ap)
{
	if (e == NULL)
		return -1;
	vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	e->code = code;
	return -1;
}

int
err_set_code(mg_err *e, int code, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	set(e, code, fmt, ap);
	va_end(ap);
	return -1;
}

int
err_nomem(mg_err *e)
{
	return err_set(e, _("out of memory"));
}

int
err_cancelled(mg_err *e)
{
	err_set(e, _("cancelled"));
	if (e != NULL)
		e->code = MG_ECANCELLED;
	return -1;
}

bool
err_is_cancelled(const mg_err *e)
{
	return e->code == MG_ECANCELLED;
}

void *
mg_malloc(size_t n, size_t sz, mg_err *e)
{
	/* realloc(NULL, size) is malloc(size), with the same checks. */
	return mg_reallocarray(NULL, n, sz, e);
}

void *
mg_calloc(size_t n, size_t sz, mg_err *e)
{
	void *p;

	if (sz != 0 && n > SIZE_MAX / sz) {
		err_nomem(e);
		return NULL;
	}
	p = calloc(n == 0 ? 1 : n, sz == 0 ? 1 : sz);
	if (p == NULL)
		err_nomem(e);
	return p;
}

void *
mg_reallocarray(void *p, size_t n, size_t sz, mg_err *e)
{
	void *q;

	if (sz != 0 && n > SIZE_MAX / sz) {
		err_nomem(e);
		return NULL;
	}
	q = realloc(p, n * sz == 0 ? 1 : n * sz);
	if (q == NULL)
		err_nomem(e);
	return q;
}

int
err_sys(mg_err *e, int err, const char *fmt, ...)
{
	char what[sizeof e->msg];
	va_list ap;
	int code = MG_EOTHER;

	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	if (err == EACCES || err == EPERM || err == EROFS)
		code = MG_EACCES;
	else if (err == EINTR)
		code = MG_EINTR;
	return err_set_code(e, code, _("%s: %s"), what, strerror(err));
}

int
mg_grow(void *pv, size_t *cap, size_t n, size_t sz, size_t first, mg_err *e)
{
	size_t ncap;
	void *p, *q;

	if (n < *cap)
		return 0;
	ncap = *cap != 0 ? *cap * 2 : first;
	if (ncap <= *cap)
		return err_nomem(e);
	/* Copied, not cast: *pv is a pointer of the caller's type. */
	memcpy(&p, pv, sizeof p);
	q = mg_reallocarray(p, ncap, sz, e);
	if (q == NULL)
		return -1;
	memcpy(pv, &q, sizeof q);
	*cap = ncap;
	return 0;
}

int
mg_push(void *pv, size_t *cap, size_t *n, size_t sz, size_t first,
    const void *item, mg_err *e)
{
	unsigned char *p;

	if (mg_grow(pv, cap, *n, sz, first, e) != 0)
		return -1;
	memcpy(&p, pv, sizeof p);
	memcpy(p + *n * sz, item, sz);
	(*n)++;
	return 0;
}
