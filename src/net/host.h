/* host.h - the host of a race room, as a library.
 *
 * The host owns the room's listening socket and one connection a peer,
 * keeps the one true race model (race.h) and runs the room:
 * lobby -> countdown (3-2-1) -> race -> results -> rematch.  It never
 * blocks, never prints and never draws: the caller polls the fds
 * host_pollfds() hands out (with its own, such as the terminal), calls
 * host_service() with what poll answered, and draws from host_race().
 * The host's own player is in-process: host_play() hands its messages
 * to the handler every peer's go through.
 * Every move is checked against the maze; the host's clock times all.
 * No racer moves faster than a key held down: a move or a run (one
 * command however far it goes) beyond HOST_MOVES_RATE a second, after
 * a burst of HOST_MOVES_BURST, is ignored, never queued.
 * One user cannot fill the room: it holds at most HOST_USER_PLACES of
 * its HOST_PLACES and HOST_USER_CONNS connections, and a connection
 * that has not said hello holds no place (nor, when connections run
 * short, its connection).
 * A peer that breaks the protocol, floods (over 100 messages a second),
 * or stops reading until its queue is full is dropped, and the reason is
 * a notice in the race model's events.
 */
#ifndef MAZEGAME_NET_HOST_H
#define MAZEGAME_NET_HOST_H

#include <poll.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "base/err.h"
#include "maze/maze.h"
#include "maze/shape.h"
#include "net/race.h"
#include "net/room.h"

#define HOST_PEERS_MAX 256         /* connections at once */
#define HOST_PLACES 64             /* racers and spectators at once */
#define HOST_USER_PLACES 4         /* ... of one user (the host's own
                                      player is one of its user's), or
                                      of one visitor of an arcade */
#define HOST_USER_CONNS 8          /* connections of one user at once,
                                      hello said or not */
#define HOST_QUEUE_MAX (32 * 1024) /* bytes waiting for one peer */
#define HOST_HELLO_MS 5000         /* a peer has this long to say hello */
#define HOST_RATE 100              /* messages a second a peer may send */
#define HOST_BURST 200             /* ... and at once */
#define HOST_BYE_MS 1000           /* a dropped peer's last line may wait */
#define HOST_MOVES_RATE 30         /* moves or runs a second a racer makes */
#define HOST_MOVES_BURST 10        /* ... and at once; more are ignored */

/* The maze of a race: the puzzle (borrowed: it must live until the next
 * host_rematch or host_destroy) and the words that name it to clients,
 * who build the same one from them. */
struct host_maze {
	const maze *m;
	uint32_t start, exit;
	uint64_t optimal;
	const char *algo;        /* a generator's name */
	uint64_t seed;
	const char *diff;        /* "easy", "normal", "hard" */
	/* The maze's shape (NULL: the square grid), told in a "shape" line
	 * to every peer that comes, and its number (0: none). */
	const struct shape *shape;
	unsigned shape_k;
};

/* How to host. */
struct host_config {
	const char *room;           /* a valid room name */
	int listen_fd;              /* from room_open/room_listen; taken over */
	uid_t uid;                  /* the host's user */
	const struct room_acl *acl; /* NULL: everyone may join */
	bool play;                  /* the host's own user races too */
	/* An arcade's room: hosted by the arcade's own account (uid), whose
	 * peers, its visitors, race under the names they give (nobody else
	 * can run a program as that account); and the name the host's own
	 * player races under (NULL: its login). */
	bool arcade;
	const char *name;
	/* A player's own game on show (host_show.c): the host's own player
	 * (play must be true) plays alone from the first moment, and every
	 * peer only watches. */
	bool show;
};

struct host;

/* Opens the room's lobby on maze mz at time now (ms of a monotonic
 * clock).  Returns a host the caller frees with host_destroy(), or NULL
 * with a message (the listening socket is closed then too). */
struct host *host_create(const struct host_config *c,
    const struct host_maze *mz, uint64_t now, mg_err *e);

/* Closes every connection and the room, and frees h; NULL is fine.  The
 * peers see the host go away. */
void host_destroy(struct host *h);

/* Returns the race model to draw from (owned by h); its events say what
 * changed, notices say who was dropped and why. */
struct race *host_race(struct host *h);

/* Returns the id of the host's own racer, or -1 when it does not play. */
int host_local_id(const struct host *h);

/* Writes the fds to poll into pfd (at most max) and returns how many:
 * the room's socket and every peer, POLLOUT only for a peer whose
 * queue is not empty.  Pass the same entries to host_service. */
size_t host_pollfds(const struct host *h, struct pollfd *pfd, size_t max);

/* Acts on what poll answered for the entries host_pollfds wrote, and on
 * the clock (the countdown, hello deadlines).  Never blocks. */
void host_service(struct host *h, const struct pollfd *pfd, size_t n,
    uint64_t now);

/* Returns the ms until host_service must run again even if no fd is
 * ready (a countdown tick, a deadline), or -1 for no such need. */
int host_timeout(const struct host *h, uint64_t now);

/* Starts the countdown from the lobby (Enter on the host).  Returns 0,
 * or -1 with a message when the room is not in its lobby. */
int host_start(struct host *h, uint64_t now, mg_err *e);

/* After the results (or in the lobby): a new maze, everyone still here
 * back to ready, and the countdown at once.  mz as for host_create.
 * Returns 0, or -1 with a message when a race is on. */
int host_rematch(struct host *h, const struct host_maze *mz, uint64_t now,
    mg_err *e);

/* How long the others race on after the first finish before the host
 * calls the race (results, the rest listed as not finished). */
#define HOST_CALL_MS 60000

/* Calls the race now (Enter on the host's finish table): the results,
 * those still racing listed as not finished.  Returns 0, or -1 with a
 * message when no race is on or no one has finished yet. */
int host_call(struct host *h, mg_err *e);

/* The host's own player says m, a racer's message (a move, a run,
 * assist, start), acted on by the handler every peer's goes through
 * (host_play.c): a move is ignored through a wall, when not racing, or
 * beyond the rate of moves; a run walks the corridor by maze_run. */
void host_play(struct host *h, const struct proto_msg *m, uint64_t now);

/* Returns how many peers are connected (hello said or not), not
 * counting those dropped whose last line is still being written. */
size_t host_peers(const struct host *h);

/* A game on show (host_config's show): the player's own game, told to
 * those who watch it as it is played (host_show.c).  The player's
 * process is the judge of its own game, so positions are told, not
 * checked. */

/* The player starts another game, on maze mz (as for host_create): the
 * watchers see the last one's end and the new one.  Returns 0, or -1
 * with a message (a maze clients could not build, or of another shape
 * than the room's). */
int host_show_maze(struct host *h, const struct host_maze *mz, uint64_t now,
    mg_err *e);

/* The player is at cell after moves moves: told when it changed; at the
 * exit the game is won. */
void host_show_at(struct host *h, uint32_t cell, uint64_t moves,
    uint64_t now);

/* Returns how many watch the room now. */
unsigned host_watchers(const struct host *h);

#endif
