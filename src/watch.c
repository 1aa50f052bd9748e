/* watch.c - record a generator's steps and play them back into a
 * picture, then the BFS and the solution. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "watch.h"

/* State bits of a cell in the picture. */
#define WS_SET 1u          /* in the working set */
#define WS_QUEUED 2u       /* found by the search, not looked from */
#define WS_PATH 4u         /* on the solution traced so far */

#define NONE UINT32_MAX

/* Labels of sets run through a-z, A-Z: 52 of them, then again. */
#define LABELS 52

/* What the picture shows of each algorithm beyond the walls. */
static const struct {
	const char *algo;
	const char *set_name;   /* its working set, or NULL */
	bool labels;            /* its sets of joined cells */
} looks[] = {
	{ "backtracker", "stack", false },
	{ "prim", "frontier", false },
	{ "growing-tree", "active list", false },
	{ "wilson", "walk", false },
	{ "sidewinder", "run", false },
	{ "kruskal", NULL, true },
	{ "eller", NULL, true },
};

static const char *const dir_word[4] = { "north", "east", "south", "west" };

/* The recorder: the generator's hook. */
struct recorder {
	struct watch *w;
	size_t max;
	bool full;
	bool nomem;
};

/* Appends step s to the log, or notes that the log is full. */
static void
record(void *ctx, const struct gen_step *s)
{
	struct recorder *rc = ctx;
	struct watch *w = rc->w;

	if (rc->full || rc->nomem)
		return;
	if (w->nsteps == rc->max) {
		rc->full = true;
		return;
	}
	if (w->nsteps == w->cap) {
		size_t ncap = w->cap == 0 ? 4096 : w->cap * 2;
		struct gen_step *p = realloc(w->steps, ncap * sizeof *p);

		if (p == NULL) {
			rc->nomem = true;
			return;
		}
		w->steps = p;
		w->cap = ncap;
	}
	w->steps[w->nsteps++] = *s;
}

/* The progress hook beside the recorder: cancels once the log is full
 * or memory ran out, and passes reports on to the caller's hook. */
struct relay {
	struct recorder *rc;
	const struct mg_progress *outer;
};

static int
relay_report(void *ctx, uint64_t done, uint64_t total)
{
	struct relay *rl = ctx;

	if (rl->rc->full || rl->rc->nomem)
		return 1;
	return rl->outer != NULL ? rl->outer->report(rl->outer->ctx, done, total) : 0;
}

/* Returns the root of cell c's set, halving the path. */
static uint32_t
find(int32_t *set, uint32_t c)
{
	while (set[c] >= 0) {
		if (set[set[c]] >= 0)
			set[c] = set[set[c]];
		c = (uint32_t)set[c];
	}
	return c;
}

/* Returns a fresh label. */
static uint16_t
new_label(struct watch *w)
{
	w->labels_used = (uint16_t)(w->labels_used % LABELS + 1);
	return w->labels_used;
}

/* Joins the sets of cells a and b; the larger set keeps its label. */
static void
join(struct watch *w, uint32_t a, uint32_t b)
{
	uint32_t ra = find(w->set, a), rb = find(w->set, b), t;

	if (ra == rb)
		return;
	if (w->set[ra] > w->set[rb] || (w->set[ra] == w->set[rb] && w->label[ra] == 0)) {
		t = ra;
		ra = rb;
		rb = t;
	}
	w->set[ra] += w->set[rb];
	w->set[rb] = (int32_t)ra;
	if (w->label[ra] == 0)
		w->label[ra] = w->label[rb] != 0 ? w->label[rb] : new_label(w);
}

/* Opens the passage from cell i toward d in the picture. */
static void
carve(struct watch *w, uint32_t i, unsigned d)
{
	maze_carve(w->view, i, (enum dir)d);
	join(w, i, maze_step(w->view, i, (enum dir)d));
}

/* Writes "x,y" of cell i (counted from 1) to buf; returns buf. */
static const char *
xy(const struct watch *w, uint32_t i, char *buf, size_t size)
{
	snprintf(buf, size, "%u,%u", (unsigned)(i % w->view->w + 1),
	    (unsigned)(i / w->view->w + 1));
	return buf;
}

