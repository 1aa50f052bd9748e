/* watch.c - --watch: the generator carves the maze step by step,
 * then the search spreads from the start and the way out is traced
 * back; Space pauses, . steps, + and - set the pace, a and n watch
 * another maze, Enter plays this one.  In the demo it runs by itself. */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "base/i18n.h"
#include "base/width.h"
#include "maze/floors.h"
#include "ui/canvas.h"
#include "ui/look.h"
#include "ui/screen.h"

/* Paces in steps a second; the fastest of all plays everything in
 * about WATCH_FASTEST_MS, whatever the maze's size. */
static const uint32_t rates[] = {
	1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000,
	50000, 100000, 200000, 500000, 1000000,
};
#define NRATES (int)(sizeof rates / sizeof rates[0])
#define WATCH_FASTEST_MS 2000
/* The pace chosen at first plays everything in about this long. */
#define WATCH_FIRST_MS 15000
/* The demo's: faster, and it rests this long on the finished maze. */
#define WATCH_DEMO_MS 6000
#define WATCH_REST_MS 1500
/* A frame at most this often when many steps go by. */
#define FRAME_MS 33

/* Returns the fastest pace, steps a second: everything in about
 * WATCH_FASTEST_MS. */
static uint64_t
fastest(const struct ui_watch *wa)
{
	uint64_t top = (wa->w.total * 1000 + WATCH_FASTEST_MS - 1) / WATCH_FASTEST_MS;

	return top < 1 ? 1 : top;
}

/* Returns the pace of level i, steps a second. */
static uint64_t
rate(const struct ui_watch *wa, int i)
{
	return i < wa->levels - 1 ? rates[i] : fastest(wa);
}

/* Restarts the count of the pace from now. */
static void
repace(struct ui_watch *wa, uint64_t now)
{
	wa->t0 = now;
	wa->done0 = wa->w.done;
}

void
ui_watch_begin(struct ui *u, bool demo)
{
	struct ui_watch *wa = &u->wa;
	uint64_t top = fastest(wa);
	uint64_t want = wa->w.total * 1000 / (demo ? WATCH_DEMO_MS : WATCH_FIRST_MS);

	for (wa->levels = 0; wa->levels < NRATES && rates[wa->levels] < top; wa->levels++)
		;
	wa->levels++;
	for (wa->level = 0; wa->level < wa->levels - 1 && rate(wa, wa->level) < want; wa->level++)
		;
	wa->paused = false;
	wa->rest = 0;
	wa->last = 0;
	wa->vx = wa->vy = INT32_MIN;
	repace(wa, draw_now_ms());
}

/* The glyph of a number: its last three digits, right-aligned, column k
 * (1 to 3) of the cell; blank in a wider cell's other columns (0). */
static wchar_t
digit(uint32_t v, int k)
{
	uint32_t p = k == 1 ? 100 : k == 2 ? 10 : 1;

	if (k < 1 || k > 3)
		return L' ';
	v %= 1000;
	if (v < p && p > 1)
		return L' ';
	return (wchar_t)(L'0' + v / p % 10);
}

/* The letters of sets: S and E would read as the start and the exit. */
static const char labels[] = "abcdefghijklmnopqrstuvwxyzABCDFGHIJKLMNOPQRTUVWXYZ";

/* Colour pairs the labels of sets take turns with. */
static const short label_pairs[] = { PAIR_START, PAIR_EXIT, PAIR_TRAIL, PAIR_PATH };

/* Returns the glyph of column k (1 to 3) inside cell i of the watch
 * of ui ctx: the canvas's cell callback. */
