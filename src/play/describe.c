/* describe.c - the player's surroundings in words. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/plural.h"
#include "play/chalk.h"
#include "play/describe.h"
#include "base/text.h"

static const char *const dir_names[4] = { "north", "east", "south", "west" };

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
	char part[64];
	int open = 0, d;

	if (size == 0)
		return buf;
	buf[0] = '\0';
	if (bumped >= 0 && bumped < 4) {
		snprintf(part, sizeof part, "Wall %s. ", dir_names[bumped]);
		add(buf, size, part);
	}
	snprintf(part, sizeof part, "Column %u, row %u: ", x + 1, y + 1);
	add(buf, size, part);
	for (d = 0; d < 4; d++) {
		if (!maze_has_neighbour(m, g->pos, (enum dir)d)
		    || !maze_is_open(m, g->pos, (enum dir)d))
			continue;
		add(buf, size, open == 0 ? "open " : ", ");
		add(buf, size, dir_names[d]);
		next = maze_step(m, g->pos, (enum dir)d);
		if (next == g->p.exit)
			add(buf, size, " (the exit)");
		/* What a sighted player sees chalked next door. */
		if (chalk_get(&g->chalk, next) == CHALK_ONCE)
			/* TRANSLATORS: after an open direction: the cell there
			 * carries one chalk mark. */
			add(buf, size, _(" (marked once)"));
		else if (chalk_get(&g->chalk, next) == CHALK_CROSSED)
			/* TRANSLATORS: after an open direction: the cell there
			 * is crossed out in chalk. */
			add(buf, size, _(" (crossed out)"));
		open++;
	}
	if (open == 0)
		add(buf, size, "no way out");
	if (g->pos == g->p.exit)
		add(buf, size, "; the exit");
	else if (open == 1 && g->pos != g->p.start)
		add(buf, size, "; dead end");
	else if (open >= 3)
		add(buf, size, "; junction");
	else if (open == 2)
		add(buf, size, "; corridor");
	if (g->pos == g->p.start)
		add(buf, size, "; the start");
	else if (g->rules.trail && game_in(g, GAME_AGAIN, g->pos))
		add(buf, size, "; been here before");
	if (chalk_get(&g->chalk, g->pos) == CHALK_ONCE)
		add(buf, size, _("; marked once here"));
	else if (chalk_get(&g->chalk, g->pos) == CHALK_CROSSED)
		add(buf, size, _("; crossed out here"));
	add(buf, size, ".");
	return buf;
}

char *
describe_exit(const struct game *g, char *buf, size_t size)
{
	const maze *m = g->p.m;
	int64_t dx = (int64_t)(g->p.exit % m->w) - (int64_t)(g->pos % m->w);
	int64_t dy = (int64_t)(g->p.exit / m->w) - (int64_t)(g->pos / m->w);
	const char *ew = dx > 0 ? "east" : "west", *ns = dy > 0 ? "south" : "north";
	uint64_t ax = (uint64_t)(dx < 0 ? -dx : dx), ay = (uint64_t)(dy < 0 ? -dy : dy);

	if (size == 0)
		return buf;
	if (ax == 0 && ay == 0)
		snprintf(buf, size, "At the exit.");
	else if (g->rules.fog && !game_visible(g, g->p.exit))
		/* In the fog a sighted player sees no exit: the bearing
		 * (as a compass would give it), not how far. */
		snprintf(buf, size, "Exit to the %s%s%s.", ay > 0 ? ns : "",
		    ax > 0 && ay > 0 ? "-" : "", ax > 0 ? ew : "");
	else if (ax > 0 && ay > 0)
		snprintf(buf, size, "Exit %llu %s, %llu %s.", (unsigned long long)ax, ew,
		    (unsigned long long)ay, ns);
	else
		snprintf(buf, size, "Exit %llu %s.", (unsigned long long)(ax + ay),
		    ax > 0 ? ew : ns);
	return buf;
}

char *
describe_result(const struct game *g, char *buf, size_t size)
{
	char t[32];

	text_duration(t, sizeof t, g->elapsed_ms);
	snprintf(buf, size, plural_pick(plural_pick(
	    "You reached the exit in %llu move; the shortest way is %llu move. Time %s%s.",
	    "You reached the exit in %llu moves; the shortest way is %llu move. Time %s%s.",
	    g->moves), plural_pick(
	    "You reached the exit in %llu move; the shortest way is %llu moves. Time %s%s.",
	    "You reached the exit in %llu moves; the shortest way is %llu moves. Time %s%s.",
	    g->moves), g->p.optimal),
	    (unsigned long long)g->moves, (unsigned long long)g->p.optimal, t,
	    g->assisted ? ", assisted" : "");
	return buf;
}
