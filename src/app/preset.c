/* preset.c - the difficulty presets and the daily seed. */
#include "config.h"

#include <string.h>
#include <strings.h>

#include "app/preset.h"
#include "base/rng.h"

/* normal fits an 80x24 terminal with its status line: cells are drawn
 * four columns by two rows with the walls, so 19x11 takes 77x23. */
static const struct preset presets[] = {
	[DIFF_EASY] = { "easy", 12, 7, "prim", false, false, true },
	[DIFF_NORMAL] = { "normal", 19, 11, "backtracker", false, false, false },
	[DIFF_HARD] = { "hard", 40, 20, "wilson", true, true, false },
};

const struct preset *
preset_get(enum difficulty d)
{
	return &presets[d];
}

uint64_t
preset_daily_seed(int year, int month, int day)
{
	uint64_t x = (uint64_t)year * 10000u + (uint64_t)month * 100u
	    + (uint64_t)day;

	return rng_splitmix64(&x);
}

/* The index of the preset named name, in any case or exactly, or -1. */
static int
lookup(const char *name, bool any_case)
{
	size_t i;

	for (i = 0; i < sizeof presets / sizeof presets[0]; i++)
		if ((any_case ? strcasecmp(presets[i].name, name)
		    : strcmp(presets[i].name, name)) == 0)
			return (int)i;
	return -1;
}

const struct preset *
preset_find(const char *name)
{
	int i = lookup(name, false);

	return i < 0 ? NULL : &presets[i];
}

int
preset_parse(const char *name, enum difficulty *d)
{
	int i = lookup(name, true);

	if (i < 0)
		return -1;
	*d = (enum difficulty)i;
	return 0;
}