static struct glyph
cell_glyph(const struct draw *d, const void *ctx, uint32_t i, unsigned k)
{
	const struct ui *u = ctx;
	const struct watch *w = &u->wa.w;
	struct watch_cell c = watch_cell(w, i);
	struct glyph gl = { L' ', A_NORMAL, 0 };
	bool mid = k == CELL_COLS / 2;

	switch (c.mark) {
	case WM_AT:
		gl = mid ? draw_mark_glyph(d, MARK_PLAYER) : gl;
		break;
	case WM_START:
		gl = mid ? draw_mark_glyph(d, MARK_START) : gl;
		break;
	case WM_EXIT:
		gl = mid ? draw_mark_glyph(d, MARK_EXIT) : gl;
		break;
	case WM_SET:
		/* A frontier or active list is a set of marked cells (+); a
		 * stack, walk or run a trail of bold bullets (o). */
		if (mid && w->set_name != NULL && (strcmp(w->set_name, "frontier") == 0
		    || strcmp(w->set_name, "active list") == 0)) {
			gl = draw_mark_glyph(d, MARK_HINT);
		} else if (mid) {
			gl = draw_mark_glyph(d, MARK_TRAIL);
			gl.ch = d->ascii ? L'o' : L'\x2022';
			gl.attr |= A_BOLD;
		}
		break;
	case WM_LABEL:
		if (mid) {
			gl.ch = (wchar_t)labels[c.value % (sizeof labels - 1)];
			gl.pair = d->color ? label_pairs[c.value % 4] : 0;
		}
		break;
	case WM_ROW:
		gl = draw_mark_glyph(d, MARK_TRAIL);
		gl.ch = L'~';
		break;
	case WM_CHAMBER:
		if (mid) {
			gl = draw_mark_glyph(d, MARK_TRAIL);
			gl.attr |= A_BOLD;
		}
		break;
	case WM_QUEUED:
	case WM_DIST:
	case WM_PATH:
		gl = draw_mark_glyph(d, c.mark == WM_PATH ? MARK_PATH
		    : c.mark == WM_QUEUED ? MARK_HINT : MARK_TRAIL);
		gl.ch = digit(c.value, (int)k);
		if (!d->color && c.mark == WM_PATH)
			gl.attr = A_REVERSE;
		else if (!d->color && c.mark == WM_QUEUED)
			gl.attr = A_BOLD;
		else if (!d->color)
			gl.attr = A_NORMAL;
		break;
	default:
		break;
	}
	/* The stairs left of the middle, as the game draws them, where no
	 * number needs the column. */
	if (k == CELL_COLS / 2 - 1 && gl.ch == L' '
	    && floors_stairs(w->view, i) != 0)
		gl = draw_stairs_glyph(d, floors_stairs(w->view, i));
	return gl;
}

/* Over each floor of a maze of floors, its name ("floor 2"), or its
 * number where the floor is narrower than the name: the row above it
 * on the canvas, which starts at (vx, vy) on a screen area of rows x
 * cols. */
static void
floor_names(const struct ui *u, const maze *m, int64_t vx, int64_t vy,
    int rows, int cols)
{
	uint32_t f, part[4];
	char name[64];
	wchar_t wide[64];
	size_t len, k;
	int64_t r, c;

	if (m->shape == NULL || m->shape->text_part == NULL || floors_count(m) < 2)
		return;
	for (f = 0; f < floors_count(m); f++) {
		m->shape->text_part(m, f * floors_height(m) * m->w, part);
		snprintf(name, sizeof name, _("floor %lu"), (unsigned long)f + 1);
		len = mbstowcs(wide, name, sizeof wide / sizeof wide[0] - 1);
		if (len == (size_t)-1 || len > part[2] - part[0] + 1)
			len = (size_t)swprintf(wide, sizeof wide / sizeof wide[0],
			    L"%lu", (unsigned long)f + 1);
		r = (int64_t)part[1] - 1 - vy;
		for (k = 0; k < len; k++) {
			c = (int64_t)part[0] + (int64_t)k - vx;
			if (r >= 0 && r < rows && c >= 0 && c < cols)
				draw_put((int)r, (int)c, (struct glyph){ wide[k],
				    u->d.text, 0 });
		}
	}
}

/* One axis of the view: a canvas of size positions shown in room; the
 * view starts at *v and keeps position p (the work) a quarter of the
 * room from its edges, jumping to centre it when it gets closer. */
static void
follow(int64_t p, int64_t size, int64_t room, int *v)
{
	int64_t margin = room / 4;

	if (size <= room) {
		*v = (int)-((room - size) / 2);
		return;
	}
	if (*v == INT32_MIN || p - *v < margin || *v + room - 1 - p < margin)
		*v = (int)(p - room / 2);
	if (*v < 0)
		*v = 0;
	if (*v > size - room)
		*v = (int)(size - room);
}

/* Returns how many lines of text go under the maze: the step in words,
 * then the status line; one line holds both when the maze would miss
 * a row (the normal maze in 80x24). */
static int
text_lines(const struct ui *u)
{
	int64_t cw, ch;

	canvas_size(u->wa.w.view, &cw, &ch);
	return ch > LINES - 2 && ch <= LINES - 1 ? 1 : 2;
}

int
ui_watch_words_row(const struct ui *u)
{
	return LINES - text_lines(u);
}

/* Writes the step in words and the status line (the algorithm, the
 * step, the pace) on the last lines, or both on one line. */
