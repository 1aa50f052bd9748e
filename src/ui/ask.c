/* ui_ask.c - a question over the screen, answered with one key; a
 * question with no answers is a notice that any key closes. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "ui/screen.h"

void
ui_ask_draw(struct ui *u)
{
	const struct question *q = &u->ask;
	static char text[24][200];
	const char *lines[26];
	char keyline[200] = "", names[32];
	size_t len;
	int i, n = 0, k = 0, width = COLS - 4 < 196 ? COLS - 4 : 196;

	/* Long messages (a path, an error) wrap inside the box. */
	for (i = 0; i < q->n; i++)
		k = draw_wrap(text[0], sizeof text[0], k, 24, q->lines[i], 0, width);
	for (i = 0; i < k; i++)
		lines[n++] = text[i];
	lines[n++] = "";
	for (i = 0; i < 3 && q->answers[i].says != NULL; i++) {
		len = strlen(keyline);
		snprintf(keyline + len, sizeof keyline - len, "%s%s %s",
		    i > 0 ? "   " : "",
		    keys_names(KEYS_ASK, q->answers[i].key, "/", names, sizeof names),
		    q->answers[i].says);
	}
	lines[n++] = q->answer != NULL ? keyline : "any key goes on";
	draw_box(&u->d, lines, n, -1, NULL, NULL);
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
