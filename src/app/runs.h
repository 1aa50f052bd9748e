/* runs.h - the session's runs: the game's moves recorded as it is
 * played (--record, and the best runs --ghost races), and the ghost on
 * the maze.
 *
 * The front end plays through runs_command(), which records every
 * cell the game's report (move_report.h) says the player entered (a
 * run of Shift-arrow is a step a cell) with the game clock's time; a
 * restart starts the recording over, and a resumed game is not
 * recorded until it is restarted (its first moves
 * are not known).  Every game of a generated maze is recorded, asked
 * or not.  At a win runs_won() writes --record's file, keeps an
 * unassisted win that beats your best on the maze (whatever the options,
 * so that --ghost alone finds it), and works out the race.  The ghost
 * walks by the game's clock, so it waits for the player's first move
 * and stops when the clock stops.  Nothing here draws.
 */
#ifndef MAZEGAME_RUNS_H
#define MAZEGAME_RUNS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/session.h"
#include "base/err.h"
#include "maze/puzzle.h"
#include "play/game.h"
#include "store/run.h"
#include "store/run_ghost.h"

/* The runs of a sitting. */
struct runs {
	const char *player;        /* who plays, or NULL */
	const char *record_path;   /* --record=FILE, or NULL */
	bool ghost_best;           /* --ghost alone: race your best */
	struct run rec;            /* the moves of the game on screen */
	bool rec_on;               /* rec follows the game on screen */
	char rec_off[256];         /* why rec is not kept (else "") */
	struct run ghost;          /* the run raced, when has_ghost */
	bool has_ghost;
	bool from_file;            /* the ghost is --ghost=FILE's */
	struct run_ghost gh;       /* where the ghost is */
	bool raced;                /* result is the last win's race */
	struct run_result result;
};

/* Prepares rs: record the won games of player (a login name; NULL:
 * unnamed) to record_path (NULL: not), race your best on each maze
 * (ghost_best).  The strings must outlive rs. */
void runs_init(struct runs *rs, const char *player, const char *record_path,
    bool ghost_best);

/* Checks that the run can be written where --record asks, before the
 * game (run_file_check).  Returns 0, or -1 with a message. */
int runs_check_record(const struct runs *rs, mg_err *e);

/* Reads the run in file path (--ghost=FILE) as the ghost, and makes its
 * maze into p (the caller plays it, see runs_kind).  With expect not
 * NULL (the options named a maze), a run of another maze is refused.
 * Returns 0, or -1 with a message naming the file and the line. */
int runs_load_file(struct runs *rs, const char *path,
    const struct session_kind *expect, struct puzzle *p, mg_err *e);

/* Sets kind k to the maze of the ghost read by runs_load_file() (its
 * size, algorithm, seed, ends, difficulty and that difficulty's rules),
 * so that a restart or a new maze goes on with its kind.  k->diff then
 * points into rs. */
void runs_kind(const struct runs *rs, struct session_kind *k);

/* Tells rs that s has a new game on screen: the recording starts over
 * and the ghost is chosen (--ghost=FILE's on its own maze; your best on
 * this one).  Writes to note (empty when none) what the player should
 * know: no best yet, or a damaged best set aside, a warning worth
 * keeping, for which it returns 1 (else 0). */
int runs_new_game(struct runs *rs, const struct session *s, char *note,
    size_t size);

/* Applies command c to game g at time now (game_command) and records
 * the cells its report says it entered. */
struct game_reply runs_command(struct runs *rs, struct game *g, enum cmd c,
    uint64_t now);

/* Moves the ghost to where it is at time now of game g's clock; it
 * stands at the start until the first move.  Returns whether it moved,
 * and its cell before in *was. */
bool runs_ghost_seek(struct runs *rs, const struct game *g, uint64_t now,
    uint32_t *was);

/* Returns ms until the ghost's next move, or -1 when it will not move
 * while the clock stands still or it has arrived. */
int runs_ghost_wait(const struct runs *rs, const struct game *g,
    uint64_t now);

/* Returns whether there is a ghost on the maze, with its cell and
 * letter. */
bool runs_ghost_at(const struct runs *rs, uint32_t *cell, char *letter);

/* Acts on the win of s's game: writes --record's file, keeps an
 * unassisted win that beats the best kept (with or without --ghost),
 * works out the race.  Writes what was done to note
 * (empty when nothing).  Returns 0, or -1 with a message (the win
 * stands; what could be kept is kept). */
int runs_won(struct runs *rs, const struct session *s, char *note,
    size_t size, mg_err *e);

/* Writes who won the last race and by how much to buf; returns NULL
 * when the last win raced no ghost. */
const char *runs_result_text(const struct runs *rs, char *buf, size_t size);

/* Frees what rs owns. */
void runs_free(struct runs *rs);

#endif