static void
draw_watch_status(struct ui *u)
{
	const struct ui_watch *wa = &u->wa;
	/* TRANSLATORS: --watch's status line, after the generator; short. */
	static const char *const phases[] = { NULL, N_("search"), N_("way out"), N_("done") };
	const char *phase = wa->w.phase == WATCH_GEN ? wa->w.p.algo->name
	    : _(phases[wa->w.phase]);
	char line[320], pace[32], keys[32];
	uint64_t r = rate(wa, wa->level);

	if (r >= 1000 && r % 1000 == 0)
		snprintf(pace, sizeof pace, "%lluk/s", (unsigned long long)(r / 1000));
	else
		snprintf(pace, sizeof pace, "%llu/s", (unsigned long long)r);
	if (wa->level == wa->levels - 1)
		snprintf(pace, sizeof pace, "%s", _("fastest"));
	snprintf(keys, sizeof keys, "%s", u->o->demo ? _(UI_DEMO_TAIL)
	    /* TRANSLATORS: --watch's keys (keep Enter and ?); at most 31 bytes. */
	    : wa->w.phase == WATCH_DONE ? _("Enter plays  ? help") : _("? help"));
	attrset(u->d.text);
	if (text_lines(u) == 2) {
		/* TRANSLATORS: --watch: %1$s what is shown, %4$llu the seed, %7$s
		 * "paused, " ("paused " below) or nothing, %8$s the pace. */
		snprintf(line, sizeof line, _("%1$s %2$ux%3$u seed %4$llu | step %5$llu/%6$llu | %7$s%8$s | %9$s"),
		    phase, (unsigned)wa->w.view->w, (unsigned)floors_height(wa->w.view),
		    (unsigned long long)wa->w.p.seed, (unsigned long long)wa->w.done,
		    (unsigned long long)wa->w.total, wa->paused ? _("paused, ") : "", pace, keys);
		draw_text_cut(LINES - 2, 0, wa->w.said, COLS);
		clrtoeol();
		draw_text_cut(LINES - 1, 0, line, COLS);
	} else {
		/* The status on the right, the words in what is left. */
		int n, words;

		snprintf(line, sizeof line, " | %s %llu/%llu %s%s | %s", phase,
		    (unsigned long long)wa->w.done, (unsigned long long)wa->w.total,
		    wa->paused ? _("paused ") : "", pace, keys);
		n = COLS - text_width(line);
		/* Words that do not fit end at a space, not mid-word. */
		words = (int)text_cut(wa->w.said, n > 0 ? n : 0);
		if (wa->w.said[words] != '\0')
			while (words > 0 && wa->w.said[words] != ' ')
				words--;
		mvaddnstr(LINES - 1, 0, wa->w.said, words);
		clrtoeol();
		if (n >= 0)
			mvaddstr(LINES - 1, n, line);
		else
			draw_text_cut(LINES - 1, 0, line + 3, COLS);
	}
	clrtoeol();
	attrset(A_NORMAL);
}

void
ui_watch_draw(struct ui *u)
{
	struct ui_watch *wa = &u->wa;
	int rows = LINES - text_lines(u), cols = COLS, r, c;
	int64_t cw, ch, ax, ay;
	struct glyph blank = { L' ', A_NORMAL, 0 };
	const struct canvas canvas = { wa->w.view, u, NULL, cell_glyph, NULL };
	uint32_t at = wa->w.at;

	if (!wa->on)
		return;
	canvas_size(wa->w.view, &cw, &ch);
	if (at != UINT32_MAX) {
		canvas_cell(wa->w.view, at, &ax, &ay);
		follow(ax, cw, cols, &wa->vx);
		follow(ay, ch, rows, &wa->vy);
	} else {
		follow(wa->vx == INT32_MIN ? 0 : wa->vx + cols / 2, cw, cols, &wa->vx);
		follow(wa->vy == INT32_MIN ? 0 : wa->vy + rows / 2, ch, rows, &wa->vy);
	}
	for (r = 0; r < rows; r++) {
		int64_t cy = (int64_t)wa->vy + r;

		for (c = 0; c < cols; c++) {
			int64_t cx = (int64_t)wa->vx + c;

			draw_put(r, c, cy < 0 || cx < 0 || cy >= ch || cx >= cw ? blank
			    : canvas_glyph(&u->d, &canvas, (uint32_t)cx, (uint32_t)cy));
		}
	}
	floor_names(u, wa->w.view, wa->vx, wa->vy, rows, cols);
	draw_watch_status(u);
}

