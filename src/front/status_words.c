/* status_words.c - the status in words: the screen reader's line and
 * the whole status on a key. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "app/session.h"
#include "base/i18n.h"
#include "base/text.h"
#include "front/describe.h"
#include "front/status_words.h"

char *
status_words(const struct game *g, const struct status_say *say, bool all,
    char *buf, size_t size)
{
	char where[320], exitw[96], counts[256], t[32], help[32];
	const char *race;

	if (say->said != NULL && say->said[0] != '\0')
		snprintf(where, sizeof where, "%s", say->said);
	else if (g->won)
		describe_result(g, where, sizeof where);
	else
		describe_position(g, -1, where, sizeof where);
	exitw[0] = '\0';
	if (!g->won)
		describe_exit(g, exitw, sizeof exitw);
	if (g->won)   /* the result's sentence has the counts */
		counts[0] = '\0';
	else if (!g->p.solved)
		/* TRANSLATORS: the spoken counts; start with the same word
		 * as "Moves %1$llu, optimal %2$llu." (the screen-reader line
		 * finds the counts by it). */
		snprintf(counts, sizeof counts, _("Moves %llu, optimal not known yet."),
		    (unsigned long long)g->moves);
	else
		/* TRANSLATORS: the spoken counts; the first word must be a
		 * word (not a number): the screen-reader line finds the
		 * counts by it. */
		snprintf(counts, sizeof counts, _("Moves %1$llu, optimal %2$llu."),
		    (unsigned long long)g->moves, (unsigned long long)g->p.optimal);
	if (say->mr != NULL && !g->won && g->p.solved) {
		size_t len = strlen(counts);
		char pts[32];

		uint64_t limit = marathon_move_limit(g->p.optimal);

		/* TRANSLATORS: the screen-reader mode's words for a marathon:
		 * %1$u the maze's number, %2$s the score (1.875), %3$llu the
		 * most moves it may take.  Starts with a space. */
		if (say->marathon_lost)
			/* TRANSLATORS: the screen-reader mode's words for
			 * a marathon's maze past its max: %1$u the maze's
			 * number, %2$s the score (1.875), %3$llu the most
			 * moves it could take.  Starts with a space. */
			snprintf(counts + len, sizeof counts - len, ngettext(" Marathon maze %1$u, score %2$s: over its %3$llu move, marathon lost: this maze scores nothing.",
			    " Marathon maze %1$u, score %2$s: over its %3$llu moves, marathon lost: this maze scores nothing.", (unsigned long)limit),
			    (unsigned)say->mr->level, marathon_points_text(say->mr->points,
			    pts, sizeof pts), (unsigned long long)limit);
		else
			snprintf(counts + len, sizeof counts - len, ngettext(" Marathon maze %1$u, score %2$s, at most %3$llu move.",
			    " Marathon maze %1$u, score %2$s, at most %3$llu moves.", (unsigned long)limit),
			    (unsigned)say->mr->level, marathon_points_text(say->mr->points,
			    pts, sizeof pts), (unsigned long long)limit);
	}
	if (all && !g->won) {
		size_t len = strlen(counts);

		text_duration(t, sizeof t, game_elapsed(g, say->now));
		/* TRANSLATORS: after the spoken counts: %1$s the time, %2$s
		 * the help taken ("2 hints", "assisted", "no help"); keep the
		 * space at the start. */
		snprintf(counts + len, sizeof counts - len, _(" Time %1$s, %2$s."), t,
		    g->assisted || g->hints > 0 ? session_help_text(g, help, sizeof help)
		    : _("no help"));
	}
	race = say->race != NULL ? say->race : "";
	snprintf(buf, size, "%s%s%s%s%s%s%s%s", where, exitw[0] != '\0' ? " " : "", exitw,
	    counts[0] != '\0' ? " " : "", counts, race[0] != '\0' ? " " : "",
	    race, race[0] != '\0' ? "." : "");
	return buf;
}
