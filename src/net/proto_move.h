/* proto_move.h - where the protocol meets the maze's directions: which
 * message moves one cell which way.  No one else counts on the order of
 * enum proto_type or enum dir for it. */
#ifndef MAZEGAME_NET_PROTO_MOVE_H
#define MAZEGAME_NET_PROTO_MOVE_H

#include <stdbool.h>

#include "maze/maze.h"
#include "maze/shape.h"
#include "net/proto.h"

/* Returns the message (an enum proto_type) that moves one cell toward
 * d: PROTO_MOVE_N for DIR_N and so on. */
unsigned proto_move(enum dir d);

/* Returns whether type is a one-cell move, with its direction in *d. */
bool proto_move_dir(unsigned type, enum dir *d);

/* Fills m with the one message of a command the way d of shape (NULL:
 * the square grid, d an enum dir): a move, or with run a run (the host
 * walks the corridor by maze_run).  The square grid's are version 1's
 * words (up, run up); another shape's are step and dash with its way
 * word. */
void proto_way_msg(struct proto_msg *m, const struct shape *shape,
    unsigned d, bool run);

#endif
