/* race_draw.c - the race's own screens: the lobby and the finish table
 * (the others on the maze are racers.c's). */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/width.h"
#include "app/racing.h"
#include "base/text.h"
#include "ui/race.h"
#include "ui/racers.h"
#include "ui/screen.h"

/* Most lines of a race's box. */
#define BOX_LINES 24

/* Returns a racer's state in the player's language (the protocol's
 * word, proto_racer_state_name, stays English). */
static const char *
state_word(unsigned state)
{
	static const char *const words[PROTO_RACER_STATES] = {
		/* TRANSLATORS: what a racer does, in the room's list and
		 * the finish table: in the lobby, racing, finished, joined
		 * mid-race, only watching, left. */
		NC_("racer", "ready"), NC_("racer", "racing"),
		NC_("racer", "finished"), NC_("racer", "watching"),
		NC_("racer", "spectator"), NC_("racer", "left"),
	};

	return state < PROTO_RACER_STATES ? i18n_context(words[state])
	    : proto_racer_state_name(state);
}

/* Writes a racer's roster line: letters, name (in a column cols wide),
 * what they do. */
static void
roster_line(const struct ui *u, unsigned id, int cols, char *buf,
    size_t size)
{
	const struct race_racer *y = &u->race->r->r[id];
	char name[PROTO_NAME_MAX + 8];

	char padded[PROTO_NAME_MAX + 24] = "";

	race_display_name(y, name, sizeof name);
	text_left(padded, sizeof padded, name, cols);   /* in display columns */
	if ((int)id == u->race->r->me)
		/* TRANSLATORS: a racer in the room's list: %1$s the tag,
		 * %2$s the name, %3$s the state ("ready"). */
		snprintf(buf, size, _("%1$-2s  %2$-14s %3$s (you)"), y->tag, padded,
		    state_word(y->state));
	else
		snprintf(buf, size, "%-2s  %-14s %s", y->tag, padded,
		    state_word(y->state));
}

/* Ends a box's n lines of text (rows of stride bytes) with the room's
 * latest note, cut to cols columns, and points lines at them all.
 * Returns the new count. */
static int
box_lines(char *text, size_t stride, int n, const char *note, int cols,
    const char **lines)
{
	int i;

	if (note[0] != '\0')
		snprintf(text + (size_t)n++ * stride, stride, "%.*s",
		    (int)text_cut(note, cols), note);
	for (i = 0; i < n; i++)
		lines[i] = text + (size_t)i * stride;
	return n;
}

/* Paints the racers' letters of the box lines that list them. */
static void
paint_tags(struct ui *u, struct box_pos at, const unsigned *ids, int first,
    int n)
{
	int i;

	for (i = 0; i < n; i++) {
		const struct race_racer *y = &u->race->r->r[ids[i]];

		attrset(ui_racer_attr(u, y->colour));
		mvaddstr(at.row + first + i, at.col, y->tag);
		attrset(A_NORMAL);
	}
}

