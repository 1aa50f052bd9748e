/* run.c - a run's maze, the recorder and the writer. */
#include "config.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/floors.h"
#include "store/run.h"

static const char *const dir_names[4] = { "up", "right", "down", "left" };

const char *
run_dir_name(enum dir d)
{
	return dir_names[(unsigned)d & 3u];
}

int
run_dir_parse(const char *word, enum dir *d)
{
	unsigned i;

	for (i = 0; i < 4; i++)
		if (strcmp(word, dir_names[i]) == 0) {
			*d = (enum dir)i;
			return 0;
		}
	return -1;
}

const char *
run_way_word(const struct run_maze *m, unsigned d)
{
	return m->shape == NULL ? run_dir_name((enum dir)d)
	    : m->shape->way_words[d % m->shape->ways];
}

int
run_way_parse(const struct run_maze *m, const char *word, unsigned *d)
{
	enum dir sd;

	if (m->shape == NULL) {
		if (run_dir_parse(word, &sd) != 0)
			return -1;
		*d = (unsigned)sd;
		return 0;
	}
	return shape_way_of(m->shape, word, d) ? 0 : -1;
}

/* Returns whether name is a difficulty name: 1 to RUN_DIFF_MAX of a-z. */
static bool
diff_valid(const char *name)
{
	size_t i, len = strlen(name);

	if (len == 0 || len > RUN_DIFF_MAX)
		return false;
	for (i = 0; i < len; i++)
		if (name[i] < 'a' || name[i] > 'z')
			return false;
	return true;
}

int
run_maze_of(struct run_maze *m, const struct puzzle *p, const char *diff,
    mg_err *e)
{
	memset(m, 0, sizeof *m);
	if (p->algo == NULL)
		return err_set(e, _("a run of a maze from a file is not recorded"));
	if (!diff_valid(diff))
		return err_set(e, _("bad difficulty name for a run"));
	memcpy(m->difficulty, diff, strlen(diff) + 1);
	m->algo = p->algo;
	m->w = p->m->w;
	m->h = p->m->h;
	m->seed = p->seed;
	m->far_apart = p->far_apart;
	m->shape = p->m->shape;
	m->k = puzzle_k(p);
	return 0;
}

bool
run_maze_same(const struct run_maze *a, const struct run_maze *b)
{
	return strcmp(a->difficulty, b->difficulty) == 0 && a->algo == b->algo
	    && a->w == b->w && a->h == b->h && a->seed == b->seed
	    && a->far_apart == b->far_apart && a->shape == b->shape
	    && a->k == b->k;
}

int
run_maze_puzzle(const struct run_maze *m, const struct mg_progress *prog,
    struct puzzle *p, mg_err *e)
{
	struct puzzle_spec spec;

	if (m->algo == NULL)
		return err_set(e, _("a run names no algorithm"));
	puzzle_spec_set(&spec, m->w, m->h / shape_k_floors(m->shape, m->k),
	    m->algo, m->seed, m->far_apart, prog);
	spec.shape = m->shape;
	spec.k = m->k;
	return puzzle_generate(p, &spec, e);
}

int
run_step(const maze *m, uint32_t *pos, unsigned d)
{
	uint32_t j;

	if (!maze_next(m, *pos, d, &j))
		return 1;
	if (!maze_way_open(m, *pos, d))
		return 2;
	*pos = j;
	return 0;
}

void
run_begin(struct run *r, const struct run_maze *m, uint32_t start,
    uint32_t exit, const char *player)
{
	run_free(r);
	r->maze = *m;
	r->start = start;
	r->exit = exit;
	if (player != NULL && run_player_valid(player, strlen(player)))
		memcpy(r->player, player, strlen(player) + 1);
}

void
run_restart(struct run *r)
{
	r->n = 0;
	r->broken = false;
}

