/* preset.h - the difficulty presets and the seed of the daily maze.
 *
 * A preset fixes size, generator and rules, so a seed names the same
 * maze for everyone, in a terminal or with --print.
 */
#ifndef MAZEGAME_PRESET_H
#define MAZEGAME_PRESET_H

#include <stdbool.h>
#include <stdint.h>

/* The difficulty presets. */
enum difficulty { DIFF_EASY, DIFF_NORMAL, DIFF_HARD };

/* What a difficulty means: size, generator and rules. */
struct preset {
	const char *name;
	uint32_t w, h;
	const char *algorithm;
	bool far_apart;     /* start and exit at the ends of the longest path */
	bool fog;           /* the player sees only near and seen cells */
	bool trail;         /* visited cells are marked */
};

/* Returns the preset of difficulty d. */
const struct preset *preset_get(enum difficulty d);

/* Returns the preset named name ("easy", "normal", "hard"), or NULL. */
const struct preset *preset_find(const char *name);

/* Sets *d to the difficulty named name in any case ("Hard" as a
 * person may write it in a setting); 0, or -1 for no such name. */
int preset_parse(const char *name, enum difficulty *d);

/* Returns the seed of the daily maze of a date (UTC), the same on
 * every machine. */
uint64_t preset_daily_seed(int year, int month, int day);

#endif
