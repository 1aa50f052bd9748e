/* options.c - getopt_long parsing of the command line into struct options;
 * what the options mean together is options_check.c. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/i18n.h"
#include "app/options.h"
#include "app/options_shape.h"
#include "base/text.h"
#include "maze/maze.h"

enum {
	OPT_FIT = 256, OPT_LIST, OPT_EASY, OPT_NORMAL, OPT_HARD, OPT_PRINT,
	OPT_SOLUTION, OPT_STATS, OPT_LOAD, OPT_ASCII, OPT_NO_COLOR,
	OPT_RESUME, OPT_HIGH_SCORES, OPT_SIZE, OPT_DAILY, OPT_DEMO,
	OPT_FORMAT, OPT_PAGE, OPT_COUNT, OPT_CELL, OPT_THEME, OPT_DESCRIBE,
	OPT_DUMP_CONFIG, OPT_WATCH, OPT_RECORD, OPT_GHOST, OPT_RACE, OPT_RACES,
	OPT_SPECTATE, OPT_PRIVATE, OPT_MARATHON, OPT_HISTORY, OPT_NO_MOUSE,
	OPT_SHAPE, OPT_LIST_SHAPES, OPT_WEAVE, OPT_FLOORS,
};

static const struct option long_options[] = {
	{ "width", required_argument, NULL, 'W' },
	{ "height", required_argument, NULL, 'H' },
	{ "size", required_argument, NULL, OPT_SIZE },
	{ "fit", no_argument, NULL, OPT_FIT },
	{ "seed", required_argument, NULL, 's' },
	{ "algorithm", required_argument, NULL, 'a' },
	{ "list-algorithms", no_argument, NULL, OPT_LIST },
	{ "shape", required_argument, NULL, OPT_SHAPE },
	{ "floors", required_argument, NULL, OPT_FLOORS },
	{ "list-shapes", no_argument, NULL, OPT_LIST_SHAPES },
	{ "weave", required_argument, NULL, OPT_WEAVE },
	{ "easy", no_argument, NULL, OPT_EASY },
	{ "normal", no_argument, NULL, OPT_NORMAL },
	{ "hard", no_argument, NULL, OPT_HARD },
	{ "print", no_argument, NULL, OPT_PRINT },
	{ "solution", no_argument, NULL, OPT_SOLUTION },
	{ "stats", no_argument, NULL, OPT_STATS },
	{ "load", required_argument, NULL, OPT_LOAD },
	{ "ascii", no_argument, NULL, OPT_ASCII },
	{ "no-color", no_argument, NULL, OPT_NO_COLOR },
	{ "resume", no_argument, NULL, OPT_RESUME },
	{ "daily", no_argument, NULL, OPT_DAILY },
	{ "demo", no_argument, NULL, OPT_DEMO },
	{ "watch", no_argument, NULL, OPT_WATCH },
	{ "high-scores", no_argument, NULL, OPT_HIGH_SCORES },
	{ "format", required_argument, NULL, OPT_FORMAT },
	{ "output", required_argument, NULL, 'o' },
	{ "page", required_argument, NULL, OPT_PAGE },
	{ "count", required_argument, NULL, OPT_COUNT },
	{ "cell", required_argument, NULL, OPT_CELL },
	{ "theme", required_argument, NULL, OPT_THEME },
	{ "describe", no_argument, NULL, OPT_DESCRIBE },
	{ "no-mouse", no_argument, NULL, OPT_NO_MOUSE },
	{ "dump-config", no_argument, NULL, OPT_DUMP_CONFIG },
	{ "record", required_argument, NULL, OPT_RECORD },
	{ "ghost", optional_argument, NULL, OPT_GHOST },
	{ "race", optional_argument, NULL, OPT_RACE },
	{ "races", no_argument, NULL, OPT_RACES },
	{ "spectate", required_argument, NULL, OPT_SPECTATE },
	{ "private", required_argument, NULL, OPT_PRIVATE },
	{ "marathon", no_argument, NULL, OPT_MARATHON },
	{ "history", no_argument, NULL, OPT_HISTORY },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 },
};

/* The getopt code of each option a mode may refuse. */
static const int given_codes[OPTG_N] = {
	[OPTG_WIDTH] = 'W', [OPTG_HEIGHT] = 'H', [OPTG_SIZE] = OPT_SIZE,
	[OPTG_FIT] = OPT_FIT, [OPTG_SEED] = 's', [OPTG_ALGO] = 'a',
	[OPTG_EASY] = OPT_EASY, [OPTG_NORMAL] = OPT_NORMAL,
	[OPTG_HARD] = OPT_HARD, [OPTG_LOAD] = OPT_LOAD, [OPTG_DAILY] = OPT_DAILY,
	[OPTG_SOLUTION] = OPT_SOLUTION, [OPTG_STATS] = OPT_STATS,
	[OPTG_FORMAT] = OPT_FORMAT, [OPTG_OUTPUT] = 'o', [OPTG_PAGE] = OPT_PAGE,
	[OPTG_COUNT] = OPT_COUNT, [OPTG_CELL] = OPT_CELL,
	[OPTG_ASCII] = OPT_ASCII, [OPTG_NO_COLOR] = OPT_NO_COLOR,
	[OPTG_THEME] = OPT_THEME, [OPTG_DESCRIBE] = OPT_DESCRIBE,
	[OPTG_NO_MOUSE] = OPT_NO_MOUSE, [OPTG_RESUME] = OPT_RESUME,
	[OPTG_DEMO] = OPT_DEMO, [OPTG_WATCH] = OPT_WATCH,
	[OPTG_MARATHON] = OPT_MARATHON, [OPTG_RECORD] = OPT_RECORD,
	[OPTG_GHOST] = OPT_GHOST, [OPTG_RACE] = OPT_RACE,
	[OPTG_SPECTATE] = OPT_SPECTATE, [OPTG_PRIVATE] = OPT_PRIVATE,
	[OPTG_SHAPE] = OPT_SHAPE, [OPTG_WEAVE] = OPT_WEAVE,
	[OPTG_FLOORS] = OPT_FLOORS,
};

