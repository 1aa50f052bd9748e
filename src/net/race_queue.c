/* race_queue.c - what changed in the room and the notices, queued for
 * the front end. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "net/race.h"

void
race_push(struct race *r, unsigned kind, unsigned id)
{
	struct race_event *ev;

	if (r->ev_len == RACE_EVENTS) {
		r->ev_lost = true;
		return;
	}
	ev = &r->ev[(r->ev_head + r->ev_len) % RACE_EVENTS];
	ev->kind = kind;
	ev->id = id;
	ev->was_placed = id < RACE_SLOTS && r->r[id].placed;
	ev->was_row = ev->was_placed ? r->r[id].row : 0;
	ev->was_col = ev->was_placed ? r->r[id].col : 0;
	r->ev_len++;
}

/* Queues text with its short form brief. */
static void
notice(struct race *r, const char *text, const char *brief)
{
	unsigned at;

	if (r->no_len == RACE_NOTICES) {
		r->no_head = (r->no_head + 1) % RACE_NOTICES;
		r->no_len--;
	}
	at = (r->no_head + r->no_len) % RACE_NOTICES;
	snprintf(r->notice[at], sizeof r->notice[0], "%s", text);
	snprintf(r->brief[at], sizeof r->brief[0], "%s", brief);
	r->no_len++;
	race_push(r, RACE_EV_NOTICE, 0);
}

/* The part of a reason before the details it gives in parentheses. */
static int
reason_brief(const char *why)
{
	int n = (int)strcspn(why, "(");

	while (n > 0 && why[n - 1] == ' ')
		n--;
	return n;
}

void
race_notice(struct race *r, const char *fmt, ...)
{
	char text[RACE_NOTICE_MAX];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof text, fmt, ap);
	va_end(ap);
	notice(r, text, text);
}

void
race_notice_drop(struct race *r, const char *who, const char *why)
{
	char text[RACE_NOTICE_MAX], brief[RACE_NOTICE_MAX], part[RACE_NOTICE_MAX];

	snprintf(part, sizeof part, "%.*s", reason_brief(why), why);
	/* TRANSLATORS: a racer the host dropped: who, then why. */
	snprintf(text, sizeof text, _("%s dropped: %s"), who, why);
	snprintf(brief, sizeof brief, _("%s dropped: %s"), who, part);
	notice(r, text, brief);
}

void
race_host_says(const struct race *r, const char *text, char *buf,
    size_t size)
{
	if (r->host[0] != '\0')
		/* TRANSLATORS: words the race's host sent: %1$s the host's
		 * login, %2$s its text. */
		snprintf(buf, size, _("the host (%1$s) says: %2$s"), r->host, text);
	else
		/* TRANSLATORS: words the race's host sent; %s is its text. */
		snprintf(buf, size, _("the host says: %s"), text);
}

void
race_notice_error(struct race *r, const char *text)
{
	char full[RACE_NOTICE_MAX], brief[RACE_NOTICE_MAX], part[RACE_NOTICE_MAX];

	snprintf(part, sizeof part, "%.*s", reason_brief(text), text);
	race_host_says(r, text, full, sizeof full);
	race_host_says(r, part, brief, sizeof brief);
	notice(r, full, brief);
}

bool
race_next_notice(struct race *r, char *buf, size_t size)
{
	char brief[RACE_NOTICE_MAX];

	return race_next_notice_brief(r, buf, size, brief, sizeof brief);
}

bool
race_next_notice_brief(struct race *r, char *buf, size_t size, char *brief,
    size_t bsize)
{
	if (r->no_len == 0)
		return false;
	snprintf(buf, size, "%s", r->notice[r->no_head]);
	snprintf(brief, bsize, "%s", r->brief[r->no_head]);
	r->no_head = (r->no_head + 1) % RACE_NOTICES;
	r->no_len--;
	return true;
}

bool
race_next_event(struct race *r, struct race_event *ev)
{
	if (r->ev_lost) {
		r->ev_lost = false;
		r->ev_len = 0;
		memset(ev, 0, sizeof *ev);
		ev->kind = RACE_EV_LOST;
		return true;
	}
	if (r->ev_len == 0)
		return false;
	*ev = r->ev[r->ev_head];
	r->ev_head = (r->ev_head + 1) % RACE_EVENTS;
	r->ev_len--;
	return true;
}
