/* racers.c - the others of a race on the maze: their letters in their
 * colours, and the status line's place and leader. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/width.h"
#include "app/racing.h"
#include "base/text.h"
#include "ui/canvas.h"
#include "ui/race.h"
#include "ui/racers.h"
#include "ui/screen.h"
#include "net/race_standings.h"

/* Racers' colours: the first curses pair of ours, and the colours.
 * The game's own marks take the saturated colours (the player red, the
 * exit magenta, the trail blue, hints orange, S and the route green);
 * racers get muted 256-colour tones none of the themes uses, each with
 * a luminance that reads on black and on white (3.2:1 or better
 * against both, by WCAG's formula): cerulean, tan, plum, grey teal,
 * slate, olive, lavender, steel (rosewood read red beside your @). */
#define PAIR_RACER 40
static const short racer_colour[PROTO_COLOURS] = {
	31, 137, 96, 66, 61, 101, 103, 67,
};

/* Returns the attributes a racer's letters are drawn with: bold (the
 * cue without colour) in the racer's colour where the terminal has 256
 * colours; with 8 colours every one is the game's already, so racers
 * are bold and underlined in the text's own colour, told apart by
 * their letters. */
int
ui_racer_attr(const struct ui *u, unsigned colour)
{
	static bool ready;
	unsigned i;

	if (!u->d.color || COLORS < 256 || COLOR_PAIRS <= PAIR_RACER + PROTO_COLOURS)
		return (int)(A_BOLD | (u->d.color ? A_UNDERLINE : 0));
	if (!ready) {
		for (i = 0; i < PROTO_COLOURS; i++)
			init_pair((short)(PAIR_RACER + i), racer_colour[i], -1);
		ready = true;
	}
	return (int)(A_BOLD | COLOR_PAIR(PAIR_RACER + (int)(colour % PROTO_COLOURS)));
}

/* Writes "1st", "2nd", ... into buf. */
const char *
ui_race_ordinal(unsigned n, char *buf, size_t size)
{
	const char *sfx = (n % 100 >= 11 && n % 100 <= 13)
	    /* TRANSLATORS: the endings of ordinal numbers: 1st, 2nd, 3rd,
	     * 4th (11th, 12th, 13th); a language that writes "1." gives
	     * "." for each. At most 3 bytes. */
	    ? _("th")
	    : n % 10 == 1 ? _("st") : n % 10 == 2 ? _("nd") : n % 10 == 3 ? _("rd") : _("th");

	snprintf(buf, size, "%u%s", n, sfx);
	return buf;
}

/* Returns the moves left from racer id's cell to the exit. */
static uint64_t
left_of(const struct ui *u, const struct race_racer *x)
{
	const struct game *g = &u->s.g;
	uint32_t cell;

	if (x->col >= g->p.m->w || !g->p.solved)
		return 0;
	/* ROW * W + COL on any shape (a circle's rows are not its rings). */
	cell = x->row * g->p.m->w + x->col;
	if (cell >= g->p.m->n)
		return 0;
	return solve_distance(g->p.tree, cell);
}

void
ui_race_draw_others(struct ui *u)
{
	struct ui_race *x = u->race;
	const struct game *g = &u->s.g;
	unsigned id;

	if (x == NULL || x->side.alone || !u->s.playing || u->d.small)
		return;
	for (id = 0; id < RACE_SLOTS; id++) {
		const struct race_racer *o = &x->side.r->r[id];
		int64_t row, col;
		uint32_t cell;

		if (!o->used || (int)id == x->side.r->me || !o->placed
		    || o->state != PROTO_RACER_RACING || o->col >= g->p.m->w
		    || (uint64_t)o->row * g->p.m->w + o->col >= g->p.m->n)
			continue;
		cell = o->row * g->p.m->w + o->col;
		/* Under your @, unless you only watch (a spectator's @ is
		 * nowhere: the start, where racers stand before they go). */
		if ((cell == g->pos && !g->won && !u->d.spectator)
		    || game_cell(g, cell) == MARK_HIDDEN
		    || !canvas_shows(g->p.m, g->pos, cell))
			continue;
		canvas_cell(g->p.m, cell, &col, &row);
		row -= u->d.vy;
		col -= u->d.vx;
		if (row < 0 || row >= u->d.rows || col < 0 || col + 1 >= u->d.cols)
			continue;
		attrset(ui_racer_attr(u, o->colour));
		mvaddstr((int)row, (int)col, o->tag);
		attrset(A_NORMAL);
	}
}

