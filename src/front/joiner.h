/* joiner.h - what a joiner of a race is told when it named a maze: the
 * host's maze is raced, so the joiner's maze options are not used.
 * Nothing here draws or sends: the front end shows the words on the
 * status line and keeps the longer one for the way out.
 */
#ifndef MAZEGAME_FRONT_JOINER_H
#define MAZEGAME_FRONT_JOINER_H

#include <stdbool.h>
#include <stddef.h>

#include "app/options.h"

/* Writes to msg (n bytes) the notice for the way out when o joins a
 * room (not hosting, not spectating) with maze options of its own,
 * naming them and the room.  Returns how many options that names: 0
 * (msg empty) when there is nothing to tell. */
int joiner_unused_words(const struct options *o, bool hosting, char *msg,
    size_t n);

/* Returns the status line's short form of that notice (translated; a
 * static string). */
const char *joiner_unused_status(void);

#endif
