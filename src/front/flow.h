/* flow.h - the flows between screens that every front end shares, over
 * what the front end does for them (its procs, as NetHack's window
 * procs): a game begun, taken from the saved game (and the question
 * whether to), solved and won (flow_game.c); quitting (the save, asking
 * before another saved game is replaced, the retry when saving fails)
 * and a marathon's end (flow.c).  A flow decides and keeps; the front
 * end shows what it is told, asks the questions it is handed, hands
 * back their answers, and ends its loop when the flow says so.
 */
#ifndef MAZEGAME_FRONT_FLOW_H
#define MAZEGAME_FRONT_FLOW_H

#include <stdbool.h>
#include <stdint.h>

#include "app/runs.h"
#include "app/session.h"
#include "base/progress.h"
#include "front/leave.h"
#include "front/notices.h"
#include "front/question.h"

/* A question in words, handed to the front end to ask. */
struct flow_question {
	char lines[QUESTION_LINES][QUESTION_LINE_MAX];
	int n;
	const struct answer *answers;   /* nanswers of them (at most
	                                 * QUESTION_ANSWERS) */
	int nanswers;
};

/* What a front end does for the flows. */
struct flow_procs {
	/* Asks q over the screen, then hands the answer (a command of
	 * q's answers, or CMD_NO when it is closed) to flow_answer(). */
	void (*ask)(void *fe, const struct flow_question *q);
	/* Returns the signal that ends the game, or 0. */
	int (*quit_signal)(void);
	/* Called first when the player quits: returns true when the front
	 * end asks something of its own first (a race's host, before the
	 * room closes for the others) and takes it from there.  NULL:
	 * nothing to ask. */
	bool (*before_quit)(void *fe);
	/* Readies the report of long work on what (the game on screen
	 * when quiet: no box then) and returns its progress hook, which
	 * cancels the work on a signal or a lost terminal. */
	struct mg_progress (*work)(void *fe, const char *what, bool quiet);
	/* After work that failed: when a signal or a lost terminal cut it
	 * short, ends the loop with their status and returns true. */
	bool (*cut_short)(void *fe);
	/* Keeps msg for the way out and shows it now, where it can. */
	void (*notice)(void *fe, const char *msg);
	/* Shows msg now, unless a question is up (not kept). */
	void (*tell)(void *fe, const char *msg);
	/* The game on screen: a new one, or the saved one taken. */
	void (*show_game)(void *fe);
	/* The screen drawn again (the solution found). */
	void (*redraw)(void *fe);
	/* The result of the game won, with note (what could not be kept,
	 * or the run's news; empty: none). */
	void (*show_result)(void *fe, const char *note);
};

/* A front end's state as the flows see it: the front end's own fields,
 * by address (they outlive the flow). */
struct flow {
	const struct flow_procs *procs;
	void *fe;                     /* handed to the procs */
	struct session *s;
	struct runs *runs;            /* recorded, and the ghost raced */
	const char *player;           /* the name the scores keep */
	struct notices *kept;         /* printed on the way out */
	struct leave *out;            /* how the game ended */
	bool *done;                   /* the front end's loop ends */
	/* The flow's question awaiting its answer, or NULL. */
	void (*answered)(struct flow *f, enum cmd c);
	/* The saved game the resume question is about, while it waits. */
	struct savegame *pending;
	uint32_t take_id;             /* the saved game to take (0: the
	                               * newest no other session has open) */
	size_t offer_others;          /* the saved games besides pending */
};

/* Ends the front end's loop with exit status (an enum mg_exit). */
void flow_finish(struct flow *f, int status);

/* Hands answer c to the question the flow asked last; nothing when no
 * question of the flow's is waiting. */
void flow_answer(struct flow *f, enum cmd c);

/* Asks q with the n answers a; answered takes the answer
 * (flow_answer). */
void flow_ask(struct flow *f, struct flow_question *q,
    const struct answer *a, int n, void (*answered)(struct flow *, enum cmd));

/* (flow_game.c) Starts a new maze of the session's kind, its progress
 * reported; the game on screen, or, on failure, says why and ends the
 * loop (status 1; a signal's or a hangup's when they cut it short). */
void flow_new_game(struct flow *f);

/* (flow_game.c) Plays p, the maze of the run raced (--ghost=FILE,
 * read by runs_load_file, taken); a new maze goes on with its kind.  On
 * failure, keeps why and ends the loop with status 1. */
void flow_play_run(struct flow *f, struct puzzle *p);

/* (flow_game.c) Takes the saved game from disk and plays it, its
 * progress reported.  When that fails, says why and starts a new game
 * (or_new) or ends the loop with status 1.  Returns whether the saved
 * game is on. */
bool flow_take_saved(struct flow *f, bool or_new);

/* (flow_offer.c) Asks whether to resume pending, saved game id read
 * from disk, with others kept beside it (the flow frees it once
 * answered, or by flow_drop): y takes it, Tab offers the next one
 * (into the same place), d deletes it once the player says so again,
 * anything else starts a new game and keeps them all saved. */
void flow_offer_resume(struct flow *f, struct savegame *pending,
    uint32_t id, size_t others);

/* (flow_game.c) Drops the question still waiting, when the loop ended
 * before it was answered, and frees what it holds (the saved game of
 * the resume question). */
void flow_drop(struct flow *f);

/* (flow_game.c) Tells the runs of a new game on screen (the recording
 * starts over, the ghost is chosen) and says what the player should
 * know. */
void flow_runs_start(struct flow *f);

/* (flow_game.c) Searches the solution of a game that came without it
 * (no box: the game is on screen), then has the screen drawn again;
 * on failure, as flow_new_game. */
void flow_solve_pending(struct flow *f);

/* (flow_game.c) Keeps the game won at time now (seconds since the
 * epoch): the score, the run, what could not be (front/won.h); then
 * shows the result. */
void flow_won(struct flow *f, int64_t now);

/* Quits as the player asked: ends a game with nothing to keep, saves an
 * unfinished one, asking first when that would replace another saved
 * game and offering a retry when saving fails; a marathon not saved
 * ends with it.  Then the loop ends: status 0, or 1 for a game quit
 * unsaved after saving failed. */
void flow_quit(struct flow *f);

/* Ends the marathon, if one is on and not ended yet, at time now
 * (seconds since the epoch): it goes with the best marathons (a problem
 * is kept as a notice; one not written makes the exit status 1). */
void flow_marathon_over(struct flow *f, int64_t now);

#endif
