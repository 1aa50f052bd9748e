/* race_lobby.c - a race room's lobby: who is in it, how to join, the
 * countdown; and the host's question before the room closes. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "base/width.h"
#include "app/arcade_room.h"
#include "app/racing.h"
#include "base/text.h"
#include "ui/race.h"
#include "ui/race_box.h"
#include "ui/racers.h"
#include "ui/screen.h"
#include "net/race_standings.h"

/* Writes a racer's roster line in at most cols columns: letters, name
 * (padded to 14 where that fits, else cut), what they do. */
static void
roster_line(const struct ui *u, unsigned id, char *buf, size_t size, int cols)
{
	const struct race_racer *y = &u->race->side.r->r[id];
	char name[PROTO_NAME_MAX + 8], state[64];
	int room;

	race_display_name(y, name, sizeof name);
	if ((int)id == u->race->side.r->me)
		/* TRANSLATORS: a racer in the room's list who is you: %s the
		 * state ("ready"). */
		snprintf(state, sizeof state, _("%s (you)"), ui_race_state_word(y->state));
	else
		snprintf(state, sizeof state, "%s", ui_race_state_word(y->state));
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


/* Paints the racers' letters of the box lines that list them. */
static void
paint_tags(struct ui *u, struct box_pos at, const unsigned *ids, int first,
    int n)
{
	int i;

	for (i = 0; i < n; i++) {
		const struct race_racer *y = &u->race->side.r->r[ids[i]];

		attrset(ui_racer_attr(u, y->colour));
		mvaddstr(at.row + first + i, at.col, y->tag);
		attrset(A_NORMAL);
	}
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
	const struct race *r = x->side.r;
	char text[BOX_LINES][160], join[96], mz[96], act[96], more[64],
	    title[64], host[96], size[40];
	const char *lines[BOX_LINES], *footer;
	unsigned ids[BOX_LINES], all;
	int n = 0, first, k, i, budget = ui_race_box_rows(u), cols = COLS - 4;
	bool show_join, show_host, show_maze, gap1, gap2, cut;
	struct box_pos at;

	/* No maze behind the lobby: nobody sees it before the go (the
	 * host's own screen included). */
	erase();
	ui_race_status_alone(u);
	if (cols < 4)
		cols = 4;
	if (x->visitor != NULL)
		/* An arcade's visitors come from its menu, which they see. */
		snprintf(join, sizeof join, "%s", draw_pick(_("Others join with r in the arcade's menu"),
		    _("r in the menu joins"), cols));
	else if (strcmp(x->room, "race") == 0)
		snprintf(join, sizeof join, "%s", draw_pick(_("Join with: mazegame --race"),
		    "mazegame --race", cols));
	else {
		char longer[96], shorter[96];

		/* TRANSLATORS: %s is the room's name. */
		snprintf(longer, sizeof longer, _("Join with: mazegame --race=%s"), x->room);
		snprintf(shorter, sizeof shorter, "--race=%s", x->room);
		snprintf(join, sizeof join, "%s", draw_pick(longer, shorter, cols));
	}
	mz[0] = '\0';
	if (x->hosting && u->s.playing && u->s.g.p.algo != NULL) {
		/* The host's own kind (no seed): the racers learn the
		 * maze itself at the go. */
		shape_size_named(u->s.g.p.m, size, sizeof size);
		/* TRANSLATORS: the host's maze in its lobby: %1$s its size
		 * and shape ("19x11", "19x11x3 floors"), %2$s the algorithm,
		 * %3$s the difficulty (neither translated). */
		snprintf(mz, sizeof mz, _("Maze: %1$s, %2$s, %3$s"), size,
		    u->s.g.p.algo->name, u->s.kind.diff);
		if (text_width(mz) > cols)
			snprintf(mz, sizeof mz, "%s, %s", size, u->s.kind.diff);
	}
	if (r->state == PROTO_ROOM_COUNTDOWN)
		/* TRANSLATORS: the countdown, %u seconds. */
		snprintf(act, sizeof act, _("Starting in %u..."), r->count);
	else if (x->visitor != NULL && !x->hosting) {
		/* An arcade's room starts by itself (app/arcade_room.c). */
		char whole[160];

		/* TRANSLATORS: in an arcade's race lobby; %u is a number
		 * of seconds. */
		snprintf(whole, sizeof whole, _("It starts by itself %u s after a second racer comes."),
		    ARCADE_START_MS / 1000);
		snprintf(act, sizeof act, "%s", draw_pick(whole, _("starts by itself"), cols));
	}
	else
		snprintf(act, sizeof act, "%s", x->hosting ? draw_pick(_("Enter starts the race."),
		    _("Enter starts"), cols) : draw_pick(_("The host starts the race."),
		    _("host starts"), cols));
	/* TRANSLATORS: %s is the login of the user whose process
	 * holds the room, as the system (not the host) says. */
	snprintf(host, sizeof host, _("Hosted by %s"), r->host);
	if (x->hosting && u->o->private_users != NULL)
		/* TRANSLATORS: a private room's lobby, for its host: %s the
		 * users --private named ("ann,bob"). */
		snprintf(host, sizeof host, _("Private: only you and %s may join"),
		    u->o->private_users);
	/* What fits, most wanted first: what to do (the countdown), your
	 * own line, whose room you joined, how to join, the others, the
	 * maze, the spacing, the latest note. */
	k = budget - 1;
	show_host = (!x->hosting || u->o->private_users != NULL) && k >= 2;
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
	show_maze = mz[0] != '\0' && budget-- > 0;
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
		n = ui_race_box_lines(text[0], sizeof text[0], n, x->note, cols, lines);
	else
		n = ui_race_box_lines(text[0], sizeof text[0], n, "", cols, lines);
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

	if (u->race == NULL || u->race->h == NULL || u->race->side.alone
	    || (n = others_in_room(u->race->side.r)) == 0)
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

