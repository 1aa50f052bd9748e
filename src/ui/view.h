/* view.h - the game's maze on screen, in a viewport that follows the player. */
#ifndef MAZEGAME_UI_VIEW_H
#define MAZEGAME_UI_VIEW_H

#include "play/game.h"
#include "ui/draw.h"

/* Redraws the maze and the status line whole; with follow, the view
 * first moves to keep the player well inside it. */
void view_draw(struct draw *d, const struct game *g, bool follow);

/* Redraws what the redraw bits (enum redraw) say changed. */
void view_update(struct draw *d, const struct game *g, unsigned rd);

/* Redraws cell (its square and the walls around it) where the view
 * shows it. */
void view_cell(struct draw *d, const struct game *g, uint32_t cell);

/* Shows cell of the maze in reverse video (on), where the view shows
 * it, or draws it as it is (a clicked cell off every straight line). */
void view_flash_cell(struct draw *d, const struct game *g, uint32_t cell, bool on);

/* Moves the view by (dx, dy) cells, within the maze, and redraws. */
void view_pan(struct draw *d, const struct game *g, int dx, int dy);

/* The replay (g won): shows the floor df above (1) or below (-1) the
 * one shown, at the same spot; returns false where there is none. */
bool view_climb(struct draw *d, const struct game *g, int df);

/* The replay as it starts: the route without the shortest way, on the
 * player's floor. */
void view_replay_reset(struct draw *d);

/* Shows or clears the flash of the wall the player bumped into in
 * direction dir. */
void view_flash(struct draw *d, const struct game *g, unsigned dir, bool on);

#endif