void
ui_lobby_draw(struct ui *u)
{
	struct ui_race *x = u->race;
	const struct race *r = x->r;
	char text[BOX_LINES][80], title[64], footer[64];
	const char *lines[BOX_LINES];
	unsigned ids[BOX_LINES], id, all = 0;
	int n = 0, first, k = 0, fit, i, cols = 14;
	struct box_pos at;

	ui_maze_draw(u);
	ui_race_draw_others(u);
	if (strcmp(x->room, "race") == 0)
		snprintf(text[n++], sizeof text[0], "%s", _("Join with: mazegame --race"));
	else
		/* TRANSLATORS: %s is the room's name. */
		snprintf(text[n++], sizeof text[0], _("Join with: mazegame --race=%s"),
		    x->room);
	if (!x->hosting)
		/* TRANSLATORS: %s is the login of the user whose process
		 * holds the room, as the system (not the host) says. */
		snprintf(text[n++], sizeof text[0], _("Hosted by %s"), r->host);
	/* TRANSLATORS: %1$ux%2$u the size, %3$s the algorithm and %4$s
	 * the difficulty (neither translated). */
	snprintf(text[n++], sizeof text[0], _("Maze: %1$ux%2$u %3$s, %4$s"), r->maze.w,
	    r->maze.h, r->maze.algo, r->maze.diff);
	text[n++][0] = '\0';
	first = n;
	/* The racers that fit in the box, three lines kept for what
	 * follows them and two for the frame. */
	fit = u->d.rows - 2 - n - 4;
	if (fit > BOX_LINES - n - 4)
		fit = BOX_LINES - n - 4;
	for (id = 0; id < RACE_SLOTS; id++)
		if (r->r[id].used && r->r[id].state != PROTO_RACER_LEFT) {
			all++;
			if (k < fit)
				ids[k++] = id;
		}
	/* The names' column: 14, or as wide as the widest name shown. */
	for (i = 0; i < k; i++) {
		char name[PROTO_NAME_MAX + 8];

		race_display_name(&r->r[ids[i]], name, sizeof name);
		if (text_width(name) > cols)
			cols = text_width(name);
	}
	for (i = 0; i < k; i++)
		roster_line(u, ids[i], cols, text[n++], sizeof text[0]);
	if (all > (unsigned)k && k > 0) {
		/* The last line says how many more there are. */
		k--;
		snprintf(text[n - 1], sizeof text[0], ngettext("... and %u more",
		    "... and %u more", all - (unsigned)k), all - (unsigned)k);
	}
	text[n++][0] = '\0';
	if (r->state == PROTO_ROOM_COUNTDOWN)
		/* TRANSLATORS: the countdown, %u seconds. */
		snprintf(text[n++], sizeof text[0], _("Starting in %u..."), r->count);
	else if (x->hosting)
		snprintf(text[n++], sizeof text[0], "%s", _("Enter starts the race."));
	else
		snprintf(text[n++], sizeof text[0], "%s", _("The host starts the race."));
	n = box_lines(text[0], sizeof text[0], n, x->note, 78, lines);
	/* TRANSLATORS: a box's title; %s is the room's name. */
	snprintf(title, sizeof title, _("Race room %s"), x->room);
	/* TRANSLATORS: the room box's footer: the keys (Enter, q: keep
	 * them) and what they do. */
	snprintf(footer, sizeof footer, "%s", x->hosting ? _("Enter start  q leave")
	    : _("q leave"));
	at = draw_box(&u->d, lines, n, -1, title, footer);
	paint_tags(u, at, ids, first, k);
}

/* Returns how many others (racers and spectators) are in the room. */
static unsigned
others_in_room(const struct race *r)
{
	unsigned id, n = 0;

	for (id = 0; id < RACE_SLOTS; id++)
		if (r->r[id].used && (int)id != r->me
		    && r->r[id].state != PROTO_RACER_LEFT)
			n++;
	return n;
}

/* The answer to "close the room?": y closes it, n and Esc stay. */
static void
answer_close(struct ui *u, enum cmd c)
{
	if (c == CMD_YES)
		ui_finish(u, MG_EXIT_OK);
}

bool
ui_race_ask_close(struct ui *u)
{
	static const struct answer a[] = {
		/* TRANSLATORS: answers to "Close the room?", after their
		 * keys; in a narrow terminal only the words before ';'. */
		{ CMD_YES, N_("close it; the race ends for all") },
		{ CMD_NO, N_("stay; the room stays open") },
	};
	struct question q;
	unsigned n;

	if (u->race == NULL || u->race->h == NULL || u->race->alone
	    || (n = others_in_room(u->race->r)) == 0)
		return false;
	ui_question_init(&q, a, 2, answer_close);
	/* TRANSLATORS: the host leaving a room with others in it; %u is
	 * how many others (racers and spectators). */
	snprintf(q.lines[0], sizeof q.lines[0], ngettext("Close the room? %u other is in it.",
	    "Close the room? %u others are in it.", (unsigned long)n), n);
	q.n = 1;
	ui_question(u, &q);
	return true;
}

void
ui_lobby_key(struct ui *u, keycode k)
{
	enum cmd c = keys_lookup(KEYS_PLAY, k);

	if (k == KEYC_ENTER && u->race->h != NULL)
		host_start(u->race->h, draw_now_ms(), NULL);
	else if (c == CMD_QUIT || k == KEYC_ESC) {
		if (!ui_race_ask_close(u))
			ui_finish(u, MG_EXIT_OK);
	}
	else if (ui_overlay(u, c))
		return;
}

