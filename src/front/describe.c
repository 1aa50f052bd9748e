/* describe.c - the player's surroundings in words. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "play/chalk.h"
#include "play/command.h"
#include "front/keys.h"
#include "front/describe.h"
#include "maze/floors.h"
#include "maze/shape.h"
#include "base/text.h"

/* Appends text to buf (of size bytes, holding len). */
static void
add(char *buf, size_t size, const char *text)
{
	size_t len = strlen(buf);

	if (len < size)
		snprintf(buf + len, size - len, "%s", text);
}

char *
describe_position(const struct game *g, int bumped, char *buf, size_t size)
{
	const maze *m = g->p.m;
	uint32_t x = g->pos % m->w, y = g->pos / m->w, next;
	char part[64], ways[200];
	int open = 0;
	unsigned d;

	if (size == 0)
		return buf;
	buf[0] = '\0';
	ways[0] = '\0';
	if (bumped >= 0 && (unsigned)bumped < maze_ways(m)) {
		if (m->shape != NULL && (m->shape->stairs >> bumped & 1u))
			/* TRANSLATORS: %s is "stairs up" or "stairs down"; the
			 * sentence ends with a space, as "Wall %s. " does. */
			snprintf(part, sizeof part, _("No %s. "), shape_way_name(m, (unsigned)bumped));
		else
			/* TRANSLATORS: %s is a direction; the sentence ends
			 * with a space, as the next one follows on the same
			 * line. */
			snprintf(part, sizeof part, _("Wall %s. "), shape_way_name(m, (unsigned)bumped));
		add(buf, size, part);
	}
	if (m->shape != NULL && m->shape->rings) {
		uint32_t v[3];

		shape_place(m, g->pos, v);
		/* TRANSLATORS: the start of the spoken position on a
		 * circular maze: ring 1 is the innermost, its cells counted
		 * clockwise from twelve o'clock. */
		snprintf(part, sizeof part, _("Ring %1$u, cell %2$u: "),
		    (unsigned)v[1] + 1, (unsigned)v[0] + 1);
	} else if (floors_count(m) > 1)
		/* TRANSLATORS: the start of the spoken position on a maze
		 * of floors; what is open follows. */
		snprintf(part, sizeof part, _("Floor %1$u of %2$u, column %3$u, row %4$u: "),
		    floors_of(m, g->pos) + 1, floors_count(m), x + 1,
		    y % floors_height(m) + 1);
	else
		/* TRANSLATORS: the start of the spoken position; what is open
		 * follows after the colon and the space. */
		snprintf(part, sizeof part, _("Column %1$u, row %2$u: "), x + 1, y + 1);
	add(buf, size, part);
	for (d = 0; d < maze_ways(m); d++) {
		if (!maze_way_open(m, g->pos, d) || !maze_next(m, g->pos, d, &next))
			continue;
		/* TRANSLATORS: between the open directions: "north, east". */
		if (open > 0)
			add(ways, sizeof ways, _(", "));
		if (next == g->p.exit) {
			/* TRANSLATORS: %s is a direction that leads to the exit. */
			snprintf(part, sizeof part, _("%s (the exit)"), shape_way_name(m, d));
			add(ways, sizeof ways, part);
		} else
			add(ways, sizeof ways, shape_way_name(m, d));
		/* A weave's way under a crossing, to the cell past it. */
		if (m->shape != NULL && m->shape->under != NULL
		    && m->shape->under(m, g->pos, next))
			/* TRANSLATORS: after an open direction: the way
			 * there runs under a crossing passage (weave). */
			add(ways, sizeof ways, _(" (under)"));
		/* What a sighted player sees chalked next door. */
		if (chalk_get(&g->chalk, next) == CHALK_ONCE)
			/* TRANSLATORS: after an open direction: the cell there
			 * carries one chalk mark. */
			add(ways, sizeof ways, _(" (marked once)"));
		else if (chalk_get(&g->chalk, next) == CHALK_CROSSED)
			/* TRANSLATORS: after an open direction: the cell there
			 * is crossed out in chalk. */
			add(ways, sizeof ways, _(" (crossed out)"));
		open++;
	}
	if (open == 0)
		add(buf, size, _("no way out"));
	else {
		/* TRANSLATORS: %s lists the open directions: "north, east". */
		snprintf(part, sizeof part, _("open %s"), ways);
		add(buf, size, part);
	}
	/* TRANSLATORS: each of the next few is added to the spoken
	 * position, after the open directions: "open north; dead end". */
	if (g->pos == g->p.exit)
		add(buf, size, _("; the exit"));
	else if (open == 1 && g->pos != g->p.start)
		add(buf, size, _("; dead end"));
	else if (open >= 3)
		add(buf, size, _("; junction"));
	else if (open == 2)
		add(buf, size, _("; corridor"));
	if (g->pos == g->p.start)
		add(buf, size, _("; the start"));
	else if (g->rules.trail && game_in(g, GAME_AGAIN, g->pos))
		add(buf, size, _("; been here before"));
	if (m->shape != NULL && m->shape->beneath != NULL
	    && m->shape->beneath(m, g->pos))
		/* TRANSLATORS: added to the spoken position on a weave
		 * crossing whose way under is open. */
		add(buf, size, _("; a way runs beneath"));
	if (chalk_get(&g->chalk, g->pos) == CHALK_ONCE)
		add(buf, size, _("; marked once here"));
	else if (chalk_get(&g->chalk, g->pos) == CHALK_CROSSED)
		add(buf, size, _("; crossed out here"));
	/* TRANSLATORS: the end of the spoken position. */
	add(buf, size, _("."));
	return buf;
}

