/* result_words.h - a won game in words, as the result box says it: the
 * moves against the optimal, the time and what helped, the dead ends
 * explored, and where the player went astray.  Laying them out (the
 * width of a box, the keys that fit) is the front end's; what they say
 * is decided here, once.
 */
#ifndef MAZEGAME_RESULT_WORDS_H
#define MAZEGAME_RESULT_WORDS_H

#include "play/game.h"

/* The widest line, with its '\0'. */
#define RESULT_WORDS_LINE 96

/* Adds won game g's summary to text at *n ("Escaped in 58 moves
 * (optimal 52, 89%)", the time and whether the way out or hints were
 * given, the dead ends explored) and an empty line, counting them in
 * *n: four lines. */
void result_words_game(const struct game *g, char text[][RESULT_WORDS_LINE],
    int *n);

/* Adds where won game g went astray to text at *n: its three costliest
 * detours, each with its cell and cost, and how many more there were;
 * nothing for a game without one (or when memory runs out).  At most
 * four lines, counted in *n. */
void result_words_detours(const struct game *g,
    char text[][RESULT_WORDS_LINE], int *n);

#endif
