/* ask.c - a question over the screen, answered with one key; a
 * question with no answers is a notice that any key closes. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/width.h"
#include "ui/ask.h"
#include "ui/screen.h"

/* Rows a notice may wrap to, at most. */
#define NOTICE_ROWS 48

/* Draws notice q a part at a time when its text, wrapped, is taller
 * than the screen (the whole status at 20x5): the part's rows, "any key
 * goes on", and "part/parts" on the top edge.  Returns false when the
 * whole notice fits, and it is drawn as any box is. */
static bool
draw_notice_part(struct ui *u, struct question *q)
{
	static char rows[NOTICE_ROWS][320];
	const char *lines[NOTICE_ROWS + 1];
	char title[24], key[320];
	int per = LINES - 3, n = 0, i, k, w, first;

	for (i = 0; i < q->n; i++)
		n = draw_wrap(rows[0], sizeof rows[0], n, NOTICE_ROWS, q->lines[i], 0,
		    COLS - 4);
	/* The whole text, a blank row and the key line fit: one box. */
	if (per < 1 || n + 1 <= per) {
		q->part = 0;
		q->parts = 1;
		return false;
	}
	q->parts = (n + per - 1) / per;
	if (q->part >= q->parts)
		q->part = q->parts - 1;
	first = q->part * per;
	for (i = 0; i < per && first + i < n; i++)
		lines[i] = rows[first + i];
	/* Every part as wide as the widest, so the box holds still. */
	for (w = k = 0; k < n; k++)
		if (text_width(rows[k]) > w)
			w = text_width(rows[k]);
	key[0] = '\0';
	text_left(key, sizeof key, _("any key goes on"), w);
	lines[i++] = key;
	snprintf(title, sizeof title, "%d/%d", q->part + 1, q->parts);
	q->text = draw_box_keep(&u->d, lines, i, -1, title, NULL, 1);
	return true;
}

void
ui_ask_draw(struct ui *u)
{
	const struct question *q = &u->ask;
	static char keyline[QUESTION_ANSWERS][200];
	const char *lines[12];
	char names[32];
	size_t len = 0;
	int i, n = 0, k = 0;
	bool quit_answers = false;

	if (q->answer == NULL && draw_notice_part(u, &u->ask))
		return;
	/* Long messages (a path, an error) wrap inside the box. */
	for (i = 0; i < q->n && n < 6; i++)
		lines[n++] = q->lines[i];
	lines[n++] = "";
	for (i = 0; i < QUESTION_ANSWERS && q->answers[i].says != NULL; i++)
		quit_answers = quit_answers || q->answers[i].key == CMD_QUIT;
	/* The answers: on one line when they fit, else one a line; the
	 * box keeps them in sight whatever else it must leave out. */
	for (i = 0; i < QUESTION_ANSWERS && q->answers[i].says != NULL; i++) {
		keys_names(KEYS_ASK, q->answers[i].key, "/", names, sizeof names);
		if (q->answers[i].key == CMD_NO && !quit_answers)
			strcat(names, "/q");   /* q closes as no does */
		snprintf(keyline[i], sizeof keyline[0], "%s %s", names,
		    _(q->answers[i].says));
		/* Too narrow for the whole answer: its words up to the
		 * ';' (what it does, not what it costs). */
		if (text_width(keyline[i]) > COLS - 4)
			keyline[i][strcspn(keyline[i], ";")] = '\0';
		len += (size_t)text_width(keyline[i]) + (i > 0 ? 3 : 0);
		k++;
	}
	if (k > 1 && (int)len <= COLS - 4) {
		for (i = 1; i < k; i++) {
			size_t l0 = strlen(keyline[0]);

			snprintf(keyline[0] + l0, sizeof keyline[0] - l0, "   %s",
			    keyline[i]);
		}
		k = 1;
	}
	/* One a line on a screen too short for them all: the first ones
	 * (the question's own answers, before the extras) stay in sight. */
	if (k > 1 && k > LINES - 2)
		k = LINES - 2 > 1 ? LINES - 2 : 1;
	for (i = 0; i < k; i++)
		lines[n++] = keyline[i];
	if (q->answer == NULL) {
		lines[n++] = _("any key goes on");
		k = 1;
	}
	u->ask.text = draw_box_keep(&u->d, lines, n, -1, NULL, NULL, k);
}

void
ui_ask_key(struct ui *u, keycode k)
{
	enum cmd c = keys_lookup(KEYS_ASK, k);
	void (*answer)(struct ui *, enum cmd) = u->ask.answer;
	int i;

	if (answer == NULL) {
		/* A notice shown in parts: any key the next part, but q and
		 * Esc close it at once. */
		if (u->ask.part + 1 < u->ask.parts && c != CMD_QUIT && c != CMD_NO) {
			u->ask.part++;
			u->redraw = true;
			return;
		}
		ui_back(u);
		return;
	}
	for (i = 0; i < QUESTION_ANSWERS; i++)
		if (u->ask.answers[i].says != NULL && u->ask.answers[i].key == c) {
			ui_back(u);
			answer(u, c);
			return;
		}
	/* q closes a question as "no" does, where q is no answer. */
	if (c == CMD_QUIT) {
		ui_back(u);
		answer(u, CMD_NO);
	}
}
