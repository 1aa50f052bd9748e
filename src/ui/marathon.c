/* marathon.c - a marathon on screen: its rules up front, its lines in
 * the result box between mazes, and its end. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "base/i18n.h"
#include "app/session_marathon.h"
#include "ui/screen.h"

void
ui_marathon_intro(struct ui *u)
{
	struct question q;

	if (!u->s.marathon_on || u->done)
		return;
	ui_question_init(&q, NULL, 0, NULL);
	snprintf(q.lines[0], sizeof q.lines[0], _("Marathon: mazes one after another, from 8x5, each about a quarter larger than the last; the generator changes every maze."));
	snprintf(q.lines[1], sizeof q.lines[1], _("Each maze you escape scores optimal/moves (1.000 for the shortest way)."));
	snprintf(q.lines[2], sizeof q.lines[2], _("A maze that takes more than twice its optimal moves ends the marathon: the status line shows the most (max)."));
	snprintf(q.lines[3], sizeof q.lines[3], _("q on a maze saves the marathon for --resume; q between mazes ends it."));
	q.n = 4;
	ui_question(u, &q);
}

void
ui_marathon_lines(struct ui *u, char text[][96], int *n)
{
	const struct session *s = &u->s;
	char pts[32], last[32];

	if (!s->marathon_on)
		return;
	marathon_points_text(s->mr.points, pts, sizeof pts);
	if (s->mr.over) {
		uint64_t limit = marathon_move_limit(s->g.p.optimal);

		/* TRANSLATORS: the result box of the maze that ends a
		 * marathon: %llu is twice the maze's optimal moves. */
		snprintf(text[(*n)++], 96, ngettext("More than %llu move: the marathon ends.",
		    "More than %llu moves: the marathon ends.", (unsigned long)limit),
		    (unsigned long long)limit);
		/* TRANSLATORS: %1$u the mazes reached, %2$s the score (1.875). */
		snprintf(text[(*n)++], 96, ngettext("Marathon over: %1$u maze, score %2$s",
		    "Marathon over: %1$u mazes, score %2$s", (unsigned long)s->mr.level),
		    (unsigned)s->mr.level, pts);
	} else {
		marathon_points_text(s->marathon_last, last, sizeof last);
		/* TRANSLATORS: %1$u the maze's number, %2$s its points
		 * (0.923), %3$s the score so far (1.923). */
		snprintf(text[(*n)++], 96, _("Marathon maze %1$u: +%2$s, score %3$s"),
		    (unsigned)s->mr.level, last, pts);
	}
	if (s->marathon_ended && s->marathon_index == 0)
		snprintf(text[(*n)++], 96, "%s", _("Your best marathon!"));
	else if (s->marathon_ended && s->marathon_index > 0)
		/* TRANSLATORS: %d is a place (2 to 5) among the best
		 * marathons kept. */
		snprintf(text[(*n)++], 96, _("Number %d of your best marathons"),
		    s->marathon_index + 1);
	text[(*n)++][0] = '\0';
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
	snprintf(u->d.note, sizeof u->d.note, "%s", _("A marathon plays each maze once: no restart and no other maze (q saves it)."));
	u->redraw = true;
	return true;
}
