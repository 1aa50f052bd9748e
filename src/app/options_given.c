/* options_given.c - the options by name: getopt's table of long names
 * and codes, and which of them a mode may refuse, named as --help
 * names them. */
#include "config.h"

#include <getopt.h>
#include <stdio.h>

#include "app/options_given.h"

/* Every option: its long name, its argument, its code. */
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
	{ "resume", optional_argument, NULL, OPT_RESUME },
	{ "saved", no_argument, NULL, OPT_SAVED },
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
	{ "arcade", no_argument, NULL, OPT_ARCADE },
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

const struct option *
options_long(void)
{
	return long_options;
}

uint64_t
options_given_bit(int code)
{
	int i;

	for (i = 0; i < OPTG_N; i++)
		if (given_codes[i] == code)
			return OPTG(i);
	return 0;
}

/* Returns the long name of the option of code (without "--"). */
static const char *
long_name(int code)
{
	size_t i;

	for (i = 0; long_options[i].name != NULL; i++)
		if (long_options[i].val == code)
			return long_options[i].name;
	return "?";
}

char *
options_name(int code, char *buf, size_t n)
{
	snprintf(buf, n, "--%s", long_name(code));
	return buf;
}

int
options_given_names(uint64_t given, uint64_t mask, char *buf, size_t n)
{
	size_t len = 0;
	int i, k = 0;

	buf[0] = '\0';
	for (i = 0; i < OPTG_N; i++) {
		if (!(given & mask & OPTG(i)))
			continue;
		len += (size_t)snprintf(buf + len, len < n ? n - len : 0, "%s--%s",
		    k++ > 0 ? ", " : "", long_name(given_codes[i]));
		if (len >= n)
			len = n - 1;
	}
	return k;
}