/* Puts cell i on top of the working set. */
static void
push(struct watch *w, uint32_t i)
{
	w->state[i] |= WS_SET;
	w->stack[w->depth++] = i;
}

/* Takes the top cell off the working set. */
static void
pop(struct watch *w)
{
	w->state[w->stack[--w->depth]] &= (uint8_t)~WS_SET;
}

/* Empties the working set. */
static void
clear_set(struct watch *w)
{
	while (w->depth > 0)
		pop(w);
}

/* Returns whether a step of kind k carves from its cell toward its
 * direction. */
static bool
carves(enum gen_step_kind k)
{
	return k == GEN_DIG || k == GEN_ENTER || k == GEN_TAKE || k == GEN_LINK
	    || k == GEN_EXTEND || k == GEN_CLOSE || k == GEN_HUNT;
}

/* Plays generator step s. */
static void
play(struct watch *w, const struct gen_step *s)
{
	const char *sn = w->set_name != NULL ? w->set_name : "set";
	char a[24], b[24];
	uint32_t nb = s->cell, k, n;

	if (carves(s->kind) || s->kind == GEN_KEEP)
		nb = maze_step(w->view, s->cell, (enum dir)s->dir);
	w->row = s->kind == GEN_ROW || s->kind == GEN_HUNT ? w->row : NONE;
	if (s->kind != GEN_CHAMBER && s->kind != GEN_WALL)
		w->ch0 = w->ch1 = NONE;
	switch (s->kind) {
	case GEN_BEGIN:
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, "start at %s", xy(w, s->cell, a, sizeof a));
		break;
	case GEN_START:
		clear_set(w);
		push(w, s->cell);
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, "start a %s at %s", sn,
		    xy(w, s->cell, a, sizeof a));
		break;
	case GEN_DIG:
		carve(w, s->cell, s->dir);
		push(w, nb);
		w->at = nb;
		snprintf(w->said, sizeof w->said, "dig %s to %s (%s of %zu)",
		    dir_word[s->dir], xy(w, nb, a, sizeof a), sn, w->depth);
		break;
	case GEN_BACK:
		if (w->depth > 0)
			pop(w);
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, "dead end: back up to %s (%s of %zu)",
		    xy(w, s->cell, a, sizeof a), sn, w->depth);
		break;
	case GEN_ENTER:
		carve(w, s->cell, s->dir);
		w->at = nb;
		snprintf(w->said, sizeof w->said, "walk %s into new cell %s",
		    dir_word[s->dir], xy(w, nb, a, sizeof a));
		break;
	case GEN_WANDER:
		w->at = s->cell;
		if (s->len > 1)
			snprintf(w->said, sizeof w->said, "wander %u steps over old cells to %s",
			    (unsigned)s->len, xy(w, s->cell, a, sizeof a));
		else
			snprintf(w->said, sizeof w->said, "wander over old cells to %s",
			    xy(w, s->cell, a, sizeof a));
		break;
	case GEN_ADD:
		push(w, s->cell);
		snprintf(w->said, sizeof w->said, "add %s to the %s", xy(w, s->cell, a, sizeof a), sn);
		break;
	case GEN_DROP:
		w->state[s->cell] &= (uint8_t)~WS_SET;
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, "%s has no new neighbour: drop it from the %s",
		    xy(w, s->cell, a, sizeof a), sn);
		break;
	case GEN_TAKE:
		carve(w, s->cell, s->dir);
		w->state[s->cell] &= (uint8_t)~WS_SET;
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, "take %s from the %s: join it %s to %s",
		    xy(w, s->cell, a, sizeof a), sn, dir_word[s->dir], xy(w, nb, b, sizeof b));
		break;
	case GEN_LINK:
		w->at = s->cell;
		if (w->labels)
			snprintf(w->said, sizeof w->said, "join sets: %s and %s",
			    xy(w, s->cell, a, sizeof a), xy(w, nb, b, sizeof b));
		else
			snprintf(w->said, sizeof w->said, "carve %s from %s",
			    dir_word[s->dir], xy(w, s->cell, a, sizeof a));
		carve(w, s->cell, s->dir);
		break;
	case GEN_EXTEND:
		carve(w, s->cell, s->dir);
		push(w, s->cell);
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, "carry the %s %s from %s (%zu cells)",
		    sn, dir_word[s->dir], xy(w, s->cell, a, sizeof a), w->depth + 1);
		break;
	case GEN_CLOSE:
		n = (uint32_t)w->depth + 1;
		carve(w, s->cell, s->dir);
		clear_set(w);
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, "close the %s of %u: carve %s at %s",
		    sn, (unsigned)n, dir_word[s->dir], xy(w, s->cell, a, sizeof a));
		break;
	case GEN_KEEP:
		w->at = s->cell;
		snprintf(w->said, sizeof w->said, "keep the wall of %s and %s: one set already",
		    xy(w, s->cell, a, sizeof a), xy(w, nb, b, sizeof b));
		break;
	case GEN_WALK:
		w->at = s->cell;
		if (w->state[s->cell] & WS_SET) {
			for (n = 0; w->depth > 0 && w->stack[w->depth - 1] != s->cell; n++)
				pop(w);
			snprintf(w->said, sizeof w->said, "back at %s: erase a loop of %u cells",
			    xy(w, s->cell, a, sizeof a), (unsigned)n);
		} else {
			push(w, s->cell);
			snprintf(w->said, sizeof w->said, "walk to %s (%zu cells)",
			    xy(w, s->cell, a, sizeof a), w->depth);
		}
		break;
	case GEN_HUNT:
		carve(w, s->cell, s->dir);
		w->at = s->cell;
		w->row = s->cell / w->view->w;
		snprintf(w->said, sizeof w->said, "hunt row %u: new cell %s, join it %s",
		    (unsigned)(w->row + 1), xy(w, s->cell, a, sizeof a), dir_word[s->dir]);
		break;
	case GEN_ROW:
		w->row = s->cell;
		w->at = NONE;
		/* Every cell of the row shows its set, alone or not. */
		for (k = 0; k < w->view->w; k++) {
			uint32_t r = find(w->set, s->cell * w->view->w + k);

			if (w->label[r] == 0)
				w->label[r] = new_label(w);
		}
		snprintf(w->said, sizeof w->said, "row %u", (unsigned)(s->cell + 1));
		break;
	case GEN_CHAMBER:
		w->ch0 = s->cell;
		w->ch1 = s->other;
		w->at = NONE;
		snprintf(w->said, sizeof w->said, "chamber %ux%u at %s",
		    (unsigned)(s->other % w->view->w - s->cell % w->view->w + 1),
		    (unsigned)(s->other / w->view->w - s->cell / w->view->w + 1),
		    xy(w, s->cell, a, sizeof a));
		break;
	case GEN_WALL:
		for (k = 0, nb = s->cell; k < s->len;
		    k++, nb += s->dir == DIR_E ? w->view->w : 1)
			if (nb != s->other)
				maze_build_wall(w->view, nb, (enum dir)s->dir);
		snprintf(a, sizeof a, "%ux%u",
		    (unsigned)(w->ch1 % w->view->w - w->ch0 % w->view->w + 1),
		    (unsigned)(w->ch1 / w->view->w - w->ch0 / w->view->w + 1));
		if (s->dir == DIR_E)
			snprintf(w->said, sizeof w->said,
			    "divide the %s chamber right of column %u, gap at row %u", a,
			    (unsigned)(s->cell % w->view->w + 1),
			    (unsigned)(s->other / w->view->w + 1));
		else
			snprintf(w->said, sizeof w->said,
			    "divide the %s chamber below row %u, gap at column %u", a,
			    (unsigned)(s->cell / w->view->w + 1),
			    (unsigned)(s->other % w->view->w + 1));
		break;
	default:
		break;
	}
}

