/* marathon.c - a marathon on screen: its rules up front in a box, its
 * lines in the result box between mazes (the words are
 * front/marathon_words.c's), and its end. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "app/session_marathon.h"
#include "front/marathon_words.h"
#include "ui/screen.h"

void
ui_marathon_intro(struct ui *u)
{
	struct question q;
	const char *rule;

	if (!u->s.marathon_on || u->done)
		return;
	ui_question_init(&q, NULL, 0, NULL);
	while (q.n < (int)(sizeof q.lines / sizeof q.lines[0])
	    && (rule = marathon_words_rule(q.n)) != NULL) {
		snprintf(q.lines[q.n], sizeof q.lines[q.n], "%s", rule);
		q.n++;
	}
	ui_question(u, &q);
}

void
ui_marathon_lines(struct ui *u, char text[][96], int *n)
{
	marathon_words_result(&u->s, text, n);
}

void
ui_marathon_over(struct ui *u)
{
	mg_err e;

	if (u->s.marathon_on && session_marathon_end(&u->s, u->player,
	    (int64_t)time(NULL), &e) != 0) {
		ui_keep_notice(u, e.msg);
		u->unwritten |= e.code != MG_EDAMAGED;
	}
}

bool
ui_marathon_key(struct ui *u, enum cmd c)
{
	if (!u->s.marathon_on)
		return false;
	switch (c) {
	case CMD_RESTART:
		return true;   /* a maze of a marathon is played once */
	case CMD_NEW:
		if (!u->s.mr.over) {
			u->d.show_best = false;
			session_marathon_next(&u->s);
			ui_new_game(u);
		}
		return true;
	case CMD_QUIT:
		/* Between mazes, q ends the marathon where it stands. */
		ui_marathon_over(u);
		ui_finish(u, MG_EXIT_OK);
		return true;
	default:
		return false;
	}
}

bool
ui_marathon_refuse(struct ui *u, enum cmd c)
{
	if (!u->s.marathon_on || (c != CMD_RESTART && c != CMD_NEW))
		return false;
	snprintf(u->d.note, sizeof u->d.note, "%s", marathon_words_refused());
	u->redraw = true;
	return true;
}
