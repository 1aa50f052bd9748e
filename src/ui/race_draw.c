/* race_draw.c - what a race shows: the lobby, the finish table, the
 * others on the maze as their letters in their colours, and the status
 * line's place and leader. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "app/racing.h"
#include "base/text.h"
#include "ui/race.h"
#include "ui/screen.h"

/* Most lines of a race's box. */
#define BOX_LINES 24

/* Racers' colours: the first curses pair of ours, and the colours. */
#define PAIR_RACER 40
static const short racer_colour[PROTO_COLOURS] = {
	COLOR_RED, COLOR_BLUE, COLOR_GREEN, COLOR_MAGENTA,
	COLOR_CYAN, COLOR_YELLOW, COLOR_RED, COLOR_BLUE,
};

/* Returns the attributes a racer's letters are drawn with: bold (the
 * cue without colour) in the racer's colour. */
static int
racer_attr(const struct ui *u, unsigned colour)
{
	static bool ready;
	unsigned i;

	if (!u->d.color || COLOR_PAIRS <= PAIR_RACER + PROTO_COLOURS)
		return (int)A_BOLD;
	if (!ready) {
		for (i = 0; i < PROTO_COLOURS; i++)
			init_pair((short)(PAIR_RACER + i), racer_colour[i], -1);
		ready = true;
	}
	return (int)(A_BOLD | COLOR_PAIR(PAIR_RACER + (int)(colour % PROTO_COLOURS))
	    | (colour >= 6 ? A_UNDERLINE : 0));
}

/* Writes "1st", "2nd", ... into buf. */
static const char *
ordinal(unsigned n, char *buf, size_t size)
{
	const char *sfx = (n % 100 >= 11 && n % 100 <= 13) ? "th"
	    : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";

	snprintf(buf, size, "%u%s", n, sfx);
	return buf;
}

/* Returns the moves left from racer id's cell to the exit. */
static uint64_t
left_of(const struct ui *u, const struct race_racer *x)
{
	const struct game *g = &u->s.g;
	uint32_t cell;

	if (x->row >= g->p.m->h || x->col >= g->p.m->w || !g->p.solved)
		return 0;
	cell = x->row * g->p.m->w + x->col;
	return solve_distance(g->p.tree, cell);
}

void
ui_race_draw_others(struct ui *u)
{
	struct ui_race *x = u->race;
	const struct game *g = &u->s.g;
	unsigned id;

	if (x == NULL || x->alone || !u->s.playing || u->d.small)
		return;
	for (id = 0; id < RACE_SLOTS; id++) {
		const struct race_racer *o = &x->r->r[id];
		int64_t row, col;
		uint32_t cell;

		if (!o->used || (int)id == x->r->me || !o->placed
		    || o->state != PROTO_RACER_RACING || o->row >= g->p.m->h
		    || o->col >= g->p.m->w)
			continue;
		cell = o->row * g->p.m->w + o->col;
		if ((cell == g->pos && !g->won) || game_cell(g, cell) == MARK_HIDDEN)
			continue;
		row = CELL_ROWS * (int64_t)o->row + 1 - u->d.vy;
		col = CELL_COLS * (int64_t)o->col + CELL_COLS / 2 - u->d.vx;
		if (row < 0 || row >= u->d.rows || col < 0 || col + 1 >= u->d.cols)
			continue;
		attrset(racer_attr(u, o->colour));
		mvaddstr((int)row, (int)col, o->tag);
		attrset(A_NORMAL);
	}
}

