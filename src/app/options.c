/* options.c - getopt_long parsing, validation and difficulty presets. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "maze/maze.h"
#include "app/options.h"
#include "base/rng.h"
#include "base/text.h"
#include "watch/watch.h"

/* normal fits an 80x24 terminal with its status line: cells are drawn
 * four columns by two rows with the walls, so 19x11 takes 77x23. */
static const struct preset presets[] = {
	[DIFF_EASY] = { "easy", 12, 7, "prim", false, false, true },
	[DIFF_NORMAL] = { "normal", 19, 11, "backtracker", false, false, false },
	[DIFF_HARD] = { "hard", 40, 20, "wilson", true, true, false },
};

const struct preset *
options_preset(enum difficulty d)
{
	return &presets[d];
}

enum {
	OPT_FIT = 256, OPT_LIST, OPT_EASY, OPT_NORMAL, OPT_HARD, OPT_PRINT,
	OPT_SOLUTION, OPT_STATS, OPT_LOAD, OPT_ASCII, OPT_NO_COLOR,
	OPT_RESUME, OPT_HIGH_SCORES, OPT_SIZE, OPT_DAILY, OPT_DEMO,
	OPT_FORMAT, OPT_PAGE, OPT_COUNT, OPT_CELL, OPT_THEME, OPT_DESCRIBE,
	OPT_DUMP_CONFIG, OPT_WATCH,
};

static const struct option long_options[] = {
	{ "width", required_argument, NULL, 'W' },
	{ "height", required_argument, NULL, 'H' },
	{ "size", required_argument, NULL, OPT_SIZE },
	{ "fit", no_argument, NULL, OPT_FIT },
	{ "seed", required_argument, NULL, 's' },
	{ "algorithm", required_argument, NULL, 'a' },
	{ "list-algorithms", no_argument, NULL, OPT_LIST },
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
	{ "dump-config", no_argument, NULL, OPT_DUMP_CONFIG },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, 'V' },
	{ NULL, 0, NULL, 0 },
};

static const char help_text[] =
"Usage: mazegame [OPTION]...\n"
"Walk out of a maze in the terminal, in as few moves as the shortest path.\n"
"\n"
"Game:\n"
"      --easy               small maze, trail of visited cells shown\n"
"      --normal             a maze that fits 80x24 (the default)\n"
"      --hard               a larger maze in fog, start and exit far apart\n"
"      --fit                size the maze to fill the terminal\n"
"      --daily              play the maze of the day, the same for everyone\n"
"      --watch              watch the generator make the maze step by step,\n"
"                           then the search and the way out; Enter plays it\n"
"      --demo               each algorithm makes a maze, then the solver\n"
"                           walks it; any key quits\n"
"      --resume             continue the saved game\n"
"      --high-scores        print the high-score table and exit\n"
"      --ascii              draw with plain ASCII characters only\n"
"      --no-color           draw without colours (as does NO_COLOR)\n"
"      --theme=NAME         colours: default, dark, light, high-contrast,\n"
"                           mono or auto (asks the terminal's background)\n"
"      --describe           screen-reader mode: the status line says where\n"
"                           you are and which ways are open; the cursor\n"
"                           stays on the player; nothing flashes\n"
"      --dump-config        print the settings in force (config file and\n"
"                           options) as a config file and exit\n"
"\n"
"Maze:\n"
"  -W, --width=N            maze width in cells\n"
"  -H, --height=N           maze height in cells\n"
"      --size=WxH           both at once\n"
"  -s, --seed=N             seed (0 to 18446744073709551615) for a repeatable maze\n"
"  -a, --algorithm=NAME     generator (see --list-algorithms)\n"
"      --list-algorithms    list the generators and exit\n"
"      --load=FILE          play or print a maze from a block-format FILE\n"
"                           (- is standard input)\n"
"\n"
"Output without playing:\n"
"      --print              write the maze to standard output and exit\n"
"      --solution           with --print: mark the solution path with '.'\n"
"                           (in a picture: a coloured line)\n"
"      --format=FMT         with --print: text (the block format, the\n"
"                           default), svg, pdf or png\n"
"  -o, --output=FILE        with --print: write to FILE, not standard output\n"
"                           (- is standard output); without --format, a\n"
"                           name ending in .svg, .pdf, .png or .txt says it\n"
"      --page=SIZE          PDF paper: a4 or letter (default: the locale's)\n"
"      --count=N            PDF: N different mazes on N pages, then their\n"
"                           N answer pages\n"
"      --cell=PX            PNG: PX pixels a square of the block format\n"
"      --stats              print measurements of the maze (with --print,\n"
"                           after it)\n"
"\n"
"  -h, --help               display this help and exit\n"
"  -V, --version            output version information and exit\n"
"\n";

