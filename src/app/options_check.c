/* options_check.c - what the options mean together: presets applied,
 * combinations refused, --print's picture options settled. */
#include "config.h"

#include <string.h>

#include "base/i18n.h"
#include "app/options.h"
#include "maze/maze.h"
#include "maze/shape.h"
#include "net/proto.h"
#include "net/room.h"
#include "watch/watch.h"

/* Settles the picture options of --print and checks them. */
static int
check_print(struct options *o, mg_err *e)
{
	const char *fmt;
	int f;

	if (o->csv && o->action != ACT_HISTORY)
		return err_set(e, "%s", _("--format=csv only works with --history"));
	if (o->action == ACT_HISTORY) {
		if (o->format_given && !o->csv && o->format != PRINT_TEXT)
			return err_set(e, "%s", _("--history prints text or csv (--format=csv)"));
		if (o->output != NULL || o->paper_given || o->count_given
		    || o->cell != 0)
			return err_set(e, "%s", _("--output, --page, --count and --cell only work with --print"));
		return 0;
	}
	if (o->action != ACT_PRINT) {
		if (o->format_given || o->output != NULL || o->paper_given
		    || o->count_given || o->cell != 0)
			return err_set(e, _("--format, --output, --page, --count and --cell only work with --print"));
		return 0;
	}
	if (!o->format_given && o->output != NULL && strcmp(o->output, "-") != 0
	    && (f = print_format_of_path(o->output)) >= 0)
		o->format = (enum print_format)f;
	fmt = print_format_name(o->format);
	if (o->paper_given && o->format != PRINT_PDF)
		return err_set(e, _("--page only works with PDF (--format pdf), not %s"), fmt);
	if (o->count_given && o->format != PRINT_PDF)
		return err_set(e, _("--count only works with PDF (--format pdf), not %s: "
		    "a PDF holds many mazes and then their answers, but %s output is "
		    "one maze (for more, print one for each seed: --seed N)"), fmt, fmt);
	if (o->cell != 0 && o->format != PRINT_PNG)
		return err_set(e, _("--cell only works with PNG (--format png), not %s"), fmt);
	if (o->count_given && o->solution)
		/* --count's answer pages are the solutions. */
		return err_set(e, ngettext("%1$s does not use %2$s: leave it out",
		    "%1$s does not use %2$s: leave them out", 1), "--count",
		    "--solution");
	if (o->count > 1 && o->load_path != NULL)
		return err_set(e, _("--count makes new mazes: it cannot be combined with --load"));
	if (o->stats && o->format != PRINT_TEXT
	    && (o->output == NULL || strcmp(o->output, "-") == 0))
		return err_set(e, _("--stats with --format %s needs --output FILE: the %s goes to standard output"), fmt, fmt);
	return 0;
}

/* Checks --race, --spectate and --private. */
static int
check_race(const struct options *o, mg_err *e)
{
	if (o->private_users != NULL && (o->room == NULL || o->spectate))
		return err_set(e, _("--private only works with --race (when hosting)"));
	if (o->room == NULL)
		return 0;
	if (!proto_room_name_ok(o->room))
		return err_set(e, _("bad room name '%s': 1 to %d of A-Z a-z 0-9 . _ -"), o->room, PROTO_NAME_MAX);
	/* The default room is everyone's: held private, it would shut
	 * every plain --race out until its host leaves. */
	if (o->private_users != NULL && strcmp(o->room, ROOM_DEFAULT) == 0)
		/* TRANSLATORS: %s is the default room's name, "race". */
		return err_set(e, _("--private needs a room name of your own, as in --race=NAME --private=USERS: '%s' is everyone's room and cannot be private"), ROOM_DEFAULT);
	if (o->action != ACT_PLAY || o->load_path != NULL || o->resume
	    || o->demo || o->watch)
		return err_set(e, _("%s cannot be combined with --print, --stats, --load, --resume, --demo or --watch"), o->spectate ? "--spectate" : "--race");
	if (o->spectate && (o->size_given || o->fit || o->seed_given
	    || o->algo_given || o->diff_given || o->daily || o->shape != NULL))
		return err_set(e, _("--spectate watches the host's maze: it takes no maze options"));
	return 0;
}

/* Checks --marathon: its mazes are its own, so it takes no maze
 * options but the seed (and --daily, which picks the seed). */
static int
check_marathon(const struct options *o, bool diff_given, mg_err *e)
{
	if (!o->marathon)
		return 0;
	if (o->action != ACT_PLAY || o->load_path != NULL || o->size_given
	    || o->fit || o->algo_given || diff_given || o->demo || o->watch
	    || o->room != NULL || o->ghost || o->record_path != NULL
	    || o->shape != NULL)
		return err_set(e, "%s", _("--marathon makes its own mazes: it takes --seed, --daily or --resume, and no other maze, print or race option"));
	return 0;
}

