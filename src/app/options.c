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
#include "app/options_given.h"
#include "base/text.h"
#include "maze/maze.h"
#include "store/saves.h"




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

/* The option that asks for each action (playing is asked by none). */
static const int action_codes[] = {
	[ACT_PLAY] = 0, [ACT_PRINT] = OPT_PRINT, [ACT_STATS] = OPT_STATS,
	[ACT_LIST] = OPT_LIST, [ACT_LIST_SHAPES] = OPT_LIST_SHAPES,
	[ACT_HIGH_SCORES] = OPT_HIGH_SCORES, [ACT_HELP] = 'h',
	[ACT_VERSION] = 'V', [ACT_DUMP_CONFIG] = OPT_DUMP_CONFIG,
	[ACT_RACES] = OPT_RACES, [ACT_HISTORY] = OPT_HISTORY,
	[ACT_SAVED] = OPT_SAVED,
};

/* Returns the action that the option of getopt code c asks for
 * (ACT_PLAY: none). */
static enum action
action_of(int c)
{
	size_t a;

	for (a = 0; a < sizeof action_codes / sizeof action_codes[0]; a++)
		if (action_codes[a] == c)
			return (enum action)a;
	return ACT_PLAY;
}

/* Sets an action, refusing two different ones. */
static int
set_action(struct options *o, enum action a, const char *opt, mg_err *e)
{
	char name[32];

	if (o->action != ACT_PLAY && o->action != a)
		return err_set(e, _("%s cannot be combined with %s"), opt,
		    options_name(action_codes[o->action], name, sizeof name));
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
	while ((c = getopt_long(argc, argv, ":W:H:s:a:o:hV", options_long(), NULL)) != -1) {
		o->given |= options_given_bit(c);
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
			if (options_shape_parse(optarg, &o->shape, e) != 0)
				return 2;
			break;
		case OPT_WEAVE:
		case OPT_FLOORS:
			if (options_k_parse(c == OPT_WEAVE ? "weave" : "floors",
			    optarg, &o->k, &o->k_shape, e) != 0)
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
			if (text_number("--cell", optarg, 1, PRINT_CELL_MAX, &v, e) != 0)
				return 2;
			o->cell = (uint32_t)v;
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
		case OPT_RESUME:
			o->resume = true;
			if (optarg != NULL) {
				uint64_t id;

				if (text_number("--resume", optarg, 1,
				    SAVES_ID_MAX, &id, e) != 0)
					return 2;
				o->resume_id = (uint32_t)id;
			}
			break;
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
		case OPT_ARCADE:
			/* sshd's ForceCommand: the arcade's own command
			 * line, with nothing beside it. */
			if (argc != 2) {
				err_set(e, _("--arcade takes no other option or argument"));
				return 2;
			}
			o->arcade = true;
			break;
		case OPT_PRINT:
		case OPT_DUMP_CONFIG:
		case OPT_LIST:
		case OPT_LIST_SHAPES:
		case OPT_HIGH_SCORES:
		case OPT_RACES:
		case OPT_HISTORY:
		case OPT_SAVED:
		case 'h':
		case 'V': {
			enum action a = action_of(c);

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