char *
describe_move(const struct game *g, const struct move_report *r, char *buf,
    size_t size)
{
	char *out = describe_position(g, r->event == MOVE_EV_BUMP ? (int)r->dir : -1,
	    buf, size);

	if (r->event == MOVE_EV_CHOICE && size > 0) {
		char rest[320], two[200];

		/* The two ways and their keys first ("Two ways open there:
		 * y goes north-west, u north-east."): it said "y, u, b and
		 * n choose" on a hex maze whichever two were open. */
		snprintf(rest, sizeof rest, "%s", buf);
		if (describe_choice(g, r, two, sizeof two)[0] != '\0')
			snprintf(buf, size, "%s %s", two, rest);
	}
	return out;
}

/* The first key bound to move one cell toward way d of m, into buf. */
static const char *
way_key(const maze *m, unsigned d, char *buf, size_t size)
{
	enum cmd c = cmd_move_compass(m->shape->compass[d], false);

	keys_names(cmd_is_diagonal(c) ? KEYS_DIAG : KEYS_PLAY, c, " ",
	    buf, size);
	buf[strcspn(buf, " ")] = '\0';
	return buf;
}

char *
describe_choice(const struct game *g, const struct move_report *r,
    char *buf, size_t size)
{
	const maze *m = g->p.m;
	unsigned way[2];
	char k0[32], k1[32];

	buf[0] = '\0';
	if (m->shape == NULL || m->shape->compass == NULL || !cmd_is_move(r->cmd)
	    || m->shape->toward(m, r->from, cmd_compass(r->cmd), way) != 2)
		return buf;
	/* TRANSLATORS: a key that found two ways open: %1$s and %3$s
	 * the keys that choose, %2$s and %4$s where each goes (a way's
	 * name: "south-west", "out clockwise"). */
	snprintf(buf, size, _("Two ways open there: %1$s goes %2$s, %3$s %4$s."),
	    way_key(m, way[0], k0, sizeof k0), _(m->shape->way_names[way[0]]),
	    way_key(m, way[1], k1, sizeof k1), _(m->shape->way_names[way[1]]));
	return buf;
}

