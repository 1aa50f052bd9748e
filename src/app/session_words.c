/* session_words.c - what a session says in words: what "new maze"
 * does now, how much help a game had, the shareable line of the day's
 * maze won. */
#include "config.h"

#include <stdio.h>

#include "base/i18n.h"
#include "base/text.h"
#include "app/session.h"

const char *
session_new_maze_text(const struct session *s, char *buf, size_t size)
{
	const struct session_kind *k = &s->kind;

	if (k->load_path != NULL)
		/* TRANSLATORS: %1$u and %2$u are the width and height. */
		snprintf(buf, size, _("New maze: a generated %1$ux%2$u maze in place of the one from the file."),
		    s->playing ? s->g.p.m->w : k->w, s->playing ? s->g.p.m->h : k->h);
	else if (k->daily)
		/* TRANSLATORS: %s is a difficulty (easy, normal, hard:
		 * not translated). */
		snprintf(buf, size, _("New maze: a random %s maze in place of today's."),
		    k->diff);
	else
		/* TRANSLATORS: %1$s is a difficulty (easy, normal, hard:
		 * not translated), %2$u and %3$u the width and height. */
		snprintf(buf, size, _("New maze: another %1$s %2$ux%3$u maze."), k->diff,
		    k->w, k->h);
	return buf;
}

const char *
session_help_text(const struct game *g, char *buf, size_t size)
{
	if (g->assisted)
		/* TRANSLATORS: how a game was won, on the status line and
		 * in the daily line: with the way shown. */
		snprintf(buf, size, "%s", _("assisted"));
	else if (g->hints > 0)
		snprintf(buf, size, ngettext("%u hint", "%u hints", g->hints),
		    (unsigned)g->hints);
	else
		snprintf(buf, size, "%s", _("no hints"));
	return buf;
}

void
session_daily_line(struct session *s)
{
	const struct game *g = &s->g;
	char t[32], help[32], kind[64], size[40];

	text_duration(t, sizeof t, g->elapsed_ms);
	/* Another shape's maze of the day is another maze: "hex prim". */
	snprintf(kind, sizeof kind, "%s%s%s", g->p.m->shape != NULL
	    ? shape_of(g->p.m)->name : "", g->p.m->shape != NULL ? " " : "",
	    g->p.algo != NULL ? g->p.algo->name : "loaded");
	snprintf(s->daily_line, sizeof s->daily_line, ngettext(
	    /* TRANSLATORS: the shareable line of a won daily game:
	     * %1$s the date, %2$s the algorithm, after the shape
	     * where it is not square ("hex backtracker"; not
	     * translated),
	     * %3$s the size ("19x11", "19x11x3" on three floors),
	     * %4$llu the moves, %5$llu the optimal moves, %6$u the
	     * efficiency in per cent, %7$s the time, %8$s the hints
	     * ("2 hints"). */
	    "mazegame daily %1$s %2$s %3$s: %4$llu move, optimal %5$llu (%6$u%%), %7$s, %8$s",
	    "mazegame daily %1$s %2$s %3$s: %4$llu moves, optimal %5$llu (%6$u%%), %7$s, %8$s",
	    (unsigned long)g->moves),
	    s->kind.daily_date, kind,
	    shape_size_text(g->p.m, size, sizeof size), (unsigned long long)g->moves,
	    (unsigned long long)g->p.optimal, game_efficiency(g), t,
	    session_help_text(g, help, sizeof help));
}
