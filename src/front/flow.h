/* flow.h - the flows between screens that every front end shares, over
 * what the front end does for them (its procs, as NetHack's window
 * procs): quitting (the save, asking before another saved game is
 * replaced, the retry when saving fails) and a marathon's end.  A flow
 * decides and keeps; the front end asks the questions it is handed,
 * hands back their answers, and ends its loop when the flow says so.
 */
#ifndef MAZEGAME_FRONT_FLOW_H
#define MAZEGAME_FRONT_FLOW_H

#include <stdbool.h>
#include <stdint.h>

#include "app/session.h"
#include "front/leave.h"
#include "front/notices.h"
#include "front/question.h"

/* A question in words, handed to the front end to ask. */
struct flow_question {
	char lines[QUESTION_LINES][QUESTION_LINE_MAX];
	int n;
	const struct answer *answers;   /* QUESTION_ANSWERS of them, a NULL
	                                 * says ends them */
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
};

/* A front end's state as the flows see it: the front end's own fields,
 * by address (they outlive the flow). */
struct flow {
	const struct flow_procs *procs;
	void *fe;                     /* handed to the procs */
	struct session *s;
	const char *player;           /* the name the marathons keep */
	struct notices *kept;         /* printed on the way out */
	struct leave *out;            /* how the game ended */
	bool *done;                   /* the front end's loop ends */
	/* The flow's question awaiting its answer, or NULL. */
	void (*answered)(struct flow *f, enum cmd c);
};

/* Ends the front end's loop with exit status (an enum mg_exit). */
void flow_finish(struct flow *f, int status);

/* Hands answer c to the question the flow asked last; nothing when no
 * question of the flow's is waiting. */
void flow_answer(struct flow *f, enum cmd c);

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
