/* start.h - how a front end opens: who plays (the name the scores
 * keep), what it reads before its screen (the run to race, the saved
 * game) and which game comes first (a race, a watch, a run raced, the
 * saved game, the question about it, or a new maze).  Nothing here
 * draws or prints: the front end says what went wrong and acts on the
 * answer.
 */
#ifndef MAZEGAME_FRONT_START_H
#define MAZEGAME_FRONT_START_H

#include <stdbool.h>

#include "app/options.h"
#include "app/runs.h"
#include "front/notices.h"
#include "maze/puzzle.h"
#include "store/savegame.h"

/* The game a front end opens with. */
enum start_how {
	START_RACE,     /* a race's room is open: its lobby */
	START_WATCH,    /* --demo or --watch: a maze being made */
	START_GHOST,    /* --ghost=FILE: the run's own maze, raced */
	START_RESUME,   /* --resume: the saved game, unasked */
	START_OFFER,    /* a saved game and no maze named: ask first */
	START_NEW       /* a new maze (and a marathon's rules) */
};

/* What a front end reads before its screen opens. */
struct start_read {
	struct puzzle ghost_maze;   /* --ghost=FILE's maze, the caller's */
	struct savegame pending;    /* the saved game when have_save is 0,
	                             * the caller's (savegame_free) */
	int have_save;              /* 0: read; 1: none (or --demo, which
	                             * reads none); -1: unreadable */
	uint32_t pending_id;        /* the pending game's number */
	size_t others;              /* the other saved games on disk */
};

/* Reads what the first game of o needs, for session s and runs rs
 * (both ready): checks where --record writes, reads the run to race
 * (--ghost=FILE, of the maze the options name, if they name one), and
 * the newest saved game that no other session has open, or --resume=ID's
 * (not for --demo), counting the others; why a saved game is unreadable goes to
 * kept.  Returns 0; or -1 with e when the run or where it goes is
 * bad, or --resume finds no saved game it can take: then f holds
 * nothing to free. */
int start_read(struct start_read *f, const struct options *o,
    struct session *s, struct runs *rs, struct notices *kept, mg_err *e);

/* Reads the saved game that comes after game after among the saved
 * games, newest first and round again (after 0 or gone: the newest),
 * skipping those another session has open, into sg (the caller frees
 * it: savegame_free), its number into id and how many others there are
 * into others.  Returns 0, 1 when there is none, or -1 with a message
 * (one set aside as damaged says where). */
int start_next_save(uint32_t after, struct savegame *sg, uint32_t *id,
    size_t *others, mg_err *e);

/* Returns how to open for options o, with a race's room open (racing)
 * or not, and a saved game on disk that no other session has open
 * (have_save 0, as start_read sets it) or not. */
enum start_how start_how(const struct options *o, bool racing,
    int have_save);

/* Returns the player's name for the high scores: o's player when it
 * has one, else the login name, else "player"; o's string or a
 * static one. */
const char *start_player(const struct options *o);

#endif
