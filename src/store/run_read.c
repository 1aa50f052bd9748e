/* run_read.c - the strict reader of run files: the header; the moves
 * are run_read_moves.c. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "store/run_read.h"

static const char *const key_names[RUN_K_COUNT] = {
	"difficulty", "algorithm", "width", "height", "seed", "ends", "start",
	"exit", "moves", "time", "player", "shape", "K"
};

/* Parses "X Y" into x and y, X a column and Y a row: a row of cells
 * numbered ROW * W + COL, which on a shape whose cells are not in rows
 * of W (a circle's rings) goes as far as the cells do; the caller
 * checks the cell against the maze.  Returns 0 or -1. */
static int
point(char *s, uint64_t *x, uint64_t *y)
{
	char *sp = strchr(s, ' ');
	int rc;

	if (sp == NULL)
		return -1;
	*sp = '\0';
	rc = run_line_number(s, MAZE_MAX_SIDE - 1, x) == 0
	    && run_line_number(sp + 1, MAZE_MAX_CELLS - 1, y) == 0 ? 0 : -1;
	*sp = ' ';
	return rc;
}

/* The header's values, kept until the blank line checks them together. */
struct header {
	uint64_t w, h, sx, sy, ex, ey, k;
	const struct shape *k_shape;   /* whose K line it was */
};

/* Parses value v of key k on the current line into rd's run and hd. */
static int
header_value(struct run_reader *rd, enum run_key k, char *v,
    struct header *hd, mg_err *e)
{
	struct run *r = rd->r;
	size_t i, len = strlen(v);
	int bad = 0;

	switch (k) {
	case RUN_K_DIFFICULTY:
		bad = len > RUN_DIFF_MAX;
		for (i = 0; i < len && !bad; i++)
			bad = v[i] < 'a' || v[i] > 'z';
		if (bad)
			return run_line_error(rd->in.line, e,
			    _("the difficulty is not 1 to %d letters a to z"), RUN_DIFF_MAX);
		memcpy(r->maze.difficulty, v, len + 1);
		return 0;
	case RUN_K_SHAPE:
		if (rd->version < RUN_VERSION_SHAPED)
			return run_line_error(rd->in.line, e, _("a shape is named from version 2 of the run format on"));
		if ((r->maze.shape = shape_find(v)) == NULL)
			return run_line_error(rd->in.line, e, _("unknown shape"));
		r->maze.shape = shape_held(r->maze.shape);
		return 0;
	case RUN_K_K:
		/* Every shape's K has k_min 1. */
		if (run_line_number(v, hd->k_shape->k_max, &hd->k) != 0
		    || hd->k < hd->k_shape->k_min)
			return run_line_error(rd->in.line, e, _("the %s is not a number from 1 to %u"),
			    hd->k_shape->k_name, hd->k_shape->k_max);
		return 0;
	case RUN_K_ALGORITHM:
		r->maze.algo = gen_find(v);
		if (r->maze.algo == NULL)
			return run_line_error(rd->in.line, e, _("unknown algorithm"));
		return 0;
	case RUN_K_WIDTH:
	case RUN_K_HEIGHT:
		if (run_line_number(v, MAZE_MAX_SIDE, k == RUN_K_WIDTH ? &hd->w : &hd->h) != 0
		    || (k == RUN_K_WIDTH ? hd->w : hd->h) == 0)
			return run_line_error(rd->in.line, e, _("the %s is not a number from 1 to %u"),
			    key_names[k], MAZE_MAX_SIDE);
		return 0;
	case RUN_K_SEED:
		if (run_line_number(v, UINT64_MAX, &r->maze.seed) != 0)
			return run_line_error(rd->in.line, e, _("the seed is not a number from 0 to %llu"),
			    (unsigned long long)UINT64_MAX);
		return 0;
	case RUN_K_ENDS:
		if (strcmp(v, "corners") != 0 && strcmp(v, "far-apart") != 0)
			return run_line_error(rd->in.line, e, _("the ends are not 'corners' or 'far-apart'"));
		r->maze.far_apart = v[0] == 'f';
		return 0;
	case RUN_K_START:
	case RUN_K_EXIT:
		if (point(v, k == RUN_K_START ? &hd->sx : &hd->ex,
		    k == RUN_K_START ? &hd->sy : &hd->ey) != 0)
			return run_line_error(rd->in.line, e, _("the %s is not a column and a row"),
			    key_names[k]);
		return 0;
	case RUN_K_MOVES:
		if (run_line_number(v, RUN_MOVES_MAX, &rd->moves) != 0)
			return run_line_error(rd->in.line, e, _("the moves are not a number from 0 to %llu"),
			    (unsigned long long)RUN_MOVES_MAX);
		return 0;
	case RUN_K_TIME:
		if (run_line_number(v, RUN_MS_MAX, &rd->time) != 0)
			return run_line_error(rd->in.line, e, _("the time is not a number of ms from 0 to %llu"),
			    (unsigned long long)RUN_MS_MAX);
		return 0;
	default:
		if (!run_player_valid(v, len))
			return run_line_error(rd->in.line, e,
			    _("the player's name is not 1 to %d bytes of UTF-8 text"),
			    RUN_PLAYER_MAX);
		memcpy(r->player, v, len + 1);
		return 0;
	}
}

