/* savegame.c - writing, parsing and resuming a saved game. */
#include "config.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/bitset.h"
#include "maze/floors.h"
#include "maze/shape.h"
#include "store/savegame.h"
#include "store/savegame_cells.h"
#include "store/savegame_chalk.h"
#include "store/savegame_marathon.h"
#include "base/text.h"

#define MAGIC "mazegame-save"

/* Writes the walked cells as "walked FIRST COUNT" runs. */
static void
write_walked(FILE *f, const struct game *g)
{
	uint32_t n = g->p.m->n, i = 0, j;

	while (i < n) {
		if (!bitset_get(g->walked, i)) {
			i++;
			continue;
		}
		for (j = i; j < n && bitset_get(g->walked, j); j++)
			;
		fprintf(f, "walked %" PRIu32 " %" PRIu32 "\n", i, j - i);
		i = j;
	}
}

int
savegame_write(FILE *f, const struct game *g, const char *diff,
    const struct marathon *mr, uint64_t now, mg_err *e)
{
	return savegame_write_as(f, g, diff, mr, NULL, now, e);
}

int
savegame_write_as(FILE *f, const struct game *g, const char *diff,
    const struct marathon *mr, const char *daily_date, uint64_t now,
    mg_err *e)
{
	const struct puzzle *p = &g->p;

	/* Version 2 names a shape on the maze record; a square maze's
	 * file is version 1, as it always was. */
	fprintf(f, "%s %d\n", MAGIC, p->m->shape != NULL ? 2 : 1);
	fprintf(f, "difficulty %s\n", diff);
	if (p->algo != NULL)
		fprintf(f, "maze %s %" PRIu32 " %" PRIu32 " %" PRIu64 " %d",
		    p->algo->name, p->m->w, floors_height(p->m), p->seed,
		    p->far_apart ? 1 : 0);
	else
		fprintf(f, "maze loaded %" PRIu32 " %" PRIu32 " 0 0", p->m->w,
		    floors_height(p->m));
	if (p->m->shape != NULL)
		fprintf(f, " %s", p->m->shape->name);
	/* Its K after the shape: a weave's density, a floors maze's
	 * floors (H is one floor's). */
	if (puzzle_k(p) != 0)
		fprintf(f, " %u", puzzle_k(p));
	fputc('\n', f);
	fprintf(f, "rules %d %d %u\n", g->rules.fog ? 1 : 0,
	    g->rules.trail ? 1 : 0, g->rules.sight);
	fprintf(f, "ends %" PRIu32 " %" PRIu32 " %" PRIu64 "\n", p->start,
	    p->exit, p->optimal);
	fprintf(f, "player %" PRIu32 " %" PRIu64 " %" PRIu64 " %d %" PRIu32
	    " %d\n", g->pos, g->moves, game_elapsed(g, now),
	    g->assisted ? 1 : 0, g->hints, g->show_path ? 1 : 0);
	savegame_write_marathon(f, mr);
	if (daily_date != NULL)
		fprintf(f, "daily %s\n", daily_date);
	if (p->algo == NULL)
		savegame_cells_write(f, p->m);
	write_walked(f, g);
	savegame_chalk_write(f, &g->chalk, p->m->n);
	fputs("end\n", f);
	if (ferror(f))
		return err_set(e, _("cannot format the saved game"));
	return 0;
}

/* Parses a "walked FIRST COUNT" run; *next is the least cell it may
 * start at (runs are in order and apart). */
static int
parse_walked(const struct text_reader *r, struct savegame *sg,
    uint64_t *next, mg_err *e)
{
	uint64_t n = shape_cells(sg->shape, sg->w, sg->h), first, count, c;
	uint64_t *walked = (uint64_t *)sg->pr.walked;

	if (text_expect(r, 3, e) != 0
	    || text_field_number(r, 1, "first cell", *next, n - 1, &first, e) != 0
	    || text_field_number(r, 2, "run", 1, n - first, &count, e) != 0)
		return -1;
	for (c = first; c < first + count; c++)
		bitset_set(walked, c);
	*next = first + count + 1;
	return 0;
}

/* Parses the "maze" record (with its shape from version 2 on) and
 * allocates what depends on the size. */
