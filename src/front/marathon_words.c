/* marathon_words.c - a marathon in words: its rules, its result lines,
 * why a maze is played once. */
#include "config.h"

#include <stdio.h>

#include "base/i18n.h"
#include "front/marathon_words.h"
#include "maze/shape.h"
#include "play/marathon.h"

const char *
marathon_words_rule(int i)
{
	static const char *const rules[] = {
		N_("Marathon: mazes one after another, from 8x5, each about a quarter larger than the last; the generator changes every maze."),
		N_("Each maze you escape scores optimal/moves (1.000 for the shortest way)."),
		N_("A maze that takes more than twice its optimal moves ends the marathon: the status line shows the most (max)."),
		N_("q on a maze saves the marathon for --resume; q between mazes ends it."),
	};

	if (i < 0 || i >= (int)(sizeof rules / sizeof rules[0]))
		return NULL;
	return _(rules[i]);
}

void
marathon_words_result(const struct session *s,
    char text[][MARATHON_WORDS_LINE], int *n)
{
	char pts[32], last[32];

	if (!s->marathon_on)
		return;
	marathon_points_text(s->mr.points, pts, sizeof pts);
	if (s->mr.over) {
		uint64_t limit = marathon_move_limit(s->g.p.optimal);

		/* TRANSLATORS: the result box of the maze that ends a
		 * marathon: %llu is twice the maze's optimal moves. */
		snprintf(text[(*n)++], MARATHON_WORDS_LINE, ngettext("More than %llu move: the marathon ends.",
		    "More than %llu moves: the marathon ends.", (unsigned long)limit),
		    (unsigned long long)limit);
		/* TRANSLATORS: %1$u the mazes reached, %2$s the score (1.875). */
		snprintf(text[(*n)++], MARATHON_WORDS_LINE, ngettext("Marathon over: %1$u maze, score %2$s",
		    "Marathon over: %1$u mazes, score %2$s", (unsigned long)s->mr.level),
		    (unsigned)s->mr.level, pts);
	} else {
		marathon_points_text(s->marathon_last, last, sizeof last);
		/* TRANSLATORS: %1$u the maze's number, %2$s its points
		 * (0.923), %3$s the score so far (1.923). */
		snprintf(text[(*n)++], MARATHON_WORDS_LINE, _("Marathon maze %1$u: +%2$s, score %3$s"),
		    (unsigned)s->mr.level, last, pts);
	}
	if (s->marathon_ended && s->marathon_index == 0)
		snprintf(text[(*n)++], MARATHON_WORDS_LINE, "%s", _("Your best marathon!"));
	else if (s->marathon_ended && s->marathon_index > 0)
		/* TRANSLATORS: %d is a place (2 to 5) among the best
		 * marathons kept. */
		snprintf(text[(*n)++], MARATHON_WORDS_LINE, _("Number %d of your best marathons"),
		    s->marathon_index + 1);
	text[(*n)++][0] = '\0';
}

const char *
marathon_words_refused(void)
{
	return _("A marathon plays each maze once: no restart and no other maze (q saves it).");
}

char *
marathon_words_shape(const struct session *s, const struct shape *was,
    char *buf, size_t size)
{
	const struct shape *now = shape_of(s->g.p.m);

	if (was == NULL)
		was = shape_table[0];   /* the square grid */
	buf[0] = '\0';
	if (now != was)
		/* TRANSLATORS: a marathon's next maze of another shape: %1$u
		 * its number, %2$s the shape's name (not translated), %3$s
		 * what the shape is (--list-shapes' line for it). */
		snprintf(buf, size, _("Maze %1$u is a %2$s maze: %3$s. ? shows its keys."),
		    (unsigned)s->mr.level, now->name, _(now->summary));
	return buf;
}
