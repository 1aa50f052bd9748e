/* session.h - the policy of a sitting at the game, with no terminal in
 * sight: what kind of maze a new game gets (a preset, the options, a
 * resumed save), starting games, keeping the unfinished one, recording
 * a win, and the words the player reads about them.
 *
 * The front end owns the screen and the clock; it hands the session
 * what it needs (the time, the player's name) and acts on what the
 * session answers.  main uses session_puzzle() too, so a command line
 * names the same maze for --print as for a game.
 */
#ifndef MAZEGAME_SESSION_H
#define MAZEGAME_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "base/err.h"
#include "play/game.h"
#include "app/options.h"
#include "base/progress.h"
#include "maze/puzzle.h"
#include "play/marathon.h"
#include "store/marathons.h"
#include "store/savegame.h"
#include "store/saves.h"
#include "store/scores.h"

/* What kind of maze a new game gets. */
struct session_kind {
	const char *diff;              /* difficulty name, or "custom" */
	uint32_t pw, ph;               /* the difficulty's own size (0: none) */
	const struct gen_algo *algo;
	const struct shape *shape;     /* NULL: the square grid */
	uint32_t k;                    /* the shape's own number K; 0: default */
	bool far_apart;
	struct game_rules rules;
	const char *load_path;         /* a maze from a file, or NULL */
	uint64_t seed;                 /* of the next maze */
	uint32_t w, h;                 /* size of generated mazes */
	bool daily;                    /* the maze of the day */
	char daily_date[11];           /* its date, YYYY-MM-DD */
};

/* One sitting: the kind of maze, the game on screen and what was kept
 * of it. */
struct session {
	struct session_kind kind;
	struct game g;
	bool playing;                  /* g holds a game */
	struct save_hold hold;         /* this game's save, held open */
	bool raced;                    /* a race's game: never saved, and the
	                                  saved game on disk is never touched */
	struct score_list scores;      /* the tables after the last win */
	int score_index;               /* the new entry in scores, or -1 */
	char score_table[SCORE_TABLE_MAX + 1];
	char daily_line[200];          /* the shareable line of a daily win */
	/* A marathon (session_marathon.c): the kind follows mr. */
	bool marathon_on;
	struct marathon mr;
	uint64_t marathon_last;        /* points of the maze just escaped */
	bool marathon_ended;           /* its best is recorded */
	struct marathon_list marathons;  /* the best, after it ended */
	int marathon_index;            /* this one in marathons, or -1 */
	char record_note[200];         /* the history's news of a win */
	char record_warn[320];         /* what went wrong keeping it */
};

/* Sets k from the command line. */
void session_kind_from_options(struct session_kind *k,
    const struct options *o);

/* Makes the puzzle of kind k: loaded from its file, or generated from
 * its seed.  prog may be NULL.  Returns 0, or -1 with a message. */
int session_puzzle(const struct session_kind *k,
    const struct mg_progress *prog, struct puzzle *p, mg_err *e);

/* Fills spec with the generated maze of kind k (not a loaded one);
 * prog may be NULL. */
void session_spec(const struct session_kind *k,
    const struct mg_progress *prog, struct puzzle_spec *spec);

/* Sets k to a generated maze, as a saved game, a run or a race names
 * it: by algo (NULL: k's stays), seed and size, with the preset named
 * diff giving its name, size and rules (none: "custom", rules kept). */
void session_kind_maze(struct session_kind *k, const char *diff,
    const struct gen_algo *algo, bool far_apart, uint64_t seed, uint32_t w,
    uint32_t h);

/* Frees the game in s, if any; s then has no game. */
void session_drop_game(struct session *s);

/* Prepares s for options o (no game yet). */
void session_init(struct session *s, const struct options *o);

/* Starts a new game of s's kind at time now (replacing any game in s).
 * A large maze (start and exit not chosen by searches) comes without
 * its solution, so it can be shown sooner: then session_unsolved() is
 * true until session_solve() succeeds, and nothing but drawing the
 * maze and the status line may happen before.  Returns 0, or -1 with
 * a message. */
int session_new_game(struct session *s, const struct mg_progress *prog,
    uint64_t now, mg_err *e);

/* Starts a game of puzzle p (taken over, also on failure) at time now,
 * replacing any game in s.  Returns 0, or -1 with a message. */
int session_play_puzzle(struct session *s, struct puzzle *p, uint64_t now,
    mg_err *e);

/* Returns whether s's game still waits for session_solve(). */
bool session_unsolved(const struct session *s);

/* Searches the solution of s's game if it is unsolved (prog may be
 * NULL, and may cancel).  Returns 0, or -1 with a message (the game
 * stays unsolved). */
int session_solve(struct session *s, const struct mg_progress *prog,
    mg_err *e);

/* Moves s on to the next maze of its kind: a new seed (a loaded maze
 * is followed by generated ones of its size). */
void session_next_maze(struct session *s);

/* Returns a one-line description of what "new maze" does now, for the
 * question before it. */
const char *session_new_maze_text(const struct session *s, char *buf,
    size_t size);

/* Takes saved game id (0: the newest that no other session has open)
 * and starts it at time now (prog may hear of the maze's rebuild and
 * cancel it); the kind of new games follows it, a day's maze staying
 * the day's.  The session then holds the game open (s->hold) until it
 * is won, given up for a new maze, or the session ends: no other
 * session resumes it meanwhile, and its save stays on disk.  Returns
 * 0, 1 when there is no such saved game (any more), or -1 with a
 * message (code MG_ELOCKED: open in another session; MG_EDAMAGED: set
 * aside). */
int session_take(struct session *s, uint32_t id,
    const struct mg_progress *prog, uint64_t now, mg_err *e);

/* Describes saved game sg, number id, in two lines for the resume
 * question. */
void session_describe_save(const struct savegame *sg, uint32_t id,
    char *l1, char *l2, size_t size);

/* Writes saved game si as one line of --saved: its ID first, when it
 * was saved, shape and size, algorithm, seed or day, moves, time, and
 * whether it was assisted or is open in another session. */
void session_save_line(const struct save_info *si, char *buf, size_t size);

/* Returns whether the game in s is worth keeping: begun, not won and
 * not a race's. */
bool session_unfinished(const struct session *s);

/* Saves the unfinished game at time now as its own save (saves.h:
 * over its earlier save, else a new one; never over another game's),
 * asked or not (a signal, a lost terminal).  Returns 0 (also when there
 * is nothing to save), or -1 with a message. */
int session_save(struct session *s, uint64_t now, mg_err *e);

/* Records a won game for player (a login name) at wall-clock time
 * when: the high scores, the daily line, and its save (if it had one)
 * is removed.  Returns 0, or -1 with a message (the game is won all the
 * same; what could be kept is kept). */
int session_record_win(struct session *s, const char *player,
    int64_t when, mg_err *e);

/* Writes how much help game g had ("assisted", "2 hints", "no hints")
 * to buf; returns buf. */
const char *session_help_text(const struct game *g, char *buf, size_t size);

/* Keeps the shareable line of s's won daily game in s->daily_line
 * (session_words.c, as the two above). */
void session_daily_line(struct session *s);

/* Frees what s owns. */
void session_free(struct session *s);

#endif
