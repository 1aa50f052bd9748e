/* run_line.c - the strict lines of a run file. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "store/run_line.h"

void
run_line_start(struct run_lines *l, const char *data, size_t len)
{
	l->p = data;
	l->end = data + len;
	l->line = 0;
	l->buf[0] = '\0';
}

int
run_line_error(unsigned line, mg_err *e, const char *fmt, ...)
{
	char msg[sizeof e->msg];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return err_set(e, _("line %u: %s"), line, msg);
}

int
run_line_next(struct run_lines *l, mg_err *e)
{
	size_t avail, len, i;
	const char *nl;

	if (l->p >= l->end)
		return 0;
	l->line++;
	avail = (size_t)(l->end - l->p);
	nl = memchr(l->p, '\n', avail < RUN_LINE_MAX ? avail : RUN_LINE_MAX);
	if (nl == NULL && avail >= RUN_LINE_MAX)
		return run_line_error(l->line, e, _("line too long (at most %d bytes)"),
		    RUN_LINE_MAX - 1);
	/* Without a newline this is the last line, taken if it is whole. */
	len = nl != NULL ? (size_t)(nl - l->p) : avail;
	memcpy(l->buf, l->p, len);
	l->buf[len] = '\0';
	l->p = nl != NULL ? nl + 1 : l->end;
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)l->buf[i];

		if (c == '\r')
			return run_line_error(l->line, e,
			    _("carriage return (lines end in \\n alone)"));
		if (c < 0x20 || c == 0x7f)
			return run_line_error(l->line, e,
			    _("control byte 0x%02x in column %zu"), c, i + 1);
	}
	return 1;
}

int
run_line_number(const char *s, uint64_t max, uint64_t *out)
{
	uint64_t v = 0;

	if (*s == '\0' || (s[0] == '0' && s[1] != '\0'))
		return -1;
	for (; *s != '\0'; s++) {
		if (*s < '0' || *s > '9')
			return -1;
		if ((uint64_t)(*s - '0') > max
		    || v > (max - (uint64_t)(*s - '0')) / 10)
			return -1;
		v = v * 10 + (uint64_t)(*s - '0');
	}
	*out = v;
	return 0;
}
