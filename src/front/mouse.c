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

/* The key of an SS3 sequence's final byte (ESC O final), or 0. */
static long
ss3_key(long final)
{
	switch (final) {
	case 'A': return KEYC_UP;
	case 'B': return KEYC_DOWN;
	case 'C': return KEYC_RIGHT;
	case 'D': return KEYC_LEFT;
	case 'H': return KEYC_HOME;
	case 'F': return KEYC_END;
	case 'P': return KEYC_F1;
	case 'M': return KEYC_ENTER;
	default: return 0;
	}
}

/* The key of a control sequence (ESC [ params final), or 0: the
 * arrows (Shift with the modifier 2: "1;2A"), Home, End, the pages and
 * F1. */
static long
csi_key(const char *params, long final)
{
	static const long arrows[2][4] = {
		{ KEYC_UP, KEYC_DOWN, KEYC_RIGHT, KEYC_LEFT },
		{ KEYC_SUP, KEYC_SDOWN, KEYC_SRIGHT, KEYC_SLEFT },
	};
	const char *semi = strchr(params, ';');
	long n = 0;

	if (final >= 'A' && final <= 'D')
		return arrows[semi != NULL && strcmp(semi, ";2") == 0][final - 'A'];
	if (final == 'H' || final == 'F')
		return final == 'H' ? KEYC_HOME : KEYC_END;
	if (final != '~' || semi != NULL || params[0] == '\0')
		return 0;
	for (; *params >= '0' && *params <= '9' && n < 1000; params++)
		n = n * 10 + (*params - '0');
	switch (n) {
	case 1: case 7: return KEYC_HOME;
	case 4: case 8: return KEYC_END;
	case 5: return KEYC_PGUP;
	case 6: return KEYC_PGDN;
	case 11: return KEYC_F1;
	default: return 0;
	}
}

/* Reads a control sequence after its "ESC [" (parameter bytes, then
 * the final byte) and returns its key, or 0 when it is none we know:
 * then it is dropped whole, or, cut short by a byte that cannot be in
 * it, up to that byte (which is held). */
static long
read_csi(struct mouse_reader *r)
{
	char params[REPORT_MAX + 1];
	size_t n = 0;
	long k;
	int i;

	for (i = 0; i < 64; i++) {
		k = next(r, MOUSE_TEAR_MS);
		if (k < 0)
			return 0;
		if (k >= 0x40 && k <= 0x7e) {
			params[n] = '\0';
			return csi_key(params, k);
		}
		if (k < 0x20 || k > 0x3f) {
			hold(r, k);
			return 0;
		}
		if (n < REPORT_MAX)
			params[n++] = (char)k;
	}
	return 0;
}

/* Reads the final byte of "ESC O" (waiting up to wait_ms) into the
 * key it names.  Returns it, or 0 (a byte that came is held). */
static long
read_ss3(struct mouse_reader *r, int wait_ms)
{
	long k = next(r, wait_ms), key;

	if (k < 0)
		return 0;
	if ((key = ss3_key(k)) == 0)
		hold(r, k);
	return key;
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
	bool after_esc;
	int rc;

	for (;;) {
		k = next(r, 0);
		if (k < 0)
			return MOUSE_READ_NONE;
		after_esc = r->after_esc;
		r->after_esc = false;
		if (after_esc && k == 'O') {
			/* The rest of a key whose ESC came alone, torn off by the
			 * network: its final byte follows at once, as a person
			 * typing O and then a capital never does. */
			if ((*key = read_ss3(r, MOUSE_TEAR_MS)) != 0)
				return MOUSE_READ_KEY;
		} else if (after_esc && k == '[') {
			rc = report_after_bracket(r, MOUSE_TEAR_MS, ev);
			if (rc > 0)
				return MOUSE_READ_EVENT;
			if (rc == 0)
				continue;
			if ((k2 = next(r, 0)) >= 0) {
				hold(r, k2);
				if ((*key = read_csi(r)) != 0)
					return MOUSE_READ_KEY;
				continue;
			}
		}
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
		if (k2 == 'O') {
			/* A key curses left in pieces (its rest came after
			 * curses' key delay), or Esc and then O. */
			long k3 = next(r, MOUSE_TEAR_MS);

			if (k3 >= 0 && (*key = ss3_key(k3)) != 0)
				return MOUSE_READ_KEY;
			hold(r, 'O');
			if (k3 >= 0)
				hold(r, k3);
		} else if (k2 >= 0 && k2 != '[') {
			hold(r, k2);
		}
		if (k2 != '[') {
			*key = ESC;
			/* Alone: the rest of a torn key may still come. */
			r->after_esc = k2 < 0;
			return MOUSE_READ_KEY;
		}
		rc = report_after_bracket(r, MOUSE_TEAR_MS, ev);
		if (rc > 0)
			return MOUSE_READ_EVENT;
		if (rc < 0 && (*key = read_csi(r)) != 0)
			return MOUSE_READ_KEY;
	}
}
