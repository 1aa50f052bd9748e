/* result_words.c - a won game in words: the summary and the detours. */
#include "config.h"

#include <stdio.h>

#include "app/session.h"
#include "base/i18n.h"
#include "base/text.h"
#include "front/result_words.h"
#include "play/detour.h"

void
result_words_game(const struct game *g, char text[][RESULT_WORDS_LINE],
    int *n)
{
	uint64_t dead = game_dead_ends_explored(g);
	char t[32], help[32];

	/* TRANSLATORS: the result box's first line: %1$llu the moves,
	 * %2$llu the optimal, %3$u the efficiency in per cent. The box's
	 * lines hold 95 bytes at most. */
	snprintf(text[(*n)++], RESULT_WORDS_LINE, ngettext("Escaped in %1$llu move (optimal %2$llu, %3$u%%)",
	    "Escaped in %1$llu moves (optimal %2$llu, %3$u%%)", (unsigned long)g->moves),
	    (unsigned long long)g->moves, (unsigned long long)g->p.optimal,
	    game_efficiency(g));
	text_duration(t, sizeof t, g->elapsed_ms);
	if (g->assisted)
		/* TRANSLATORS: %s is the time taken (0:42). */
		snprintf(text[(*n)++], RESULT_WORDS_LINE, _("Time %s, assisted (the way out was shown)"), t);
	else if (g->hints > 0)
		/* TRANSLATORS: %1$s the time taken (0:42), %2$s the hints
		 * ("2 hints"). */
		snprintf(text[(*n)++], RESULT_WORDS_LINE, _("Time %1$s, with %2$s"), t,
		    session_help_text(g, help, sizeof help));
	else
		/* TRANSLATORS: %s is the time taken (0:42). */
		snprintf(text[(*n)++], RESULT_WORDS_LINE, _("Time %s, unassisted"), t);
	if (dead == 0)
		snprintf(text[(*n)++], RESULT_WORDS_LINE, "%s", _("You explored no dead end"));
	else
		snprintf(text[(*n)++], RESULT_WORDS_LINE, ngettext("You explored %llu dead end",
		    "You explored %llu dead ends", (unsigned long)dead), (unsigned long long)dead);
	text[(*n)++][0] = '\0';
}

void
result_words_detours(const struct game *g, char text[][RESULT_WORDS_LINE],
    int *n)
{
	struct detour dt[3];
	int64_t all;
	mg_err e;
	int i;

	all = detour_find(g, dt, 3, &e);
	if (all <= 0)
		return;
	for (i = 0; i < all && i < 3; i++) {
		if (dt[i].dead_end)
			/* TRANSLATORS: the result box: %1$u,%2$u a cell (column,
			 * row), %3$llu the moves the dead end cost. */
			snprintf(text[(*n)++], RESULT_WORDS_LINE, ngettext("Dead end at %1$u,%2$u: %3$llu move",
			    "Dead end at %1$u,%2$u: %3$llu moves", (unsigned long)dt[i].cost),
			    dt[i].deepest % g->p.m->w + 1, dt[i].deepest / g->p.m->w + 1,
			    (unsigned long long)dt[i].cost);
		else
			/* TRANSLATORS: the result box: %1$u,%2$u a cell (column,
			 * row), %3$llu the moves the detour cost. */
			snprintf(text[(*n)++], RESULT_WORDS_LINE, ngettext("Detour at %1$u,%2$u: %3$llu move",
			    "Detour at %1$u,%2$u: %3$llu moves", (unsigned long)dt[i].cost),
			    dt[i].deepest % g->p.m->w + 1, dt[i].deepest / g->p.m->w + 1,
			    (unsigned long long)dt[i].cost);
	}
	if (all > 3)
		snprintf(text[(*n)++], RESULT_WORDS_LINE, ngettext("and %lld more detour",
		    "and %lld more detours", (unsigned long)(all - 3)), (long long)(all - 3));
}
