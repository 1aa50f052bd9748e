/* testdir.h - a private data directory for the tests of saved files.
 *
 * Each test that touches the disk makes a fresh temporary directory,
 * points XDG_DATA_HOME at it, and removes it (and restores the
 * environment) when it is done.
 */
#ifndef MAZEGAME_TESTS_TESTDIR_H
#define MAZEGAME_TESTS_TESTDIR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "maze/maze.h"
#include "store/savegame.h"
#include "store/scores.h"

struct testdir {
	char root[256];       /* the temporary directory: XDG_DATA_HOME */
	char data[300];       /* root/mazegame, where the files go */
	char *old_xdg, *old_home;   /* the environment to put back */
};

/* Makes the directory and sets XDG_DATA_HOME to it (fails the test on
 * error).  The mazegame directory under it is not made. */
void testdir_setup(struct testdir *t);

/* Removes everything under root and restores the environment. */
void testdir_cleanup(struct testdir *t);

/* Writes root/data/name... : the path of name in the data directory. */
void testdir_path(const struct testdir *t, const char *name, char *buf,
    size_t size);

/* Writes len bytes to path (mode 0600), replacing it. */
void testdir_write(const char *path, const char *data, size_t len);

/* Reads all of path into a new NUL-terminated buffer; NULL when it
 * cannot be opened.  The caller frees it. */
char *testdir_read(const char *path, size_t *len);

/* Counts the entries of the data directory whose names start with
 * prefix, and writes the last one found to found (when not NULL). */
int testdir_count(const struct testdir *t, const char *prefix, char *found,
    size_t size);

/* Fills s with a valid entry of table with the given numbers (algorithm
 * backtracker, 20x20, seed 99); shared by the scores and persist
 * suites. */
void testdir_score(struct score *s, const char *table, const char *name,
    uint64_t moves, uint64_t optimal, uint64_t elapsed, uint32_t hints,
    bool assisted, int64_t when);

/* Returns m with start s and exit x (and path, when not NULL) in the
 * block format, as mazeio_write writes it (the caller frees); fails the
 * test on error.  Shared by the mazeio and print suites. */
char *testdir_block_text(const maze *m, uint32_t s, uint32_t x,
    const uint64_t *path);

/* Starts a SIGALRM every 50 ms, counted, its handler installed without
 * SA_RESTART as the game's are: a blocking call made now (a read, a
 * wait for a lock) is interrupted; repeated, so that one lands inside
 * the call and not between calls.  The old handler is kept. */
void testdir_alarms_start(void);

/* Stops the alarms, puts the old handler back; returns how many came. */
int testdir_alarms_stop(void);

/* Reads the newest saved game into sg (saves_list's first; free it
 * with savegame_free), *id its number when id is not NULL.  Returns 0,
 * 1 when there is none, or -1 with a message. */
int testdir_newest_save(struct savegame *sg, uint32_t *id, mg_err *e);

/* Returns how many saved games saves_list finds (-1 on failure). */
int testdir_saves(void);

/* Saves game g as a new game of its own (saves_store with a hold of
 * its own, let go of at once).  Returns 0 or -1 with a message. */
int testdir_save_new(const struct game *g, const char *diff, uint64_t now,
    mg_err *e);

#endif
