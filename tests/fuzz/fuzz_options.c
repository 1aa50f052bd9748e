/* fuzz_options.c - libFuzzer harness for the command-line parser.
 *
 * The input, split on NUL bytes, is the argument list after
 * "mazegame".  Whatever the arguments, options_parse() must return 0
 * or 2 (2 with a message), and a 0 must leave options main can use
 * as they are: a preset and a generator, a size the maze accepts, no
 * combination the parser refuses, a --load path that is one of the
 * arguments.  Parsing the same list again gives the same answer.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "maze/maze.h"
#include "app/options.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define MAX_ARGS 64

/* Splits buf (len bytes, NUL at buf[len]) into argv after "mazegame";
 * returns argc. */
static int
split(char *buf, size_t len, char **argv)
{
	int argc = 0;
	size_t i, start = 0;

	argv[argc++] = (char *)"mazegame";
	for (i = 0; i <= len && argc < MAX_ARGS; i++) {
		if (buf[i] != '\0')
			continue;
		argv[argc++] = buf + start;
		start = i + 1;
	}
	argv[argc] = NULL;
	return argc;
}

/* Aborts unless o, parsed with result 0 from argv, is usable. */
static void
check_ok(const struct options *o, char **argv, int argc)
{
	mg_err e;
	int i, found;

	if (o->action == ACT_HELP || o->action == ACT_VERSION)
		return;
	if (o->preset == NULL || o->algo == NULL)
		abort();
	if (o->width < 1 || o->height < 1 || o->width > MAZE_MAX_SIDE
	    || o->height > MAZE_MAX_SIDE
	    || maze_check_size(o->width, o->height, &e) != 0)
		abort();
	if (o->solution && o->action != ACT_PRINT)
		abort();
	if (o->stats && o->action != ACT_PRINT && o->action != ACT_STATS)
		abort();
	if (o->load_path != NULL && (o->size_given || o->seed_given
	    || o->algo_given || o->fit))
		abort();
	if (o->resume && (o->load_path != NULL || o->action != ACT_PLAY))
		abort();
	if (o->daily && (o->seed_given || o->demo))
		abort();
	if (o->demo && o->action != ACT_PLAY)
		abort();
	if (o->load_path != NULL) {
		/* It points into an argument ("--load=F" or the one after). */
		for (i = 1, found = 0; i < argc && !found; i++)
			found = o->load_path >= argv[i]
			    && o->load_path <= argv[i] + strlen(argv[i]);
		if (!found)
			abort();
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *buf, *argv[MAX_ARGS + 1], *argv2[MAX_ARGS + 1];
	struct options o, o2;
	mg_err e, e2;
	int argc, rc, rc2;

	if (size > 4096)
		return 0;
	buf = malloc(size + 1);
	if (buf == NULL)
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	argc = split(buf, size, argv);
	memcpy(argv2, argv, sizeof argv);   /* getopt may permute argv */
	e.msg[0] = '\0';
	rc = options_parse(argc, argv, &o, &e);
	if (rc != 0 && rc != 2)
		abort();
	if (rc == 2 && (e.msg[0] == '\0' || strlen(e.msg) >= sizeof e.msg))
		abort();
	if (rc == 0)
		check_ok(&o, argv, argc);
	/* The same list again: the same answer (getopt's state restarts). */
	rc2 = options_parse(argc, argv2, &o2, &e2);
	if (rc2 != rc)
		abort();
	if (rc == 0 && (o2.action != o.action || o2.width != o.width
	    || o2.height != o.height || o2.seed != o.seed || o2.algo != o.algo
	    || o2.preset != o.preset || (o2.load_path == NULL) != (o.load_path == NULL)
	    || (o.load_path != NULL && strcmp(o.load_path, o2.load_path) != 0)))
		abort();
	free(buf);
	return 0;
}
