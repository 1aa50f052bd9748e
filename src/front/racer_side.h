/* racer_side.h - a racer's side of a race's rules, as every front end
 * keeps them: which commands the player may give now (moves only while
 * racing, no faster than the host allows, no new maze), and what a
 * command did, said to the room (a move, a run as one dash, help taken
 * once).  Nothing here draws or knows how the room is reached: the
 * front end hands a proc that says a message to it (the host in this
 * process, or the socket to it).
 */
#ifndef MAZEGAME_FRONT_RACER_SIDE_H
#define MAZEGAME_FRONT_RACER_SIDE_H

#include <stdbool.h>
#include <stdint.h>

#include "net/proto.h"
#include "net/race.h"
#include "net/rate.h"
#include "play/command.h"
#include "play/game.h"
#include "play/move_report.h"

/* Says m to the room at now (ms of the monotonic clock). */
typedef void racer_say_fn(void *room, const struct proto_msg *m,
    uint64_t now);

/* The racer's side of one race. */
struct racer_side {
	struct race *r;             /* the model: the host's or the client's */
	racer_say_fn *say;          /* ... and how to tell the room */
	void *room;                 /* handed to say */
	bool alone;                 /* the host went away */
	bool closed;                /* ... and this player was not racing:
	                               the room is closed, no moves */
	bool sent_assist;           /* the room knows we took help */
	struct rate moves;          /* our moves and runs, kept under the
	                               host's rate so it ignores none */
};

/* Empties x for the race r (not owned), told through say(room, ...):
 * the host there, racing, no help taken, the rate of moves full. */
void racer_side_init(struct racer_side *x, struct race *r, racer_say_fn *say,
    void *room);

/* A new maze of the race begins: the help taken is the old maze's. */
void racer_side_new_maze(struct racer_side *x);

/* Returns whether this player is in the race and racing in it now
 * (not before the go, not out of it, not watching). */
bool racer_racing(const struct racer_side *x);

/* Returns whether the player may give command c at now: a move, a run,
 * the way out or a hint only while racing (racing on alone, too, unless
 * the room closed on a player not racing), moves and runs no faster
 * than the host allows; never a new maze, nor a restart while the host
 * is there.  A move or run it allows is counted against the rate. */
bool racer_may(struct racer_side *x, enum cmd c, uint64_t now);

/* Tells the room what the game g's report rp says the last command
 * did, at now: a move, or a run as the one command the player gave (the
 * host walks the corridor by the game's rule); and, once a maze, that
 * the player took help (the way out or a hint).  Nothing once alone. */
void racer_played(struct racer_side *x, const struct game *g,
    const struct move_report *rp, uint64_t now);

#endif
