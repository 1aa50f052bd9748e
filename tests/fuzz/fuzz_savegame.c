/* fuzz_savegame.c - libFuzzer harness for the saved game.
 *
 * Whatever the bytes, the parser must either refuse them or return a
 * saved game that resumes or is refused without harm; one that resumes
 * must write out and parse again to the same fields, trail and maze,
 * and must play on.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/bitset.h"
#include "store/savegame.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Generating big mazes is slow and proves nothing more. */
#define MAX_CELLS 20000

/* Returns whether two parsed games say the same. */
static int
same(const struct savegame *a, const struct savegame *b)
{
	uint64_t n = (uint64_t)a->w * a->h;

	if (strcmp(a->difficulty, b->difficulty) != 0 || a->algo != b->algo
	    || a->w != b->w || a->h != b->h || a->seed != b->seed
	    || a->far_apart != b->far_apart || a->rules.fog != b->rules.fog
	    || a->rules.trail != b->rules.trail
	    || a->rules.sight != b->rules.sight || a->start != b->start
	    || a->exit != b->exit || a->optimal != b->optimal
	    || a->pr.pos != b->pr.pos || a->pr.moves != b->pr.moves
	    || a->pr.elapsed_ms != b->pr.elapsed_ms
	    || a->pr.assisted != b->pr.assisted
	    || a->pr.show_path != b->pr.show_path || a->pr.hints != b->pr.hints
	    || (a->m == NULL) != (b->m == NULL))
		return 0;
	if (a->m != NULL && !maze_equal(a->m, b->m))
		return 0;
	return memcmp(a->pr.walked, b->pr.walked, bitset_bytes(n)) == 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct savegame sg, again;
	struct game g;
	char *buf = NULL;
	size_t len = 0;
	FILE *f;
	mg_err e;
	int c;

	if (savegame_parse((const char *)data, size, &sg, &e) != 0)
		return 0;
	if ((uint64_t)sg.w * sg.h > MAX_CELLS
	    || savegame_resume(&sg, &g, 1000, &e) != 0) {
		savegame_free(&sg);
		return 0;
	}
	f = open_memstream(&buf, &len);
	if (f == NULL || savegame_write(f, &g, sg.difficulty, sg.in_marathon ? &sg.mr : NULL, 1000, &e) != 0)
		abort();
	if (fclose(f) != 0)
		abort();
	if (savegame_parse(buf, len, &again, &e) != 0 || !same(&sg, &again))
		abort();
	free(buf);
	savegame_free(&again);
	savegame_free(&sg);
	/* Play on: the overlay off and on, and a run each way. */
	if (game_distance_left(&g) == 0 || game_distance_left(&g) > g.p.m->n)
		abort();
	game_command(&g, CMD_SOLUTION, 1001);
	game_command(&g, CMD_SOLUTION, 1002);
	for (c = CMD_RUN_N; c <= CMD_RUN_W; c++)
		game_command(&g, (enum cmd)c, 1003);
	game_free(&g);
	return 0;
}
