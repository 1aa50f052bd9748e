/* race_box.h - what the race's boxes share (race_box.c). */
#ifndef MAZEGAME_UI_RACE_BOX_H
#define MAZEGAME_UI_RACE_BOX_H

#include <stddef.h>

struct ui;

/* Most lines of a race's box. */
#define BOX_LINES 24

/* Returns a racer's state in the player's language (the protocol's
 * word, proto_racer_state_name, stays English). */
const char *ui_race_state_word(unsigned state);

/* Ends a box's n lines of text (rows of stride bytes) with the room's
 * latest note, cut to cols columns, and points lines at them all.
 * Returns the new count. */
int ui_race_box_lines(char *text, size_t stride, int n, const char *note,
    int cols, const char **lines);

/* Returns the rows of text a race's box may have: within the maze
 * area where it holds a few, else over the status line too. */
int ui_race_box_rows(const struct ui *u);

#endif