/* The finish table's column widths, in display columns: at least the
 * heading's, and as wide as the widest value shown, so that no number
 * and no name is ever cut and the columns stay straight (a host may
 * send any name of 32 and numbers up to 10^15). */
struct table_cols {
	int place, name, time, moves, opt;
};

/* Writes what racer id's row shows: place, name, time, moves. */
static void
table_fields(const struct ui *u, unsigned id, char *o, char *name, char *t,
    char *mv)
{
	const struct race_racer *y = &u->race->r->r[id];

	race_display_name(y, name, PROTO_NAME_MAX + 8);
	ui_race_ordinal(y->place, o, 16);
	text_duration(t, 32, y->ms);
	snprintf(mv, 24, "%llu", (unsigned long long)y->moves);
}

/* Widens c for racer id's row. */
static void
table_widen(const struct ui *u, unsigned id, struct table_cols *c)
{
	char name[PROTO_NAME_MAX + 8], t[32], o[16], mv[24];

	table_fields(u, id, o, name, t, mv);
	if (text_width(name) > c->name)
		c->name = text_width(name);
	if (!u->race->r->r[id].finished)
		return;
	if (text_width(o) > c->place)
		c->place = text_width(o);
	if (text_width(t) > c->time)
		c->time = text_width(t);
	if ((int)strlen(mv) > c->moves)
		c->moves = (int)strlen(mv);
}

/* Writes racer id's row of the finish table in columns c. */
static void
table_line(const struct ui *u, unsigned id, const struct table_cols *c,
    char *buf, size_t size)
{
	const struct race_racer *y = &u->race->r->r[id];
	uint64_t opt = u->s.g.p.optimal;
	char name[PROTO_NAME_MAX + 8], t[32], o[16], mv[24];
	size_t len;

	table_fields(u, id, o, name, t, mv);
	buf[0] = '\0';
	text_left(buf, size, y->finished ? o : "", c->place);
	len = strlen(buf);
	snprintf(buf + len, size - len, " %-2s ", y->tag);
	len = text_left(buf, size, name, c->name);
	if (!y->finished) {
		/* TRANSLATORS: in the finish table of a race that is over
		 * (called by the host or its clock): a racer who had not
		 * reached the exit. */
		snprintf(buf + len, size - len, " %s", u->race->r->state == PROTO_ROOM_RESULTS
		    && y->state == PROTO_RACER_RACING ? _("not finished") : state_word(y->state));
		return;
	}
	snprintf(buf + len, size - len, " %*s %*s %*llu %4u%%%s", c->time, t,
	    c->moves, mv, c->opt, (unsigned long long)opt,
	    race_percent(opt, y->moves), y->assisted ? " p" : "");
}

/* Appends a space and word set right in cols display columns. */
static void
heading_col(char *buf, size_t size, const char *word, int cols)
{
	text_left(buf, size, " ", 1);
	text_right(buf, size, word, cols);
}

