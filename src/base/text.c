/* text.c - strict numbers and line records. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/text.h"

int
text_number(const char *what, const char *text, uint64_t min, uint64_t max,
    uint64_t *out, mg_err *e)
{
	const char *p;
	uint64_t v = 0;

	if (*text == '\0')
		return err_set(e, _("%s: a number is needed"), what);
	for (p = text; *p != '\0'; p++) {
		if (*p < '0' || *p > '9')
			return err_set(e, _("%s: '%s' is not a number"), what, text);
		if (v > (UINT64_MAX - (uint64_t)(*p - '0')) / 10)
			return err_set(e, _("%s: %s is too large (at most %llu)"), what,
			    text, (unsigned long long)max);
		v = v * 10 + (uint64_t)(*p - '0');
	}
	if (v < min || v > max)
		return err_set(e, _("%s: %s is out of range (%llu to %llu)"), what,
		    text, (unsigned long long)min, (unsigned long long)max);
	*out = v;
	return 0;
}

void
text_duration(char *buf, size_t size, uint64_t ms)
{
	unsigned long long s = (unsigned long long)(ms / 1000);

	if (s >= 3600)
		snprintf(buf, size, "%llu:%02llu:%02llu", s / 3600, s / 60 % 60,
		    s % 60);
	else
		snprintf(buf, size, "%llu:%02llu", s / 60, s % 60);
}

void
text_start(struct text_reader *r, const char *data, size_t len)
{
	r->p = data;
	r->end = data + len;
	r->line = 0;
	r->nfields = 0;
}

int
text_error(const struct text_reader *r, mg_err *e, const char *fmt, ...)
{
	char msg[sizeof e->msg];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return err_set(e, _("line %u: %s"), r->line, msg);
}

int
text_next(struct text_reader *r, mg_err *e)
{
	const char *nl;
	size_t len, i;
	char *q;

	r->nfields = 0;
	if (r->p >= r->end)
		return 0;
	r->line++;
	nl = memchr(r->p, '\n', (size_t)(r->end - r->p));
	if (nl == NULL)
		return text_error(r, e, _("the file ends without a newline (truncated?)"));
	len = (size_t)(nl - r->p);
	if (len >= sizeof r->buf)
		return text_error(r, e, _("line too long (at most %d bytes)"),
		    TEXT_LINE_MAX - 1);
	memcpy(r->buf, r->p, len);
	r->buf[len] = '\0';
	r->p = nl + 1;
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)r->buf[i];
		if (c < 0x20 || c > 0x7e)
			return text_error(r, e, _("unexpected byte 0x%02x in column %zu"),
			    c, i + 1);
	}
	if (len == 0)
		return text_error(r, e, _("empty line"));
	if (r->buf[0] == ' ' || r->buf[len - 1] == ' ')
		return text_error(r, e, _("stray space"));
	for (q = r->buf; ; ) {
		if (r->nfields == TEXT_FIELDS_MAX)
			return text_error(r, e, _("too many fields"));
		r->field[r->nfields++] = q;
		q = strchr(q, ' ');
		if (q == NULL)
			break;
		*q++ = '\0';
		if (*q == ' ')
			return text_error(r, e, _("two spaces in a row"));
	}
	return 1;
}

int
text_expect(const struct text_reader *r, int n, mg_err *e)
{
	if (r->nfields != n)
		return text_error(r, e, _("'%s' needs %d fields, not %d"), r->field[0],
		    n - 1, r->nfields - 1);
	return 0;
}

int
text_field_number(const struct text_reader *r, int i, const char *what,
    uint64_t min, uint64_t max, uint64_t *out, mg_err *e)
{
	mg_err sub;

	if (text_number(what, r->field[i], min, max, out, &sub) != 0)
		return text_error(r, e, _("%s"), sub.msg);
	return 0;
}

int
text_begin(struct text_reader *r, const char *data, size_t len,
    const char *magic, uint64_t version, const char *what, mg_err *e)
{
	uint64_t v;
	int rc;

	text_start(r, data, len);
	rc = text_next(r, e);
	if (rc < 0)
		return -1;
	if (rc == 0 || strcmp(r->field[0], magic) != 0 || r->nfields != 2)
		/* TRANSLATORS: %s is what the file should be ("a mazegame
		 * scores file"). */
		return err_set(e, _("not %s"), what);
	return text_field_number(r, 1, "version", version, version, &v, e);
}

int
text_read_records(const char *data, size_t len, const char *magic,
    uint64_t version, const char *what,
    int (*each)(const struct text_reader *r, void *ctx, mg_err *e),
    void *ctx, mg_err *e)
{
	struct text_reader r;
	int rc = text_begin(&r, data, len, magic, version, what, e);

	while (rc == 0 && (rc = text_next(&r, e)) > 0)
		rc = each(&r, ctx, e);
	return rc < 0 ? -1 : 0;
}
