/* command.h - what a player can ask for, whatever key was pressed.
 *
 * The key table (keys.h) turns keys into these; the game (game.h) acts
 * on the moves and the rules' commands, the front end's screens on the
 * rest (help, map, pause, questions, quitting).
 */
#ifndef MAZEGAME_COMMAND_H
#define MAZEGAME_COMMAND_H

#include <stdbool.h>
#include <stddef.h>

#include "maze/maze.h"

enum cmd {
	CMD_NONE,
	CMD_MOVE_N, CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_W,
	CMD_RUN_N, CMD_RUN_E, CMD_RUN_S, CMD_RUN_W,
	CMD_SOLUTION,     /* show or hide the way out (marks the game assisted) */
	CMD_HINT,         /* show the way to the next junction and one step on */
	CMD_MAP,          /* the whole maze in small */
	CMD_VIEW,         /* on the result screen: hide or show the box */
	CMD_HELP,         /* the keys */
	CMD_SAY,          /* the whole status in words, in a box */
	CMD_CHALK,        /* chalk the player's cell (again: crossed; again: none) */
	CMD_PAUSE,        /* hide the maze and stop the clock */
	CMD_RESTART,      /* same maze, from the start */
	CMD_NEW,          /* another maze */
	CMD_QUIT,         /* on the maze: quit; on anything over it: close it */
	CMD_BACK,         /* Esc: close what is over the maze */
	CMD_YES,          /* the answer to a question */
	CMD_NO,
	CMD_DISCARD,      /* at a question: quit without saving this game,
	                   * or delete the saved game offered */
	CMD_OTHER,        /* at the resume question: the next saved game */
	CMD_STEP,         /* watching: one step, paused */
	CMD_FASTER,       /* watching: more steps a second */
	CMD_SLOWER,
	CMD_ALGO,         /* watching: the next algorithm, same size */
	CMD_PLAY,         /* watching: play the maze watched */
	/* The diagonals: shapes with diagonal ways (hex) move by them,
	 * with keys of their own (KEYS_DIAG). */
	CMD_MOVE_NE, CMD_MOVE_SE, CMD_MOVE_SW, CMD_MOVE_NW,
	CMD_RUN_NE, CMD_RUN_SE, CMD_RUN_SW, CMD_RUN_NW,
	/* The stairs of a floors maze: < up, > down (NetHack's keys);
	 * moves toward COMPASS_UP and COMPASS_DOWN, never runs. */
	CMD_CLIMB_UP, CMD_CLIMB_DOWN,
	CMD_COUNT
};

/* The moves and runs are named here, so that no caller counts on the
 * order of enum cmd or enum dir: a direction and a command meet only
 * through these four. */

/* Returns the command that moves one cell toward d, or with run set,
 * runs toward d (Shift-arrow). */
enum cmd cmd_move(enum dir d, bool run);

/* Returns the command that moves one cell toward compass point c
 * (maze/shape.h), or with run set runs there. */
enum cmd cmd_move_compass(unsigned c, bool run);

/* Returns the compass point of a move or run c (cmd_is_move). */
unsigned cmd_compass(enum cmd c);

/* Returns whether c names a diagonal (a move or run toward NE, SE, SW
 * or NW), which only shapes with diagonal ways take. */
bool cmd_is_diagonal(enum cmd c);

/* Returns whether c is a move or a run (one of the sixteen, or a
 * climb of the stairs). */
bool cmd_is_move(enum cmd c);

/* Returns whether c is a run. */
bool cmd_is_run(enum cmd c);

/* Returns whether c climbs stairs (CMD_CLIMB_UP or CMD_CLIMB_DOWN). */
bool cmd_is_climb(enum cmd c);

/* Returns the direction of a move or run c on the square grid; c must
 * be one (cmd_is_move) and not a diagonal or a climb. */
enum dir cmd_dir(enum cmd c);

/* Finds the way of maze m that move or run c means from cell (in
 * command_way.c, which asks the shape): returns
 * 1 with *d, 0 when it names no way there (or both ways it may mean
 * are walls), or 2 when it may mean two open ways (hex's up and down:
 * then the diagonal keys choose). */
int cmd_way(const maze *m, uint32_t cell, enum cmd c, unsigned *d);

/* Points *list at the commands of the maze (each must keep a key);
 * returns how many. */
size_t command_maze(const enum cmd **list);

/* Finds a command by its config-file name ("left", "run-up", "quit",
 * "none"); returns 0 or -1. */
int command_find(const char *name, enum cmd *c);

/* Returns command c's config-file name (a static string). */
const char *command_name(enum cmd c);

/* Writes every command name, space-separated, to buf; returns buf. */
char *command_list(char *buf, size_t size);

#endif
