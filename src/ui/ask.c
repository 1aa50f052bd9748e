/* ask.c - a question over the screen, answered with one key; a
 * question with no answers is a notice that any key closes. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/width.h"
#include "ui/screen.h"

void
ui_ask_draw(struct ui *u)
{
	const struct question *q = &u->ask;
	static char keyline[3][200];
	const char *lines[12];
	char names[32];
	size_t len = 0;
	int i, n = 0, k = 0;
	bool quit_answers = false;

	/* Long messages (a path, an error) wrap inside the box. */
	for (i = 0; i < q->n && n < 6; i++)
		lines[n++] = q->lines[i];
	lines[n++] = "";
	for (i = 0; i < 3 && q->answers[i].says != NULL; i++)
		quit_answers = quit_answers || q->answers[i].key == CMD_QUIT;
	/* The answers: on one line when they fit, else one a line; the
	 * box keeps them in sight whatever else it must leave out. */
	for (i = 0; i < 3 && q->answers[i].says != NULL; i++) {
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
	for (i = 0; i < k; i++)
		lines[n++] = keyline[i];
	if (q->answer == NULL) {
		lines[n++] = _("any key goes on");
		k = 1;
	}
	draw_box_keep(&u->d, lines, n, -1, NULL, NULL, k);
}

void
ui_ask_key(struct ui *u, keycode k)
{
	enum cmd c = keys_lookup(KEYS_ASK, k);
	void (*answer)(struct ui *, enum cmd) = u->ask.answer;
	int i;

	if (answer == NULL) {
		ui_back(u);
		return;
	}
	for (i = 0; i < 3; i++)
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