/* What --help says after the keys. */
static const char help_tail[] =
"\n"
"These are the default keys; the config file\n"
"($XDG_CONFIG_HOME/mazegame/config) can bind others: see mazegame(6).\n"
"\n"
"Exit status: 0 success, 1 failure, 2 bad usage, 128+N ended by signal N.\n"
"Report bugs to: " PACKAGE_BUGREPORT "\n";

const char *
options_help(void)
{
	return help_text;
}

const char *
options_help_tail(void)
{
	return help_tail;
}

/* Parses "WxH" for --size. */
static int
parse_size(const char *text, struct options *o, mg_err *e)
{
	char buf[64];
	char *x;
	uint64_t w, h;

	if (strlen(text) >= sizeof buf || (x = strchr(strcpy(buf, text), 'x')) == NULL)
		return err_set(e, "--size: '%s' is not of the form WIDTHxHEIGHT", text);
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
		[ACT_HIGH_SCORES] = "--high-scores", [ACT_HELP] = "--help",
		[ACT_VERSION] = "--version", [ACT_DUMP_CONFIG] = "--dump-config",
	};

	if (o->action != ACT_PLAY && o->action != a)
		return err_set(e, "%s cannot be combined with %s", opt,
		    names[o->action]);
	o->action = a;
	return 0;
}

/* Settles the picture options of --print and checks them. */
static int
check_print(struct options *o, mg_err *e)
{
	const char *fmt;
	int f;

	if (o->action != ACT_PRINT) {
		if (o->format_given || o->output != NULL || o->paper_given
		    || o->count_given || o->cell != 0)
			return err_set(e, "--format, --output, --page, --count and --cell only work with --print");
		return 0;
	}
	if (!o->format_given && o->output != NULL && strcmp(o->output, "-") != 0
	    && (f = print_format_of_path(o->output)) >= 0)
		o->format = (enum print_format)f;
	fmt = print_format_name(o->format);
	if (o->paper_given && o->format != PRINT_PDF)
		return err_set(e, "--page only works with PDF (--format pdf), not %s", fmt);
	if (o->count_given && o->format != PRINT_PDF)
		return err_set(e, "--count only works with PDF (--format pdf), not %s", fmt);
	if (o->cell != 0 && o->format != PRINT_PNG)
		return err_set(e, "--cell only works with PNG (--format png), not %s", fmt);
	if (o->count > 1 && o->load_path != NULL)
		return err_set(e, "--count makes new mazes: it cannot be combined with --load");
	if (o->stats && o->format != PRINT_TEXT
	    && (o->output == NULL || strcmp(o->output, "-") == 0))
		return err_set(e, "--stats with --format %s needs --output FILE: the %s goes to standard output", fmt, fmt);
	return 0;
}

/* Checks combinations once every option is known. */
static int
check_combinations(struct options *o, bool diff_given, mg_err *e)
{
	if (o->solution && o->action != ACT_PRINT)
		return err_set(e, "--solution only works with --print");
	if (o->stats && o->action == ACT_PLAY)
		o->action = ACT_STATS;
	else if (o->stats && o->action != ACT_PRINT && o->action != ACT_STATS)
		return err_set(e, "--stats cannot be combined with that option");
	if (o->load_path != NULL && (o->size_given || o->fit || o->seed_given
	    || o->algo_given || diff_given))
		return err_set(e, "--load takes the maze from the file: it cannot be combined with size, seed, algorithm or difficulty options");
	if (o->fit && o->size_given)
		return err_set(e, "--fit cannot be combined with --width, --height or --size");
	if (o->resume && (o->load_path != NULL || o->size_given || o->fit
	    || o->seed_given || o->algo_given || diff_given || o->action != ACT_PLAY))
		return err_set(e, "--resume continues the saved game as it was: it takes no maze options");
	if (o->daily && (o->seed_given || o->load_path != NULL || o->resume
	    || o->demo))
		return err_set(e, "--daily picks the maze of the day: it cannot be combined with --seed, --load, --resume or --demo");
	if (o->demo && (o->action != ACT_PLAY || o->load_path != NULL || o->resume))
		return err_set(e, "--demo plays by itself: it cannot be combined with --print, --stats, --load or --resume");
	if (o->watch && (o->action != ACT_PLAY || o->load_path != NULL || o->resume
	    || o->daily || o->demo))
		return err_set(e, "--watch shows a maze being made: it cannot be combined with --print, --stats, --load, --resume, --daily or --demo");
	if (o->watch && (uint64_t)o->width * o->height > WATCH_MAX_CELLS)
		return err_set(e, "--watch shows mazes of at most %u cells, not %ux%u",
		    (unsigned)WATCH_MAX_CELLS, (unsigned)o->width, (unsigned)o->height);
	if (check_print(o, e) != 0)
		return -1;
	if (o->action == ACT_PLAY && o->width == 1 && o->height == 1)
		return err_set(e, "a 1x1 maze has its start on its exit, so there is nothing to play: choose at least 2 cells (--print still draws it)");
	o->maze_named = o->size_given || o->fit || o->seed_given
	    || o->algo_given || diff_given || o->load_path != NULL || o->daily;
	return maze_check_size(o->width, o->height, e);
}