void
ui_table_draw(struct ui *u)
{
	struct ui_race *x = u->race;
	const struct race *r = x->r;
	char text[BOX_LINES][160], footer[96], left[32];
	const char *lines[BOX_LINES];
	unsigned ids[RACE_SLOTS], shown[BOX_LINES], id;
	int n = 0, k, m = 0, i, fit;
	struct table_cols c;
	char o[24];
	struct box_pos at;

	ui_maze_draw(u);
	ui_race_draw_others(u);
	/* Rows that fit: two lines kept for the notes, two for the frame. */
	fit = u->d.rows - 2 - 1 - 2;
	if (fit > BOX_LINES - 1 - 2)
		fit = BOX_LINES - 1 - 2;
	k = (int)race_table(r, ids, RACE_SLOTS);
	for (i = 0; i < k && m < fit; i++)
		shown[m++] = ids[i];
	for (id = 0; id < RACE_SLOTS && m < fit; id++)
		if (r->r[id].used && !r->r[id].finished
		    && (r->r[id].state == PROTO_RACER_RACING
		    || r->r[id].state == PROTO_RACER_LEFT))
			shown[m++] = id;
	/* TRANSLATORS: the finish table's heading, columns 14, 7, 5 and
	 * 5 wide (in display columns) or wider: keep each word within. */
	c.name = text_width(_("name")) > 14 ? text_width(_("name")) : 14;
	c.time = text_width(_("time")) > 7 ? text_width(_("time")) : 7;
	c.moves = text_width(_("moves")) > 5 ? text_width(_("moves")) : 5;
	c.opt = text_width(_("opt")) > 5 ? text_width(_("opt")) : 5;
	c.place = 4;
	snprintf(o, sizeof o, "%llu", (unsigned long long)u->s.g.p.optimal);
	if ((int)strlen(o) > c.opt)
		c.opt = (int)strlen(o);
	for (i = 0; i < m; i++)
		table_widen(u, shown[i], &c);
	text[n][0] = '\0';
	text_left(text[n], sizeof text[0], "", c.place + 4);
	text_left(text[n], sizeof text[0], _("name"), c.name);
	heading_col(text[n], sizeof text[0], _("time"), c.time);
	heading_col(text[n], sizeof text[0], _("moves"), c.moves);
	heading_col(text[n], sizeof text[0], _("opt"), c.opt);
	heading_col(text[n++], sizeof text[0], "%", 5);
	for (i = 0; i < m; i++)
		table_line(u, shown[i], &c, text[n++], sizeof text[0]);
	if (k > 0 && r->r[ids[k - 1]].assisted)
		/* TRANSLATORS: the meaning of the mark p after a result; keep
		 * "p: ". */
		snprintf(text[n++], sizeof text[0], "%s", _("p: took a hint or the way out (ranked after the others)"));
	n = box_lines(text[0], sizeof text[0], n, x->note, 90, lines);
	/* TRANSLATORS: the finish table's footers: keys (Enter, q: keep
	 * them) and what they do. */
	if (r->state != PROTO_ROOM_RESULTS && ui_race_call_left(u, left, sizeof left))
		/* TRANSLATORS: the finish table's footers while others
		 * race on: %s is the time until the race is called
		 * ("0:42"); Enter and q are keys (keep them). */
		snprintf(footer, sizeof footer, x->h != NULL
		    ? _("Enter ends it · over in %s  q quit")
		    : _("the others race on · over in %s  q quit"), left);
	else
		snprintf(footer, sizeof footer, "%s", r->state != PROTO_ROOM_RESULTS
		    ? _("the others race on  q quit") : x->hosting ? _("Enter rematch  q quit")
		    : _("the host may call a rematch  q quit"));
	/* TRANSLATORS: the finish table's titles. */
	at = draw_box(&u->d, lines, n, -1, r->state == PROTO_ROOM_RESULTS
	    ? _("Race over") : _("Finish table"), footer);
	for (i = 0; i < m; i++) {
		attrset(ui_racer_attr(u, r->r[shown[i]].colour));
		mvaddstr(at.row + 1 + i, at.col + c.place + 1, r->r[shown[i]].tag);
	}
	attrset(A_NORMAL);
}

void
ui_table_key(struct ui *u, keycode k)
{
	struct ui_race *x = u->race;
	enum cmd c = keys_lookup(KEYS_PLAY, k);
	struct host_maze mz;
	mg_err e;

	if (k == KEYC_ENTER && x->h != NULL && x->r->state == PROTO_ROOM_RACE) {
		/* Someone is out (the table shows): the host calls it. */
		host_call(x->h, NULL);
	} else if (k == KEYC_ENTER && x->h != NULL && x->r->state == PROTO_ROOM_RESULTS) {
		session_next_maze(&u->s);
		ui_new_game(u);
		if (u->done)
			return;
		racing_host_maze(&u->s, &mz);
		if (host_rematch(x->h, &mz, draw_now_ms(), &e) != 0) {
			ui_notice(u, e.msg);
			return;
		}
		x->sent_pos = u->s.g.pos;
		x->sent_moves = 0;
		x->sent_assist = false;
		ui_show(u, SCR_LOBBY);
	} else if (c == CMD_QUIT || k == KEYC_ESC) {
		if (!ui_race_ask_close(u))
			ui_finish(u, MG_EXIT_OK);
	} else if (c == CMD_VIEW) {
		ui_show(u, SCR_RESULT);
	} else {
		ui_overlay(u, c);
	}
}
