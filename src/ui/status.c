/* status.c - the status line: fields by importance, or the sentence of
 * the screen-reader mode. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/width.h"
#include "app/session.h"
#include "app/session_marathon.h"
#include "base/text.h"
#include "front/describe.h"
#include "front/status_words.h"
#include "maze/floors.h"
#include "maze/shape.h"
#include "ui/canvas.h"
#include "ui/status.h"

/* Fields, most important first; the line drops the least important
 * ones that do not fit.  The moves come first, at the left edge, so a
 * step rewrites only their digits.  The size and the shape outlast the
 * seed (a long number on the day's maze): a narrow line still says
 * what shape is played. */
enum field { F_MOVES, F_FLOOR, F_OPTIMAL, F_LOST, F_TAIL, F_TIME, F_HELP,
	F_KIND, F_SIZE, F_SEED, F_ALGO, F_VIEW, F_COUNT };

/* Where each field stands on the line, left to right. */
static const enum field order[F_COUNT] = {
	F_MOVES, F_FLOOR, F_OPTIMAL, F_LOST, F_TIME, F_HELP, F_KIND, F_ALGO,
	F_SIZE, F_SEED, F_VIEW, F_TAIL,
};

char *
status_text(const struct draw *d, const struct game *g, bool all, char *buf,
    size_t size)
{
	struct status_say say = {
		d->s != NULL && d->s->marathon_on ? &d->s->mr : NULL,
		d->s != NULL && session_marathon_lost(d->s),
		d->describe ? d->say : NULL, d->race_say, draw_now_ms(),
	};

	return status_words(g, &say, all, buf, size);
}

/* Returns where the counts start in text (at the space before them:
 * " Moves 3, optimal 5."), found by the first word of their sentence
 * in the player's language, the space after it glued (\x1f) or not;
 * NULL when they are not there. */
static char *
counts_in(char *text)
{
	const char *fmt = _("Moves %1$llu, optimal %2$llu.");
	size_t n = strcspn(fmt, " ");
	char key[40], *c;

	if (n == 0 || n + 2 > sizeof key || strcspn(fmt, "%") < n)
		return NULL;
	key[0] = ' ';
	memcpy(key + 1, fmt, n);
	key[n + 1] = '\0';
	for (c = strstr(text, key); c != NULL; c = strstr(c + 1, key))
		if (c[n + 1] == ' ' || c[n + 1] == '\x1f')
			return c;
	return NULL;
}

/* A warning over the bottom rows of the maze, above the status line,
 * until the first key: wrapped whole, in reverse video. */
static void
status_note(const struct draw *d)
{
	char rows[6][512];
	int n = draw_wrap(rows[0], sizeof rows[0], 0, 6, d->note, 0, COLS), i;

	if (n > d->rows)
		n = d->rows;
	attrset(d->text | A_REVERSE);
	for (i = 0; i < n; i++) {
		draw_text_cut(d->rows - n + i, 0, rows[i], COLS);
		clrtoeol();
	}
	attrset(A_NORMAL);
}

/* The screen-reader mode: the sentence wrapped over the status rows;
 * when it is longer than they hold, the counts come first so that the
 * score is never off the screen (the key that reads it all shows the
 * rest). */
static void
status_say(struct draw *d, const struct game *g)
{
	char text[640], rows[8][512];
	int n, i, nrows = LINES - d->rows, width = COLS;

	status_text(d, g, false, text, sizeof text);
	if (nrows > 8)
		nrows = 8;
	/* The counts stay together on one row when a row holds them:
	 * their spaces are glued until the text is wrapped. */
	{
		char *c = counts_in(text);

		if (c != NULL && text_width(c + 1) <= width)
			for (c++; *c != '\0'; c++)
				if (*c == ' ')
					*c = '\x1f';
	}
	n = draw_wrap(rows[0], sizeof rows[0], 0, 8, text, 0, width);
	if (n > nrows) {
		char counts[160];
		const char *c = counts_in(text);

		if (c != NULL) {
			snprintf(counts, sizeof counts, "%s ", c + 1);
			memmove(text + strlen(counts), text, (size_t)(c - text));
			memcpy(text, counts, strlen(counts));
			text[strlen(counts) + (size_t)(c - text)] = '\0';
			n = draw_wrap(rows[0], sizeof rows[0], 0, 8, text, 0, width);
		}
	}
	attrset(d->text);
	for (i = 0; i < nrows; i++) {
		char *p;

		move(d->rows + i, 0);
		for (p = rows[i]; i < n && *p != '\0'; p++)
			if (*p == '\x1f')
				*p = ' ';
		if (i < n)
			draw_text_cut(d->rows + i, 0, rows[i], COLS);
		clrtoeol();
	}
	attrset(A_NORMAL);
}

