/* config_file.h - the settings file, $XDG_CONFIG_HOME/mazegame/config.
 *
 * Plain "setting = value" lines, '#' comments, and "bind KEY = COMMAND"
 * lines that go through the key table (keys_bind).  A bad line costs
 * only itself: it becomes a warning "FILE:LINE: what is wrong" that
 * the caller (main) prints, and the rest still applies.  The game reads
 * the file and never writes it; config_dump() prints the settings in
 * force in the same form, for --dump-config.
 */
#ifndef MAZEGAME_CONFIG_FILE_H
#define MAZEGAME_CONFIG_FILE_H

#include <stdbool.h>
#include <stdio.h>

#include "app/options.h"
#include "store/scores.h"
#include "app/theme.h"

/* Most warnings kept; more are counted. */
#define CONFIG_WARN_MAX 16

/* What the file said; the has_ flags tell what it set. */
struct config {
	bool has_difficulty;
	enum difficulty difficulty;
	const struct shape *shape;    /* NULL: not set */
	const struct shape *k_shape;  /* the shape of a K line ("floors = 3") */
	uint32_t k;                   /* ... and its K */
	bool has_theme;
	enum theme theme;
	bool has_name;
	char name[SCORE_NAME_MAX + 1];
	int trail;                    /* -1 not set, 0 off, 1 on */
	int flash;                    /* -1 not set, 0 off, 1 on */
	int describe;                 /* -1 not set, 0 off, 1 on */
	int mouse;                    /* -1 not set, 0 off, 1 on */
	int nwarn;                    /* warnings kept in warn */
	int more_warnings;            /* and how many more there were */
	char warn[CONFIG_WARN_MAX][400];
};

/* Sets c to "nothing said, no warnings". */
void config_init(struct config *c);

/* Writes the file's path ($XDG_CONFIG_HOME/mazegame/config, else
 * $HOME/.config/mazegame/config) to buf; returns 0, or -1 when neither
 * variable gives one. */
int config_path(char *buf, size_t size);

/* Reads settings from f (named path in warnings) into c; bind lines
 * change the key table in force. */
void config_read(struct config *c, FILE *f, const char *path);

/* Reads the file at path, if there is one: a missing file is no
 * settings, an unreadable one a warning. */
void config_load(struct config *c, const char *path);

/* Puts what c says under o where the command line did not speak.
 * Returns 0, or 2 with a message (from options_resolve). */
int config_apply(const struct config *c, struct options *o, mg_err *e);

/* Writes the settings in force (options o after config_apply, and the
 * key table) to out as a config file that reads back to the same. */
void config_dump(FILE *out, const struct options *o);

#endif