/* Looks from the next cell in the search's queue. */
static void
bfs_step(struct watch *w)
{
	uint32_t c = w->queue[w->qhead++], nb, found = 0;
	unsigned d;
	char a[24];

	w->state[c] &= (uint8_t)~WS_QUEUED;
	w->at = c;
	for (d = 0; d < 4; d++) {
		if (!maze_is_open(w->view, c, (enum dir)d))
			continue;
		nb = maze_step(w->view, c, (enum dir)d);
		if (w->dist[nb] != NONE)
			continue;
		w->dist[nb] = w->dist[c] + 1;
		w->state[nb] |= WS_QUEUED;
		w->queue[w->qtail++] = nb;
		found++;
	}
	snprintf(w->said, sizeof w->said, "search: %s is %u moves from the start; %u new",
	    xy(w, c, a, sizeof a), (unsigned)w->dist[c], (unsigned)found);
}

/* Traces the solution one cell further back from the exit. */
static void
path_step(struct watch *w)
{
	uint32_t c = w->at, nb = c;
	unsigned d;
	char a[24];

	if (!(w->state[c] & WS_PATH)) {
		/* The first step: the exit itself. */
		w->state[c] |= WS_PATH;
	} else {
		for (d = 0; d < 4; d++) {
			if (!maze_is_open(w->view, c, (enum dir)d))
				continue;
			nb = maze_step(w->view, c, (enum dir)d);
			if (w->dist[nb] + 1 == w->dist[c])
				break;
		}
		c = nb;
		w->state[c] |= WS_PATH;
		w->at = c;
	}
	if (c == w->p.start)
		snprintf(w->said, sizeof w->said, "the way out: %llu moves from S to E",
		    (unsigned long long)w->p.optimal);
	else
		snprintf(w->said, sizeof w->said, "trace back: %s, %u moves from the start",
		    xy(w, c, a, sizeof a), (unsigned)w->dist[c]);
}