/* Parses "WxH" for --size. */
static int
parse_size(const char *text, struct options *o, mg_err *e)
{
	char buf[64];
	char *x;
	uint64_t w, h;

	if (strlen(text) >= sizeof buf || (x = strchr(strcpy(buf, text), 'x')) == NULL)
		return err_set(e, _("--size: '%s' is not of the form WIDTHxHEIGHT"), text);
	*x = '\0';
	if (text_number("--size width", buf, 1, MAZE_MAX_SIDE, &w, e) != 0
	    || text_number("--size height", x + 1, 1, MAZE_MAX_SIDE, &h, e) != 0)
		return -1;
	o->width = (uint32_t)w;
	o->height = (uint32_t)h;
	return 0;
}

/* Sets an action, refusing two different ones. */
static int
set_action(struct options *o, enum action a, const char *opt, mg_err *e)
{
	static const char *const names[] = {
		[ACT_PLAY] = "playing", [ACT_PRINT] = "--print",
		[ACT_STATS] = "--stats", [ACT_LIST] = "--list-algorithms",
		[ACT_LIST_SHAPES] = "--list-shapes",
		[ACT_HIGH_SCORES] = "--high-scores", [ACT_HELP] = "--help",
		[ACT_VERSION] = "--version", [ACT_DUMP_CONFIG] = "--dump-config",
		[ACT_RACES] = "--races", [ACT_HISTORY] = "--history",
	};

	if (o->action != ACT_PLAY && o->action != a)
		return err_set(e, _("%s cannot be combined with %s"), opt,
		    names[o->action]);
	o->action = a;
	return 0;
}

