/* options_shape.h - the options that choose a maze's shape. */
#ifndef MAZEGAME_OPTIONS_SHAPE_H
#define MAZEGAME_OPTIONS_SHAPE_H

#include <stdbool.h>

#include "base/err.h"
#include "maze/shape.h"

/* Takes arg as --weave's percentage into *weave (weave true) or as
 * --shape's name into *shape (NULL for the square grid).  Returns 0,
 * or -1 with a message. */
int options_shape_parse(const char *arg, bool weave,
    const struct shape **shape, unsigned *percent, mg_err *e);

#endif