/* Options that change only how a game looks and feels. */
#define OPTG_LOOK (OPTG(OPTG_ASCII) | OPTG(OPTG_NO_COLOR) | OPTG(OPTG_THEME) \
	| OPTG(OPTG_DESCRIBE) | OPTG(OPTG_NO_MOUSE))
/* --print's own options. */
#define OPTG_PRINT (OPTG(OPTG_SOLUTION) | OPTG(OPTG_STATS) | OPTG(OPTG_FORMAT) \
	| OPTG(OPTG_OUTPUT) | OPTG(OPTG_PAGE) | OPTG(OPTG_COUNT) | OPTG(OPTG_CELL))
/* The difficulty presets. */
#define OPTG_DIFF (OPTG(OPTG_EASY) | OPTG(OPTG_NORMAL) | OPTG(OPTG_HARD))

/* What each mode uses: a mode is an action, or for playing the option
 * that names it; the first row that fits is the mode.  Any other
 * option given is refused, since the mode would ignore it.  --help and
 * --version win over everything, as GNU programs do (options_parse). */
static const struct mode_use {
	enum action action;
	int code;           /* the getopt code of the option naming it */
	uint64_t uses;
} mode_uses[] = {
	{ ACT_LIST, OPT_LIST, 0 },
	{ ACT_HIGH_SCORES, OPT_HIGH_SCORES, 0 },
	{ ACT_RACES, OPT_RACES, 0 },
	{ ACT_SAVED, OPT_SAVED, 0 },
	{ ACT_HISTORY, OPT_HISTORY, OPTG(OPTG_FORMAT) },
	{ ACT_DUMP_CONFIG, OPT_DUMP_CONFIG, OPTG_DIFF | OPTG(OPTG_THEME)
	    | OPTG(OPTG_DESCRIBE) | OPTG(OPTG_NO_MOUSE) },
	/* --fit sizes a maze to the terminal: there is none to print. */
	{ ACT_PRINT, OPT_PRINT, (OPTG_MAZE & ~OPTG(OPTG_FIT)) | OPTG_PRINT },
	{ ACT_STATS, OPT_STATS, (OPTG_MAZE & ~OPTG(OPTG_FIT))
	    | OPTG(OPTG_STATS) },
	{ ACT_PLAY, OPT_SPECTATE, OPTG_LOOK },
	{ ACT_PLAY, OPT_WATCH, OPTG_MAZE | OPTG_LOOK },
	{ ACT_PLAY, OPT_DEMO, OPTG_MAZE | OPTG_LOOK },
	{ ACT_PLAY, OPT_MARATHON, OPTG(OPTG_SEED)
	    | OPTG(OPTG_DAILY) | OPTG(OPTG_RESUME) | OPTG_LOOK },
	{ ACT_PLAY, OPT_RESUME, OPTG(OPTG_RECORD)
	    | OPTG(OPTG_GHOST) | OPTG_LOOK },
};

/* Refuses an option that o's mode would ignore, naming both. */
static int
check_mode_uses(const struct options *o, mg_err *e)
{
	char names[256], name[32];
	size_t i;
	int k;

	for (i = 0; i < sizeof mode_uses / sizeof mode_uses[0]; i++) {
		const struct mode_use *m = &mode_uses[i];
		/* Playing, the mode is the option's own, when it was given. */
		uint64_t self = m->action == ACT_PLAY ? options_given_bit(m->code) : 0;

		if (m->action != o->action || (m->action == ACT_PLAY && !(o->given & self)))
			continue;
		k = options_given_names(o->given, ~(m->uses | self), names, sizeof names);
		if (k == 0)
			return 0;
		/* TRANSLATORS: %1$s is a mode such as --races, %2$s the
		 * options it was given and would not use, such as
		 * "--seed, --hard"; option names are not translated. */
		return err_set(e, ngettext("%1$s does not use %2$s: leave it out",
		    "%1$s does not use %2$s: leave them out", (unsigned long)k),
		    options_name(m->code, name, sizeof name), names);
	}
	return 0;
}

/* Settles the shape and its K: a K alone (--weave=P, --floors=N) names
 * its shape, and goes with it only; the shape played gets its default
 * K where none was given. */
static int
settle_k(struct options *o, mg_err *e)
{
	if (o->shape == NULL && !(o->given & OPTG(OPTG_SHAPE)))
		o->shape = shape_held(o->k_shape);
	if (o->k_shape != NULL && o->shape != shape_held(o->k_shape))
		return err_set(e, _("--%1$s goes with --shape=%2$s only"),
		    o->k_shape->k_name, o->k_shape->name);
	o->k = shape_k_of(o->shape, o->k);
	return 0;
}