const char *
ui_race_tail(struct ui *u)
{
	struct ui_race *x = u->race;
	const struct race *r = x->r;
	uint64_t mine = u->s.g.p.solved ? game_distance_left(&u->s.g) : 0;
	uint64_t lead = UINT64_MAX;
	unsigned id, place = 1, ids[1];
	char o[16], t[32] = "";
	int first = -1;

	if (x->alone)
		return ui_help_tail();
	if (x->note_until != 0) {
		/* The reason without its details, so the line keeps it. */
		const char *why = strstr(x->note, "dropped: ");
		const char *cut = why != NULL ? strstr(why, " (") : NULL;
		int len = cut != NULL ? (int)(cut - x->note) : 60;

		snprintf(x->tail, sizeof x->tail, "%.*s · %s", len, x->note,
		    ui_help_tail());
		return x->tail;
	}
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
	}
	if (r->me >= 0 && r->r[r->me].finished)
		snprintf(x->tail, sizeof x->tail, "%s of %u · %s",
		    ordinal(r->r[r->me].place, o, sizeof o), race_in_race(r),
		    ui_help_tail());
	else if (r->me < 0 || r->r[r->me].state != PROTO_RACER_RACING)
		snprintf(x->tail, sizeof x->tail, "watching · %s", ui_help_tail());
	else if (first >= 0)
		snprintf(x->tail, sizeof x->tail, "%s of %u · %s out first %s · %s",
		    ordinal(place, o, sizeof o), race_in_race(r), r->r[first].tag,
		    t, ui_help_tail());
	else if (lead == UINT64_MAX || mine <= lead)
		snprintf(x->tail, sizeof x->tail, "%s of %u, leading · %s",
		    ordinal(place, o, sizeof o), race_in_race(r), ui_help_tail());
	else
		snprintf(x->tail, sizeof x->tail, "%s of %u · leader %llu to go · %s",
		    ordinal(place, o, sizeof o), race_in_race(r),
		    (unsigned long long)lead, ui_help_tail());
	return x->tail;
}

/* Writes a racer's roster line: letters, name, what they do. */
static void
roster_line(const struct ui *u, unsigned id, char *buf, size_t size)
{
	const struct race_racer *y = &u->race->r->r[id];
	char name[PROTO_NAME_MAX + 8];

	race_display_name(y, name, sizeof name);
	snprintf(buf, size, "%-2s  %-14s %s%s", y->tag, name,
	    proto_racer_state_name(y->state),
	    (int)id == u->race->r->me ? " (you)" : "");
}

