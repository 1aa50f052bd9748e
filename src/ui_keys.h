/* ui_keys.h - the one table that turns keys into game commands. */
#ifndef MAZEGAME_UI_KEYS_H
#define MAZEGAME_UI_KEYS_H

#include <stdbool.h>
#include <wchar.h>

#include "game.h"

/* Returns the command for a key (is_code: a curses KEY_ code), or
 * CMD_NONE for keys that mean nothing. */
enum cmd keys_lookup(bool is_code, wint_t key);

/* Fills lines[] with up to max help lines ("keys  what they do") from
 * the table, each at most width-1 characters; returns how many. */
int keys_help(char out[][64], int max);

#endif