void
ui_race_status_alone(struct ui *u)
{
	char said[sizeof u->d.race_say + 2];
	const char *tail = ui_race_tail(u);

	attrset(u->d.text);
	if (u->d.describe) {
		/* The words, on the status rows (cleared by erase). */
		ui_race_say(u, u->d.race_say, sizeof u->d.race_say);
		snprintf(said, sizeof said, "%s.", u->d.race_say);
		draw_text_cut(u->d.rows, 0, said, COLS);
	} else {
		/* The short form where the whole does not fit. */
		if (text_width(tail) > COLS && u->d.tail_short != NULL)
			tail = u->d.tail_short;
		draw_text_cut(LINES - 1, 0, tail, COLS);
	}
	attrset(A_NORMAL);
}

void
ui_race_say(struct ui *u, char *buf, size_t size)
{
	const char *tail, *help = ui_help_tail();
	size_t len, hl = strlen(help), i, o = 0;

	buf[0] = '\0';
	if (u->race == NULL || size == 0)
		return;
	tail = ui_race_tail(u);
	len = strlen(tail);
	/* Without " · ? help" at its end: a key is no news. */
	if (len >= hl + 4 && strcmp(tail + len - hl, help) == 0
	    && strncmp(tail + len - hl - 4, " · ", 4) == 0)
		len -= hl + 4;
	/* The dots that part the fields are read as commas. */
	for (i = 0; i < len && o + 1 < size; i++) {
		if (strncmp(tail + i, " · ", 4) == 0 && o + 2 < size) {
			buf[o++] = ',';
			buf[o++] = ' ';
			i += 3;
		} else {
			buf[o++] = tail[i];
		}
	}
	buf[o] = '\0';
}

/* Writes a spectator's status field to x->tail: every racer in order,
 * those out by place, then those racing by the moves they have left. */
static void
standings(struct ui *u, struct ui_race *x, const struct race *r)
{
	unsigned ids[RACE_SLOTS], racing[RACE_SLOTS], id;
	uint64_t left[RACE_SLOTS];
	size_t n = race_table(r, ids, RACE_SLOTS), k = 0, i, j;
	char list[120] = "", one[40], o[16];

	for (id = 0; id < RACE_SLOTS; id++)
		if (r->r[id].used && !r->r[id].finished
		    && r->r[id].state == PROTO_RACER_RACING) {
			/* Insertion by moves left: a handful of racers. */
			uint64_t d = left_of(u, &r->r[id]);

			for (j = k; j > 0 && left[j - 1] > d; j--) {
				racing[j] = racing[j - 1];
				left[j] = left[j - 1];
			}
			racing[j] = id;
			left[j] = d;
			k++;
		}
	for (i = 0; i < n + k; i++) {
		if (i < n)
			snprintf(one, sizeof one, "%s %s", r->r[ids[i]].tag,
			    ui_race_ordinal(r->r[ids[i]].place, o, sizeof o));
		else
			/* TRANSLATORS: a spectator's standings: %1$s a racer's
			 * letters, %2$llu the moves they have left. */
			snprintf(one, sizeof one, _("%1$s %2$llu to go"), r->r[racing[i - n]].tag,
			    (unsigned long long)left[i - n]);
		if (i > 0)
			text_left(list, sizeof list, ", ", 2);
		text_left(list, sizeof list, one, 0);
	}
	if (n + k == 0)
		/* TRANSLATORS: a spectator's status line before anyone
		 * races; %s is "? help". */
		snprintf(x->tail, sizeof x->tail, _("spectating · %s"), ui_help_tail());
	else
		/* TRANSLATORS: a spectator's status line: %1$s the
		 * standings ("R 1st, Ro 12 to go"), %2$s "? help". */
		snprintf(x->tail, sizeof x->tail, _("spectating: %1$s · %2$s"), list,
		    ui_help_tail());
}

