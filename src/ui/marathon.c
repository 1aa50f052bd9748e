/* marathon.c - a marathon on screen: its rules up front in a box, its
 * lines in the result box between mazes, r, n and q on them, and its
 * end (the words are front/marathon_words.c's, the decisions
 * front/marathon_flow.c's). */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "front/marathon_flow.h"
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
	u->out.unwritten |= marathon_flow_end(&u->s, u->player, (int64_t)time(NULL),
	    &u->kept);
}

bool
ui_marathon_key(struct ui *u, enum cmd c)
{
	switch (marathon_flow_result(&u->s, c)) {
	case MARATHON_NOT_MINE:
		return false;
	case MARATHON_NEXT:
		u->d.show_best = false;
		ui_new_game(u);
		break;
	case MARATHON_END:
		ui_marathon_over(u);
		ui_finish(u, MG_EXIT_OK);
		break;
	case MARATHON_STAY:
		break;
	}
	return true;
}

bool
ui_marathon_refuse(struct ui *u, enum cmd c)
{
	if (!marathon_flow_refuses(&u->s, c))
		return false;
	snprintf(u->d.note, sizeof u->d.note, "%s", marathon_words_refused());
	u->redraw = true;
	return true;
}