int
run_add(struct run *r, unsigned d, uint64_t ms, mg_err *e)
{
	uint64_t *grown;
	size_t cap;

	if (r->broken)
		return err_set(e, _("the recording of the run was cut short"));
	if (r->n == 0 ? ms != 0 : ms < run_move_ms(r, r->n - 1)) {
		r->broken = true;
		return err_set(e, _("a move of the run is out of time order"));
	}
	if (ms > RUN_MS_MAX || r->n >= RUN_MOVES_MAX) {
		r->broken = true;
		return err_set(e, _("the run is too long to record"));
	}
	if (r->n == r->cap) {
		cap = r->cap != 0 ? r->cap * 2 : 256;
		grown = mg_reallocarray(r->move, cap, sizeof *r->move, e);
		if (grown == NULL) {
			r->broken = true;
			return -1;
		}
		r->move = grown;
		r->cap = cap;
	}
	r->move[r->n++] = ms << 3 | (uint64_t)(d & 7u);
	return 0;
}

int
run_finish(const struct run *r, const maze *m, mg_err *e)
{
	uint32_t pos = r->start;
	size_t i;

	if (r->broken)
		return err_set(e, _("the recording of the run was cut short"));
	if (m->w != r->maze.w || m->h != r->maze.h || r->start >= m->n
	    || r->exit >= m->n)
		return err_set(e, _("the run is not of this maze"));
	for (i = 0; i < r->n; i++) {
		if (pos == r->exit)
			return err_set(e, _("the run goes on past the exit"));
		if (run_step(m, &pos, run_move_dir(r, i)) != 0)
			return err_set(e, _("move %zu of the run is not a step"), i + 1);
	}
	if (pos != r->exit)
		return err_set(e, _("the run does not reach the exit"));
	return 0;
}

uint64_t
run_time(const struct run *r)
{
	return r->n == 0 ? 0 : run_move_ms(r, r->n - 1);
}

int
run_write(FILE *f, const struct run *r, mg_err *e)
{
	const struct run_maze *m = &r->maze;
	size_t i;

	if (m->algo == NULL)
		return err_set(e, _("a run names no algorithm"));
	fprintf(f, "%s %d\n", RUN_MAGIC, m->shape != NULL ? RUN_VERSION_SHAPED : RUN_VERSION);
	fprintf(f, "difficulty: %s\n", m->difficulty);
	if (m->shape != NULL)
		fprintf(f, "shape: %s\n", m->shape->name);
	/* The shape's K under its name ("weave: 30", "floors: 3"); then
	 * the height is one floor's, and the rows of start and exit
	 * count down through every floor's. */
	if (m->shape != NULL && m->shape->k_name != NULL)
		fprintf(f, "%s: %" PRIu32 "\n", m->shape->k_name, m->k);
	fprintf(f, "algorithm: %s\n", m->algo->name);
	fprintf(f, "width: %" PRIu32 "\nheight: %" PRIu32 "\n", m->w,
	    m->h / shape_k_floors(m->shape, m->k));
	fprintf(f, "seed: %" PRIu64 "\n", m->seed);
	fprintf(f, "ends: %s\n", m->far_apart ? "far-apart" : "corners");
	fprintf(f, "start: %" PRIu32 " %" PRIu32 "\n", r->start % m->w,
	    r->start / m->w);
	fprintf(f, "exit: %" PRIu32 " %" PRIu32 "\n", r->exit % m->w,
	    r->exit / m->w);
	fprintf(f, "moves: %zu\ntime: %" PRIu64 "\n", r->n, run_time(r));
	if (r->player[0] != '\0')
		fprintf(f, "player: %s\n", r->player);
	fputc('\n', f);
	for (i = 0; i < r->n; i++)
		fprintf(f, "%" PRIu64 " %s\n", run_move_ms(r, i),
		    run_way_word(m, run_move_dir(r, i)));
	if (ferror(f))
		return err_set(e, _("cannot format the run"));
	return 0;
}

int
run_format(const struct run *r, char **buf, size_t *len, mg_err *e)
{
	FILE *f;
	int rc;

	*buf = NULL;
	*len = 0;
	f = open_memstream(buf, len);
	if (f == NULL)
		return err_nomem(e);
	rc = run_write(f, r, e);
	if (fclose(f) != 0 && rc == 0)
		rc = err_nomem(e);
	if (rc != 0) {
		free(*buf);
		*buf = NULL;
		*len = 0;
	}
	return rc;
}

void
run_free(struct run *r)
{
	free(r->move);
	memset(r, 0, sizeof *r);
}
