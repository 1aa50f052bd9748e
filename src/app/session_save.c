/* session_save.c - a session's saved game: taking it up, describing it,
 * saving, and saving when nobody can be asked. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "base/i18n.h"
#include "app/session.h"
#include "base/text.h"
#include "store/persist.h"

/* Sets the kind of new games from a resumed saved game: the same size,
 * shape, rules and generator. */
static void
kind_from_save(struct session_kind *k, const struct savegame *sg)
{
	uint32_t f = sg->floors != 0 ? sg->floors : 1;

	session_kind_maze(k, sg->difficulty, sg->algo, sg->far_apart, sg->seed,
	    sg->w, sg->h / f);
	k->rules = sg->rules;
	k->shape = sg->shape;
	k->floors = sg->shape != NULL ? f : 0;
	/* The day's maze stays the day's maze: its share line, its place
	 * in the history and the streak. */
	k->daily = sg->daily_date[0] != '\0';
	memcpy(k->daily_date, sg->daily_date, sizeof k->daily_date);
}

int
session_take(struct session *s, uint32_t id, const struct mg_progress *prog,
    uint64_t now, mg_err *e)
{
	struct savegame sg;
	int rc;

	session_drop_game(s);
	saves_release(&s->hold);
	rc = saves_take(&s->hold, id, &sg, &s->g, now, prog, e);
	if (rc != 0)
		return rc;
	s->playing = true;
	kind_from_save(&s->kind, &sg);
	persist_record_game(&s->g, sg.in_marathon ? "marathon" : s->kind.diff,
	    s->kind.daily ? s->kind.daily_date : NULL,
	    HISTORY_RESUMED, (int64_t)time(NULL), s->record_note,
	    sizeof s->record_note, s->record_warn, sizeof s->record_warn);
	s->marathon_on = sg.in_marathon;
	if (sg.in_marathon) {
		s->mr = sg.mr;
		s->marathon_ended = false;
		s->kind.diff = "marathon";
	}
	savegame_free(&sg);
	return 0;
}

void
session_describe_save(const struct savegame *sg, char *l1, char *l2,
    size_t size)
{
	char t[32];
	/* A floors maze: one floor's size. */
	uint32_t h = sg->h / (sg->floors != 0 ? sg->floors : 1);

	text_duration(t, sizeof t, sg->pr.elapsed_ms);
	if (sg->algo != NULL)
		/* TRANSLATORS: %1$s a difficulty (not translated), %2$ux%3$u
		 * the size, %4$s the algorithm (not translated). */
		snprintf(l1, size, _("You have a saved game: %1$s, %2$ux%3$u %4$s"), sg->difficulty,
		    sg->w, h, sg->algo->name);
	else
		/* TRANSLATORS: %1$s a difficulty (not translated), %2$ux%3$u
		 * the size. */
		snprintf(l1, size, _("You have a saved game: %1$s, %2$ux%3$u loaded maze"), sg->difficulty,
		    sg->w, h);
	if (sg->in_marathon) {
		char pts[32];

		/* TRANSLATORS: %1$u the maze's number, %2$s the score
		 * (1.875), %3$ux%4$u the size, %5$s the algorithm (not
		 * translated). */
		snprintf(l1, size, _("You have a saved marathon: maze %1$u, score %2$s, %3$ux%4$u %5$s"),
		    (unsigned)sg->mr.level, marathon_points_text(sg->mr.points,
		    pts, sizeof pts), sg->w, h, sg->algo != NULL ? sg->algo->name : "");
	}
	if (sg->pr.assisted)
		/* TRANSLATORS: a saved game: %1$llu its moves, %2$s its time. */
		snprintf(l2, size, ngettext("%1$llu move in %2$s, assisted.", "%1$llu moves in %2$s, assisted.",
		    (unsigned long)sg->pr.moves), (unsigned long long)sg->pr.moves, t);
	else
		/* TRANSLATORS: a saved game: %1$llu its moves, %2$s its time. */
		snprintf(l2, size, ngettext("%1$llu move in %2$s.", "%1$llu moves in %2$s.",
		    (unsigned long)sg->pr.moves), (unsigned long long)sg->pr.moves, t);
}

bool
session_unfinished(const struct session *s)
{
	/* A marathon's next maze is worth keeping before its first move:
	 * the mazes before it are in it.  A race's maze is never kept: it
	 * cannot be raced alone, and the saved game on disk is the
	 * player's own. */
	return s->playing && !s->raced && !s->g.won && (s->g.moves > 0
	    || (s->marathon_on && s->mr.level > 1));
}

int
session_save(struct session *s, uint64_t now, mg_err *e)
{
	if (!session_unfinished(s))
		return 0;
	if (saves_store(&s->hold, &s->g, s->kind.diff,
	    s->marathon_on ? &s->mr : NULL,
	    s->kind.daily ? s->kind.daily_date : NULL, now, e) != 0)
		return -1;
	persist_record_game(&s->g, s->kind.diff,
	    s->kind.daily ? s->kind.daily_date : NULL, HISTORY_QUIT, (int64_t)time(NULL),
	    s->record_note, sizeof s->record_note, s->record_warn,
	    sizeof s->record_warn);
	return 0;
}
