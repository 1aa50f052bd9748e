/* notices.h - what the player must still read when the game is over:
 * warnings and news kept while playing (a save set aside, a score not
 * written, a run kept), each once, printed by the front end on the way
 * out.
 */
#ifndef MAZEGAME_NOTICES_H
#define MAZEGAME_NOTICES_H

/* Most notices kept; later ones are dropped. */
#define NOTICES_MAX 4
/* The longest notice, with its '\0'; a longer one is cut. */
#define NOTICE_MAX 320

/* The notices kept, in the order they came; an empty string ends them. */
struct notices {
	char v[NOTICES_MAX][NOTICE_MAX];
};

/* Keeps msg at the end of n, unless it is kept already or n is full. */
void notices_keep(struct notices *n, const char *msg);

#endif
