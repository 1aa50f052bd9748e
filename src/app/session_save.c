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
	uint32_t f = shape_k_floors(sg->shape, sg->k);

	session_kind_maze(k, sg->difficulty, sg->algo, sg->far_apart, sg->seed,
	    sg->w, sg->h / f);
	k->rules = sg->rules;
	k->shape = sg->shape;
	k->k = sg->k;
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

/* Writes sg's shape and size to buf: "hex 20x12", "floors 19x11x3" (a
 * floor's size, then the floors). */
static void
shape_words(const struct savegame *sg, char *buf, size_t size)
{
	uint32_t f = shape_k_floors(sg->shape, sg->k), h = sg->h / f;

	if (f > 1)
		snprintf(buf, size, "%s %ux%ux%u", sg->shape->name, sg->w, h, f);
	else
		snprintf(buf, size, "%s %ux%u", sg->shape != NULL
		    ? sg->shape->name : "square", sg->w, h);
}

/* Writes which maze sg is to buf: "seed N", "daily DATE" or "loaded". */
static void
which_words(const struct savegame *sg, char *buf, size_t size)
{
	if (sg->daily_date[0] != '\0')
		snprintf(buf, size, "daily %s", sg->daily_date);
	else if (sg->algo == NULL)
		snprintf(buf, size, "%s", "loaded");
	else
		snprintf(buf, size, "seed %llu", (unsigned long long)sg->seed);
}

void
session_describe_save(const struct savegame *sg, uint32_t id, char *l1,
    char *l2, size_t size)
{
	char t[32], shape[48], which[48];

	text_duration(t, sizeof t, sg->pr.elapsed_ms);
	shape_words(sg, shape, sizeof shape);
	which_words(sg, which, sizeof which);
	if (sg->in_marathon) {
		char pts[32];

		/* TRANSLATORS: %1$u the saved game's number, %2$u the
		 * maze's number in the marathon, %3$s the score (1.875),
		 * %4$s shape and size ("hex 20x12"), %5$s the algorithm,
		 * %6$s "seed N" or "daily DATE" (not translated). */
		snprintf(l1, size, _("You have a saved marathon, number %1$u: maze %2$u, score %3$s, %4$s, %5$s, %6$s"),
		    (unsigned)id, (unsigned)sg->mr.level,
		    marathon_points_text(sg->mr.points, pts, sizeof pts), shape,
		    sg->algo != NULL ? sg->algo->name : "-", which);
	} else
		/* TRANSLATORS: %1$u the saved game's number, %2$s a
		 * difficulty, %3$s shape and size ("hex 20x12"), %4$s the
		 * algorithm, %5$s "seed N", "daily DATE" or "loaded" (none
		 * translated). */
		snprintf(l1, size, _("You have a saved game, number %1$u: %2$s, %3$s, %4$s, %5$s"),
		    (unsigned)id, sg->difficulty, shape,
		    sg->algo != NULL ? sg->algo->name : "-", which);
	if (sg->pr.assisted)
		/* TRANSLATORS: a saved game: %1$llu its moves, %2$s its time. */
		snprintf(l2, size, ngettext("%1$llu move in %2$s, assisted.", "%1$llu moves in %2$s, assisted.",
		    (unsigned long)sg->pr.moves), (unsigned long long)sg->pr.moves, t);
	else
		/* TRANSLATORS: a saved game: %1$llu its moves, %2$s its time. */
		snprintf(l2, size, ngettext("%1$llu move in %2$s.", "%1$llu moves in %2$s.",
		    (unsigned long)sg->pr.moves), (unsigned long long)sg->pr.moves, t);
}

/* Appends text to the string in buf, cut to fit. */
static void
append(char *buf, size_t size, const char *text)
{
	size_t n = strlen(buf);

	if (n + 1 < size)
		snprintf(buf + n, size - n, "%s", text);
}

void
session_save_line(const struct save_info *si, char *buf, size_t size)
{
	const struct savegame *sg = &si->sg;
	char when[32] = "?", shape[48], which[48], t[32];
	time_t at = (time_t)si->saved;
	struct tm tm;

	if (localtime_r(&at, &tm) != NULL)
		strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tm);
	shape_words(sg, shape, sizeof shape);
	which_words(sg, which, sizeof which);
	text_duration(t, sizeof t, sg->pr.elapsed_ms);
	/* TRANSLATORS: a line of --saved: %1$u the ID, %2$s when it was
	 * saved, %3$s shape and size ("hex 20x12"), %4$s the algorithm,
	 * %5$s "seed N" or "daily DATE" (not translated), %6$llu the
	 * moves, %7$s the time.  Keep the ID first: scripts read it. */
	snprintf(buf, size, ngettext("%1$u  %2$s  %3$s  %4$s  %5$s  %6$llu move  %7$s",
	    "%1$u  %2$s  %3$s  %4$s  %5$s  %6$llu moves  %7$s",
	    (unsigned long)sg->pr.moves), (unsigned)si->id, when, shape,
	    sg->in_marathon ? "marathon" : sg->algo != NULL ? sg->algo->name
	    : "-", which, (unsigned long long)sg->pr.moves, t);
	if (sg->pr.assisted)
		/* TRANSLATORS: at the end of a --saved line. */
		append(buf, size, _("  assisted"));
	if (si->open)
		/* TRANSLATORS: at the end of a --saved line: another
		 * session is playing the game now. */
		append(buf, size, _("  (open in another mazegame)"));
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