void
status_draw(struct draw *d, const struct game *g)
{
	const maze *m = g->p.m;
	const struct session *s = d->s;
	char f[F_COUNT][96], t[32], line[1024];
	int64_t cw, ch, b[4];
	size_t len[F_COUNT], total = 0, width = (size_t)COLS;
	bool keep[F_COUNT];
	int i;

	/* What the view shows of the canvas (a floors maze: one floor). */
	canvas_bounds(m, draw_shown_cell(d, g), b);
	cw = b[2] - b[0] + 1;
	ch = b[3] - b[1] + 1;
	if (d->note[0] != '\0')
		status_note(d);
	if (d->describe && d->say[0] != '\0') {
		status_say(d, g);
		return;
	}
	memset(f, 0, sizeof f);
	/* TRANSLATORS: status line fields, shortest first to go: the line
	 * is the terminal's width (30 columns at the least), so keep them
	 * short. */
	snprintf(f[F_MOVES], sizeof f[0], _("Moves %llu"), (unsigned long long)g->moves);
	if (d->spectator)   /* no moves of one's own: the standings say */
		f[F_MOVES][0] = '\0';
	if (floors_count(m) > 1)
		/* TRANSLATORS: a status line field on a maze of floors: the
		 * player's floor of all of them ("floor 2/3"), or the one the
		 * replay shows; keep it short. */
		snprintf(f[F_FLOOR], sizeof f[0], _("floor %lu/%lu"),
		    (unsigned long)floors_of(m, draw_shown_cell(d, g)) + 1,
		    (unsigned long)floors_count(m));
	if (g->p.solved)
		/* TRANSLATORS: a status line field, keep it short. */
		snprintf(f[F_OPTIMAL], sizeof f[0], _("optimal %llu"), (unsigned long long)g->p.optimal);
	else   /* the search runs just after the first frame */
		/* TRANSLATORS: a status line field while the optimal is not
		 * known yet; keep it short. */
		snprintf(f[F_OPTIMAL], sizeof f[0], "%s", _("optimal ..."));
	text_duration(t, sizeof t, game_elapsed(g, draw_now_ms()));
	if (!d->spectator)
		snprintf(f[F_TIME], sizeof f[0], "%s", t);
	if (g->assisted || g->hints > 0)
		session_help_text(g, f[F_HELP], sizeof f[0]);
	if (s != NULL && session_marathon_lost(s))
		/* TRANSLATORS: a status line field once a marathon's maze
		 * took more moves than its max: its exit scores nothing and
		 * ends the marathon.  Keep it short. */
		snprintf(f[F_LOST], sizeof f[0], "%s", _("over max: marathon lost"));
	if (s != NULL && s->marathon_on)
		session_marathon_status(s, f[F_KIND], sizeof f[0]);
	else if (s != NULL)
		/* TRANSLATORS: status line fields in place of the difficulty
		 * (which is not translated): the maze of the day, a maze
		 * from a file. Keep them short. */
		snprintf(f[F_KIND], sizeof f[0], "%s", s->kind.daily ? _("daily")
		    : g->p.algo == NULL ? _("loaded") : s->kind.diff);
	if (g->p.algo != NULL) {
		snprintf(f[F_ALGO], sizeof f[0], "%s", g->p.algo->name);
		/* TRANSLATORS: a status line field, keep it short. */
		snprintf(f[F_SEED], sizeof f[0], _("seed %llu"), (unsigned long long)g->p.seed);
	}
	/* The size, and the shape but for the square grid: "19x11 hex",
	 * "9x7x3 floors". */
	shape_size_named(m, f[F_SIZE], sizeof f[0]);
	if (cw > d->cols || ch > d->rows)
		/* TRANSLATORS: a status line field: where the view is over a
		 * maze larger than the screen, across and down in per cent;
		 * keep it short. */
		snprintf(f[F_VIEW], sizeof f[0], _("view %d%%,%d%%"),
		    (int)(cw > d->cols ? 100 * (d->vx - b[0]) / (cw - d->cols) : 0),
		    (int)(ch > d->rows ? 100 * (d->vy - b[1]) / (ch - d->rows) : 0));
	snprintf(f[F_TAIL], sizeof f[0], "%s", d->tail);
	/* A tail that would not fit beside the moves and the optimal
	 * gives way to its short form (news without the place). */
	if (d->tail_short != NULL && text_width(f[F_MOVES]) + text_width(f[F_OPTIMAL])
	    + text_width(f[F_TAIL]) + 4 > (int)width)
		snprintf(f[F_TAIL], sizeof f[0], "%s", d->tail_short);
	/* Narrower still, the key to the help stays: "?" alone. */
	if (text_width(f[F_MOVES]) + text_width(f[F_OPTIMAL]) + text_width(f[F_TAIL])
	    + 4 > (int)width && f[F_TAIL][0] != '\0')
		snprintf(f[F_TAIL], sizeof f[0], "%s", "?");

	for (i = 0; i < F_COUNT; i++) {
		len[i] = (size_t)text_width(f[i]);
		keep[i] = len[i] > 0;
		if (keep[i])
			total += len[i] + 2;
	}
	/* Drop whole fields from the least important end until the line
	 * fits (total counts two spaces after each, the last one's too
	 * many); then the word "optimal" shortens, then the optimal goes;
	 * a number is never cut. */
	for (i = F_COUNT - 1; i > F_TAIL && total > width + 2; i--)
		if (keep[i]) {
			keep[i] = false;
			total -= len[i] + 2;
		}
	/* The tail (the help key, a race's place) before the word
	 * "optimal": it shortens first. */
	if (total > width + 2 && keep[F_TAIL] && (!g->p.solved
	    || (int)len[F_TAIL] > 1)) {
		keep[F_TAIL] = false;
		total -= len[F_TAIL] + 2;
	}
	if (total > width + 2 && g->p.solved) {
		total -= len[F_OPTIMAL];
		/* TRANSLATORS: "optimal %llu" shortened for a narrow
		 * terminal: as short as it gets. */
		snprintf(f[F_OPTIMAL], sizeof f[0], _("opt %llu"), (unsigned long long)g->p.optimal);
		len[F_OPTIMAL] = (size_t)text_width(f[F_OPTIMAL]);
		total += len[F_OPTIMAL];
	}
	if (total > width + 2 && keep[F_TAIL]) {
		keep[F_TAIL] = false;
		total -= len[F_TAIL] + 2;
	}
	if (total > width + 2)
		keep[F_OPTIMAL] = false;
	if (len[F_MOVES] > width)   /* the digits alone, then */
		snprintf(f[F_MOVES], sizeof f[0], "%llu", (unsigned long long)g->moves);
	line[0] = '\0';
	for (i = 0; i < F_COUNT; i++) {
		enum field k = order[i];

		if (!keep[k])
			continue;
		if (line[0] != '\0')
			strcat(line, "  ");
		strcat(line, f[k]);
	}
	/* Plain video: a reverse bar costs an attribute change and a
	 * reset on every move. */
	attrset(d->text);
	draw_text_cut(LINES - 1, 0, line, COLS);
	clrtoeol();
	attrset(A_NORMAL);

}
