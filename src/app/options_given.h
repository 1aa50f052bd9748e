/* options_given.h - which options the command line held (struct
 * options' given), and their names: what a mode refuses (the table in
 * options_check.c) and a joiner of a race is told it does not use. */
#ifndef MAZEGAME_OPTIONS_GIVEN_H
#define MAZEGAME_OPTIONS_GIVEN_H

#include <stddef.h>
#include <stdint.h>

/* The options a mode may be given (besides the one naming the mode):
 * which of them the command line held is struct options' given. */
enum opt_given {
	OPTG_WIDTH, OPTG_HEIGHT, OPTG_SIZE, OPTG_FIT, OPTG_SEED, OPTG_ALGO,
	OPTG_EASY, OPTG_NORMAL, OPTG_HARD, OPTG_LOAD, OPTG_DAILY,
	OPTG_SOLUTION, OPTG_STATS, OPTG_FORMAT, OPTG_OUTPUT, OPTG_PAGE,
	OPTG_COUNT, OPTG_CELL,
	OPTG_ASCII, OPTG_NO_COLOR, OPTG_THEME, OPTG_DESCRIBE, OPTG_NO_MOUSE,
	OPTG_RESUME, OPTG_DEMO, OPTG_WATCH, OPTG_MARATHON, OPTG_RECORD,
	OPTG_GHOST, OPTG_RACE, OPTG_SPECTATE, OPTG_PRIVATE, OPTG_SHAPE,
	OPTG_WEAVE,
	OPTG_FLOORS,
	OPTG_N
};

/* The codes getopt_long returns for the options with no short form. */
enum {
	OPT_FIT = 256, OPT_LIST, OPT_EASY, OPT_NORMAL, OPT_HARD, OPT_PRINT,
	OPT_SOLUTION, OPT_STATS, OPT_LOAD, OPT_ASCII, OPT_NO_COLOR,
	OPT_RESUME, OPT_HIGH_SCORES, OPT_SIZE, OPT_DAILY, OPT_DEMO,
	OPT_FORMAT, OPT_PAGE, OPT_COUNT, OPT_CELL, OPT_THEME, OPT_DESCRIBE,
	OPT_DUMP_CONFIG, OPT_WATCH, OPT_RECORD, OPT_GHOST, OPT_RACE, OPT_RACES,
	OPT_SPECTATE, OPT_PRIVATE, OPT_MARATHON, OPT_HISTORY, OPT_NO_MOUSE,
	OPT_SHAPE, OPT_LIST_SHAPES, OPT_WEAVE, OPT_FLOORS, OPT_SAVED,
	OPT_ARCADE,
};

/* The bit of an enum opt_given in struct options' given. */
#define OPTG(x) ((uint64_t)1 << (x))

struct option;

/* Returns getopt_long's table of the long options (a static array
 * ended by a row of zeros). */
const struct option *options_long(void);

/* Returns the bit in struct options' given of the option whose getopt
 * code is code, or 0 when no mode refuses it. */
uint64_t options_given_bit(int code);

/* Writes into buf (n bytes, at least 1) "--NAME", the long name of the
 * option whose getopt code is code ("--?" when there is none), and
 * returns buf. */
char *options_name(int code, char *buf, size_t n);

/* Writes into buf (n bytes, at least 1) the options of given (struct
 * options' given) in mask, by their long names ("--seed, --hard"; ""
 * for none).  Returns how many there were. */
int options_given_names(uint64_t given, uint64_t mask, char *buf, size_t n);

/* The options that name a maze: a joiner of a race uses none of them
 * (the host's maze is raced). */
#define OPTG_MAZE (OPTG(OPTG_WIDTH) | OPTG(OPTG_HEIGHT) | OPTG(OPTG_SIZE) \
	| OPTG(OPTG_FIT) | OPTG(OPTG_SEED) | OPTG(OPTG_ALGO) | OPTG(OPTG_EASY) \
	| OPTG(OPTG_NORMAL) | OPTG(OPTG_HARD) | OPTG(OPTG_LOAD) | OPTG(OPTG_DAILY) \
	| OPTG(OPTG_SHAPE) | OPTG(OPTG_WEAVE) | OPTG(OPTG_FLOORS))

#endif