bool
watch_step(struct watch *w)
{
	switch (w->phase) {
	case WATCH_GEN:
		if (w->next < w->nsteps) {
			play(w, &w->steps[w->next++]);
			break;
		}
		clear_set(w);
		w->row = NONE;
		w->ch0 = w->ch1 = NONE;
		w->phase = WATCH_BFS;
		w->dist[w->p.start] = 0;
		w->queue[w->qtail++] = w->p.start;
		w->state[w->p.start] |= WS_QUEUED;
		/* fall through */
	case WATCH_BFS:
		if (w->qhead < w->qtail) {
			bfs_step(w);
			break;
		}
		w->phase = WATCH_PATH;
		w->at = w->p.exit;
		/* fall through */
	case WATCH_PATH:
		path_step(w);
		if (w->state[w->p.start] & WS_PATH) {
			w->phase = WATCH_DONE;
			w->at = NONE;
		}
		break;
	case WATCH_DONE:
		return false;
	}
	w->done++;
	return true;
}

void
watch_finish(struct watch *w)
{
	while (watch_step(w))
		;
}

struct watch_cell
watch_cell(const struct watch *w, uint32_t i)
{
	struct watch_cell c = { WM_NONE, 0 };
	uint8_t st = w->state[i];

	if (w->phase != WATCH_GEN && i == w->p.start) {
		c.mark = WM_START;
	} else if (w->phase != WATCH_GEN && i == w->p.exit) {
		c.mark = WM_EXIT;
	} else if (i == w->at) {
		c.mark = WM_AT;
	} else if (st & WS_PATH) {
		c.mark = WM_PATH;
		c.value = w->dist[i];
	} else if (st & WS_QUEUED) {
		c.mark = WM_QUEUED;
		c.value = w->dist[i];
	} else if (w->dist[i] != NONE) {
		c.mark = WM_DIST;
		c.value = w->dist[i];
	} else if (st & WS_SET) {
		c.mark = WM_SET;
	} else if (w->labels && w->phase == WATCH_GEN) {
		/* find() without the path halving, as w is const here. */
		uint32_t r = i;

		while (w->set[r] >= 0)
			r = (uint32_t)w->set[r];
		if (w->label[r] != 0 && (w->set[r] < -1 || i / w->view->w == w->row)) {
			c.mark = WM_LABEL;
			c.value = w->label[r] - 1u;
		}
	}
	if (c.mark == WM_NONE && w->row != NONE && i / w->view->w == w->row)
		c.mark = WM_ROW;
	if (c.mark == WM_NONE && w->ch0 != NONE) {
		uint32_t x = i % w->view->w, y = i / w->view->w;

		if (x >= w->ch0 % w->view->w && x <= w->ch1 % w->view->w
		    && y >= w->ch0 / w->view->w && y <= w->ch1 / w->view->w)
			c.mark = WM_CHAMBER;
	}
	return c;
}