/* Parses the current line as "key: value". */
static int
header_line(struct run_reader *rd, struct header *hd, mg_err *e)
{
	char *colon = strchr(rd->in.buf, ':'), *p;
	const struct shape *ks = NULL;
	int k;

	if (colon == NULL && rd->in.buf[0] >= '0' && rd->in.buf[0] <= '9')
		return run_line_error(rd->in.line, e,
		    _("a move in the header (a blank line must end the header)"));
	if (colon == NULL || colon[1] != ' ' || colon == rd->in.buf)
		return run_line_error(rd->in.line, e, _("expected 'key: value' or a blank line"));
	*colon = '\0';
	for (p = rd->in.buf; *p != '\0'; p++)
		if ((*p < 'a' || *p > 'z') && *p != '-')
			return run_line_error(rd->in.line, e, _("a key is made of a to z and '-'"));
	for (k = 0; k < RUN_K_K; k++)
		if (strcmp(rd->in.buf, key_names[k]) == 0)
			break;
	/* A shape's K, under its name ("floors: 3"): one a header. */
	if (k == RUN_K_K && (ks = shape_find_k(rd->in.buf)) == NULL)
		k = RUN_K_COUNT;
	if (k == RUN_K_COUNT)
		return run_line_error(rd->in.line, e, _("unknown key '%.24s'"), rd->in.buf);
	if (rd->key_line[k] != 0)
		return run_line_error(rd->in.line, e, _("'%s' is given twice (first on line %u)"),
		    k == RUN_K_K ? hd->k_shape->k_name : key_names[k], rd->key_line[k]);
	if (k == RUN_K_K)
		hd->k_shape = ks;
	rd->key_line[k] = rd->in.line;
	p = colon + 2;
	if (*p == '\0' || *p == ' ' || p[strlen(p) - 1] == ' ')
		return run_line_error(rd->in.line, e, _("'%s' needs a value with no space around it"),
		    rd->in.buf);
	return header_value(rd, (enum run_key)k, p, hd, e);
}

/* Refuses (naming the key's line) a header field that differs from
 * the expected maze's. */
static int
compare(const struct run_reader *rd, const struct run_maze *x, mg_err *e)
{
	char got[64], want[64];
	enum run_key k = run_differ(&rd->r->maze, x, got, want, sizeof got);

	if (k == RUN_K_COUNT)
		return 0;
	/* A version 1 run names no shape: blame its first line. */
	return run_line_error(rd->key_line[k] != 0 ? rd->key_line[k] : 1, e,
	    _("the run is of another maze (%s, not %s)"), got, want);
}

