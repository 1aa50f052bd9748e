/* options_given.c - the long names of the options a mode may refuse. */
#include "config.h"

#include <stdio.h>

#include "app/options_given.h"

/* Each option's name, as --help spells it. */
static const char *const given_names[OPTG_N] = {
	[OPTG_WIDTH] = "--width", [OPTG_HEIGHT] = "--height",
	[OPTG_SIZE] = "--size", [OPTG_FIT] = "--fit", [OPTG_SEED] = "--seed",
	[OPTG_ALGO] = "--algorithm", [OPTG_EASY] = "--easy",
	[OPTG_NORMAL] = "--normal", [OPTG_HARD] = "--hard",
	[OPTG_LOAD] = "--load", [OPTG_DAILY] = "--daily",
	[OPTG_SOLUTION] = "--solution", [OPTG_STATS] = "--stats",
	[OPTG_FORMAT] = "--format", [OPTG_OUTPUT] = "--output",
	[OPTG_PAGE] = "--page", [OPTG_COUNT] = "--count", [OPTG_CELL] = "--cell",
	[OPTG_ASCII] = "--ascii", [OPTG_NO_COLOR] = "--no-color",
	[OPTG_THEME] = "--theme", [OPTG_DESCRIBE] = "--describe",
	[OPTG_NO_MOUSE] = "--no-mouse", [OPTG_RESUME] = "--resume",
	[OPTG_DEMO] = "--demo", [OPTG_WATCH] = "--watch",
	[OPTG_MARATHON] = "--marathon", [OPTG_RECORD] = "--record",
	[OPTG_GHOST] = "--ghost", [OPTG_RACE] = "--race",
	[OPTG_SPECTATE] = "--spectate", [OPTG_PRIVATE] = "--private",
	[OPTG_SHAPE] = "--shape", [OPTG_WEAVE] = "--weave",
	[OPTG_FLOORS] = "--floors",
};

int
options_given_names(uint64_t given, uint64_t mask, char *buf, size_t n)
{
	size_t len = 0;
	int i, k = 0;

	buf[0] = '\0';
	for (i = 0; i < OPTG_N; i++) {
		if (!(given & mask & OPTG(i)))
			continue;
		len += (size_t)snprintf(buf + len, len < n ? n - len : 0, "%s%s",
		    k++ > 0 ? ", " : "", given_names[i]);
		if (len >= n)
			len = n - 1;
	}
	return k;
}
