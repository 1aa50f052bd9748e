/* describe.h - the screen-reader mode's words: where the player is and
 * which ways are open, said as a sentence for the status line.
 *
 * What is said is what a sighted player sees at a glance (the walls
 * around the player, where the exit lies, the trail when the rules draw
 * one), never more: in the fog the exit's bearing but not its distance,
 * and never the way out.
 */
#ifndef MAZEGAME_DESCRIBE_H
#define MAZEGAME_DESCRIBE_H

#include <stddef.h>

#include "play/game.h"

/* Writes where the player of g stands ("Column 3, row 7: open north,
 * east; junction.") to buf; bumped is the direction of a wall just
 * bumped into, or -1.  Returns buf. */
char *describe_position(const struct game *g, int bumped, char *buf,
    size_t size);

/* Writes where the player of g stands after the command reported by
 * r, as describe_position, the wall first when r is a bump.  Returns
 * buf. */
char *describe_move(const struct game *g, const struct move_report *r,
    char *buf, size_t size);

/* Writes where the exit lies from the player, as the crow flies, in
 * cells ("Exit 12 east, 30 south."); in the fog, while the exit is not
 * in sight, its bearing alone ("Exit to the south-east."). Returns
 * buf. */
/* Writes what a move that found two ways open (MOVE_EV_CHOICE) says:
 * the key of each and where it goes, from the shape ("Two ways open
 * there: b goes south-west, n south-east."); returns buf. */
char *describe_choice(const struct game *g, const struct move_report *r,
    char *buf, size_t size);

char *describe_exit(const struct game *g, char *buf, size_t size);

/* Writes the result of the won game g as one plain sentence to buf;
 * returns buf. */
char *describe_result(const struct game *g, char *buf, size_t size);

#endif
