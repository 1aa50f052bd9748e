/* racers.h - the others of a race on the maze and on the status line. */
#ifndef MAZEGAME_UI_RACERS_H
#define MAZEGAME_UI_RACERS_H

#include <stddef.h>

struct ui;

/* Draws the other racers on the maze (after the maze is drawn). */
void ui_race_draw_others(struct ui *u);

/* Returns the status line's last field in a race (place, the leader's
 * distance, the help key). */
const char *ui_race_tail(struct ui *u);

/* Writes the race's part of the status line, the place and the leader,
 * without the help key and with commas, for the screen-reader mode
 * into buf (size bytes); "" when not racing with others. */
void ui_race_say(struct ui *u, char *buf, size_t size);

/* Draws the race's status line alone (no game on screen: the lobby
 * before the maze is told, a room closed): its place or news, and in
 * the screen-reader mode its words. */
void ui_race_status_alone(struct ui *u);

/* Returns the attributes of racer colour colour: bold, in
 * its colour where there are colours. */
int ui_racer_attr(const struct ui *u, unsigned colour);

/* Writes place n as "1st", "2nd", ... into buf; returns buf. */
const char *ui_race_ordinal(unsigned n, char *buf, size_t size);

#endif
