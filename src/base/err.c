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

/* How many bytes of UTF-8 the sequence at s (of at most n bytes) is,
 * when it is a well-formed character that is not a control (C1: U+0080
 * to U+009F); else 0. */
static size_t
utf8_char(const unsigned char *s, size_t n)
{
	size_t len, i;

	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4;
	else
		return 0;
	if (len > n)
		return 0;
	for (i = 1; i < len; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	if (s[0] == 0xc2 && s[1] < 0xa0)
		return 0;   /* C1 */
	return len;
}

/* Rewrites msg (size bytes) with every control character, and every
 * byte that is no part of a UTF-8 character, written out as \xHH: a
 * message repeats what a user typed or a file held, and ESC ] 0 ; in a
 * room's name would otherwise retitle the window it is shown in. */
static void
escape_controls(char *msg, size_t size)
{
	char out[sizeof ((mg_err *)0)->msg];
	const unsigned char *s = (const unsigned char *)msg;
	size_t n = strlen(msg), i = 0, o = 0, len;

	if (size > sizeof out)
		size = sizeof out;
	while (i < n && o + 1 < size) {
		if (s[i] >= 0x20 && s[i] < 0x7f) {
			out[o++] = (char)s[i++];
		} else if (s[i] >= 0x80 && (len = utf8_char(s + i, n - i)) > 0) {
			if (o + len >= size)
				break;
			memcpy(out + o, s + i, len);
			o += len;
			i += len;
		} else {
			if (o + 4 >= size)
				break;
			snprintf(out + o, size - o, "\\x%02x", s[i++]);
			o += 4;
		}
	}
	out[o] = '\0';
	memcpy(msg, out, o + 1);
}

/* Fills e (when not NULL) with code and the formatted message, its
 * control characters written out. */
static int
set(mg_err *e, int code, const char *fmt, va_list ap)
{
	if (e == NULL)
		return -1;
	vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	escape_controls(e->msg, sizeof e->msg);
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
