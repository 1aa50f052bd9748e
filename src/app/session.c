/* session.c - kinds of maze, starting and winning games; keeping them
 * is session_save.c, their words for people session_words.c. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "maze/mazeio.h"
#include "store/persist.h"
#include "maze/floors.h"
#include "app/session.h"
#include "base/text.h"

void
session_kind_from_options(struct session_kind *k, const struct options *o)
{
	memset(k, 0, sizeof *k);
	k->diff = o->preset->name;
	k->pw = o->preset->w;
	k->ph = o->preset->h;
	k->algo = o->algo;
	k->shape = o->shape;
	k->k = o->k;
	k->far_apart = o->preset->far_apart;
	k->rules.fog = o->preset->fog;
	k->rules.trail = o->trail >= 0 ? o->trail != 0 : o->preset->trail;
	k->rules.sight = 2;
	k->load_path = o->load_path;
	k->seed = o->seed;
	k->w = o->width;
	k->h = o->height;
	k->daily = o->daily;
	memcpy(k->daily_date, o->daily_date, sizeof k->daily_date);
}

void
session_kind_maze(struct session_kind *k, const char *diff,
    const struct gen_algo *algo, bool far_apart, uint64_t seed, uint32_t w,
    uint32_t h)
{
	const struct preset *pr = preset_find(diff);
	const struct session_kind was = *k;

	/* Not from a file, not the daily maze: every other field cleared. */
	*k = (struct session_kind){
		.diff = pr != NULL ? pr->name : "custom",
		.pw = pr != NULL ? pr->w : 0, .ph = pr != NULL ? pr->h : 0,
		.algo = algo != NULL ? algo : was.algo, .far_apart = far_apart,
		.shape = was.shape, .k = was.k,
		.rules = was.rules, .seed = seed, .w = w, .h = h,
	};
	if (pr != NULL) {
		k->rules.fog = pr->fog;
		k->rules.trail = pr->trail;
	}
}

/* Mazes of at least this many cells start before their solution is
 * searched (the search takes about a tenth of a second at 2^23). */
#define DEFER_CELLS (UINT64_C(1) << 23)

/* session_puzzle, leaving the search to session_solve() when defer
 * and the maze is large. */
static int
make_puzzle(const struct session_kind *k, const struct mg_progress *prog,
    bool defer, struct puzzle *p, mg_err *e)
{
	struct puzzle_spec spec;
	struct mazeio_doc doc;

	if (k->load_path != NULL) {
		if (mazeio_load(k->load_path, &doc, e) != 0)
			return -1;
		if (puzzle_adopt_doc(p, &doc, e) != 0)
			return mazeio_blame(k->load_path, e);
		return 0;
	}
	session_spec(k, prog, &spec);
	spec.defer_solve = defer && !k->far_apart
	    && shape_cells_k(k->shape, k->w, k->h, k->k) >= DEFER_CELLS;
	return puzzle_generate(p, &spec, e);
}

int
session_puzzle(const struct session_kind *k, const struct mg_progress *prog,
    struct puzzle *p, mg_err *e)
{
	return make_puzzle(k, prog, false, p, e);
}

void
session_spec(const struct session_kind *k, const struct mg_progress *prog,
    struct puzzle_spec *spec)
{
	puzzle_spec_set(spec, k->w, k->h, k->algo, k->seed, k->far_apart, prog);
	spec->shape = k->shape;
	spec->k = k->k;
}

void
session_init(struct session *s, const struct options *o)
{
	memset(s, 0, sizeof *s);
	saves_hold_init(&s->hold);
	session_kind_from_options(&s->kind, o);
	s->score_index = -1;
	s->marathon_index = -1;
}

void
session_drop_game(struct session *s)
{
	if (s->playing)
		game_free(&s->g);
	s->playing = false;
}

int
session_new_game(struct session *s, const struct mg_progress *prog,
    uint64_t now, mg_err *e)
{
	struct puzzle p;

	session_drop_game(s);
	if (make_puzzle(&s->kind, prog, true, &p, e) != 0)
		return -1;
	return session_play_puzzle(s, &p, now, e);
}