int
options_parse(int argc, char **argv, struct options *o, mg_err *e)
{
	uint64_t v;
	bool w_given = false, h_given = false, diff_given = false;
	int c, f;

	memset(o, 0, sizeof *o);
	o->action = ACT_PLAY;
	o->flash = true;
	o->mouse = true;
	o->trail = -1;
	o->difficulty = DIFF_NORMAL;
	o->count = 1;
	optind = 0;   /* GNU: restart scanning (the tests parse many times) */
	opterr = 0;   /* main reports errors, not getopt */
	while ((c = getopt_long(argc, argv, ":W:H:s:a:o:hV", long_options, NULL)) != -1) {
		for (f = 0; f < OPTG_N; f++)
			if (given_codes[f] == c)
				o->given |= OPTG(f);
		switch (c) {
		case 'W':
		case 'H':
			if (text_number(c == 'W' ? "--width" : "--height", optarg,
			    1, MAZE_MAX_SIDE, &v, e) != 0)
				return 2;
			if (c == 'W') {
				o->width = (uint32_t)v;
				w_given = true;
			} else {
				o->height = (uint32_t)v;
				h_given = true;
			}
			o->size_given = true;
			break;
		case OPT_SIZE:
			if (parse_size(optarg, o, e) != 0)
				return 2;
			w_given = h_given = o->size_given = true;
			break;
		case 's':
			if (text_number("--seed", optarg, 0, UINT64_MAX, &o->seed, e) != 0)
				return 2;
			o->seed_given = true;
			break;
		case 'a':
			o->algo = gen_find(optarg);
			if (o->algo == NULL) {
				err_set(e, _("--algorithm: unknown algorithm '%s' (see --list-algorithms)"), optarg);
				return 2;
			}
			o->algo_given = true;
			break;
		case OPT_SHAPE:
		case OPT_WEAVE:
			if (options_shape_parse(optarg, c == OPT_WEAVE, &o->shape,
			    &o->weave, e) != 0)
				return 2;
			break;
		case OPT_EASY:
		case OPT_NORMAL:
		case OPT_HARD: {
			enum difficulty d = c == OPT_EASY ? DIFF_EASY
			    : c == OPT_HARD ? DIFF_HARD : DIFF_NORMAL;

			if (diff_given && d != o->difficulty) {
				err_set(e, _("choose one of --easy, --normal and --hard"));
				return 2;
			}
			o->difficulty = d;
			diff_given = true;
			break;
		}
		case OPT_FORMAT:
			/* csv is --history's; the others are --print's. */
			o->csv = strcmp(optarg, "csv") == 0;
			o->format_given = true;
			if (o->csv)
				break;
			f = print_format_find(optarg);
			if (f < 0) {
				err_set(e, _("--format: unknown format '%s' (text, graph, svg, pdf or png)"), optarg);
				return 2;
			}
			o->format = (enum print_format)f;
			break;
		case 'o':
			if (*optarg == '\0') {
				err_set(e, _("--output: the file name is empty"));
				return 2;
			}
			o->output = optarg;
			break;
		case OPT_PAGE:
			if (strcasecmp(optarg, "a4") == 0)
				o->paper = PRINT_A4;
			else if (strcasecmp(optarg, "letter") == 0)
				o->paper = PRINT_LETTER;
			else {
				err_set(e, _("--page: unknown paper '%s' (a4 or letter)"), optarg);
				return 2;
			}
			o->paper_given = true;
			break;
		case OPT_COUNT:
			if (text_number("--count", optarg, 1, OPTIONS_COUNT_MAX, &v, e) != 0)
				return 2;
			o->count = (uint32_t)v;
			o->count_given = true;
			break;
		case OPT_CELL:
		case OPT_FLOORS:
			if (text_number(c == OPT_CELL ? "--cell" : "--floors", optarg, 1,
			    c == OPT_CELL ? PRINT_CELL_MAX : SHAPE_FLOORS_MAX, &v, e) != 0)
				return 2;
			*(c == OPT_CELL ? &o->cell : &o->floors) = (uint32_t)v;
			break;
		case OPT_THEME:
			if (theme_find(optarg, &o->theme) != 0) {
				err_set(e, _("--theme: unknown theme '%s' (%s)"), optarg,
				    theme_list());
				return 2;
			}
			o->theme_given = true;
			break;
		case OPT_DESCRIBE: o->describe = true; break;
		case OPT_NO_MOUSE: o->no_mouse = true; break;
		case OPT_FIT: o->fit = true; break;
		case OPT_SOLUTION: o->solution = true; break;
		case OPT_STATS: o->stats = true; break;
		case OPT_LOAD: o->load_path = optarg; break;
		case OPT_ASCII: o->ascii = true; break;
		case OPT_NO_COLOR: o->no_color = true; break;
		case OPT_RESUME: o->resume = true; break;
		case OPT_DAILY: o->daily = true; break;
		case OPT_DEMO: o->demo = true; break;
		case OPT_WATCH: o->watch = true; break;
		case OPT_MARATHON: o->marathon = true; break;
		case OPT_RECORD: o->record_path = optarg; break;
		case OPT_GHOST: o->ghost = true; o->ghost_path = optarg; break;
		case OPT_RACE:
		case OPT_SPECTATE:
			if (o->room != NULL) {
				err_set(e, _("--race and --spectate are given once, and not together"));
				return 2;
			}
			o->room = optarg != NULL ? optarg : "race";
			o->spectate = c == OPT_SPECTATE;
			break;
		case OPT_PRIVATE: o->private_users = optarg; break;
		case OPT_PRINT:
		case OPT_DUMP_CONFIG:
		case OPT_LIST:
		case OPT_LIST_SHAPES:
		case OPT_HIGH_SCORES:
		case OPT_RACES:
		case OPT_HISTORY:
		case 'h':
		case 'V': {
			enum action a = c == OPT_PRINT ? ACT_PRINT : c == OPT_LIST ? ACT_LIST
			    : c == OPT_DUMP_CONFIG ? ACT_DUMP_CONFIG
			    : c == OPT_HIGH_SCORES ? ACT_HIGH_SCORES
			    : c == OPT_RACES ? ACT_RACES
			    : c == OPT_LIST_SHAPES ? ACT_LIST_SHAPES
			    : c == OPT_HISTORY ? ACT_HISTORY
			    : c == 'h' ? ACT_HELP : ACT_VERSION;

			if (a == ACT_HELP || a == ACT_VERSION) {
				/* --help and --version win over everything. */
				o->action = a;
				return 0;
			}
			if (set_action(o, a, argv[optind - 1], e) != 0)
				return 2;
			break;
		}
		case ':':
			err_set(e, _("option '%s' needs a value"), argv[optind - 1]);
			return 2;
		default:
			if (optopt != 0)
				err_set(e, _("unknown option '-%c'"), optopt);
			else
				err_set(e, _("unknown option '%s'"), argv[optind - 1]);
			return 2;
		}
	}
	if (optind < argc) {
		err_set(e, _("unexpected argument '%s'"), argv[optind]);
		return 2;
	}
	if (!o->paper_given)
		o->paper = print_paper_default();
	o->w_given = w_given;
	o->h_given = h_given;
	o->diff_given = diff_given;
	return options_resolve(o, e);
}