uint64_t
options_daily_seed(int year, int month, int day)
{
	uint64_t x = (uint64_t)year * 10000u + (uint64_t)month * 100u
	    + (uint64_t)day;

	return rng_splitmix64(&x);
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
	o->trail = -1;
	o->difficulty = DIFF_NORMAL;
	o->count = 1;
	optind = 0;   /* GNU: restart scanning (the tests parse many times) */
	opterr = 0;   /* main reports errors, not getopt */
	while ((c = getopt_long(argc, argv, ":W:H:s:a:o:hV", long_options, NULL)) != -1) {
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
				err_set(e, "--algorithm: unknown algorithm '%s' (see --list-algorithms)", optarg);
				return 2;
			}
			o->algo_given = true;
			break;
		case OPT_EASY:
		case OPT_NORMAL:
		case OPT_HARD: {
			enum difficulty d = c == OPT_EASY ? DIFF_EASY
			    : c == OPT_HARD ? DIFF_HARD : DIFF_NORMAL;

			if (diff_given && d != o->difficulty) {
				err_set(e, "choose one of --easy, --normal and --hard");
				return 2;
			}
			o->difficulty = d;
			diff_given = true;
			break;
		}
		case OPT_FORMAT:
			if ((f = print_format_find(optarg)) < 0) {
				err_set(e, "--format: unknown format '%s' (text, svg, pdf or png)", optarg);
				return 2;
			}
			o->format = (enum print_format)f;
			o->format_given = true;
			break;
		case 'o':
			if (*optarg == '\0') {
				err_set(e, "--output: the file name is empty");
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
				err_set(e, "--page: unknown paper '%s' (a4 or letter)", optarg);
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
			if (text_number("--cell", optarg, 1, PRINT_CELL_MAX, &v, e) != 0)
				return 2;
			o->cell = (uint32_t)v;
			break;
		case OPT_THEME:
			if (theme_find(optarg, &o->theme) != 0) {
				err_set(e, "--theme: unknown theme '%s' (%s)", optarg,
				    theme_list());
				return 2;
			}
			o->theme_given = true;
			break;
		case OPT_DESCRIBE: o->describe = true; break;
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
		case OPT_PRINT:
		case OPT_DUMP_CONFIG:
		case OPT_LIST:
		case OPT_HIGH_SCORES:
		case 'h':
		case 'V': {
			enum action a = c == OPT_PRINT ? ACT_PRINT : c == OPT_LIST ? ACT_LIST
			    : c == OPT_DUMP_CONFIG ? ACT_DUMP_CONFIG
			    : c == OPT_HIGH_SCORES ? ACT_HIGH_SCORES
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
			err_set(e, "option '%s' needs a value", argv[optind - 1]);
			return 2;
		default:
			if (optopt != 0)
				err_set(e, "unknown option '-%c'", optopt);
			else
				err_set(e, "unknown option '%s'", argv[optind - 1]);
			return 2;
		}
	}
	if (optind < argc) {
		err_set(e, "unexpected argument '%s'", argv[optind]);
		return 2;
	}
	if (!o->paper_given)
		o->paper = print_paper_default();
	o->w_given = w_given;
	o->h_given = h_given;
	o->diff_given = diff_given;
	return options_resolve(o, e);
}

int
options_resolve(struct options *o, mg_err *e)
{
	o->preset = &presets[o->difficulty];
	if (!o->w_given)
		o->width = o->preset->w;
	if (!o->h_given)
		o->height = o->preset->h;
	if (!o->algo_given)
		o->algo = gen_find(o->preset->algorithm);
	if (check_combinations(o, o->diff_given, e) != 0)
		return 2;
	return 0;
}