static int
parse_maze(const struct text_reader *r, struct savegame *sg, mg_err *e)
{
	uint64_t w, h, seed, far, k = 0;
	uint32_t floors;

	if (sg->version >= 2 && r->nfields >= 7
	    && (sg->shape = shape_find(r->field[6])) == NULL)
		return text_error(r, e, _("unknown shape '%s'"), r->field[6]);
	/* The shape's K after it, where it has one: a generated weave's
	 * density, a floors maze's floors (H is one floor's). */
	if (text_expect(r, sg->version < 2 ? 6 : 7 + (r->nfields > 7
	    && sg->shape->k_name != NULL), e) != 0
	    || text_field_number(r, 2, "width", 1, MAZE_MAX_SIDE, &w, e) != 0
	    || text_field_number(r, 3, "height", 1, MAZE_MAX_SIDE, &h, e) != 0
	    || text_field_number(r, 4, "seed", 0, UINT64_MAX, &seed, e) != 0
	    || text_field_number(r, 5, "far-apart", 0, 1, &far, e) != 0
	    || (r->nfields > 7 && text_field_number(r, 7, sg->shape->k_name,
	    sg->shape->k_min, sg->shape->k_max, &k, e) != 0))
		return -1;
	floors = shape_k_floors(sg->shape, k);
	if (shape_check_size(sg->shape, w, h * floors, e) != 0)
		return text_error(r, e, _("%s"), e->msg);
	sg->w = (uint32_t)w;
	sg->h = (uint32_t)(h * floors);
	sg->k = (uint32_t)k;
	sg->seed = seed;
	sg->far_apart = far != 0;
	if (strcmp(r->field[1], "loaded") == 0) {
		if (seed != 0 || far != 0)
			return text_error(r, e, _("a loaded maze has no seed"));
		if ((sg->m = shape_maze_floors(sg->shape, sg->w, (uint32_t)h,
		    floors, e)) == NULL)
			return -1;
	} else if ((sg->algo = gen_find(r->field[1])) == NULL) {
		return text_error(r, e, _("unknown algorithm '%s'"), r->field[1]);
	}
	sg->pr.walked = bitset_create(shape_cells(sg->shape, sg->w, sg->h), e);
	return sg->pr.walked == NULL ? -1 : 0;
}

/* Parses the "player" record. */
static int
parse_player(const struct text_reader *r, struct savegame *sg, mg_err *e)
{
	uint64_t v[6];
	static const char *const what[6] = { "position", "moves", "time",
	    "assisted", "hints", "overlay" };
	const uint64_t max[6] = { shape_cells(sg->shape, sg->w, sg->h) - 1,
	    UINT64_C(1) << 36,
	    UINT64_C(1) << 50, 1, UINT32_MAX, 1 };
	int i;

	if (text_expect(r, 7, e) != 0)
		return -1;
	for (i = 0; i < 6; i++)
		if (text_field_number(r, i + 1, what[i], 0, max[i], &v[i], e) != 0)
			return -1;
	sg->pr.pos = (uint32_t)v[0];
	sg->pr.moves = v[1];
	sg->pr.elapsed_ms = v[2];
	sg->pr.assisted = v[3] != 0;
	sg->pr.hints = (uint32_t)v[4];
	sg->pr.show_path = v[5] != 0;
	return 0;
}

/* Parses the "difficulty" record. */
static int
parse_difficulty(const struct text_reader *r, struct savegame *sg, mg_err *e)
{
	size_t i, len;

	if (text_expect(r, 2, e) != 0)
		return -1;
	len = strlen(r->field[1]);
	if (len > SAVEGAME_NAME_MAX)
		return text_error(r, e, _("difficulty name too long"));
	for (i = 0; i < len; i++)
		if (r->field[1][i] < 'a' || r->field[1][i] > 'z')
			return text_error(r, e, _("bad difficulty name"));
	memcpy(sg->difficulty, r->field[1], len + 1);
	return 0;
}

/* Parses the "rules" record. */
static int
parse_rules(const struct text_reader *r, struct savegame *sg, mg_err *e)
{
	uint64_t fog, trail, sight;

	if (text_expect(r, 4, e) != 0
	    || text_field_number(r, 1, "fog", 0, 1, &fog, e) != 0
	    || text_field_number(r, 2, "trail", 0, 1, &trail, e) != 0
	    || text_field_number(r, 3, "sight", 1, 64, &sight, e) != 0)
		return -1;
	sg->rules.fog = fog != 0;
	sg->rules.trail = trail != 0;
	sg->rules.sight = (unsigned)sight;
	return 0;
}

/* Parses the "ends" record. */
static int
parse_ends(const struct text_reader *r, struct savegame *sg, mg_err *e)
{
	uint64_t last = shape_cells(sg->shape, sg->w, sg->h) - 1, start, exit, optimal;

	if (text_expect(r, 4, e) != 0
	    || text_field_number(r, 1, "start", 0, last, &start, e) != 0
	    || text_field_number(r, 2, "exit", 0, last, &exit, e) != 0
	    || text_field_number(r, 3, "optimal", 0, last, &optimal, e) != 0)
		return -1;
	sg->start = (uint32_t)start;
	sg->exit = (uint32_t)exit;
	sg->optimal = optimal;
	return 0;
}

/* Parses the "daily DATE" record: the day's maze of that date
 * (YYYY-MM-DD). */
static int
parse_daily(const struct text_reader *r, struct savegame *sg, mg_err *e)
{
	const char *d = r->field[1];
	size_t i;

	if (text_expect(r, 2, e) != 0)
		return -1;
	for (i = 0; i < 10; i++)
		if (i == 4 || i == 7 ? d[i] != '-' : d[i] < '0' || d[i] > '9')
			return text_error(r, e, _("a day's date is YYYY-MM-DD"));
	if (d[10] != '\0')
		return text_error(r, e, _("a day's date is YYYY-MM-DD"));
	memcpy(sg->daily_date, d, 11);
	return 0;
}