/* Writes the race's place field to x->tail (mine: the player's moves
 * left). */
static void
place_tail(struct ui *u, struct ui_race *x, const struct race *r,
    uint64_t mine)
{
	uint64_t lead = UINT64_MAX;
	unsigned id, place = 1, ids[1];
	char o[16], t[32] = "", left[32];
	int first = -1;
	bool level = false;   /* another racer as near the exit */

	if (race_table(r, ids, 1) == 1) {
		first = (int)ids[0];
		text_duration(t, sizeof t, r->r[first].ms);
	}
	for (id = 0; id < RACE_SLOTS; id++) {
		const struct race_racer *y = &r->r[id];
		uint64_t d;

		if (!y->used || (int)id == r->me
		    || (y->state != PROTO_RACER_RACING && !y->finished))
			continue;
		d = y->finished ? 0 : left_of(u, y);
		if (d < lead)
			lead = d;
		if (y->finished || d < mine)
			place++;
		else if (d == mine)
			level = true;
	}
	if (r->me >= 0 && r->r[r->me].finished)
		/* TRANSLATORS: the racing status line: %1$s a place ("2nd"),
		 * %2$u how many race, %3$s "? help". Keep it short. */
		snprintf(x->tail, sizeof x->tail, _("%1$s of %2$u · %3$s"),
		    ui_race_ordinal(r->r[r->me].place, o, sizeof o), race_in_race(r),
		    ui_help_tail());
	else if (u->d.spectator)
		standings(u, x, r);
	else if (r->me >= 0 && r->r[r->me].state == PROTO_RACER_READY)
		/* TRANSLATORS: the racing status line in the lobby; %s is
		 * "? help". */
		snprintf(x->tail, sizeof x->tail, _("ready; the host starts · %s"), ui_help_tail());
	else if (r->me < 0 || r->r[r->me].state != PROTO_RACER_RACING)
		/* TRANSLATORS: the racing status line of one who joined
		 * mid-race; %s is "? help". */
		snprintf(x->tail, sizeof x->tail, _("watching; you race the next one · %s"), ui_help_tail());
	else if (first >= 0 && ui_race_call_left(u, left, sizeof left))
		/* TRANSLATORS: the racing status line: %1$s a place ("2nd"),
		 * %2$u how many race, %3$s the winner's letters, %4$s their
		 * time, %5$s the time left until the race is called, %6$s
		 * "? help". Keep it short. */
		snprintf(x->tail, sizeof x->tail, _("%1$s of %2$u · %3$s out first %4$s · over in %5$s · %6$s"),
		    ui_race_ordinal(place, o, sizeof o), race_in_race(r), r->r[first].tag,
		    t, left, ui_help_tail());
	else if (first >= 0)
		/* TRANSLATORS: the racing status line: %1$s a place ("2nd"),
		 * %2$u how many race, %3$s the winner's letters, %4$s their
		 * time, %5$s "? help". Keep it short. */
		snprintf(x->tail, sizeof x->tail, _("%1$s of %2$u · %3$s out first %4$s · %5$s"),
		    ui_race_ordinal(place, o, sizeof o), race_in_race(r), r->r[first].tag,
		    t, ui_help_tail());
	else if ((lead == UINT64_MAX || mine <= lead) && level)
		/* TRANSLATORS: the racing status line when another racer is
		 * as near the exit (at the start, everyone): %1$s a place
		 * ("1st"), %2$u how many race, %3$s "? help". Keep it
		 * short. */
		snprintf(x->tail, sizeof x->tail, _("%1$s of %2$u, level · %3$s"),
		    ui_race_ordinal(place, o, sizeof o), race_in_race(r), ui_help_tail());
	else if (lead == UINT64_MAX || mine <= lead)
		/* TRANSLATORS: the racing status line: %1$s a place ("1st"),
		 * %2$u how many race, %3$s "? help". Keep it short. */
		snprintf(x->tail, sizeof x->tail, _("%1$s of %2$u, leading · %3$s"),
		    ui_race_ordinal(place, o, sizeof o), race_in_race(r), ui_help_tail());
	else
		/* TRANSLATORS: the racing status line: %1$s a place ("2nd"),
		 * %2$u how many race, %3$llu the leader's moves left, %4$s
		 * "? help". Keep it short. */
		snprintf(x->tail, sizeof x->tail, _("%1$s of %2$u · leader %3$llu to go · %4$s"),
		    ui_race_ordinal(place, o, sizeof o), race_in_race(r),
		    (unsigned long long)lead, ui_help_tail());
}