int
session_play_puzzle(struct session *s, struct puzzle *p, uint64_t now,
    mg_err *e)
{
	mg_err ignored;

	session_drop_game(s);
	/* A new maze in place of a saved game being played: the player
	 * gave that game up (won ones were dropped already). */
	(void)saves_drop(&s->hold, &ignored);
	if (game_init(&s->g, p, &s->kind.rules, now, e) != 0)
		return -1;
	s->playing = true;
	return 0;
}

bool
session_unsolved(const struct session *s)
{
	return s->playing && !s->g.p.solved;
}

int
session_solve(struct session *s, const struct mg_progress *prog, mg_err *e)
{
	if (!session_unsolved(s))
		return 0;
	return puzzle_solve(&s->g.p, prog, e);
}

void
session_next_maze(struct session *s)
{
	struct session_kind *k = &s->kind;

	if (k->load_path != NULL && s->playing) {
		/* After a maze from a file, generated ones of its size. */
		k->w = s->g.p.m->w;
		k->h = s->g.p.m->h;
		k->load_path = NULL;
	}
	k->daily = false;
	k->seed = rng_splitmix64(&k->seed);
}

int
session_record_win(struct session *s, const char *player, int64_t when,
    mg_err *e)
{
	struct game *g = &s->g;
	struct score sc;
	uint32_t pw, ph;
	mg_err ce;
	int rc = 0, at = -1;

	memset(&sc, 0, sizeof sc);
	/* The difficulty's own size, for the maze's shape (a circle's). */
	shape_preset_size(g->p.m->shape, s->kind.pw, s->kind.ph, &pw, &ph);
	scores_table(s->kind.diff, g->p.m->w, floors_height(g->p.m), pw, ph,
	    sc.table, sizeof sc.table);
	/* Each shape keeps tables of its own: "normal-hex"; floors one for
	 * each number of floors, "normal-floors3", and weave one for each
	 * density but its default, "normal-weave70": fewer crossings make
	 * another maze (%.0u writes no 0). */
	if (!shape_is_square(g->p.m)) {
		char word[32];

		snprintf(sc.table + strlen(sc.table), sizeof sc.table - strlen(sc.table),
		    "-%s", puzzle_shape_word(&g->p, word, sizeof word));
	}
	scores_sanitize_name(player, sc.name);
	sc.moves = g->moves < SCORE_MOVES_MAX ? g->moves : SCORE_MOVES_MAX;
	sc.optimal = g->p.optimal;
	sc.elapsed_ms = g->elapsed_ms;
	sc.hints = g->hints;
	sc.assisted = g->assisted;
	sc.when = when;
	snprintf(sc.algo, sizeof sc.algo, "%s",
	    g->p.algo != NULL ? g->p.algo->name : "loaded");
	sc.w = g->p.m->w;
	sc.h = g->p.m->h;
	sc.seed = g->p.algo != NULL ? g->p.seed : 0;
	scores_free(&s->scores);
	if (persist_add_score(&sc, &s->scores, &at, e) != 0)
		rc = -1;
	memcpy(s->score_table, sc.table, sizeof sc.table);
	s->score_index = at;
	/* This game's save, if it had one, is done with: won.  No other
	 * game's save is touched, nor a race's. */
	if (!s->raced && saves_drop(&s->hold, rc == 0 ? e : &ce) != 0)
		rc = -1;
	if (s->kind.daily)
		session_daily_line(s);
	persist_record_game(g, s->kind.diff, s->kind.daily ? s->kind.daily_date : NULL,
	    HISTORY_ESCAPED, when, s->record_note, sizeof s->record_note,
	    s->record_warn, sizeof s->record_warn);
	return rc;
}

void
session_free(struct session *s)
{
	session_drop_game(s);
	saves_release(&s->hold);   /* its save stays: the game was kept */
	scores_free(&s->scores);
}
