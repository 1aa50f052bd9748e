/* run_ghost.h - a recorded run played back beside the player.
 *
 * The ghost walks its run by the game's own clock: at ms of the
 * player's game it has made every move recorded at or before ms.  The
 * front end asks where it is whenever it redraws, and when its next
 * move falls due (to wake up then); at the end the result says who
 * won and by how much.  Nothing here draws.
 */
#ifndef MAZEGAME_RUN_GHOST_H
#define MAZEGAME_RUN_GHOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/maze.h"
#include "store/run.h"

/* A run being played back. */
struct run_ghost {
	const struct run *run;   /* not owned; outlives the ghost */
	const maze *m;           /* not owned; the run's maze */
	size_t done;             /* moves made so far */
	uint32_t pos;            /* where the ghost stands */
};

/* Puts the ghost of run r (checked against m, as run_read does) at its
 * start, before its first move. */
void run_ghost_start(struct run_ghost *gh, const struct run *r, const maze *m);

/* Moves the ghost to where it is at ms of the game's clock (earlier
 * times too: the game restarted).  Returns whether its cell changed. */
bool run_ghost_seek(struct run_ghost *gh, uint64_t ms);

/* Returns the time of the ghost's next move, or UINT64_MAX when it has
 * made them all. */
uint64_t run_ghost_next(const struct run_ghost *gh);

/* Returns whether the ghost has reached the exit. */
bool run_ghost_arrived(const struct run_ghost *gh);

/* Returns the letter the ghost is drawn as: its player's initial
 * (ASCII, lower case), else 'g'. */
char run_ghost_letter(const struct run *r);

/* Who reached the exit first. */
enum run_winner { RUN_WIN_PLAYER, RUN_WIN_GHOST, RUN_WIN_TIE };

/* How a finished race against a ghost ended. */
struct run_result {
	enum run_winner winner;
	uint64_t player_ms, ghost_ms;          /* times at the exit */
	uint64_t player_moves, ghost_moves;
	uint64_t margin_ms;                    /* between the two times */
};

/* Fills res for a player who reached the exit at player_ms of the
 * clock in player_moves, racing run r. */
void run_ghost_result(const struct run *r, uint64_t player_ms,
    uint64_t player_moves, struct run_result *res);

/* Writes res in words to buf ("You beat the ghost by 1.3 s and 4
 * moves."); returns buf. */
const char *run_result_text(const struct run_result *res, char *buf,
    size_t size);

#endif
