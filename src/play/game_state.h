/* game_state.h - what a game in progress is made of: the rules, the
 * player, the marks, the clock, and the cells a command changed.
 *
 * The rules (game.c), the way out and hints (way.c) and what cells show
 * (game_view.c) all work on this one struct; game.h is its interface.
 */
#ifndef MAZEGAME_GAME_STATE_H
#define MAZEGAME_GAME_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "maze/puzzle.h"
#include "play/chalk.h"
#include "play/move_report.h"

/* What to redraw after a command (bits). */
enum redraw {
	RD_NONE = 0,
	RD_CELLS = 1,     /* the cells in game.dirty */
	RD_STATUS = 2,    /* the status line */
	RD_ALL = 4,       /* the whole maze */
};

/* Rules that differ by difficulty. */
struct game_rules {
	bool fog;          /* only near and already seen cells are shown */
	bool trail;        /* cells walked are marked */
	unsigned sight;    /* how far the player sees in fog, in cells */
};

/* A rectangle of cells, inclusive. */
struct cell_rect {
	uint32_t x0, y0, x1, y1;
	bool any;
};

/* One game in progress. */
struct game {
	struct puzzle p;          /* owned */
	struct game_rules rules;
	uint32_t pos;             /* the player's cell */
	uint64_t moves;
	bool assisted;            /* the solution was shown at some point */
	uint32_t hints;           /* hints taken */
	bool show_path;           /* the solution overlay is on */
	bool won;
	uint64_t *walked;         /* bitset: cells the player stood on */
	uint64_t *seen;           /* bitset: cells revealed in fog */
	uint64_t *path;           /* bitset: overlay from pos to exit */
	uint64_t *again;          /* bitset: cells stood on more than once */
	uint64_t *hint;           /* bitset: the hint shown, or NULL */
	uint32_t hint_start, hint_end;   /* the hint runs after start to end */
	uint64_t dead_ends;       /* dead ends walked into */
	uint64_t *best;           /* bitset: the shortest way, once won */
	struct chalk_marks chalk; /* the player's chalk (play/chalk.h) */
	uint64_t elapsed_ms;      /* time played before clock_from */
	uint64_t clock_from;      /* when the clock last started */
	bool clock_running;
	bool started;             /* a move was made: the clock may run */
	struct cell_rect dirty;   /* cells changed by the last command */
	struct move_report report;   /* what the last command did */
};

/* Adds cell to the dirty rectangle. */
static inline void
game_touch(struct game *g, uint32_t cell)
{
	uint32_t x = cell % g->p.m->w, y = cell / g->p.m->w;
	struct cell_rect *r = &g->dirty;

	if (!r->any) {
		r->x0 = r->x1 = x;
		r->y0 = r->y1 = y;
		r->any = true;
		return;
	}
	if (x < r->x0) r->x0 = x;
	if (x > r->x1) r->x1 = x;
	if (y < r->y0) r->y0 = y;
	if (y > r->y1) r->y1 = y;
}

#endif