/* Checks the header as a whole at its blank line. */
static int
header_end(struct run_reader *rd, const struct header *hd,
    const struct run_maze *expect, mg_err *e)
{
	struct run *r = rd->r;
	/* A shape's K goes with that shape, and it with its K. */
	const struct shape *s = shape_row(r->maze.shape);
	uint32_t floors;
	mg_err sub;
	uint64_t n;
	int k;

	for (k = 0; k < RUN_K_COUNT; k++)
		if (rd->key_line[k] == 0 && k != RUN_K_PLAYER
		    && !(k == RUN_K_SHAPE && rd->version < RUN_VERSION_SHAPED)
		    && !(k == RUN_K_K && s->k_name == NULL))
			return run_line_error(rd->in.line, e, _("the header has no '%s'"),
			    k == RUN_K_K ? s->k_name : key_names[k]);
	if (rd->key_line[RUN_K_K] != 0 && hd->k_shape != s)
		return run_line_error(rd->key_line[RUN_K_K], e,
		    _("'%1$s' goes with the %2$s shape only"), hd->k_shape->k_name,
		    hd->k_shape->name);
	r->maze.k = (uint32_t)hd->k;
	/* H is one floor's: the maze's rows are every floor's. */
	floors = shape_k_floors(s, hd->k);
	if (shape_check_size(r->maze.shape, hd->w, hd->h * floors, &sub) != 0)
		return run_line_error(rd->key_line[RUN_K_HEIGHT], e, _("%s"), sub.msg);
	r->maze.w = (uint32_t)hd->w;
	r->maze.h = (uint32_t)hd->h * floors;
	/* A cell is "i % w, i / w" on every shape; a circle's rows of w
	 * are not its rings, so only the cell number is checked. */
	n = shape_cells(r->maze.shape, r->maze.w, r->maze.h);
	if (hd->sx >= hd->w || hd->sy > n || hd->sy * hd->w + hd->sx >= n)
		return run_line_error(rd->key_line[RUN_K_START], e, _("the start is outside the maze"));
	if (hd->ex >= hd->w || hd->ey > n || hd->ey * hd->w + hd->ex >= n)
		return run_line_error(rd->key_line[RUN_K_EXIT], e, _("the exit is outside the maze"));
	r->start = (uint32_t)(hd->sy * hd->w + hd->sx);
	r->exit = (uint32_t)(hd->ey * hd->w + hd->ex);
	return expect != NULL ? compare(rd, expect, e) : 0;
}

int
run_read_header(struct run_reader *rd, const char *data, size_t len,
    const struct run_maze *expect, struct run *r, mg_err *e)
{
	struct header hd;
	char want[32];
	int rc;

	memset(rd, 0, sizeof *rd);
	memset(&hd, 0, sizeof hd);
	run_free(r);
	run_line_start(&rd->in, data, len);
	rd->r = r;
	snprintf(want, sizeof want, "%s %d", RUN_MAGIC, RUN_VERSION);
	rc = run_line_next(&rd->in, e);
	if (rc == 0)
		return err_set(e, _("line 1: the file is empty"));
	if (rc < 0)
		goto fail;
	rd->version = RUN_VERSION;
	if (strcmp(rd->in.buf, RUN_MAGIC " 2") == 0)
		rd->version = RUN_VERSION_SHAPED;
	else if (strcmp(rd->in.buf, want) != 0) {
		if (strncmp(rd->in.buf, RUN_MAGIC " ", sizeof RUN_MAGIC) == 0)
			rc = run_line_error(1, e, _("not version %d of the run format"), RUN_VERSION);
		else
			rc = run_line_error(1, e, _("not a mazegame run ('%s' is the first line)"),
			    want);
		goto fail;
	}
	while ((rc = run_line_next(&rd->in, e)) > 0) {
		if (rd->in.buf[0] == '\0') {
			rc = header_end(rd, &hd, expect, e);
			if (rc != 0)
				goto fail;
			return 0;
		}
		if (header_line(rd, &hd, e) != 0)
			goto fail;
	}
	if (rc == 0)
		run_line_error(rd->in.line + 1, e, _("the header ends without a blank line"));
fail:
	run_free(r);
	return -1;
}