/* Checks combinations once every option is known. */
static int
check_combinations(struct options *o, bool diff_given, mg_err *e)
{
	if (o->solution && o->action != ACT_PRINT)
		return err_set(e, _("--solution only works with --print"));
	if (o->stats && o->action == ACT_PLAY)
		o->action = ACT_STATS;
	else if (o->stats && o->action != ACT_PRINT && o->action != ACT_STATS)
		return err_set(e, _("--stats cannot be combined with that option"));
	if (settle_k(o, e) != 0)
		return -1;
	if (o->load_path != NULL && (o->size_given || o->fit || o->seed_given
	    || o->algo_given || diff_given || (o->given & (OPTG(OPTG_SHAPE)
	    | OPTG(OPTG_WEAVE) | OPTG(OPTG_FLOORS)))))
		return err_set(e, _("--load takes the maze from the file: it cannot be combined with size, seed, algorithm, shape or difficulty options"));
	if (o->shape != NULL && !o->algo->any_shape)
		return err_set(e, _("--algorithm %1$s works on square mazes only, not on --shape=%2$s"),
		    o->algo->name, o->shape->name);
	if (o->fit && o->size_given)
		return err_set(e, _("--fit cannot be combined with --width, --height or --size"));
	if (o->resume && (o->load_path != NULL || o->size_given || o->fit
	    || o->seed_given || o->algo_given || diff_given || o->action != ACT_PLAY))
		return err_set(e, _("--resume continues the saved game as it was: it takes no maze options"));
	if (o->daily && (o->seed_given || o->load_path != NULL || o->resume
	    || o->demo))
		return err_set(e, _("--daily picks the maze of the day: it cannot be combined with --seed, --load, --resume or --demo"));
	if (o->demo && (o->action != ACT_PLAY || o->load_path != NULL || o->resume))
		return err_set(e, _("--demo plays by itself: it cannot be combined with --print, --stats, --load or --resume"));
	if (o->watch && (o->action != ACT_PLAY || o->load_path != NULL || o->resume
	    || o->daily || o->demo))
		return err_set(e, _("--watch shows a maze being made: it cannot be combined with --print, --stats, --load, --resume, --daily or --demo"));
	if (o->watch && (uint64_t)o->width * o->height > WATCH_MAX_CELLS)
		return err_set(e, _("--watch shows mazes of at most %u cells, not %ux%u"),
		    (unsigned)WATCH_MAX_CELLS, (unsigned)o->width, (unsigned)o->height);
	if ((o->record_path != NULL || o->ghost) && (o->action != ACT_PLAY
	    || o->demo || o->watch))
		return err_set(e, _("--record and --ghost are for playing: they cannot be combined with --print, --stats, --demo or --watch"));
	if ((o->record_path != NULL && o->record_path[0] == '\0')
	    || (o->ghost_path != NULL && o->ghost_path[0] == '\0'))
		return err_set(e, _("--record= and --ghost= need a file name"));
	if (o->ghost_path != NULL && (o->load_path != NULL || o->resume || o->daily))
		return err_set(e, _("--ghost=FILE plays the run's own maze: it cannot be combined with --load, --resume or --daily"));
	if (check_marathon(o, diff_given, e) != 0 || check_race(o, e) != 0
	    || check_print(o, e) != 0 || check_mode_uses(o, e) != 0)
		return -1;
	/* One cell in all (floors of one cell each are a maze of stairs). */
	if (o->action == ACT_PLAY
	    && shape_cells_k(o->shape, o->width, o->height, o->k) == 1)
		return err_set(e, _("a 1x1 maze has its start on its exit, so there is nothing to play: choose at least 2 cells (--print still draws it)"));
	o->maze_named = o->size_given || o->fit || o->seed_given
	    || o->algo_given || diff_given || o->load_path != NULL || o->daily
	    || o->ghost_path != NULL || (o->marathon && !o->resume);
	return shape_check_maze(o->shape, o->width, o->height, o->k, e);
}

int
options_resolve(struct options *o, mg_err *e)
{
	o->preset = preset_get(o->difficulty);
	if (!o->w_given)
		o->width = o->preset->w;
	if (!o->h_given)
		o->height = o->preset->h;
	/* A shape may have its own sizes for the presets (a circle's,
	 * circle.h). */
	if (!o->w_given && !o->h_given)
		shape_preset_size(o->shape, o->preset->w, o->preset->h,
		    &o->width, &o->height);
	if (!o->algo_given)
		o->algo = gen_find(o->preset->algorithm);
	if (check_combinations(o, o->diff_given, e) != 0)
		return 2;
	return 0;
}
