/* run_ghost.c - a recorded run played back by the game's clock. */
#include "config.h"

#include <stdio.h>

#include "base/i18n.h"
#include "base/text.h"
#include "store/run_ghost.h"

void
run_ghost_start(struct run_ghost *gh, const struct run *r, const maze *m)
{
	gh->run = r;
	gh->m = m;
	gh->done = 0;
	gh->pos = r->start;
}

bool
run_ghost_seek(struct run_ghost *gh, uint64_t ms)
{
	const struct run *r = gh->run;
	uint32_t was = gh->pos;

	if (gh->done > 0 && run_move_ms(r, gh->done - 1) > ms) {
		gh->done = 0;
		gh->pos = r->start;
	}
	while (gh->done < r->n && run_move_ms(r, gh->done) <= ms) {
		/* A run read or recorded is whole: every move is a step.
		 * At one that is not, the ghost stops for good rather than
		 * walk through a wall (or wait for it for ever). */
		if (run_step(gh->m, &gh->pos, run_move_dir(r, gh->done)) != 0) {
			gh->done = r->n;
			break;
		}
		gh->done++;
	}
	return gh->pos != was;
}

uint64_t
run_ghost_next(const struct run_ghost *gh)
{
	return gh->done < gh->run->n ? run_move_ms(gh->run, gh->done) : UINT64_MAX;
}

bool
run_ghost_arrived(const struct run_ghost *gh)
{
	return gh->pos == gh->run->exit;
}

char
run_ghost_letter(const struct run *r)
{
	char c = r->player[0];

	if (c >= 'A' && c <= 'Z')
		return (char)(c - 'A' + 'a');
	if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
		return c;
	return 'g';
}

void
run_ghost_result(const struct run *r, uint64_t player_ms,
    uint64_t player_moves, struct run_result *res)
{
	res->player_ms = player_ms;
	res->player_moves = player_moves;
	res->ghost_ms = run_time(r);
	res->ghost_moves = r->n;
	if (player_ms < res->ghost_ms) {
		res->winner = RUN_WIN_PLAYER;
		res->margin_ms = res->ghost_ms - player_ms;
	} else if (player_ms > res->ghost_ms) {
		res->winner = RUN_WIN_GHOST;
		res->margin_ms = player_ms - res->ghost_ms;
	} else {
		res->winner = RUN_WIN_TIE;
		res->margin_ms = 0;
	}
}

/* Writes a margin of ms: "40 ms", "1.3 s", "2:05". */
static void
margin_text(char *buf, size_t size, uint64_t ms)
{
	if (ms < 1000)
		/* TRANSLATORS: a race's margin in milliseconds. */
		snprintf(buf, size, _("%llu ms"), (unsigned long long)ms);
	else if (ms < 60000)
		/* TRANSLATORS: a race's margin in seconds and tenths. */
		snprintf(buf, size, _("%llu.%llu s"), (unsigned long long)(ms / 1000),
		    (unsigned long long)(ms % 1000 / 100));
	else
		text_duration(buf, size, ms);
}

/* Writes the sentence of a race won by margin t, the winner with w
 * moves and the loser with l; player says whether the player won. */
static void
won_text(char *buf, size_t size, bool player, const char *t, uint64_t w,
    uint64_t l)
{
	unsigned long long d = w < l ? l - w : w - l, uw = w, ul = l;
	unsigned long n = (unsigned long)d;

	if (w == l && player)
		/* TRANSLATORS: %1$s how much sooner ("40 ms", "1.3 s",
		 * "2:05"), %2$llu both sides' moves. */
		snprintf(buf, size, _("You beat the ghost by %1$s in as many moves (%2$llu)."), t, uw);
	else if (w == l)
		/* TRANSLATORS: %1$s how much sooner ("40 ms", "1.3 s",
		 * "2:05"), %2$llu both sides' moves. */
		snprintf(buf, size, _("The ghost won by %1$s in as many moves (%2$llu)."), t, uw);
	else if (w < l && player)
		/* TRANSLATORS: %1$s how much sooner, %2$llu how many moves
		 * fewer, %3$llu the winner's moves, %4$llu the loser's. */
		snprintf(buf, size, ngettext("You beat the ghost by %1$s and %2$llu move (%3$llu to %4$llu).",
		    "You beat the ghost by %1$s and %2$llu moves (%3$llu to %4$llu).", n), t, d, uw, ul);
	else if (w < l)
		/* TRANSLATORS: %1$s how much sooner, %2$llu how many moves
		 * fewer, %3$llu the winner's moves, %4$llu the loser's. */
		snprintf(buf, size, ngettext("The ghost won by %1$s and %2$llu move (%3$llu to %4$llu).",
		    "The ghost won by %1$s and %2$llu moves (%3$llu to %4$llu).", n), t, d, uw, ul);
	else if (player)
		/* TRANSLATORS: %1$s how much sooner, %2$llu how many moves
		 * more, %3$llu the winner's moves, %4$llu the loser's. */
		snprintf(buf, size, ngettext("You beat the ghost by %1$s, with %2$llu move more (%3$llu to %4$llu).",
		    "You beat the ghost by %1$s, with %2$llu moves more (%3$llu to %4$llu).", n), t, d, uw, ul);
	else
		/* TRANSLATORS: %1$s how much sooner, %2$llu how many moves
		 * more, %3$llu the winner's moves, %4$llu the loser's. */
		snprintf(buf, size, ngettext("The ghost won by %1$s, with %2$llu move more (%3$llu to %4$llu).",
		    "The ghost won by %1$s, with %2$llu moves more (%3$llu to %4$llu).", n), t, d, uw, ul);
}

const char *
run_result_text(const struct run_result *res, char *buf, size_t size)
{
	char t[32];

	margin_text(t, sizeof t, res->margin_ms);
	switch (res->winner) {
	case RUN_WIN_PLAYER:
		won_text(buf, size, true, t, res->player_moves, res->ghost_moves);
		break;
	case RUN_WIN_GHOST:
		won_text(buf, size, false, t, res->ghost_moves, res->player_moves);
		break;
	default:
		/* TRANSLATORS: %1$llu the player's moves, %2$llu the ghost's. */
		snprintf(buf, size, ngettext("A dead heat with the ghost: %1$llu move to its %2$llu.",
		    "A dead heat with the ghost: %1$llu moves to its %2$llu.",
		    (unsigned long)res->player_moves),
		    (unsigned long long)res->player_moves,
		    (unsigned long long)res->ghost_moves);
		break;
	}
	return buf;
}
