/* runs.c - recording the game's moves, writing and keeping runs, and
 * the ghost raced. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "app/preset.h"
#include "app/run_file.h"
#include "app/runs.h"
#include "store/ghosts.h"
#include "store/run_read.h"

void
runs_init(struct runs *rs, const char *player, const char *record_path,
    bool ghost_best)
{
	memset(rs, 0, sizeof *rs);
	rs->player = player;
	rs->record_path = record_path;
	rs->ghost_best = ghost_best;
}

int
runs_check_record(const struct runs *rs, mg_err *e)
{
	return rs->record_path != NULL ? run_file_check(rs->record_path, e) : 0;
}

int
runs_load_file(struct runs *rs, const char *path,
    const struct session_kind *expect, struct puzzle *p, mg_err *e)
{
	struct run_maze want;
	char *data = NULL;
	size_t len = 0;
	mg_err sub;
	int rc;

	if (expect != NULL) {
		memset(&want, 0, sizeof want);
		snprintf(want.difficulty, sizeof want.difficulty, "%s", expect->diff);
		want.algo = expect->algo;
		/* The shape's K as the maze is made: its default for 0. */
		want.k = expect->k != 0 || expect->shape == NULL
		    || expect->shape->k_name == NULL ? expect->k
		    : expect->shape->k_default;
		want.w = expect->w;
		want.h = expect->h * shape_k_floors(expect->shape, want.k);
		want.seed = expect->seed;
		want.far_apart = expect->far_apart;
		want.shape = expect->shape;
	}
	if (run_file_read(path, RUN_FILE_MAX, &data, &len, e) != 0)
		return -1;
	rc = run_read(data, len, expect != NULL ? &want : NULL, &rs->ghost, p, &sub);
	free(data);
	if (rc != 0)
		return err_set(e, _("%s: %s"), path, sub.msg);
	rs->has_ghost = true;
	rs->from_file = true;
	run_ghost_start(&rs->gh, &rs->ghost, p->m);
	return 0;
}

void
runs_kind(const struct runs *rs, struct session_kind *k)
{
	const struct run_maze *m = &rs->ghost.maze;

	session_kind_maze(k, m->difficulty, m->algo, m->far_apart, m->seed,
	    m->w, m->h);
	k->algo = m->algo;
}

/* Returns whether run r is of the maze of game g at difficulty diff. */
static bool
run_of(const struct run *r, const struct game *g, const char *diff)
{
	struct run_maze m;

	return run_maze_of(&m, &g->p, diff, NULL) == 0
	    && run_maze_same(&m, &r->maze) && r->start == g->p.start
	    && r->exit == g->p.exit;
}

int
runs_new_game(struct runs *rs, const struct session *s, char *note,
    size_t size)
{
	const struct game *g = &s->g;
	struct run_maze m;
	mg_err e;
	int rc;

	note[0] = '\0';
	rs->raced = false;
	rs->rec_on = false;
	run_free(&rs->rec);
	/* Every game of a generated maze is recorded, asked or not: an
	 * unassisted win that beats your best is kept as it (runs_won). */
	if (run_maze_of(&m, &g->p, s->kind.diff, &e) != 0) {
		snprintf(rs->rec_off, sizeof rs->rec_off, "%.200s", e.msg);
	} else {
		run_begin(&rs->rec, &m, g->p.start, g->p.exit, rs->player);
		rs->rec_on = true;
		/* A resumed game's first moves are not known: recorded
		 * again from a restart on. */
		rs->rec.broken = g->moves > 0;
		snprintf(rs->rec_off, sizeof rs->rec_off, "%s", g->moves > 0
		    ? _("a resumed game is recorded from a restart on") : "");
	}
	if (rs->from_file) {
		rs->has_ghost = run_of(&rs->ghost, g, s->kind.diff);
	} else if (rs->ghost_best) {
		run_free(&rs->ghost);
		rs->has_ghost = false;
		if (!rs->rec_on) {
			/* TRANSLATORS: %s says why there is no run to race. */
			snprintf(note, size, _("No ghost: %s."), rs->rec_off);
			return 0;
		}
		rc = ghosts_load(&m, &g->p, &rs->ghost, &e);
		rs->has_ghost = rc == 0;
		if (rc == 1)
			snprintf(note, size, "%s", _("No best run on this maze yet: win it unassisted to race your ghost."));
		else if (rc < 0)
			snprintf(note, size, "%s", e.msg);
		if (rc < 0)
			return 1;
	}
	if (rs->has_ghost)
		run_ghost_start(&rs->gh, &rs->ghost, g->p.m);
	return 0;
}

