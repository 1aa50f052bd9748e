/* saves.h - the saved games on disk: one file a game, never one game
 * over another.
 *
 * Each unfinished game is kept as DIR/saved-game-ID (ID a number from
 * 1, given when the game is first saved and kept for it), written as
 * every data file is (storage.h: atomic, under the lock).  A game being
 * played holds DIR/saved-game-ID.open with an flock of its own
 * (storage_hold), which the kernel lets go when the process ends, even
 * killed: another session sees the game is open and does not resume it
 * too, and once the session is gone the game can be resumed again from
 * its last save.  The single saved-game file of earlier versions (and
 * the saved-game.older-* copies they kept) are taken in, each as a game
 * of its own, the first time the saves are read or written.
 */
#ifndef MAZEGAME_SAVES_H
#define MAZEGAME_SAVES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/err.h"
#include "base/progress.h"
#include "play/game.h"
#include "play/marathon.h"
#include "store/savegame.h"

#define SAVES_NAME "saved-game-"    /* DIR/saved-game-ID */
#define SAVES_ID_MAX 99999999u

/* The game a session plays, as kept on disk: its ID (0: never saved)
 * and the descriptor that holds it open (-1: none). */
struct save_hold {
	uint32_t id;
	int fd;
};

/* A saved game as --saved lists it. */
struct save_info {
	uint32_t id;
	int64_t saved;          /* when it was written: seconds since 1970 */
	long saved_ns;          /* and nanoseconds: the newest first, even
	                         * of two saved in one second */
	bool open;              /* open in another session now */
	struct savegame sg;     /* parsed (the maze not rebuilt); owned */
};

/* The saved games, newest first. */
struct save_list {
	struct save_info *v;
	size_t n;
};

/* Sets h to hold nothing. */
void saves_hold_init(struct save_hold *h);

/* Lets go of the game h holds (its save stays on disk); h then holds
 * nothing. */
void saves_release(struct save_hold *h);

/* Reads every saved game into l, newest first (taking in an earlier
 * version's saved game first).  A file that does not parse is set
 * aside; *warn then says where (else warn->msg is empty).  Returns 0,
 * or -1 with a message (l then empty). */
int saves_list(struct save_list *l, mg_err *warn, mg_err *e);

/* Frees what l owns. */
void saves_list_free(struct save_list *l);

/* Saves game g (difficulty diff; a maze of marathon mr, or NULL; the
 * day's maze of daily_date, or NULL) at time now as the game h holds:
 * over its own save, or, when it has none yet, as a new one, which h
 * then holds.  Never over another game's save.  Returns 0 or -1 with a
 * message. */
int saves_store(struct save_hold *h, const struct game *g, const char *diff,
    const struct marathon *mr, const char *daily_date, uint64_t now,
    mg_err *e);

/* Takes saved game id (0: the newest that no other session has open)
 * to play it: holds it open (h, which must hold nothing), reads it into
 * sg and resumes it into g at time now (prog, when not NULL, hears of
 * the rebuild and may cancel it).  The save stays on disk until
 * saves_drop.  Returns 0 with sg (savegame_free) and g (game_free)
 * filled; 1 when there is no such game; -1 with a message, nothing to
 * free: code MG_ELOCKED when another session has the game open, or,
 * for id 0, every game (the message says so), MG_EDAMAGED when the file could
 * not be read or resumed and has been set aside (the message names the
 * copy). */
int saves_take(struct save_hold *h, uint32_t id, struct savegame *sg,
    struct game *g, uint64_t now, const struct mg_progress *prog, mg_err *e);

/* Removes the save of the game h holds (won, or given up) and lets go
 * of it.  Returns 0 (also when h holds nothing) or -1 with a message. */
int saves_drop(struct save_hold *h, mg_err *e);

/* Removes saved game id, unless another session has it open (code
 * MG_ELOCKED).  Returns 0, 1 when there is no such game, or -1. */
int saves_remove(uint32_t id, mg_err *e);

#endif
