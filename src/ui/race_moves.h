/* race_moves.h - the player's commands in a race (race_moves.c): what
 * may be played now, and what was played, told to the host. */
#ifndef MAZEGAME_UI_RACE_MOVES_H
#define MAZEGAME_UI_RACE_MOVES_H

#include <stdbool.h>
#include <stdint.h>

#include "play/command.h"

struct ui;

/* Returns whether the player may apply command c now (moves only while
 * racing; no restart or new maze in a race). */
bool ui_race_may(struct ui *u, enum cmd c);

/* Tells the host what command c did to the game: each step of a move or
 * a run from cell from (moves_before moves had been made), and the way
 * out shown. */
void ui_race_played(struct ui *u, enum cmd c, uint32_t from,
    uint64_t moves_before);

/* The player reached the exit: the finish table. */
void ui_race_won(struct ui *u);

#endif