/* Plays the watched maze: the game takes its puzzle over. */
static void
play(struct ui *u)
{
	struct puzzle p;
	mg_err e;

	watch_take_puzzle(&u->wa.w, &p);
	u->wa.on = false;
	if (session_play_puzzle(&u->s, &p, draw_now_ms(), &e) != 0) {
		ui_notice(u, e.msg);
		ui_finish(u, MG_EXIT_FAIL);
		return;
	}
	ui_show(u, u->o->demo ? SCR_DEMO : SCR_MAZE);
}


void
ui_watch_next(struct ui *u, bool algorithm, bool seed)
{
	if (algorithm)
		u->s.kind.algo = gen_next(u->s.kind.algo, u->s.kind.shape == NULL);
	if (seed)
		session_next_maze(&u->s);
	ui_new_watch(u);
}

void
ui_watch_key(struct ui *u, keycode k)
{
	struct ui_watch *wa = &u->wa;
	enum cmd c = keys_lookup(KEYS_WATCH, k);
	uint64_t now = draw_now_ms();

	if (u->o->demo) {
		ui_finish(u, MG_EXIT_OK);
		return;
	}
	switch (c) {
	case CMD_PAUSE:
		wa->paused = !wa->paused;
		repace(wa, now);
		break;
	case CMD_STEP:
		wa->paused = true;
		watch_step(&wa->w);
		break;
	case CMD_FASTER:
		if (wa->level < wa->levels - 1)
			wa->level++;
		repace(wa, now);
		break;
	case CMD_SLOWER:
		if (wa->level > 0)
			wa->level--;
		repace(wa, now);
		break;
	case CMD_ALGO:
	case CMD_NEW:
		ui_watch_next(u, c == CMD_ALGO, c == CMD_NEW);
		return;
	case CMD_PLAY:
		play(u);
		return;
	case CMD_HELP:
		ui_show(u, SCR_HELP);
		return;
	case CMD_QUIT:
		ui_finish(u, MG_EXIT_OK);
		return;
	default:
		return;
	}
	ui_watch_draw(u);
}

int
ui_watch_tick(struct ui *u, uint64_t now)
{
	struct ui_watch *wa = &u->wa;
	uint64_t r, due, gap, played = 0;

	if (!wa->on)
		return -1;
	if (wa->w.phase == WATCH_DONE) {
		if (!u->o->demo)
			return -1;
		if (wa->rest == 0)
			wa->rest = now + WATCH_REST_MS;
		if (now < wa->rest)
			return (int)(wa->rest - now);
		play(u);
		return 0;
	}
	if (wa->paused)
		return -1;
	r = rate(wa, wa->level);
	/* Time under a box over the watch or stopped by Ctrl-Z is not
	 * made up for in a rush: the pace counts from now. */
	gap = r >= 1000 ? FRAME_MS : 1000 / r > FRAME_MS ? 1000 / r : FRAME_MS;
	if (wa->last != 0 && now - wa->last > 2 * gap + 200)
		repace(wa, now);
	wa->last = now;
	due = wa->done0 + r * (now - wa->t0) / 1000;
	while (wa->w.done < due && watch_step(&wa->w))
		played++;
	if (played > 0)
		ui_watch_draw(u);
	if (wa->w.phase == WATCH_DONE)
		return u->o->demo ? 0 : -1;
	if (r * FRAME_MS >= 1000)
		return FRAME_MS;
	/* The next step is due when the pace says. */
	due = (wa->w.done - wa->done0 + 1) * 1000 / r;
	return due > now - wa->t0 ? (int)(due - (now - wa->t0)) : 0;
}

void
ui_new_watch(struct ui *u)
{
	struct ui_work pc;
	struct mg_progress prog;
	struct puzzle_spec spec;
	struct watch next;
	mg_err e;

	prog = ui_work_start(&pc, u, _("Making a %ux%u maze to watch..."),
	    u->s.kind.w, u->s.kind.h);
	session_spec(&u->s.kind, &prog, &spec);
	if (watch_create(&next, &spec, WATCH_MAX_STEPS, &e) != 0) {
		if (ui_cut_short(u))
			return;
		if (!u->wa.on) {
			ui_keep_notice(u, e.msg);
			ui_finish(u, MG_EXIT_FAIL);
		} else {
			ui_notice(u, e.msg);
		}
		return;
	}
	if (u->wa.on)
		watch_free(&u->wa.w);
	u->wa.w = next;
	u->wa.on = true;
	ui_watch_begin(u, u->o->demo);
	ui_show(u, SCR_WATCH);
}
