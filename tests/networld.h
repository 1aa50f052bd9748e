/* networld.h - a host and its clients in one test process, over real
 * sockets, on a clock the test moves (w->now).  Nothing waits for a
 * time: NW_UNTIL pumps poll until a condition holds and fails only after
 * a generous deadline. */
#ifndef MAZEGAME_TESTS_NETWORLD_H
#define MAZEGAME_TESTS_NETWORLD_H

#include <stdbool.h>
#include <stdint.h>

#include "base/clock.h"
#include "net/client.h"
#include "net/host.h"

#define NCL 4

/* The host, its clients, and the clock they share. */
struct world {
	struct host *h;
	maze *m;
	struct client cl[NCL];
	bool open[NCL];
	char room[40];
	uint64_t now;
};

/* A 5x2 maze: row 0 a corridor east, (4,0) open south to (4,1), row 1 a
 * corridor west.  Start cell 0, exit cell 5: 9 moves.  Caller frees. */
maze *nw_corridor(void);

/* Fills mz with w's corridor and seed. */
void nw_maze_of(const struct world *w, struct host_maze *mz, uint64_t seed);

/* Hosts a fresh room named after tag (fails the test on error). */
void nw_world_init(struct world *w, const char *tag, bool play,
    uid_t host_uid, const struct room_acl *acl);

/* Closes and frees everything (w->h may be NULL already). */
void nw_world_free(struct world *w);

/* nw_world_init for an arcade's room (its host's own player the
 * visitor name; NULL: not an arcade's). */
void nw_world_init_arcade(struct world *w, const char *tag, bool play,
    uid_t host_uid, const struct room_acl *acl, const char *name);

/* nw_world_init_arcade for a visitor's game on show (host_config's
 * show), its player the visitor name. */
void nw_world_init_show(struct world *w, const char *tag, const char *name);

/* All of the above in one: the host_config's words. */
void nw_world_init_host(struct world *w, const char *tag, bool play,
    uid_t host_uid, const struct room_acl *acl, const char *name, bool show);

/* One round of poll over the host and the clients. */
void nw_pump(struct world *w);

/* Pumps until cond holds; fails after 10 s of real time. */
#define NW_UNTIL(w, cond) do { \
	uint64_t until_end = clock_ms() + 10000; \
	while (!(cond)) { \
		ck_assert_msg(clock_ms() < until_end, "timed out: %s", #cond); \
		nw_pump(w); \
	} \
} while (0)

/* Joins client i as role and waits for its welcome and maze. */
void nw_join(struct world *w, int i, unsigned role);

/* Connects a raw peer to the room; returns its fd. */
int nw_raw(struct world *w);

/* Reads what fd holds now into buf (NUL-terminated, at most size - 1
 * bytes in all, appended at *len); returns false once fd is closed. */
bool nw_drain(int fd, char *buf, size_t size, size_t *len);

/* Writes all of s to fd. */
void nw_say(int fd, const char *s, size_t len);

/* Returns whether a notice containing want is queued in r (eats the
 * notices it reads). */
bool nw_noticed(struct race *r, const char *want);

/* The host's own player moves toward d (with run: runs), as its
 * front end does: one message, through host_play. */
void nw_host_move(struct world *w, enum dir d, bool run);

/* The host's own player says it was shown the way out. */
void nw_host_assist(struct world *w);

/* Starts the countdown and moves the clock on to "go". */
void nw_count_down(struct world *w);

#endif
