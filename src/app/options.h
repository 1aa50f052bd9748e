/* options.h - the command line, parsed into a plain struct.
 *
 * Parsing never prints: a usage error comes back as a message and the
 * caller (main) prints it and exits 2.  The game and --print resolve a
 * command line the same way: options_parse, then options_resolve.
 */
#ifndef MAZEGAME_OPTIONS_H
#define MAZEGAME_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "base/err.h"
#include "maze/gen/gen.h"
#include "maze/shape.h"
#include "print/print.h"
#include "app/preset.h"
#include "app/theme.h"
#include "app/options_given.h"

/* What main is asked to do. */
enum action {
	ACT_PLAY,
	ACT_PRINT,          /* --print (maybe with --stats) */
	ACT_STATS,          /* --stats alone */
	ACT_LIST,           /* --list-algorithms */
	ACT_LIST_SHAPES,    /* --list-shapes */
	ACT_HIGH_SCORES,
	ACT_HELP,
	ACT_VERSION,
	ACT_DUMP_CONFIG,    /* --dump-config */
	ACT_RACES,          /* --races: list the open rooms */
	ACT_HISTORY,        /* --history: your record */
	ACT_SAVED,          /* --saved: list the saved games */
};

/* Everything the command line said, after presets are applied. */
struct options {
	enum action action;
	enum difficulty difficulty;
	const struct preset *preset;
	uint32_t width, height;       /* from the preset unless given */
	bool size_given;              /* -W, -H or --size was given */
	bool w_given, h_given;        /* which of them */
	bool diff_given;              /* --easy, --normal or --hard */
	bool fit;
	uint64_t seed;
	bool seed_given;
	const struct gen_algo *algo;  /* from the preset unless given */
	const struct shape *shape;    /* --shape; NULL: the square grid */
	/* The shape's own number K (shape.h: --weave's percentage,
	 * --floors), given or the config file's; after the checks, that
	 * of the shape played, its default where none was given (0: the
	 * shape has none). */
	uint32_t k;
	const struct shape *k_shape;  /* whose --NAME=K the command line gave */
	bool arcade;                  /* --arcade: a visitor over SSH */
	bool algo_given;
	const char *load_path;        /* NULL, a path, or "-" */
	bool solution;
	bool stats;                   /* --stats given (with --print too) */
	bool ascii;
	bool no_color;
	bool resume;
	uint32_t resume_id;           /* --resume=ID; 0: the newest */
	bool daily;                   /* the maze of the day */
	char daily_date[11];          /* its UTC date, YYYY-MM-DD (set by main) */
	bool demo;                    /* the solver plays */
	bool watch;                   /* --watch: the maze is made on screen */
	bool marathon;                /* --marathon: a run of growing mazes */
	bool maze_named;              /* an option named the maze to play:
	                               * it starts at once, with no offer
	                               * to resume the saved game */
	/* --print's picture formats (print.h). */
	enum print_format format;     /* --format, else -o's extension, else text */
	bool format_given;
	bool csv;                     /* --format=csv (--history's table) */
	const char *output;           /* -o FILE; NULL or "-" is stdout */
	enum print_paper paper;       /* --page, else the locale's paper */
	bool paper_given;
	uint32_t count;               /* --count: mazes in a PDF (1 if not given) */
	bool count_given;
	uint32_t cell;                /* --cell: PNG pixels a square; 0 automatic */
	/* Looks and manners: the command line, else the config file. */
	enum theme theme;             /* --theme (THEME_DEFAULT if not given) */
	bool theme_given;
	bool describe;                /* --describe: the screen-reader mode */
	bool flash;                   /* flash a bumped wall (on unless the
	                               * config file says off) */
	int trail;                    /* -1: the preset's; 0 off; 1 on */
	bool mouse;                   /* the config file's mouse (on unless
	                               * it says off) */
	bool no_mouse;                /* --no-mouse: no mouse reports asked */
	const char *player;           /* name for the scores; NULL: login */
	const char *record_path;      /* --record=FILE: the run written at a win */
	bool ghost;                   /* --ghost: race a recorded run */
	const char *ghost_path;       /* --ghost=FILE's run; NULL: your best */
	const char *config_note;      /* the config file's first warning, to
	                               * show in the game (NULL: none) */
	/* Racing (net/): --race[=ROOM] hosts or joins ROOM, --spectate
	 * watches it; room is NULL for neither. */
	const char *room;
	bool spectate;
	const char *private_users;    /* --private=USER[,USER...] */
	/* An arcade's visitor (--arcade sets it, never an option): races
	 * under this name, in the arcade's own rooms only. */
	const char *visitor;
	/* An arcade visitor's game, shown to other visitors (ui/shown.h). */
	bool shown;
	uint64_t given;               /* OPTG bits: what the command line
	                               * held (the config file sets none) */
};

/* Most mazes one PDF takes (--count). */
#define OPTIONS_COUNT_MAX 1000u

/* Parses argv into o.  Returns 0, or 2 with a message for a usage
 * error.  Strings in o point into argv. */
int options_parse(int argc, char **argv, struct options *o, mg_err *e);

/* Applies the presets again after o->difficulty changed (the config
 * file's difficulty, where no option chose one) and checks the result.
 * Returns 0, or 2 with a message. */
int options_resolve(struct options *o, mg_err *e);

/* Returns the options part of --help (a static string); the keys
 * (keys_usage) and options_help_tail() follow it.  (options_help.c) */
const char *options_help(void);

/* Returns the end of --help: exit statuses and where to report bugs. */
const char *options_help_tail(void);

#endif
