/* command.c - the names of the commands, as the config file writes them. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/names.h"
#include "play/command.h"

/* The moves by [run][enum dir]. */
static const enum cmd moves[2][4] = {
	{ [DIR_N] = CMD_MOVE_N, [DIR_E] = CMD_MOVE_E, [DIR_S] = CMD_MOVE_S,
	    [DIR_W] = CMD_MOVE_W },
	{ [DIR_N] = CMD_RUN_N, [DIR_E] = CMD_RUN_E, [DIR_S] = CMD_RUN_S,
	    [DIR_W] = CMD_RUN_W },
};

enum cmd
cmd_move(enum dir d, bool run)
{
	return moves[run ? 1 : 0][d];
}

/* The moves by [run][compass point], the points as maze/shape.h
 * numbers them: the eight clockwise from north, then up and down a
 * floor (stairs are climbed, never run). */
static const enum cmd compass_moves[2][10] = {
	{ CMD_MOVE_N, CMD_MOVE_NE, CMD_MOVE_E, CMD_MOVE_SE, CMD_MOVE_S,
	    CMD_MOVE_SW, CMD_MOVE_W, CMD_MOVE_NW, CMD_CLIMB_UP, CMD_CLIMB_DOWN },
	{ CMD_RUN_N, CMD_RUN_NE, CMD_RUN_E, CMD_RUN_SE, CMD_RUN_S,
	    CMD_RUN_SW, CMD_RUN_W, CMD_RUN_NW, CMD_CLIMB_UP, CMD_CLIMB_DOWN },
};

enum cmd
cmd_move_compass(unsigned c, bool run)
{
	return compass_moves[run ? 1 : 0][c % 10];
}

bool
cmd_is_climb(enum cmd c)
{
	return c == CMD_CLIMB_UP || c == CMD_CLIMB_DOWN;
}

/* Finds c in compass_moves: its compass point and whether it runs;
 * returns false for any other command. */
static bool
find_move(enum cmd c, unsigned *point, bool *run)
{
	unsigned k, r;

	for (r = 0; r < 2; r++)
		for (k = 0; k < 10; k++)
			if (compass_moves[r][k] == c) {
				*point = k;
				*run = r == 1;
				return true;
			}
	return false;
}

unsigned
cmd_compass(enum cmd c)
{
	unsigned point = 0;   /* north */
	bool run;

	find_move(c, &point, &run);
	return point;
}

bool
cmd_is_diagonal(enum cmd c)
{
	unsigned point;
	bool run;

	return find_move(c, &point, &run) && point < 8 && point % 2 == 1;
}

bool
cmd_is_move(enum cmd c)
{
	unsigned point;
	bool run;

	return find_move(c, &point, &run);
}

bool
cmd_is_run(enum cmd c)
{
	unsigned point;
	bool run;

	return find_move(c, &point, &run) && run;
}

enum dir
cmd_dir(enum cmd c)
{
	switch (c) {
	case CMD_MOVE_E: case CMD_RUN_E: return DIR_E;
	case CMD_MOVE_S: case CMD_RUN_S: return DIR_S;
	case CMD_MOVE_W: case CMD_RUN_W: return DIR_W;
	default:                         return DIR_N;
	}
}

/* The commands of the maze: each must keep a key. */
static const enum cmd maze_cmds[] = {
	CMD_MOVE_N, CMD_MOVE_S, CMD_MOVE_W, CMD_MOVE_E,
	CMD_RUN_N, CMD_RUN_S, CMD_RUN_W, CMD_RUN_E,
	CMD_CHALK, CMD_HINT, CMD_SOLUTION, CMD_MAP, CMD_VIEW, CMD_PAUSE, CMD_HELP, CMD_SAY,
	CMD_RESTART, CMD_NEW, CMD_BACK, CMD_QUIT, CMD_CLIMB_UP, CMD_CLIMB_DOWN,
};

size_t
command_maze(const enum cmd **list)
{
	*list = maze_cmds;
	return sizeof maze_cmds / sizeof maze_cmds[0];
}

/* The names of the commands a binding can name, in the help's order
 * (the config file's words). */
static const struct name_entry cmd_names[] = {
	{ CMD_MOVE_N, "up" }, { CMD_MOVE_S, "down" },
	{ CMD_MOVE_W, "left" }, { CMD_MOVE_E, "right" },
	{ CMD_RUN_N, "run-up" }, { CMD_RUN_S, "run-down" },
	{ CMD_RUN_W, "run-left" }, { CMD_RUN_E, "run-right" },
	{ CMD_MOVE_NW, "up-left" }, { CMD_MOVE_NE, "up-right" },
	{ CMD_MOVE_SW, "down-left" }, { CMD_MOVE_SE, "down-right" },
	{ CMD_RUN_NW, "run-up-left" }, { CMD_RUN_NE, "run-up-right" },
	{ CMD_RUN_SW, "run-down-left" }, { CMD_RUN_SE, "run-down-right" },
	{ CMD_CHALK, "chalk" }, { CMD_HINT, "hint" }, { CMD_SOLUTION, "solution" },
	{ CMD_MAP, "map" }, { CMD_VIEW, "view" }, { CMD_PAUSE, "pause" },
	{ CMD_HELP, "help" }, { CMD_SAY, "status" }, { CMD_RESTART, "restart" }, { CMD_NEW, "new" },
	{ CMD_BACK, "back" }, { CMD_QUIT, "quit" },
	{ CMD_CLIMB_UP, "stairs-up" }, { CMD_CLIMB_DOWN, "stairs-down" },
	{ CMD_NONE, "none" },
};

#define NCMD_NAMES (sizeof cmd_names / sizeof cmd_names[0])

int
command_find(const char *name, enum cmd *c)
{
	uint32_t code;

	if (names_find(cmd_names, NCMD_NAMES, name, &code) != 0)
		return -1;
	*c = (enum cmd)code;
	return 0;
}

const char *
command_name(enum cmd c)
{
	const char *name = names_of(cmd_names, NCMD_NAMES, (uint32_t)c);

	return name != NULL ? name : "?";
}

char *
command_list(char *buf, size_t size)
{
	size_t i, len;

	if (size > 0)
		buf[0] = '\0';
	for (i = 0; i < sizeof cmd_names / sizeof cmd_names[0]; i++) {
		len = strlen(buf);
		snprintf(buf + len, size - len, "%s%s", i > 0 ? " " : "",
		    cmd_names[i].name);
	}
	return buf;
}
