/* savegame.h - the saved game: what is written when a game is left
 * unfinished, and how it is played again.
 *
 * The file is text: "mazegame-save 1" (2 when the maze record names a
 * shape, as every maze but a square one's does), then records naming
 * the maze (generator, size and seed, or for a loaded maze its cells in
 * hex: savegame_cells.h),
 * the rules, the start and exit (checked when the maze is rebuilt), the
 * player's position, moves, time, assistance and the trail as runs of
 * walked cells, the chalk marks ("chalk CELL KIND", none in older
 * files), and "end".  The fog is rebuilt from the trail.  A
 * marathon's maze has a record more (savegame_marathon.h), and the
 * day's maze its date ("daily YYYY-MM-DD", after the player's).
 */
#ifndef MAZEGAME_SAVEGAME_H
#define MAZEGAME_SAVEGAME_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "base/err.h"
#include "play/game.h"
#include "play/marathon.h"
#include "base/progress.h"

#define SAVEGAME_FILE "saved-game"
#define SAVEGAME_FILE_MAX (UINT64_C(96) << 20)   /* bytes */
#define SAVEGAME_NAME_MAX 15

/* A parsed saved game, not yet playing. */
struct savegame {
	unsigned version;             /* of the file: 2 names a shape */
	const struct shape *shape;    /* NULL: the square grid */
	/* The shape's K after it (a weave's density, the floors): 0 for
	 * none (a shape without one, a loaded weave). */
	uint32_t k;
	char difficulty[SAVEGAME_NAME_MAX + 1];
	const struct gen_algo *algo;  /* NULL for a loaded maze */
	uint32_t w, h;                /* h: the rows of every floor */
	uint64_t seed;
	bool far_apart;
	struct game_rules rules;
	uint32_t start, exit;
	uint64_t optimal;
	struct game_progress pr;      /* pr.walked, pr.chalk are owned */
	char daily_date[11];          /* the day's maze of that date, or "" */
	bool in_marathon;             /* the game is a maze of marathon mr */
	struct marathon mr;
	maze *m;                      /* owned; the loaded maze */
	/* Hears of the maze's rebuild when resuming and may cancel it
	 * (NULL, as parsing leaves it: none). */
	const struct mg_progress *progress;
};

/* Writes game g (of difficulty name diff; a maze of marathon mr, or
 * NULL) to f as it stands at time now.  Returns 0 or -1. */
int savegame_write(FILE *f, const struct game *g, const char *diff,
    const struct marathon *mr, uint64_t now, mg_err *e);

/* savegame_write for the day's maze of daily_date (YYYY-MM-DD; NULL:
 * not the day's maze), which the file keeps in a "daily" record. */
int savegame_write_as(FILE *f, const struct game *g, const char *diff,
    const struct marathon *mr, const char *daily_date, uint64_t now,
    mg_err *e);

/* Parses a saved game.  Returns 0 with sg filled (free it with
 * savegame_free), or -1 with a message naming the line. */
int savegame_parse(const char *data, size_t len, struct savegame *sg,
    mg_err *e);

/* Starts game g from sg (which keeps its contents; free it after).
 * The maze is rebuilt and must match what was saved.  Returns 0 or -1
 * with a message. */
int savegame_resume(struct savegame *sg, struct game *g, uint64_t now,
    mg_err *e);

/* Frees what sg owns. */
void savegame_free(struct savegame *sg);

#endif