/* The records that open the file, in their order. */
static const struct {
	const char *name;
	int (*parse)(const struct text_reader *, struct savegame *, mg_err *);
} fixed[] = {
	{ "difficulty", parse_difficulty },
	{ "maze", parse_maze },
	{ "rules", parse_rules },
	{ "ends", parse_ends },
	{ "player", parse_player },
};
#define NFIXED (sizeof fixed / sizeof fixed[0])

/* Parses the record on the current line; *stage counts the fixed
 * records seen so far. */
static int
parse_record(const struct text_reader *r, struct savegame *sg, size_t *stage,
    uint32_t *next_cell, uint64_t next[2], mg_err *e)
{
	uint64_t *next_walked = &next[0], *next_chalk = &next[1];
	const char *k = r->field[0];

	if (*stage < NFIXED) {
		if (strcmp(k, fixed[*stage].name) != 0)
			return text_error(r, e, _("expected '%s', found '%s'"),
			    fixed[*stage].name, k);
		return fixed[(*stage)++].parse(r, sg, e);
	}
	if (strcmp(k, "marathon") == 0 && *next_cell == 0 && *next_walked == 0)
		return savegame_parse_marathon(r, &sg->mr, &sg->in_marathon, e);
	if (strcmp(k, "daily") == 0 && *next_cell == 0 && *next_walked == 0
	    && *next_chalk == 0 && sg->daily_date[0] == '\0')
		return parse_daily(r, sg, e);
	if (strcmp(k, "cells") == 0)
		return *next_walked != 0 || *next_chalk != 0
		    ? text_error(r, e, _("cells after the trail"))
		    : savegame_cells_parse(r, sg->m, next_cell, e);
	if (strcmp(k, "walked") == 0)
		return *next_chalk != 0 ? text_error(r, e, _("trail after the chalk"))
		    : parse_walked(r, sg, next_walked, e);
	if (strcmp(k, "chalk") == 0)
		return savegame_chalk_parse(r, &sg->pr.chalk,
		    shape_cells(sg->shape, sg->w, sg->h),
		    next_chalk, e);
	return text_error(r, e, _("unexpected record '%s'"), k);
}

int
savegame_parse(const char *data, size_t len, struct savegame *sg, mg_err *e)
{
	struct text_reader r;
	uint64_t next[2] = { 0, 0 };   /* the next walked run, chalk mark */
	uint32_t next_cell = 0;
	size_t stage = 0;
	int rc;
	bool ended = false;

	memset(sg, 0, sizeof *sg);
	sg->version = len >= sizeof MAGIC + 2 && memcmp(data, MAGIC " 2\n", sizeof MAGIC + 2) == 0
	    ? 2 : 1;
	if (text_begin(&r, data, len, MAGIC, sg->version, _("a mazegame saved game"), e) != 0)
		return -1;
	while ((rc = text_next(&r, e)) > 0) {
		if (ended) {
			text_error(&r, e, _("data after 'end'"));
			goto fail;
		}
		if (strcmp(r.field[0], "end") == 0 && r.nfields == 1) {
			ended = true;
			continue;
		}
		if (parse_record(&r, sg, &stage, &next_cell, next, e) != 0)
			goto fail;
	}
	if (rc < 0)
		goto fail;
	if (!ended || stage < NFIXED) {
		err_set(e, _("the saved game is incomplete (no 'end')"));
		goto fail;
	}
	if (sg->m != NULL && next_cell != sg->m->n) {
		err_set(e, _("the saved maze's cells are incomplete"));
		goto fail;
	}
	if (sg->m != NULL && sg->m->shape != NULL && sg->m->shape->check != NULL
	    && sg->m->shape->check(sg->m, e) != 0)
		goto fail;
	return 0;
fail:
	savegame_free(sg);
	return -1;
}

int
savegame_resume(struct savegame *sg, struct game *g, uint64_t now, mg_err *e)
{
	struct puzzle p;
	struct puzzle_spec spec;

	if (sg->m != NULL) {
		maze *m = maze_clone(sg->m, e);
		if (m == NULL || puzzle_adopt(&p, m, sg->start, sg->exit, e) != 0)
			return -1;
	} else {
		puzzle_spec_set(&spec, sg->w, sg->h / shape_k_floors(sg->shape,
		    sg->k), sg->algo, sg->seed, sg->far_apart, sg->progress);
		spec.shape = sg->shape;
		spec.k = sg->k;
		if (puzzle_generate(&p, &spec, e) != 0)
			return -1;
	}
	if (p.start != sg->start || p.exit != sg->exit || p.optimal != sg->optimal) {
		puzzle_free(&p);
		return err_set(e, _("the saved maze does not match the one rebuilt from it"));
	}
	if (game_init(g, &p, &sg->rules, now, e) != 0)
		return -1;
	if (game_restore(g, &sg->pr, now, e) != 0) {
		game_free(g);
		return -1;
	}
	return 0;
}

void
savegame_free(struct savegame *sg)
{
	free((void *)sg->pr.walked);
	chalk_free(&sg->pr.chalk);
	maze_destroy(sg->m);
	memset(sg, 0, sizeof *sg);
}