/* Paints the racers' letters of the box lines that list them. */
static void
paint_tags(struct ui *u, struct box_pos at, const unsigned *ids, int first,
    int n)
{
	int i;

	for (i = 0; i < n; i++) {
		const struct race_racer *y = &u->race->r->r[ids[i]];

		attrset(racer_attr(u, y->colour));
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
	int n = 0, first, k = 0, i, fit;
	struct box_pos at;

	ui_maze_draw(u);
	ui_race_draw_others(u);
	if (strcmp(x->room, "race") == 0)
		snprintf(text[n++], sizeof text[0], "Join with: mazegame --race");
	else
		snprintf(text[n++], sizeof text[0], "Join with: mazegame --race=%s",
		    x->room);
	snprintf(text[n++], sizeof text[0], "Maze: %ux%u %s, %s", r->maze.w,
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
			if (k < fit) {
				ids[k++] = id;
				roster_line(u, id, text[n++], sizeof text[0]);
			}
		}
	if (all > (unsigned)k && k > 0) {
		/* The last line says how many more there are. */
		k--;
		snprintf(text[n - 1], sizeof text[0], "... and %u more",
		    all - (unsigned)k);
	}
	text[n++][0] = '\0';
	if (r->state == PROTO_ROOM_COUNTDOWN)
		snprintf(text[n++], sizeof text[0], "Starting in %u...", r->count);
	else if (x->hosting)
		snprintf(text[n++], sizeof text[0], "Enter starts the race.");
	else
		snprintf(text[n++], sizeof text[0], "The host starts the race.");
	if (x->note[0] != '\0')
		snprintf(text[n++], sizeof text[0], "%.78s", x->note);
	for (i = 0; i < n; i++)
		lines[i] = text[i];
	snprintf(title, sizeof title, "Race room %s", x->room);
	snprintf(footer, sizeof footer, "%s", x->hosting ? "Enter start  q leave"
	    : "q leave");
	at = draw_box(&u->d, lines, n, -1, title, footer);
	paint_tags(u, at, ids, first, k);
}

void
ui_lobby_key(struct ui *u, keycode k)
{
	enum cmd c = keys_lookup(KEYS_PLAY, k);

	if (k == KEYC_ENTER && u->race->h != NULL)
		host_start(u->race->h, draw_now_ms(), NULL);
	else if (c == CMD_QUIT || k == KEYC_ESC)
		ui_finish(u, MG_EXIT_OK);
	else if (ui_overlay(u, c))
		return;
}

/* Writes racer id's row of the finish table. */
static void
table_line(const struct ui *u, unsigned id, char *buf, size_t size)
{
	const struct race_racer *y = &u->race->r->r[id];
	uint64_t opt = u->s.g.p.optimal;
	char name[PROTO_NAME_MAX + 8], t[32], o[16];

	race_display_name(y, name, sizeof name);
	if (!y->finished) {
		snprintf(buf, size, "     %-2s %-14s %s", y->tag, name,
		    proto_racer_state_name(y->state));
		return;
	}
	text_duration(t, sizeof t, y->ms);
	snprintf(buf, size, "%-4.4s %-2s %-14.40s %7.10s %5llu %5llu %4u%%%s",
	    ordinal(y->place, o, sizeof o), y->tag, name, t,
	    (unsigned long long)y->moves, (unsigned long long)opt,
	    race_percent(opt, y->moves), y->assisted ? " p" : "");
}

void
ui_table_draw(struct ui *u)
{
	struct ui_race *x = u->race;
	const struct race *r = x->r;
	char text[BOX_LINES][160], footer[64];
	const char *lines[BOX_LINES];
	unsigned ids[RACE_SLOTS], shown[BOX_LINES], id;
	int n = 0, k, m = 0, i, fit;
	struct box_pos at;

	ui_maze_draw(u);
	ui_race_draw_others(u);
	snprintf(text[n++], sizeof text[0], "%-4s %-2s %-14s %7s %5s %5s %5s",
	    "", "", "name", "time", "moves", "opt", "%");
	/* Rows that fit: two lines kept for the notes, two for the frame. */
	fit = u->d.rows - 2 - n - 2;
	if (fit > BOX_LINES - n - 2)
		fit = BOX_LINES - n - 2;
	k = (int)race_table(r, ids, RACE_SLOTS);
	for (i = 0; i < k && m < fit; i++) {
		shown[m++] = ids[i];
		table_line(u, ids[i], text[n++], sizeof text[0]);
	}
	for (id = 0; id < RACE_SLOTS && m < fit; id++)
		if (r->r[id].used && !r->r[id].finished
		    && (r->r[id].state == PROTO_RACER_RACING
		    || r->r[id].state == PROTO_RACER_LEFT)) {
			shown[m++] = id;
			table_line(u, id, text[n++], sizeof text[0]);
		}
	if (k > 0 && r->r[ids[k - 1]].assisted)
		snprintf(text[n++], sizeof text[0], "p: the way out was shown (ranked after the others)");
	if (x->note[0] != '\0')
		snprintf(text[n++], sizeof text[0], "%.90s", x->note);
	for (i = 0; i < n; i++)
		lines[i] = text[i];
	snprintf(footer, sizeof footer, "%s", r->state != PROTO_ROOM_RESULTS
	    ? "the others race on  q quit" : x->hosting ? "Enter rematch  q quit"
	    : "the host may call a rematch  q quit");
	at = draw_box(&u->d, lines, n, -1, r->state == PROTO_ROOM_RESULTS
	    ? "Race over" : "Finish table", footer);
	for (i = 0; i < m; i++) {
		attrset(racer_attr(u, r->r[shown[i]].colour));
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

	if (k == KEYC_ENTER && x->h != NULL && x->r->state == PROTO_ROOM_RESULTS) {
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
		ui_finish(u, MG_EXIT_OK);
	} else if (c == CMD_VIEW) {
		ui_show(u, SCR_RESULT);
	} else {
		ui_overlay(u, c);
	}
}
