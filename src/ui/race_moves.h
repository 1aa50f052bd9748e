/* race_moves.h - the player's commands in a race (race_moves.c): what
 * may be played now, and what was played, told to the host. */
#ifndef MAZEGAME_UI_RACE_MOVES_H
#define MAZEGAME_UI_RACE_MOVES_H

#include <stdbool.h>
#include <stdint.h>

#include "play/command.h"
#include "play/move_report.h"

struct ui;
struct ui_race;

/* Returns whether the player may apply command c now (moves only while
 * racing, and no faster than the host's rate of moves; no restart or
 * new maze in a race).  A move or run it allows is counted. */
bool ui_race_may(struct ui *u, enum cmd c);

/* Counts one more move of ours at now; returns false (nothing counted)
 * when it would be faster than the host allows. */
bool ui_race_move_ok(struct ui_race *x, uint64_t now);

/* Tells the host what the game's report rp says the last command did:
 * a move, or a run as one command; and the way out shown. */
void ui_race_played(struct ui *u, const struct move_report *rp);

/* The player reached the exit: the finish table. */
void ui_race_won(struct ui *u);

#endif