/* Before the race, whose room it is as the kernel says: "hosted by
 * LOGIN" goes into x->tail before its "? help". */
static void
host_field(struct ui_race *x, const struct race *r)
{
	char was[sizeof x->tail], field[80];
	size_t hl = strlen(ui_help_tail()), len = strlen(x->tail);

	if (len >= hl + 4 && strcmp(x->tail + len - hl, ui_help_tail()) == 0)
		len -= hl + 4;
	snprintf(was, sizeof was, "%.*s", (int)len, x->tail);
	/* TRANSLATORS: on the status line in the lobby of a room one
	 * joined; %s is the login of the user who hosts it. */
	snprintf(field, sizeof field, _("hosted by %s"), r->host);
	if (snprintf(x->tail, sizeof x->tail, "%s · %s · %s", was, field,
	    ui_help_tail()) >= (int)sizeof x->tail)
		x->tail[text_cut(x->tail, 150)] = '\0';   /* whole characters */
}

const char *
ui_race_tail(struct ui *u)
{
	struct ui_race *x = u->race;
	const struct race *r = x->side.r;
	uint64_t mine = u->s.g.p.solved ? game_distance_left(&u->s.g) : 0;

	if (x->side.alone && x->player_gone[0] != '\0')
		/* TRANSLATORS: the status line of one watching an arcade
		 * visitor's game once its player has left it: %1$s the
		 * player, %2$s "? help". */
		snprintf(x->tail, sizeof x->tail, _("%1$s has stopped playing · %2$s"),
		    x->player_gone, ui_help_tail());
	else if (x->side.alone)
		/* TRANSLATORS: the racing status line once the host has gone:
		 * a racer racing on alone, anyone else; %s is "? help". */
		snprintf(x->tail, sizeof x->tail, x->side.closed ? _("room closed · %s")
		    : _("racing alone · %s"), ui_help_tail());
	else
		place_tail(u, x, r, mine);
	if (!x->side.alone && !x->hosting && (r->state == PROTO_ROOM_LOBBY
	    || r->state == PROTO_ROOM_COUNTDOWN))
		host_field(x, r);
	u->d.tail_short = NULL;
	{
		/* The short form: the first field (the place) and "?" for
		 * the help. */
		const char *dot = strstr(x->tail, " · ");

		if (dot != NULL) {
			snprintf(x->tail_short, sizeof x->tail_short, "%.*s · ?",
			    (int)(dot - x->tail), x->tail);
			u->d.tail_short = x->tail_short;
		}
	}
	if (x->note_until != 0) {
		/* The news first, without its details, then the place
		 * (without "? help": news never pushes the place off the
		 * line); where that does not fit, the news alone. */
		char was[sizeof x->tail];
		size_t hl = strlen(ui_help_tail()), len = strlen(x->tail);

		if (len >= hl + 4 && strcmp(x->tail + len - hl, ui_help_tail()) == 0)
			len -= hl + 4;
		snprintf(was, sizeof was, "%.*s", (int)len, x->tail);
		if (snprintf(x->tail, sizeof x->tail, "%.*s · %s",
		    (int)text_cut(x->brief, 60), x->brief, was) >= (int)sizeof x->tail)
			x->tail[text_cut(x->tail, 150)] = '\0';   /* whole characters */
		snprintf(x->tail_short, sizeof x->tail_short, "%.*s",
		    (int)text_cut(x->brief, 60), x->brief);
		u->d.tail_short = x->tail_short;
	}
	return x->tail;
}