bool
watch_open(const struct watch *w, uint32_t i, enum dir d)
{
	return maze_is_open(w->view, i, d);
}

bool
watch_link_on_path(const struct watch *w, uint32_t i, enum dir d)
{
	uint32_t nb;

	if (!maze_is_open(w->view, i, d))
		return false;
	nb = maze_step(w->view, i, d);
	return (w->state[i] & WS_PATH) && (w->state[nb] & WS_PATH);
}

int
watch_create(struct watch *w, const struct puzzle_spec *spec, size_t max,
    mg_err *e)
{
	struct recorder rc = { w, max, false, false };
	struct relay rl = { &rc, spec->progress };
	struct mg_progress hook = { relay_report, &rl };
	struct gen_watch wt = { record, &rc };
	struct puzzle_spec sp = *spec;
	size_t k, n;

	memset(w, 0, sizeof *w);
	sp.progress = &hook;
	sp.watch = &wt;
	if (puzzle_generate(&w->p, &sp, e) != 0) {
		free(w->steps);
		w->steps = NULL;
		if (rc.full)
			return err_set(e, "a %ux%u %s maze takes more than %zu steps: too many to watch",
			    (unsigned)spec->w, (unsigned)spec->h, spec->algo->name, max);
		if (rc.nomem)
			return err_set(e, "out of memory recording the steps");
		return -1;
	}
	if (rc.full || rc.nomem) {
		watch_free(w);
		return rc.full ? err_set(e, "a %ux%u %s maze takes more than %zu steps: too many to watch",
		    (unsigned)spec->w, (unsigned)spec->h, spec->algo->name, max)
		    : err_set(e, "out of memory recording the steps");
	}
	for (k = 0; k < sizeof looks / sizeof looks[0]; k++) {
		if (strcmp(looks[k].algo, spec->algo->name) == 0) {
			w->set_name = looks[k].set_name;
			w->labels = looks[k].labels;
		}
	}
	n = w->p.m->n;
	w->view = maze_create(w->p.m->w, w->p.m->h, e);
	w->state = mg_calloc(n, 1, e);
	w->set = mg_calloc(n, sizeof *w->set, e);
	w->label = mg_calloc(n, sizeof *w->label, e);
	w->stack = mg_calloc(n + 1, sizeof *w->stack, e);
	w->dist = mg_calloc(n, sizeof *w->dist, e);
	w->queue = mg_calloc(n, sizeof *w->queue, e);
	if (w->view == NULL || w->state == NULL || w->set == NULL || w->label == NULL
	    || w->stack == NULL || w->dist == NULL || w->queue == NULL) {
		watch_free(w);
		return -1;
	}
	/* Recursive division starts from an open field and puts walls up. */
	if (spec->algo->generate == gen_division)
		maze_fill(w->view, true);
	for (k = 0; k < n; k++) {
		w->set[k] = -1;
		w->dist[k] = NONE;
	}
	w->at = w->row = w->ch0 = w->ch1 = NONE;
	w->phase = WATCH_GEN;
	/* The generator's steps, a search step a cell, and the path. */
	w->total = w->nsteps + w->p.reached + w->p.optimal + 1;
	snprintf(w->said, sizeof w->said, "%s, %ux%u: press . to step",
	    spec->algo->name, (unsigned)w->p.m->w, (unsigned)w->p.m->h);
	return 0;
}

void
watch_take_puzzle(struct watch *w, struct puzzle *out)
{
	*out = w->p;
	memset(&w->p, 0, sizeof w->p);
	watch_free(w);
}

void
watch_free(struct watch *w)
{
	puzzle_free(&w->p);
	maze_destroy(w->view);
	free(w->steps);
	free(w->state);
	free(w->set);
	free(w->label);
	free(w->stack);
	free(w->dist);
	free(w->queue);
	memset(w, 0, sizeof *w);
}
