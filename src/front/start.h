/* start.h - how a front end opens: who plays (the name the scores
 * keep) and which game comes first (a race, a watch, a run raced, the
 * saved game, the question about it, or a new maze).  Nothing here
 * draws or reads files: the front end acts on the answer.
 */
#ifndef MAZEGAME_FRONT_START_H
#define MAZEGAME_FRONT_START_H

#include <stdbool.h>

#include "app/options.h"

/* The game a front end opens with. */
enum start_how {
	START_RACE,     /* a race's room is open: its lobby */
	START_WATCH,    /* --demo or --watch: a maze being made */
	START_GHOST,    /* --ghost=FILE: the run's own maze, raced */
	START_RESUME,   /* --resume: the saved game, unasked */
	START_OFFER,    /* a saved game and no maze named: ask first */
	START_NEW       /* a new maze (and a marathon's rules) */
};

/* Returns how to open for options o, with a race's room open (racing)
 * or not, and a saved game on disk (have_save 0, as
 * persist_load_game returns) or not. */
enum start_how start_how(const struct options *o, bool racing,
    int have_save);

/* Returns the player's name for the high scores: o's player when it
 * has one, else the login name, else "player"; o's string or a
 * static one. */
const char *start_player(const struct options *o);

#endif
