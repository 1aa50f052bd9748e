/* watch.c - record a generator's steps and play them back into a
 * picture, then the BFS and the solution. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/union_find.h"
#include "watch/watch.h"
#include "watch/watch_play.h"

/* What the picture shows of each algorithm beyond the walls. */
static const struct {
	const char *algo;
	const char *set_name;   /* its working set, or NULL */
	bool labels;            /* its sets of joined cells */
} looks[] = {
	/* TRANSLATORS: a generator's working set in --watch step lines,
	 * as in "add 3,4 to the frontier". */
	{ "backtracker", N_("stack"), false },
	{ "prim", N_("frontier"), false },
	{ "growing-tree", N_("active list"), false },
	{ "wilson", N_("walk"), false },
	{ "sidewinder", N_("run"), false },
	{ "kruskal", NULL, true },
	{ "eller", NULL, true },
};

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
		struct gen_step *p = mg_reallocarray(w->steps, ncap,
		    sizeof *p, NULL);

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

/* Looks from the next cell in the search's queue. */
static void
bfs_step(struct watch *w)
{
	uint32_t c = w->queue[w->qhead++], nb, found = 0;
	unsigned d;
	char a[24];

	w->state[c] &= (uint8_t)~WS_QUEUED;
	w->at = c;
	for (d = 0; d < maze_ways(w->view); d++) {
		if (!maze_way_open(w->view, c, d) || !maze_next(w->view, c, d, &nb))
			continue;
		if (w->dist[nb] != WATCH_NONE)
			continue;
		w->dist[nb] = w->dist[c] + 1;
		w->state[nb] |= WS_QUEUED;
		w->queue[w->qtail++] = nb;
		found++;
	}
	watch_xy(w, c, a, sizeof a);
	if (found == 0)
		snprintf(w->said, sizeof w->said, ngettext(
		    "search: %1$s is %2$u move from the start; no new cell",
		    "search: %1$s is %2$u moves from the start; no new cell", w->dist[c]),
		    a, (unsigned)w->dist[c]);
	else {
		char cells[48];

		/* TRANSLATORS: the end of "search: 3,4 is 5 moves from the
		 * start; 2 new cells". */
		snprintf(cells, sizeof cells, ngettext("%u new cell", "%u new cells",
		    found), (unsigned)found);
		/* TRANSLATORS: %1$s a cell x,y, %2$u its distance, %3$s
		 * "2 new cells". */
		snprintf(w->said, sizeof w->said, ngettext(
		    "search: %1$s is %2$u move from the start; %3$s",
		    "search: %1$s is %2$u moves from the start; %3$s", w->dist[c]),
		    a, (unsigned)w->dist[c], cells);
	}
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
		for (d = 0; d < maze_ways(w->view); d++) {
			if (!maze_way_open(w->view, c, d)
			    || !maze_next(w->view, c, d, &nb))
				continue;
			if (w->dist[nb] + 1 == w->dist[c])
				break;
		}
		c = nb;
		w->state[c] |= WS_PATH;
		w->at = c;
	}
	if (c == w->p.start)
		snprintf(w->said, sizeof w->said, ngettext("the way out: %llu move from S to E",
		    "the way out: %llu moves from S to E", (unsigned long)w->p.optimal),
		    (unsigned long long)w->p.optimal);
	else
		snprintf(w->said, sizeof w->said, ngettext("trace back: %1$s, %2$u move from the start",
		    "trace back: %1$s, %2$u moves from the start", w->dist[c]),
		    watch_xy(w, c, a, sizeof a), (unsigned)w->dist[c]);
}

bool
watch_step(struct watch *w)
{
	switch (w->phase) {
	case WATCH_GEN:
		if (w->next < w->nsteps) {
			watch_play(w, &w->steps[w->next++]);
			break;
		}
		/* A weave's crossings settle once it is carved, as in
		 * puzzle_generate: then the picture is the maze. */
		puzzle_settle(w->view);
		watch_clear_set(w);
		w->row = WATCH_NONE;
		w->ch0 = w->ch1 = WATCH_NONE;
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
			w->at = WATCH_NONE;
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
	} else if (w->dist[i] != WATCH_NONE) {
		c.mark = WM_DIST;
		c.value = w->dist[i];
	} else if (st & WS_SET) {
		c.mark = WM_SET;
	} else if (w->labels && w->phase == WATCH_GEN) {
		uint32_t r = union_find_peek(w->set, i);

		/* Row by row (Eller), the row and the cells joined below it;
		 * otherwise every set of two or more cells. */
		if (w->label[r] != 0 && (w->row != WATCH_NONE
		    ? i / w->view->w - w->row <= 1 : w->set[r] < -1)) {
			c.mark = WM_LABEL;
			c.value = w->label[r] - 1u;
		}
	}
	if (c.mark == WM_NONE && w->row != WATCH_NONE && i / w->view->w == w->row)
		c.mark = WM_ROW;
	if (c.mark == WM_NONE && w->ch0 != WATCH_NONE) {
		uint32_t x = i % w->view->w, y = i / w->view->w;

		if (x >= w->ch0 % w->view->w && x <= w->ch1 % w->view->w
		    && y >= w->ch0 / w->view->w && y <= w->ch1 / w->view->w)
			c.mark = WM_CHAMBER;
	}
	return c;
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
	rng r;

	memset(w, 0, sizeof *w);
	sp.progress = &hook;
	sp.watch = &wt;
	/* A full log cancels the generator at its next report, or it may
	 * finish first: either way the recording is incomplete. */
	if (puzzle_generate(&w->p, &sp, e) != 0 || rc.full || rc.nomem) {
		watch_free(w);
		if (rc.full)
			return err_set(e, _("a %ux%u %s maze takes more than %zu steps: too many to watch"),
			    (unsigned)spec->w, (unsigned)spec->h, spec->algo->name, max);
		if (rc.nomem)
			return err_set(e, _("out of memory recording the steps"));
		return -1;
	}
	for (k = 0; k < sizeof looks / sizeof looks[0]; k++) {
		if (strcmp(looks[k].algo, spec->algo->name) == 0) {
			w->set_name = looks[k].set_name;
			w->labels = looks[k].labels;
		}
	}
	n = w->p.m->n;
	/* The watched maze's shape and size (its floors too), every wall
	 * standing. */
	if ((w->view = maze_clone(w->p.m, e)) != NULL)
		memset(w->view->bits, 0, maze_storage_bytes(w->view));
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
	/* A weave's crossings, drawn from the seed first as the maze's
	 * were, before the steps that carve it. */
	rng_seed(&r, spec->seed);
	puzzle_prepare(w->view, &r, spec);
	/* Recursive division starts from an open field and puts walls up. */
	if (spec->algo->generate == gen_division)
		maze_fill(w->view, true);
	for (k = 0; k < n; k++) {
		w->set[k] = -1;
		w->dist[k] = WATCH_NONE;
	}
	w->at = w->row = w->ch0 = w->ch1 = WATCH_NONE;
	w->phase = WATCH_GEN;
	/* The generator's steps, a search step a cell, and the path. */
	w->total = w->nsteps + w->p.reached + w->p.optimal + 1;
	snprintf(w->said, sizeof w->said, _("%s, %ux%u: press . to step"),
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
