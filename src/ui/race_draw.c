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

/* Writes a racer's roster line in at most cols columns: letters, name
 * (padded to 14 where that fits, else cut), what they do. */
static void
roster_line(const struct ui *u, unsigned id, char *buf, size_t size, int cols)
{
	const struct race_racer *y = &u->race->r->r[id];
	char name[PROTO_NAME_MAX + 8], state[64];
	int room;

	race_display_name(y, name, sizeof name);
	if ((int)id == u->race->r->me)
		/* TRANSLATORS: a racer in the room's list who is you: %s the
		 * state ("ready"). */
		snprintf(state, sizeof state, _("%s (you)"), state_word(y->state));
	else
		snprintf(state, sizeof state, "%s", state_word(y->state));
	/* Tag (2), two spaces, the name, a space, the state; where fewer
	 * than three columns are left for the name, the tag and state. */
	room = cols - 4 - 1 - text_width(state);
	if (room > 14)
		room = 14;
	if (room < 3) {
		snprintf(buf, size, "%-2s ", y->tag);
		text_left(buf, size, state, 0);
		buf[text_cut(buf, cols)] = '\0';
		return;
	}
	name[text_cut(name, room)] = '\0';
	snprintf(buf, size, "%-2s  ", y->tag);
	text_left(buf, size, name, room);
	text_left(buf, size, " ", 1);
	text_left(buf, size, state, 0);
	buf[text_cut(buf, cols)] = '\0';
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

/* Returns the rows of text a race's box may have: within the maze
 * area where it holds a few, else over the status line too. */
static int
box_rows(const struct ui *u)
{
	int rows = u->d.rows >= 6 ? u->d.rows - 2 : LINES - 2;

	if (rows > BOX_LINES - 2)
		rows = BOX_LINES - 2;
	return rows < 1 ? 1 : rows;
}

/* Chooses the racers of the room's list that fit in k lines: in order
 * of their ids, the player's own always among them.  Returns how many. */
static int
pick_roster(const struct race *r, unsigned *ids, int k, unsigned *all)
{
	unsigned id;
	int n = 0;
	bool mine = false;

	*all = 0;
	for (id = 0; id < RACE_SLOTS; id++) {
		if (!r->r[id].used || r->r[id].state == PROTO_RACER_LEFT)
			continue;
		(*all)++;
		if (n < k) {
			mine |= (int)id == r->me;
			ids[n++] = id;
		} else if ((int)id == r->me && n > 0) {
			ids[n - 1] = id;   /* in place of the last one shown */
			mine = true;
		}
	}
	return n;
}

void
ui_lobby_draw(struct ui *u)
{
	struct ui_race *x = u->race;
	const struct race *r = x->r;
	char text[BOX_LINES][160], join[96], mz[96], act[96], more[64],
	    title[64], host[96];
	const char *lines[BOX_LINES], *footer;
	unsigned ids[BOX_LINES], all;
	int n = 0, first, k, i, budget = box_rows(u), cols = COLS - 4;
	bool show_join, show_host, show_maze, gap1, gap2, cut;
	struct box_pos at;

	ui_maze_draw(u);
	ui_race_draw_others(u);
	if (cols < 4)
		cols = 4;
	if (strcmp(x->room, "race") == 0)
		snprintf(join, sizeof join, "%s", draw_pick(_("Join with: mazegame --race"),
		    "mazegame --race", cols));
	else {
		char longer[96], shorter[96];

		/* TRANSLATORS: %s is the room's name. */
		snprintf(longer, sizeof longer, _("Join with: mazegame --race=%s"), x->room);
		snprintf(shorter, sizeof shorter, "--race=%s", x->room);
		snprintf(join, sizeof join, "%s", draw_pick(longer, shorter, cols));
	}
	/* TRANSLATORS: %1$ux%2$u the size, %3$s the algorithm and %4$s
	 * the difficulty (neither translated). */
	snprintf(mz, sizeof mz, _("Maze: %1$ux%2$u %3$s, %4$s"), r->maze.w,
	    r->maze.h, r->maze.algo, r->maze.diff);
	if (text_width(mz) > cols)
		snprintf(mz, sizeof mz, "%ux%u %s", r->maze.w, r->maze.h, r->maze.diff);
	if (r->state == PROTO_ROOM_COUNTDOWN)
		/* TRANSLATORS: the countdown, %u seconds. */
		snprintf(act, sizeof act, _("Starting in %u..."), r->count);
	else
		snprintf(act, sizeof act, "%s", x->hosting ? draw_pick(_("Enter starts the race."),
		    _("Enter starts"), cols) : draw_pick(_("The host starts the race."),
		    _("host starts"), cols));
	/* TRANSLATORS: %s is the login of the user whose process
	 * holds the room, as the system (not the host) says. */
	snprintf(host, sizeof host, _("Hosted by %s"), r->host);
	/* What fits, most wanted first: what to do (the countdown), your
	 * own line, whose room you joined, how to join, the others, the
	 * maze, the spacing, the latest note. */
	k = budget - 1;
	show_host = !x->hosting && k >= 2;
	k -= show_host;
	show_join = k >= 3;
	k -= show_join;
	k = pick_roster(r, ids, k > 0 ? k : 1, &all);
	cut = all > (unsigned)k;
	if (cut && k > 1) {
		/* The last place says how many more; yours stays. */
		if (ids[k - 1] == (unsigned)r->me && k > 1)
			ids[k - 2] = ids[k - 1];
		k--;
	}
	budget -= 1 + show_host + show_join + k + (cut && k > 0);
	show_maze = budget-- > 0;
	gap1 = budget-- > 0;
	gap2 = budget-- > 0;
	if (show_join)
		snprintf(text[n++], sizeof text[0], "%.*s", (int)text_cut(join, cols), join);
	if (show_host)
		snprintf(text[n++], sizeof text[0], "%.*s", (int)text_cut(host, cols), host);
	if (show_maze)
		snprintf(text[n++], sizeof text[0], "%.*s", (int)text_cut(mz, cols), mz);
	if (gap1 && (show_join || show_host || show_maze))
		text[n++][0] = '\0';
	first = n;
	for (i = 0; i < k; i++)
		roster_line(u, ids[i], text[n++], sizeof text[0], cols);
	if (cut && k > 0) {
		snprintf(more, sizeof more, ngettext("... and %u more", "... and %u more",
		    all - (unsigned)k), all - (unsigned)k);
		snprintf(text[n++], sizeof text[0], "%.*s", (int)text_cut(more, cols), more);
	}
	if (gap2)
		text[n++][0] = '\0';
	snprintf(text[n++], sizeof text[0], "%.*s", (int)text_cut(act, cols), act);
	if (budget > 0)
		n = box_lines(text[0], sizeof text[0], n, x->note, cols, lines);
	else
		n = box_lines(text[0], sizeof text[0], n, "", cols, lines);
	/* TRANSLATORS: a box's title; %s is the room's name. */
	snprintf(title, sizeof title, _("Race room %s"), x->room);
	/* TRANSLATORS: the room box's footer: the keys (Enter, q: keep
	 * them) and what they do; the short forms for narrow screens. */
	footer = x->hosting ? draw_pick(_("Enter start  q leave"), _("Enter  q"), cols)
	    : draw_pick(_("q leave"), "q", cols);
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

/* The finish table's columns, widest first: every one, then without
 * the optimal (the same for all), without moves and %, and at last
 * place, letters and time alone. */
enum table_cols { TC_ALL, TC_NO_OPT, TC_TIME, TC_TINY, TC_COUNT };

/* The widths of the table's numbers: at least 7 (time), 5 (moves) and
 * 5 (optimal), and as wide as the widest shown, so that a number is
 * never cut and its column stays straight (a host may send numbers up
 * to 10^15). */
struct table_nums {
	int time, moves, opt;
};

/* Widens w for racer id's row. */
static void
table_widen(const struct ui *u, unsigned id, struct table_nums *w)
{
	const struct race_racer *y = &u->race->r->r[id];
	char t[32], mv[24];

	if (!y->finished)
		return;
	text_duration(t, sizeof t, y->ms);
	snprintf(mv, sizeof mv, "%llu", (unsigned long long)y->moves);
	if ((int)strlen(t) > w->time)
		w->time = (int)strlen(t);
	if ((int)strlen(mv) > w->moves)
		w->moves = (int)strlen(mv);
}

/* Returns the display columns a finish table row of layout c takes. */
static int
table_width(enum table_cols c, const struct table_nums *n)
{
	static const int w[TC_COUNT] = { 4 + 4 + 14 + 8 + 6 + 6 + 6 + 2,
	    4 + 4 + 14 + 8 + 6 + 6 + 2, 4 + 4 + 10 + 8 + 2, 4 + 4 + 8 + 2 };

	return w[c] + (n->time - 7) + (c <= TC_NO_OPT ? n->moves - 5 : 0)
	    + (c == TC_ALL ? n->opt - 5 : 0);
}

/* Writes racer id's row of the finish table in layout c. */
static void
table_line(const struct ui *u, unsigned id, enum table_cols c,
    const struct table_nums *w, char *buf, size_t size)
{
	const struct race_racer *y = &u->race->r->r[id];
	uint64_t opt = u->s.g.p.optimal;
	char name[PROTO_NAME_MAX + 8], t[32], o[16], num[64];
	int nw = c == TC_TIME ? 10 : c == TC_TINY ? 0 : 14;

	race_display_name(y, name, sizeof name);
	name[text_cut(name, nw)] = '\0';
	if (!y->finished) {
		const char *what = u->race->r->state == PROTO_ROOM_RESULTS
		    && y->state == PROTO_RACER_RACING
		    /* TRANSLATORS: in the finish table of a race that is
		     * over (called by the host or its clock): a racer who
		     * had not reached the exit. */
		    ? _("not finished") : state_word(y->state);

		snprintf(buf, size, "     %-2s ", y->tag);
		if (nw > 0) {
			text_left(buf, size, name, nw);
			text_left(buf, size, " ", 1);
		}
		text_left(buf, size, what, 0);
		return;
	}
	text_duration(t, sizeof t, y->ms);
	/* Place (4 columns, cut), letters, name, then the numbers. */
	ui_race_ordinal(y->place, o, sizeof o);
	o[text_cut(o, 4)] = '\0';
	buf[0] = '\0';
	text_left(buf, size, o, 4);
	text_left(buf, size, " ", 1);
	snprintf(num, sizeof num, "%-2s ", y->tag);
	text_left(buf, size, num, 0);
	if (nw > 0)
		text_left(buf, size, name, nw);
	/* Numbers are never cut: a long one takes more room. */
	snprintf(num, sizeof num, " %*s", w->time, t);
	text_left(buf, size, num, 0);
	if (c <= TC_NO_OPT) {
		snprintf(num, sizeof num, " %*llu", w->moves,
		    (unsigned long long)y->moves);
		text_left(buf, size, num, 0);
	}
	if (c == TC_ALL) {
		snprintf(num, sizeof num, " %*llu", w->opt, (unsigned long long)opt);
		text_left(buf, size, num, 0);
	}
	if (c <= TC_NO_OPT) {
		snprintf(num, sizeof num, " %4u%%", race_percent(opt, y->moves));
		text_left(buf, size, num, 0);
	}
	if (y->assisted)
		text_left(buf, size, " p", 0);
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
	char text[BOX_LINES][160], footer[96], left[32], more[64];
	const char *lines[BOX_LINES];
	unsigned ids[RACE_SLOTS], shown[BOX_LINES], id, order[RACE_SLOTS];
	int n = 0, k, m = 0, i, fit, all = 0, cols = COLS - 4, mine = -1;
	enum table_cols c = TC_ALL;
	struct table_nums w = { 7, 5, 5 };
	struct box_pos at;

	ui_maze_draw(u);
	ui_race_draw_others(u);
	k = (int)race_table(r, ids, RACE_SLOTS);
	for (i = 0; i < k; i++)
		table_widen(u, ids[i], &w);
	snprintf(more, sizeof more, "%llu", (unsigned long long)u->s.g.p.optimal);
	if ((int)strlen(more) > w.opt)
		w.opt = (int)strlen(more);
	while (c + 1 < TC_COUNT && table_width(c, &w) > cols)
		c++;
	snprintf(text[n], sizeof text[0], "%8s", "");
	/* TRANSLATORS: the finish table's heading, columns 14, 7, 5 and
	 * 5 wide (in display columns): keep each word within. */
	if (c != TC_TINY)
		text_left(text[n], sizeof text[0], _("name"), c == TC_TIME ? 10 : 14);
	heading_col(text[n], sizeof text[0], _("time"), w.time);
	if (c <= TC_NO_OPT)
		heading_col(text[n], sizeof text[0], _("moves"), w.moves);
	if (c == TC_ALL)
		heading_col(text[n], sizeof text[0], _("opt"), w.opt);
	if (c <= TC_NO_OPT)
		heading_col(text[n], sizeof text[0], "%", 5);
	n++;
	/* Those out by place, then those racing or gone. */
	for (i = 0; i < k; i++)
		order[all++] = ids[i];
	for (id = 0; id < RACE_SLOTS; id++)
		if (r->r[id].used && !r->r[id].finished
		    && (r->r[id].state == PROTO_RACER_RACING
		    || r->r[id].state == PROTO_RACER_LEFT))
			order[all++] = id;
	for (i = 0; i < all; i++)
		if ((int)order[i] == r->me)
			mine = i;
	/* Rows that fit: the heading, two notes and the frame kept. */
	fit = box_rows(u) - n - 2;
	if (fit < 1)
		fit = 1;
	if (fit > BOX_LINES - n - 3)
		fit = BOX_LINES - n - 3;
	for (i = 0; i < all && m < fit; i++)
		shown[m++] = order[i];
	if (all > m) {
		/* Yours is always there; the last row says how many more. */
		if (m > 1)
			m--;
		if (mine >= m)
			shown[m - 1] = order[mine];
	}
	for (i = 0; i < m; i++)
		table_line(u, shown[i], c, &w, text[n++], sizeof text[0]);
	if (all > m) {
		snprintf(more, sizeof more, ngettext("... and %u more", "... and %u more",
		    (unsigned)(all - m)), (unsigned)(all - m));
		snprintf(text[n++], sizeof text[0], "%.*s", (int)text_cut(more, cols), more);
	}
	if (k > 0 && r->r[ids[k - 1]].assisted)
		/* TRANSLATORS: the meaning of the mark p after a result; keep
		 * "p: "; the short form for narrow screens. */
		snprintf(text[n++], sizeof text[0], "%s", draw_pick(_("p: took a hint or the way out (ranked after the others)"),
		    _("p: helped"), cols));
	n = box_lines(text[0], sizeof text[0], n, x->note, cols, lines);
	if (r->state != PROTO_ROOM_RESULTS && ui_race_call_left(u, left, sizeof left)) {
		char longer[96], shorter[48];

		/* TRANSLATORS: the finish table's footers while others
		 * race on: %s is the time until the race is called
		 * ("0:42"); Enter and q are keys (keep them). */
		snprintf(longer, sizeof longer, x->h != NULL
		    ? _("Enter ends it · over in %s  q quit")
		    : _("the others race on · over in %s  q quit"), left);
		/* TRANSLATORS: the short footer while others race on: %s
		 * the time until the race is called. */
		snprintf(shorter, sizeof shorter, _("over in %s"), left);
		snprintf(footer, sizeof footer, "%s", draw_pick(longer, shorter, cols));
	} else {
		/* TRANSLATORS: the finish table's footers: keys (Enter, q: keep
		 * them) and what they do; the short forms for narrow screens. */
		snprintf(footer, sizeof footer, "%s", r->state != PROTO_ROOM_RESULTS
		    ? draw_pick(_("the others race on  q quit"), "q", cols)
		    : x->hosting ? draw_pick(_("Enter rematch  q quit"), _("Enter  q"), cols)
		    : draw_pick(_("the host may call a rematch  q quit"), "q", cols));
	}
	/* TRANSLATORS: the finish table's titles. */
	at = draw_box(&u->d, lines, n, -1, r->state == PROTO_ROOM_RESULTS
	    ? _("Race over") : _("Finish table"), footer);
	for (i = 0; i < m; i++) {
		attrset(ui_racer_attr(u, r->r[shown[i]].colour));
		mvaddstr(at.row + 1 + i, at.col + 5, r->r[shown[i]].tag);
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
