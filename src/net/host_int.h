/* host_int.h - what host_loop.c, host_peer.c, host_race.c and
 * host_play.c share; no one else includes it.  (host.h has no host.c:
 * its functions live in those four files.) */
#ifndef MAZEGAME_NET_HOST_INT_H
#define MAZEGAME_NET_HOST_INT_H

#include "net/conn.h"
#include "net/host.h"
#include "net/rate.h"

/* One connection. */
struct host_peer {
	struct conn c;
	uid_t uid;
	pid_t pid;
	int id;                  /* racer id once it said hello, else -1 */
	char name[PROTO_NAME_MAX + 1];   /* a visitor's name, else "" */
	uint64_t since;          /* when it connected */
	struct rate lines;            /* flood control */
	char drop[RACE_NOTICE_MAX];   /* not empty: drop it for this */
	bool quiet;              /* the drop is an ordinary leave */
	bool closing;            /* dropped: out of the room, only its
	                          * "error" line still to write */
	uint64_t bye_at;         /* ... until this time at the latest */
};

struct host {
	struct race race;
	int lfd;
	uid_t uid;
	uid_t visitors;                   /* its own account in an arcade's
	                                     room (its visitors'), else
	                                     (uid_t)-1 */
	char name[PROTO_NAME_MAX + 1];    /* the host's own player's: a
	                                     visitor's name, else "" */
	struct room_acl acl;
	struct host_maze mz;
	char algo[PROTO_WORD_MAX + 1], diff[PROTO_WORD_MAX + 1];
	struct host_peer *peer[HOST_PEERS_MAX];
	size_t npeers;
	int local;                        /* the host's racer id, or -1 */
	bool plays;                       /* host_config's play */
	bool show;                        /* host_config's show */
	uint32_t cell[RACE_SLOTS];        /* where each racer is */
	bool assisted[RACE_SLOTS];
	struct rate moves[RACE_SLOTS];    /* each racer's moves and runs */
	uint64_t tick_at;                 /* the countdown's next step */
	uint64_t t0;                      /* when the race started */
	uint64_t call_at;                 /* the race is called then (0: no
	                                     one has finished yet) */
	uint64_t now;                     /* the latest time we were told */
};

/* Marks p to be dropped for reason (the first reason wins); quiet: an
 * ordinary leave, not a fault. */
void host_doom(struct host_peer *p, bool quiet, const char *reason);

/* Makes room for one more connection: forgets the oldest that holds
 * no place (no hello yet, or dropped and saying why).  Returns false
 * when every connection holds a place. */
bool host_evict(struct host *h);

/* Takes the new connections waiting on the room's socket. */
void host_accept(struct host *h, uint64_t now);

/* Reads what p sent and acts on each whole line, within its credit. */
void host_input(struct host *h, struct host_peer *p, uint64_t now);

/* Writes every queue out as far as the sockets take it now (for
 * latency), then drops whoever is marked. */
void host_flush(struct host *h);

/* Applies m to the host's model and sends it to every peer in the room;
 * a peer whose queue overflows is marked for dropping. */
void host_send_all(struct host *h, const struct proto_msg *m);

/* Sends m to one peer (marked for dropping on overflow). */
void host_send_one(struct host *h, struct host_peer *p,
    const struct proto_msg *m);

/* Takes a new racer (or spectator) into the room, with a racer id, and
 * tells it the room and everyone the newcomer, by name (an arcade's
 * visitor's) or else uid's login.  Returns the id, or -1 when the room
 * is full. */
int host_admit(struct host *h, struct host_peer *p, uid_t uid,
    const char *name, bool spectator);

/* Readies a rematch on maze mz (racers stay, told the new maze); the
 * caller starts the countdown.  Returns 0, or -1 with a message (the
 * maze there was is kept). */
int host_prepare_rematch(struct host *h, const struct host_maze *mz,
    mg_err *e);

/* Racer id leaves the room (told to everyone). */
void host_leave(struct host *h, unsigned id);

/* Racer id moves (run: runs) the way d of the maze's shape (an enum
 * dir on the square grid), if it races, within its rate of moves, and
 * no wall is in the way; the room is told where it is now. */
void host_step(struct host *h, unsigned id, unsigned d, bool run,
    uint64_t now);

/* Acts on racer id's message m (of user uid): a move, a run, assist,
 * start; the host's own player's and every peer's alike.  Returns
 * false for a message that is none of those. */
bool host_command(struct host *h, unsigned id, uid_t uid,
    const struct proto_msg *m, uint64_t now);

/* Racer id is at cell after moves (a step, a run, or a game on show
 * as its player has it): the room is told, and a racer at the exit
 * finishes, placed after those out before it. */
void host_arrive(struct host *h, unsigned id, uint32_t cell, uint64_t moves,
    uint64_t now);

/* The results: the race is over, whoever still races (and a game on
 * show, left for another, is over). */
void host_results(struct host *h);

/* The countdown is over (or a game on show begins): everyone ready
 * races from the start of the room's maze, told it now. */
void host_go(struct host *h);

/* Starts the countdown from the lobby, as host_start but without
 * writing to the sockets (safe while a peer's lines are being read). */
int host_countdown(struct host *h, uint64_t now, mg_err *e);

/* Runs the countdown: due steps of it happen. */
void host_tick(struct host *h, uint64_t now);

/* Makes mz the room's maze (copying its names) and tells everyone.
 * Returns 0, or -1 with a message for a maze clients cannot build. */
int host_set_maze(struct host *h, const struct host_maze *mz, mg_err *e);

/* Fills m with the maze line of the room's maze (host_maze.c). */
void host_maze_msg(const struct host *h, struct proto_msg *m);

/* Fills m with the shape line of mz and returns true, or returns false
 * for the square grid, which has none (host_maze.c). */
bool host_shape_msg(const struct host_maze *mz, struct proto_msg *m);


#endif
