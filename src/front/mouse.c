/* mouse.c - mouse reports picked out of the keys. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "front/mouse.h"

#define ESC 27
#define REPORT_MAX 24      /* bytes of parameters a report may have */

void
mouse_reader_init(struct mouse_reader *r, struct mouse_source src)
{
	memset(r, 0, sizeof *r);
	r->src = src;
}

/* The next key: one read ahead first, else from the source. */
static long
next(struct mouse_reader *r, int wait_ms)
{
	if (r->nheld > 0) {
		long k = r->held[0];

		memmove(r->held, r->held + 1, (size_t)--r->nheld * sizeof r->held[0]);
		return k;
	}
	return r->src.next(r->src.ctx, wait_ms);
}

/* Keeps key k to hand on before anything else. */
static void
hold(struct mouse_reader *r, long k)
{
	if (r->nheld < (int)(sizeof r->held / sizeof r->held[0]))
		r->held[r->nheld++] = k;
}

int
mouse_sgr_parse(const char *params, char final, struct mouse_event *ev)
{
	unsigned long v[3];
	int i = 0, digits = 0;
	const char *p;

	memset(v, 0, sizeof v);
	if (final != 'M' && final != 'm')
		return -1;
	for (p = params; *p != '\0'; p++) {
		if (*p == ';') {
			if (digits == 0 || ++i > 2)
				return -1;
			digits = 0;
		} else if (*p >= '0' && *p <= '9' && digits < 6) {
			v[i] = v[i] * 10 + (unsigned long)(*p - '0');
			digits++;
		} else {
			return -1;
		}
	}
	if (i != 2 || digits == 0 || v[1] == 0 || v[2] == 0)
		return -1;
	ev->x = (uint32_t)v[1] - 1;
	ev->y = (uint32_t)v[2] - 1;
	if (v[0] & 32)
		ev->kind = MOUSE_OTHER;              /* a drag */
	else if (v[0] & 64)
		ev->kind = (v[0] & 3) == 0 ? MOUSE_WHEEL_UP
		    : (v[0] & 3) == 1 ? MOUSE_WHEEL_DOWN : MOUSE_OTHER;
	else
		ev->kind = (v[0] & 3) == 0 && final == 'M' ? MOUSE_CLICK : MOUSE_OTHER;
	return 0;
}

/* Reads an SGR report after its "ESC [ <" (or "[ <": the ESC was torn
 * off); returns whether *ev holds it.  A report cut short leaves its
 * tail to be dropped when it comes. */
static bool
read_sgr(struct mouse_reader *r, struct mouse_event *ev)
{
	char params[REPORT_MAX + 1];
	size_t n = 0;
	long k;

	for (;;) {
		k = next(r, MOUSE_TEAR_MS);
		if (k < 0) {
			/* Torn: the rest comes later, and goes. */
			r->in_tail = true;
			r->tail_len = (int)n;
			return false;
		}
		if (k == 'M' || k == 'm') {
			params[n] = '\0';
			return mouse_sgr_parse(params, (char)k, ev) == 0;
		}
		if (!((k >= '0' && k <= '9') || k == ';') || n >= REPORT_MAX) {
			/* Not a report after all: what came is dropped, the
			 * key that ended it is not part of it. */
			if (!((k >= '0' && k <= '9') || k == ';'))
				hold(r, k);
			else
				r->in_tail = true;
			return false;
		}
		params[n++] = (char)k;
	}
}

/* Drops an unknown control sequence after its "ESC [": parameter and
 * intermediate bytes, then the final byte. */
static void
drop_csi(struct mouse_reader *r)
{
	long k;
	int n;

	for (n = 0; n < 64; n++) {
		k = next(r, MOUSE_TEAR_MS);
		if (k < 0)
			return;
		if (k >= 0x40 && k <= 0x7e)
			return;
		if (k < 0x20 || k > 0x3f) {
			hold(r, k);
			return;
		}
	}
}

/* Reads what follows an "ESC [" (or a "[" whose ESC was torn off),
 * waiting up to wait_ms for it: an SGR report ("<..."), read into ev
 * (1) or dropped whole when it is none we take (0); anything else is
 * held back for the next read (-1). */
static int
report_after_bracket(struct mouse_reader *r, int wait_ms,
    struct mouse_event *ev)
{
	long k = next(r, wait_ms);

	if (k == '<')
		return read_sgr(r, ev) ? 1 : 0;
	if (k >= 0)
		hold(r, k);
	return -1;
}

enum mouse_read
mouse_read(struct mouse_reader *r, long *key, struct mouse_event *ev)
{
	long k, k2;
	int rc;

	for (;;) {
		k = next(r, 0);
		if (k < 0)
			return MOUSE_READ_NONE;
		if (r->in_tail) {
			/* The rest of a torn report: digits and ';' up to its
			 * M or m; anything else is a key again. */
			if (((k >= '0' && k <= '9') || k == ';') && r->tail_len++ < REPORT_MAX)
				continue;
			r->in_tail = false;
			if (k == 'M' || k == 'm')
				continue;
		}
		if (k == '[') {
			/* "[<": a report whose ESC was torn off. */
			rc = report_after_bracket(r, 0, ev);
			if (rc > 0)
				return MOUSE_READ_EVENT;
			if (rc == 0)
				continue;
		}
		if (k != ESC) {
			*key = k;
			return MOUSE_READ_KEY;
		}
		/* Esc alone, or the start of a sequence? */
		k2 = next(r, MOUSE_TEAR_MS);
		if (k2 < 0) {
			*key = ESC;
			return MOUSE_READ_KEY;
		}
		if (k2 != '[') {
			hold(r, k2);
			*key = ESC;
			return MOUSE_READ_KEY;
		}
		rc = report_after_bracket(r, MOUSE_TEAR_MS, ev);
		if (rc > 0)
			return MOUSE_READ_EVENT;
		if (rc < 0)
			drop_csi(r);
	}
}