/* Records the cells the game's report says the command entered, each
 * step at ms: the recorder walks nothing again. */
static void
follow(struct runs *rs, const struct move_report *rp, uint64_t ms)
{
	uint64_t i;

	if (rp->lost)
		rs->rec.broken = true;
	for (i = 0; i < rp->n && !rs->rec.broken; i++)
		if (run_add(&rs->rec, (enum dir)rp->step[i].dir, ms, NULL) != 0)
			break;
}

struct game_reply
runs_command(struct runs *rs, struct game *g, enum cmd c, uint64_t now)
{
	struct game_reply r;

	/* Moves start from 0 after a restart (wherever it was asked). */
	if (rs->rec_on && g->moves == 0) {
		run_restart(&rs->rec);
		rs->rec_off[0] = '\0';
	}
	r = game_command(g, c, now);
	if (rs->rec_on && r.move->n > 0)
		follow(rs, r.move, game_elapsed(g, now));
	return r;
}

bool
runs_ghost_seek(struct runs *rs, const struct game *g, uint64_t now,
    uint32_t *was)
{
	*was = rs->gh.pos;
	if (!rs->has_ghost)
		return false;
	if (!g->started && !g->won) {
		run_ghost_start(&rs->gh, &rs->ghost, g->p.m);
		return rs->gh.pos != *was;
	}
	return run_ghost_seek(&rs->gh, game_elapsed(g, now));
}

int
runs_ghost_wait(const struct runs *rs, const struct game *g, uint64_t now)
{
	uint64_t next, at;

	if (!rs->has_ghost || !g->clock_running || g->won)
		return -1;
	next = run_ghost_next(&rs->gh);
	if (next == UINT64_MAX)
		return -1;
	at = game_elapsed(g, now);
	if (next <= at)
		return 0;
	return next - at > 60000 ? 60000 : (int)(next - at);
}

bool
runs_ghost_at(const struct runs *rs, uint32_t *cell, char *letter)
{
	if (!rs->has_ghost)
		return false;
	*cell = rs->gh.pos;
	*letter = run_ghost_letter(&rs->ghost);
	return true;
}

int
runs_won(struct runs *rs, const struct session *s, char *note, size_t size,
    mg_err *e)
{
	const struct game *g = &s->g;
	bool whole, kept = false;
	mg_err sub;
	int rc = 0;

	note[0] = '\0';
	rs->raced = rs->has_ghost;
	if (rs->has_ghost)
		run_ghost_result(&rs->ghost, g->elapsed_ms, g->moves, &rs->result);
	whole = rs->rec_on && run_finish(&rs->rec, g->p.m, &sub) == 0;
	if (!whole && rs->rec_off[0] != '\0')
		snprintf(sub.msg, sizeof sub.msg, "%s", rs->rec_off);
	if (rs->record_path != NULL) {
		if (!whole)
			rc = err_set(e, _("the run is not written: %s"), sub.msg);
		else if (run_file_write(&rs->rec, rs->record_path, e) != 0)
			rc = -1;
		else
			/* TRANSLATORS: %s is a file name. */
			snprintf(note, size, _("Run written to %s."), rs->record_path);
	}
	/* Every unassisted win that beats your best is kept, whether or
	 * not --ghost or --record was given. */
	if (!whole || g->assisted || g->hints > 0)
		return rc;
	if (ghosts_keep(&rs->rec, &g->p, &kept, rc == 0 ? e : &sub) != 0)
		rc = -1;
	/* Said where ghosts are raced; elsewhere it is kept quietly. */
	if (kept && (rs->ghost_best || rs->from_file))
		snprintf(note + strlen(note), size - strlen(note), "%s%s",
		    note[0] != '\0' ? " " : "", _("Your best on this maze: the ghost from now on."));
	return rc;
}

const char *
runs_result_text(const struct runs *rs, char *buf, size_t size)
{
	if (!rs->raced)
		return NULL;
	return run_result_text(&rs->result, buf, size);
}

void
runs_free(struct runs *rs)
{
	run_free(&rs->rec);
	run_free(&rs->ghost);
	rs->has_ghost = false;
}
