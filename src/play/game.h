/* game.h - the rules of play, with no terminal in sight.
 *
 * The front end turns keys into commands; game_command() applies one
 * and answers with what must be redrawn and a report of what it did
 * (move_report.h), which everyone who follows the game reads.  Time comes in from outside
 * (milliseconds of a monotonic clock), so the tests can drive it.
 */
#ifndef MAZEGAME_GAME_H
#define MAZEGAME_GAME_H

#include <stdbool.h>
#include <stdint.h>

#include "base/err.h"
#include "maze/puzzle.h"
#include "play/command.h"
#include "play/game_state.h"

/* The answer to a command: what to redraw, and the report of what it
 * did (the game's own, valid until the next command). */
struct game_reply {
	unsigned redraw;          /* enum redraw bits */
	const struct move_report *move;
};

/* What a cell shows, most important first; the front end maps each to
 * a glyph and a colour. */
enum cell_mark {
	MARK_HIDDEN,      /* in the fog */
	MARK_PLAYER,
	MARK_EXIT,
	MARK_START,
	MARK_PATH,        /* on the way out being shown */
	MARK_HINT,
	MARK_TRAIL,       /* walked (when the rules draw a trail) */
	MARK_ONCE,        /* replay: walked once */
	MARK_AGAIN,       /* replay: walked more than once */
	MARK_BEST,        /* replay: the shortest way, not taken */
	MARK_EMPTY,
	MARK_COUNT
};

/* Starts a game on puzzle p, which it takes over (p is cleared).  now is
 * the current time in ms.  Returns 0, or -1 with a message; p is freed
 * on failure too. */
int game_init(struct game *g, struct puzzle *p, const struct game_rules *r,
    uint64_t now, mg_err *e);

/* Where a saved game stood. */
struct game_progress {
	uint32_t pos;
	uint64_t moves, elapsed_ms;
	bool assisted, show_path;
	uint32_t hints;
	const uint64_t *walked;   /* bitset of the maze's cells (copied) */
	struct chalk_marks chalk; /* copied (its sets NULL: none) */
};

/* Puts a freshly initialised game g where progress says (the fog is
 * recomputed from the walked cells).  Returns 0, or -1 with a message
 * when the progress does not fit the maze. */
int game_restore(struct game *g, const struct game_progress *pr,
    uint64_t now, mg_err *e);

/* Frees everything g owns. */
void game_free(struct game *g);

/* Applies one command of the rules (moves, runs, the way out, a hint,
 * restart); other commands are the front end's and change nothing.
 * The first move starts the clock. */
struct game_reply game_command(struct game *g, enum cmd c, uint64_t now);

/* The clock (game_clock.c). */

/* Starts the clock at now before any move, once (a race's clock runs
 * from its go, not from the racer's first move). */
void game_start_clock(struct game *g, uint64_t now);

/* Stops the clock (an overlay, the pause, suspended, too small). */
void game_pause(struct game *g, uint64_t now);

/* Starts the clock again, once the first move was made and unless the
 * game is won. */
void game_resume(struct game *g, uint64_t now);

/* Returns what cell shows now (fog, player, exit, overlay, trail; after
 * a win, the replay). */
enum cell_mark game_cell(const struct game *g, uint32_t cell);

/* Returns whether the passage between adjacent cells a and b is drawn
 * as part of the way out (both on it). */
bool game_link_on_path(const struct game *g, uint32_t a, uint32_t b);

/* Returns the move of the next step of the shortest way out from the
 * player's cell (not at the exit): what the demo walks. */
enum cmd game_next_move(const struct game *g);

/* Returns milliseconds played (game_clock.c). */
uint64_t game_elapsed(const struct game *g, uint64_t now);

/* Returns optimal moves as a percentage of the moves made (100 when the
 * player walked the shortest way). */
unsigned game_efficiency(const struct game *g);

/* Returns whether cell is shown (always true without fog). */
bool game_visible(const struct game *g, uint32_t cell);

/* The marks a game keeps of its cells. */
enum game_set {
	GAME_WALKED,      /* the player stood on it (the trail, the replay) */
	GAME_AGAIN,       /* the player stood on it more than once */
	GAME_PATH,        /* on the solution overlay being shown */
	GAME_HINT,        /* on the hint being shown */
	GAME_BEST,        /* on the shortest way from start to exit (known
	                   * once the game is won, for the replay) */
};

/* Returns whether cell carries mark s. */
bool game_in(const struct game *g, enum game_set s, uint32_t cell);

/* Returns how many dead ends (cells with one opening, other than the
 * start and the exit) the player walked into. */
uint64_t game_dead_ends_explored(const struct game *g);

/* Returns whether the won game left part of the shortest way from the
 * start unwalked (the replay marks it). */
bool game_best_missed(const struct game *g);

/* Returns the moves left from the player's cell to the exit. */
uint64_t game_distance_left(const struct game *g);

#endif
