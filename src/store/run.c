/* run.c - a run's maze, the recorder and the writer. */
#include "config.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
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

/* Returns the length of the UTF-8 sequence at s (at most len bytes),
 * or 0 when it is not a well-formed one (overlong forms, surrogates
 * and code points past U+10FFFF are not). */
static size_t
utf8_length(const unsigned char *s, size_t len)
{
	size_t n, i;
	uint32_t cp;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		n = 2;
		cp = s[0] & 0x1fu;
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		n = 3;
		cp = s[0] & 0x0fu;
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		n = 4;
		cp = s[0] & 0x07u;
	} else {
		return 0;
	}
	if (n > len)
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3fu);
	}
	if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000)
	    || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
		return 0;
	return n;
}

bool
run_player_valid(const char *name, size_t len)
{
	const unsigned char *s = (const unsigned char *)name;
	size_t i = 0, n;

	if (len == 0 || len > RUN_PLAYER_MAX || s[0] == ' ' || s[len - 1] == ' ')
		return false;
	while (i < len) {
		if (s[i] < 0x20 || s[i] == 0x7f)
			return false;
		n = utf8_length(s + i, len - i);
		/* C1 controls (U+0080 to U+009F) are controls too. */
		if (n == 0 || (n == 2 && s[i] == 0xc2 && s[i + 1] < 0xa0))
			return false;
		i += n;
	}
	return true;
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
	return 0;
}

bool
run_maze_same(const struct run_maze *a, const struct run_maze *b)
{
	return strcmp(a->difficulty, b->difficulty) == 0 && a->algo == b->algo
	    && a->w == b->w && a->h == b->h && a->seed == b->seed
	    && a->far_apart == b->far_apart;
}

int
run_maze_puzzle(const struct run_maze *m, const struct mg_progress *prog,
    struct puzzle *p, mg_err *e)
{
	struct puzzle_spec spec;

	if (m->algo == NULL)
		return err_set(e, _("a run names no algorithm"));
	puzzle_spec_set(&spec, m->w, m->h, m->algo, m->seed, m->far_apart, prog);
	return puzzle_generate(p, &spec, e);
}

int
run_step(const maze *m, uint32_t *pos, enum dir d)
{
	if (!maze_has_neighbour(m, *pos, d))
		return 1;
	if (!maze_is_open(m, *pos, d))
		return 2;
	*pos = maze_step(m, *pos, d);
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
run_add(struct run *r, enum dir d, uint64_t ms, mg_err *e)
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
	r->move[r->n++] = ms << 2 | (uint64_t)d;
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
	fprintf(f, "%s %d\n", RUN_MAGIC, RUN_VERSION);
	fprintf(f, "difficulty: %s\n", m->difficulty);
	fprintf(f, "algorithm: %s\n", m->algo->name);
	fprintf(f, "width: %" PRIu32 "\nheight: %" PRIu32 "\n", m->w, m->h);
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
		    run_dir_name(run_move_dir(r, i)));
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