char *
describe_exit(const struct game *g, char *buf, size_t size)
{
	const maze *m = g->p.m;
	/* On floors: the rows on the floor, and the floors apart. */
	int64_t fh = floors_height(m);
	int64_t dx = (int64_t)(g->p.exit % m->w) - (int64_t)(g->pos % m->w);
	int64_t dy = (int64_t)(g->p.exit / m->w % fh) - (int64_t)(g->pos / m->w % fh);
	int64_t df = (int64_t)floors_of(m, g->p.exit) - (int64_t)floors_of(m, g->pos);
	const char *ew = dx > 0 ? _("east") : _("west"), *ns = dy > 0 ? _("south") : _("north");
	uint64_t ax = (uint64_t)(dx < 0 ? -dx : dx), ay = (uint64_t)(dy < 0 ? -dy : dy);
	uint64_t af = (uint64_t)(df < 0 ? -df : df);
	bool hidden = g->rules.fog && !game_visible(g, g->p.exit);
	char fl[80];

	if (size == 0)
		return buf;
	buf[0] = '\0';
	if (m->shape != NULL && m->shape->rings && g->pos != g->p.exit
	    && !hidden) {
		uint32_t v[3];

		shape_place(m, g->p.exit, v);
		/* TRANSLATORS: where the exit of a circular maze is. */
		snprintf(buf, size, _("The exit is in ring %1$u, cell %2$u."),
		    (unsigned)v[1] + 1, (unsigned)v[0] + 1);
		return buf;
	}
	if (ax == 0 && ay == 0 && af == 0)
		snprintf(buf, size, "%s", _("At the exit."));
	else if (hidden)
		/* In the fog a sighted player sees no exit, nor which way
		 * it lies: the words say no more. */
		snprintf(buf, size, "%s", _("The exit is not in sight."));
	else if (ax > 0 && ay > 0)
		/* TRANSLATORS: where the exit is: %1$llu cells to the
		 * %2$s (east or west), %3$llu to the %4$s (north or south). */
		snprintf(buf, size, _("Exit %1$llu %2$s, %3$llu %4$s."), (unsigned long long)ax, ew,
		    (unsigned long long)ay, ns);
	else if (ax + ay > 0)
		/* TRANSLATORS: where the exit is: %1$llu cells to the %2$s
		 * (a direction). */
		snprintf(buf, size, _("Exit %1$llu %2$s."), (unsigned long long)(ax + ay),
		    ax > 0 ? ew : ns);
	if (af > 0 && !hidden) {
		snprintf(fl, sizeof fl, df > 0
		    /* TRANSLATORS: where the exit is on a maze of floors,
		     * after where it lies on its floor, or alone. */
		    ? ngettext("The exit is %llu floor up.", "The exit is %llu floors up.", (unsigned long)af)
		    : ngettext("The exit is %llu floor down.", "The exit is %llu floors down.", (unsigned long)af),
		    (unsigned long long)af);
		add(buf, size, buf[0] != '\0' ? " " : "");
		add(buf, size, fl);
	}
	return buf;
}

char *
describe_result(const struct game *g, char *buf, size_t size)
{
	char t[32];
	char moves[80], shortest[80];

	text_duration(t, sizeof t, g->elapsed_ms);
	/* TRANSLATORS: the first half of "You reached the exit in 5 moves;
	 * the shortest way is 3 moves. Time 0:12." */
	snprintf(moves, sizeof moves, ngettext("You reached the exit in %llu move",
	    "You reached the exit in %llu moves", (unsigned long)g->moves),
	    (unsigned long long)g->moves);
	/* TRANSLATORS: the second half of "You reached the exit in 5
	 * moves; the shortest way is 3 moves. Time 0:12." */
	snprintf(shortest, sizeof shortest, ngettext("the shortest way is %llu move",
	    "the shortest way is %llu moves", (unsigned long)g->p.optimal),
	    (unsigned long long)g->p.optimal);
	if (g->assisted)
		/* TRANSLATORS: %1$s "You reached the exit in 5 moves", %2$s
		 * "the shortest way is 3 moves", %3$s the time (0:12). */
		snprintf(buf, size, _("%1$s; %2$s. Time %3$s, assisted."), moves, shortest, t);
	else
		/* TRANSLATORS: %1$s "You reached the exit in 5 moves", %2$s
		 * "the shortest way is 3 moves", %3$s the time (0:12). */
		snprintf(buf, size, _("%1$s; %2$s. Time %3$s."), moves, shortest, t);
	return buf;
}
