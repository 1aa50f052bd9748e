/* session_marathon.c - a session that plays a marathon: its mazes one
 * after another, scoring each, and the best marathons when it ends. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "app/session.h"
#include "app/session_marathon.h"
#include "base/i18n.h"
#include "store/persist.h"

void
session_marathon_start(struct session *s, uint64_t seed, bool daily)
{
	marathon_start(&s->mr, seed, daily);
	s->marathon_on = true;
	s->marathon_ended = false;
	s->marathon_index = -1;
	session_marathon_kind(s);
}

void
session_marathon_kind(struct session *s)
{
	struct session_kind *k = &s->kind;

	k->diff = "marathon";
	k->pw = k->ph = 0;
	k->algo = marathon_algo(s->mr.level);
	k->far_apart = false;
	k->load_path = NULL;
	k->seed = marathon_maze_seed(s->mr.seed, s->mr.level);
	k->shape = marathon_shape(s->mr.seed, s->mr.level);
	/* A shape whose K counts cells (floors) gets MARATHON_FLOORS;
	 * a weave its default density. */
	k->k = shape_k_counts(k->shape) ? MARATHON_FLOORS : 0;
	marathon_shape_size(k->shape, s->mr.level, &k->w, &k->h);
	k->daily = false;
}

void
session_marathon_next(struct session *s)
{
	if (!s->mr.over)
		marathon_next(&s->mr);
	session_marathon_kind(s);
}

int
session_marathon_won(struct session *s, const char *player, int64_t when,
    mg_err *e)
{
	mg_err ce;
	int rc = 0;

	s->marathon_last = marathon_escaped(&s->mr, s->g.p.optimal, s->g.moves);
	persist_record_game(&s->g, "marathon", NULL, HISTORY_ESCAPED, when,
	    s->record_note, sizeof s->record_note, s->record_warn,
	    sizeof s->record_warn);
	if (s->mr.over)
		rc = session_marathon_end(s, player, when, e);
	/* This maze's save, if it had one, is done with: won. */
	if (saves_drop(&s->hold, rc == 0 ? e : &ce) != 0)
		rc = -1;
	return rc;
}

int
session_marathon_end(struct session *s, const char *player, int64_t when,
    mg_err *e)
{
	struct marathon_entry m;

	if (!s->marathon_on || s->marathon_ended)
		return 0;
	s->marathon_ended = true;
	memset(&m, 0, sizeof m);
	m.points = s->mr.points;
	m.mazes = s->mr.level;
	m.when = when;
	m.daily = s->mr.daily;
	m.seed = s->mr.seed;
	scores_sanitize_name(player, m.name);
	return persist_add_marathon(&m, &s->marathons, &s->marathon_index, e);
}

bool
session_marathon_lost(const struct session *s)
{
	return s->marathon_on && s->playing && !s->g.won && s->g.p.solved
	    && marathon_lost(s->g.p.optimal, s->g.moves);
}

const char *
session_marathon_status(const struct session *s, char *buf, size_t size)
{
	char pts[32];

	buf[0] = '\0';
	if (!s->marathon_on || !s->playing)
		return buf;
	marathon_points_text(s->mr.points, pts, sizeof pts);
	/* TRANSLATORS: the marathon on the status line: %1$u the maze's
	 * number, %2$s the score so far (1.875), %3$llu the most moves
	 * this maze may take.  Keep it short. */
	snprintf(buf, size, _("maze %1$u  score %2$s  max %3$llu"),
	    (unsigned)s->mr.level, pts,
	    (unsigned long long)marathon_move_limit(s->g.p.optimal));
	return buf;
}
