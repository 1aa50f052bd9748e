/* check_game.c - the rules of play: commands in, state and redraw out.
 *
 * The mazes are drawn by hand in the block format, so the expected
 * answers come from the drawing: a small breadth-first search over the
 * characters of the drawing (grid_bfs below) is the oracle for
 * distances and the way out, not the game's own solver.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play/game.h"
#include "gamecmd.h"
#include "maze/gen/gen.h"
#include "maze/mazeio.h"
#include "maze/puzzle.h"
#include "maze6x4.h"
#include "suites.h"

/* The width of maze6x4.h's maze. */
#define W6 6u
#define OPT6 8u

/* A 9x7 maze with every interior wall open, for fog: the start at
 * (3,3), the exit in the bottom-right corner. */
static const char OPEN9X7[] =
	"###################\n"
	"#                 #\n"
	"# # # # # # # # # #\n"
	"#                 #\n"
	"# # # # # # # # # #\n"
	"#                 #\n"
	"# # # # # # # # # #\n"
	"#      S          #\n"
	"# # # # # # # # # #\n"
	"#                 #\n"
	"# # # # # # # # # #\n"
	"#                 #\n"
	"# # # # # # # # # #\n"
	"#                E#\n"
	"###################\n";

/* Cell index of (row, col) in a maze w cells wide. */
#define CELL(w, r, c) ((uint32_t)(r) * (w) + (uint32_t)(c))

/* ---- the oracle: BFS over the characters of a drawing -------------- */

/* A drawing split into lines. */
struct grid {
	char line[64][160];
	int lines, cols;     /* of characters */
	int w, h;            /* of cells */
};

static void
grid_parse(struct grid *gr, const char *text)
{
	const char *p = text;

	memset(gr, 0, sizeof *gr);
	while (*p != '\0') {
		const char *nl = strchr(p, '\n');
		size_t len = (size_t)(nl - p);

		ck_assert_ptr_nonnull(nl);
		ck_assert_uint_lt(len, sizeof gr->line[0]);
		ck_assert_int_lt(gr->lines, 64);
		memcpy(gr->line[gr->lines++], p, len);
		gr->cols = (int)len;
		p = nl + 1;
	}
	gr->w = (gr->cols - 1) / 2;
	gr->h = (gr->lines - 1) / 2;
}

/* Whether the drawing has a passage from cell (r, c) by (dr, dc). */
static int
grid_open(const struct grid *gr, int r, int c, int dr, int dc)
{
	int nr = r + dr, nc = c + dc;

	if (nr < 0 || nc < 0 || nr >= gr->h || nc >= gr->w)
		return 0;
	return gr->line[2 * r + 1 + dr][2 * c + 1 + dc] != '#';
}

/* Fills dist (w*h entries) with the moves from cell from; -1 when
 * unreachable. */
static void
grid_bfs(const struct grid *gr, int from, int *dist)
{
	static const int dr[4] = { -1, 0, 1, 0 }, dc[4] = { 0, 1, 0, -1 };
	int n = gr->w * gr->h, head = 0, tail = 0, i, d;
	int *queue = malloc((size_t)n * sizeof *queue);

	ck_assert_ptr_nonnull(queue);
	for (i = 0; i < n; i++)
		dist[i] = -1;
	dist[from] = 0;
	queue[tail++] = from;
	while (head < tail) {
		int c = queue[head++], r = c / gr->w, col = c % gr->w;

		for (d = 0; d < 4; d++) {
			int nb = (r + dr[d]) * gr->w + col + dc[d];

			if (grid_open(gr, r, col, dr[d], dc[d]) && dist[nb] < 0) {
				dist[nb] = dist[c] + 1;
				queue[tail++] = nb;
			}
		}
	}
	free(queue);
}

/* Finds the cell marked ch ('S' or 'E'). */
static int
grid_find(const struct grid *gr, char ch)
{
	int r, c;

	for (r = 0; r < gr->h; r++)
		for (c = 0; c < gr->w; c++)
			if (gr->line[2 * r + 1][2 * c + 1] == ch)
				return r * gr->w + c;
	ck_abort_msg("no '%c' in the drawing", ch);
	return -1;
}

/* Checks that the overlay marks exactly the cells on the way from the
 * player's cell to the exit, per the drawing. */
static void
assert_overlay(const struct game *g, const struct grid *gr)
{
	int n = gr->w * gr->h, ex = grid_find(gr, 'E'), c, on = 0;
	int *from_pos = malloc((size_t)n * sizeof *from_pos);
	int *from_exit = malloc((size_t)n * sizeof *from_exit);

	ck_assert_ptr_nonnull(from_pos);
	ck_assert_ptr_nonnull(from_exit);
	grid_bfs(gr, (int)g->pos, from_pos);
	grid_bfs(gr, ex, from_exit);
	for (c = 0; c < n; c++) {
		/* In a perfect maze the cells on the way are exactly those
		 * whose two distances add up to the whole way. */
		bool want = from_pos[c] >= 0
		    && from_pos[c] + from_exit[c] == from_pos[ex];

		ck_assert_msg(game_in(g, GAME_PATH, (uint32_t)c) == want,
		    "cell %d: on path %d, want %d (player at %u)", c,
		    game_in(g, GAME_PATH, (uint32_t)c), want, g->pos);
		on += want;
	}
	ck_assert_int_eq(on, from_pos[ex] + 1);
	free(from_pos);
	free(from_exit);
}

/* ---- making games ---------------------------------------------------- */

/* Starts a game on a drawing at time now. */
static void
start_drawn(struct game *g, const char *text, bool fog, bool trail,
    unsigned sight, uint64_t now)
{
	struct game_rules r = { fog, trail, sight };

	t_game_drawn(g, text, &r, now);
}

/* The plain 6x4 game: no fog, no trail, clock started at 0. */
static void
start6(struct game *g)
{
	start_drawn(g, MAZE6X4, false, false, 0, 0);
}

/* Applies the commands of a zero-terminated list, each expected to
 * change something; returns the last redraw bits. */
static unsigned
play(struct game *g, const enum cmd *cmds)
{
	unsigned rd = RD_NONE;

	for (; *cmds != CMD_NONE; cmds++) {
		rd = t_cmd(g, *cmds, 100);
		ck_assert_msg(rd != RD_NONE, "command %d did nothing at cell %u",
		    (int)*cmds, g->pos);
	}
	return rd;
}

/* The optimal walk of MAZE6X4: five east, three south. */
static const enum cmd WALK6[] = {
	CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,
	CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_S, CMD_NONE,
};

/* Independent efficiency: optimal as a percentage of moves, rounded to
 * the nearest whole percent (halves up). */
static unsigned
expected_efficiency(unsigned optimal, unsigned moves)
{
	double pct = 100.0 * optimal / moves;

	return (unsigned)(pct + 0.5);
}

/* ---- the oracle itself ---------------------------------------------- */

/* t: the way as far as the first junction, (0,2), and one step on. */
START_TEST(test_hint_to_next_junction)
{
	struct game g;
	uint32_t c;

	start6(&g);
	ck_assert_uint_eq(t_cmd(&g, CMD_HINT, 1), RD_CELLS | RD_STATUS);
	for (c = 0; c < W6 * 4; c++)
		ck_assert_msg(game_in(&g, GAME_HINT, c) == (c == CELL(W6, 0, 1)
		    || c == CELL(W6, 0, 2) || c == CELL(W6, 0, 3)), "cell %u", c);
	ck_assert_uint_eq(g.hints, 1);
	ck_assert(!g.assisted);
	ck_assert_uint_eq(g.moves, 0);
	/* Reaching the hint's last cell puts it away. */
	t_cmd(&g, CMD_MOVE_E, 2);
	t_cmd(&g, CMD_MOVE_E, 3);
	ck_assert(game_in(&g, GAME_HINT, CELL(W6, 0, 3)));
	t_cmd(&g, CMD_MOVE_E, 4);
	for (c = 0; c < W6 * 4; c++)
		ck_assert(!game_in(&g, GAME_HINT, c));
	/* From (0,3) the next junction is (2,5): the hint runs down to it
	 * and one step on, to the exit (3,5). */
	t_cmd(&g, CMD_HINT, 5);
	ck_assert_uint_eq(g.hints, 2);
	ck_assert(game_in(&g, GAME_HINT, CELL(W6, 0, 4)));
	ck_assert(game_in(&g, GAME_HINT, CELL(W6, 2, 5)));
	ck_assert(game_in(&g, GAME_HINT, CELL(W6, 3, 5)));
	ck_assert(!game_in(&g, GAME_HINT, CELL(W6, 0, 3)));
	game_free(&g);
}
END_TEST

/* Cells stood on again and dead ends walked into, for the replay. */
START_TEST(test_replay_counts)
{
	static const enum cmd walk[] = { CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_S,
	    CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_W, CMD_MOVE_W, CMD_MOVE_N,
	    CMD_NONE };
	struct game g;

	start6(&g);
	play(&g, walk);
	ck_assert_uint_eq(g.pos, CELL(W6, 0, 2));
	ck_assert_uint_eq(game_dead_ends_explored(&g), 1);   /* (1,4) */
	ck_assert(game_in(&g, GAME_AGAIN, CELL(W6, 1, 3)));
	ck_assert(game_in(&g, GAME_AGAIN, CELL(W6, 1, 2)));
	ck_assert(game_in(&g, GAME_AGAIN, CELL(W6, 0, 2)));
	ck_assert(!game_in(&g, GAME_AGAIN, CELL(W6, 1, 4)));
	ck_assert(!game_in(&g, GAME_AGAIN, CELL(W6, 0, 1)));
	/* Restart forgets it all. */
	t_cmd(&g, CMD_RESTART, 9);
	ck_assert_uint_eq(game_dead_ends_explored(&g), 0);
	ck_assert(!game_in(&g, GAME_AGAIN, CELL(W6, 0, 2)));
	game_free(&g);
}
END_TEST

/* The front end's commands (map, help, pause, new, quit...) are not
 * the rules': the game answers them with nothing and stays as it was. */
START_TEST(test_map_toggles)
{
	static const enum cmd theirs[] = {
		CMD_MAP, CMD_HELP, CMD_VIEW, CMD_PAUSE, CMD_NEW, CMD_QUIT,
		CMD_BACK, CMD_YES, CMD_NO,
	};
	struct game g;
	size_t i;

	start6(&g);
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_E, 1), RD_CELLS | RD_STATUS);
	for (i = 0; i < sizeof theirs / sizeof theirs[0]; i++) {
		ck_assert_uint_eq(t_cmd(&g, theirs[i], 2), RD_NONE);
		ck_assert_uint_eq(g.pos, 1);
		ck_assert_uint_eq(g.moves, 1);
		ck_assert(!g.assisted && !g.show_path && !g.won);
	}
	game_free(&g);
}
END_TEST

START_TEST(test_oracle_agrees_with_drawing)
{
	struct grid gr;
	int dist[W6 * 4];

	grid_parse(&gr, MAZE6X4);
	ck_assert_int_eq(gr.w, 6);
	ck_assert_int_eq(gr.h, 4);
	ck_assert_int_eq(grid_find(&gr, 'S'), 0);
	ck_assert_int_eq(grid_find(&gr, 'E'), (int)CELL(W6, 3, 5));
	grid_bfs(&gr, 0, dist);
	ck_assert_int_eq(dist[CELL(W6, 3, 5)], (int)OPT6);
	ck_assert_int_eq(dist[CELL(W6, 3, 2)], 9);   /* E,E,S,W,W,S,S,E,E */
	ck_assert_int_eq(dist[CELL(W6, 3, 4)], 11);  /* 7 to (2,5), W,W,S,E */
}
END_TEST

/* ---- moves ---------------------------------------------------------- */

START_TEST(test_init_state)
{
	struct game g;

	start6(&g);
	ck_assert_uint_eq(g.pos, 0);
	ck_assert_uint_eq(g.p.exit, CELL(W6, 3, 5));
	ck_assert_uint_eq(g.p.optimal, OPT6);
	ck_assert_uint_eq(g.moves, 0);
	ck_assert(!g.won && !g.assisted && !g.show_path);
	ck_assert_uint_eq(game_distance_left(&g), OPT6);
	ck_assert_uint_eq(game_efficiency(&g), 100);
	ck_assert_uint_eq(g.rules.sight, 2);   /* 0 means the default */
	game_free(&g);
}
END_TEST

START_TEST(test_move_open_cell)
{
	struct game g;
	unsigned rd;

	start6(&g);
	rd = t_cmd(&g, CMD_MOVE_E, 10);
	ck_assert_uint_eq(rd, RD_CELLS | RD_STATUS);
	ck_assert_uint_eq(g.pos, CELL(W6, 0, 1));
	ck_assert_uint_eq(g.moves, 1);
	/* Exactly the old and the new cell changed. */
	ck_assert(g.dirty.any);
	ck_assert_uint_eq(g.dirty.x0, 0);
	ck_assert_uint_eq(g.dirty.x1, 1);
	ck_assert_uint_eq(g.dirty.y0, 0);
	ck_assert_uint_eq(g.dirty.y1, 0);
	/* A vertical move: the rectangle spans both rows. */
	t_cmd(&g, CMD_MOVE_E, 20);
	rd = t_cmd(&g, CMD_MOVE_S, 30);
	ck_assert_uint_eq(rd, RD_CELLS | RD_STATUS);
	ck_assert_uint_eq(g.pos, CELL(W6, 1, 2));
	ck_assert_uint_eq(g.moves, 3);
	ck_assert_uint_eq(g.dirty.x0, 2);
	ck_assert_uint_eq(g.dirty.x1, 2);
	ck_assert_uint_eq(g.dirty.y0, 0);
	ck_assert_uint_eq(g.dirty.y1, 1);
	/* And back west then north again. */
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_W, 40), RD_CELLS | RD_STATUS);
	ck_assert_uint_eq(g.pos, CELL(W6, 1, 1));
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_E, 50), RD_CELLS | RD_STATUS);
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_N, 60), RD_CELLS | RD_STATUS);
	ck_assert_uint_eq(g.pos, CELL(W6, 0, 2));
	ck_assert_uint_eq(g.moves, 6);
	game_free(&g);
}
END_TEST

START_TEST(test_bump_wall)
{
	struct game g;

	start6(&g);
	t_cmd(&g, CMD_MOVE_E, 0);
	/* (0,1): the wall to the south is inside the maze. */
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_S, 5), RD_NONE);
	ck_assert_uint_eq(g.pos, CELL(W6, 0, 1));
	ck_assert_uint_eq(g.moves, 1);
	ck_assert(!g.dirty.any);
	/* A wall between two cells of row 1: (1,4) | (1,5). */
	t_cmd(&g, CMD_MOVE_E, 6);
	t_cmd(&g, CMD_MOVE_S, 7);
	t_cmd(&g, CMD_MOVE_E, 8);
	t_cmd(&g, CMD_MOVE_E, 9);
	ck_assert_uint_eq(g.pos, CELL(W6, 1, 4));
	ck_assert_uint_eq(g.moves, 5);
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_E, 10), RD_NONE);
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_S, 10), RD_NONE);
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_N, 10), RD_NONE);
	ck_assert_uint_eq(g.pos, CELL(W6, 1, 4));
	ck_assert_uint_eq(g.moves, 5);
	ck_assert(!g.won);
	game_free(&g);
}
END_TEST

START_TEST(test_edges_of_maze)
{
	struct game g;
	static const enum cmd to_top_right[] = {
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_NONE,
	};
	static const enum cmd to_bottom_left[] = {
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_W, CMD_MOVE_W,
		CMD_MOVE_S, CMD_MOVE_S, CMD_NONE,
	};

	start6(&g);
	/* The top-left corner: north and west are the border. */
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_N, 1), RD_NONE);
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_W, 1), RD_NONE);
	ck_assert_uint_eq(t_cmd(&g, CMD_RUN_N, 1), RD_NONE);
	ck_assert_uint_eq(t_cmd(&g, CMD_RUN_W, 1), RD_NONE);
	ck_assert_uint_eq(g.pos, 0);
	ck_assert_uint_eq(g.moves, 0);
	/* The top-right corner: north and east are the border. */
	play(&g, to_top_right);
	ck_assert_uint_eq(g.pos, CELL(W6, 0, 5));
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_E, 1), RD_NONE);
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_N, 1), RD_NONE);
	ck_assert_uint_eq(g.pos, CELL(W6, 0, 5));
	ck_assert_uint_eq(g.moves, 5);
	game_free(&g);

	/* The bottom-left corner: south and west are the border. */
	start6(&g);
	play(&g, to_bottom_left);
	ck_assert_uint_eq(g.pos, CELL(W6, 3, 0));
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_S, 1), RD_NONE);
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_W, 1), RD_NONE);
	ck_assert_uint_eq(t_cmd(&g, CMD_RUN_S, 1), RD_NONE);
	ck_assert_uint_eq(g.pos, CELL(W6, 3, 0));
	ck_assert_uint_eq(g.moves, 7);
	game_free(&g);
}
END_TEST

/* ---- runs ----------------------------------------------------------- */

START_TEST(test_run_stops_at_junction)
{
	struct game g;

	start6(&g);
	/* (0,1) is a corridor, (0,2) a junction (east and south). */
	ck_assert_uint_eq(t_cmd(&g, CMD_RUN_E, 1), RD_CELLS | RD_STATUS);
	ck_assert_uint_eq(g.pos, CELL(W6, 0, 2));
	ck_assert_uint_eq(g.moves, 2);
	ck_assert(g.dirty.any);
	ck_assert_uint_eq(g.dirty.x0, 0);
	ck_assert_uint_eq(g.dirty.x1, 2);
	/* South from a junction: (1,2) is a junction too; one step. */
	ck_assert_uint_eq(t_cmd(&g, CMD_RUN_S, 2), RD_CELLS | RD_STATUS);
	ck_assert_uint_eq(g.pos, CELL(W6, 1, 2));
	ck_assert_uint_eq(g.moves, 3);
	game_free(&g);
}
END_TEST

START_TEST(test_run_turns_corners)
{
	struct game g;

	start6(&g);
	t_cmd(&g, CMD_RUN_E, 1);
	/* From (0,2) east: (0,3), (0,4), (0,5), round the corner down to
	 * (1,5) and (2,5), where a branch goes west. */
	ck_assert_uint_eq(t_cmd(&g, CMD_RUN_E, 2), RD_CELLS | RD_STATUS);
	ck_assert_uint_eq(g.pos, CELL(W6, 2, 5));
	ck_assert_uint_eq(g.moves, 2 + 5);
	ck_assert(!g.won);
	ck_assert_uint_eq(g.dirty.x0, 2);
	ck_assert_uint_eq(g.dirty.x1, 5);
	ck_assert_uint_eq(g.dirty.y0, 0);
	ck_assert_uint_eq(g.dirty.y1, 2);
	game_free(&g);

	/* From (1,2) west: (1,1), (1,0), down to (2,0), (3,0), then east
	 * to the dead end (3,2): six cells, two corners. */
	start6(&g);
	t_cmd(&g, CMD_RUN_E, 1);
	t_cmd(&g, CMD_RUN_S, 1);
	ck_assert_uint_eq(t_cmd(&g, CMD_RUN_W, 2), RD_CELLS | RD_STATUS);
	ck_assert_uint_eq(g.pos, CELL(W6, 3, 2));
	ck_assert_uint_eq(g.moves, 3 + 6);
	/* The dead end: back east is a wall, so a run there does nothing. */
	ck_assert_uint_eq(t_cmd(&g, CMD_RUN_E, 3), RD_NONE);
	ck_assert_uint_eq(g.moves, 9);
	/* Back the other way ends at the junction (1,2) again. */
	ck_assert_uint_eq(t_cmd(&g, CMD_RUN_W, 4), RD_CELLS | RD_STATUS);
	ck_assert_uint_eq(g.pos, CELL(W6, 1, 2));
	ck_assert_uint_eq(g.moves, 9 + 6);
	game_free(&g);
}
END_TEST

START_TEST(test_run_stops_at_dead_end)
{
	struct game g;

	start6(&g);
	t_cmd(&g, CMD_RUN_E, 1);
	t_cmd(&g, CMD_RUN_S, 1);
	/* (1,3), then the dead end (1,4). */
	ck_assert_uint_eq(t_cmd(&g, CMD_RUN_E, 2), RD_CELLS | RD_STATUS);
	ck_assert_uint_eq(g.pos, CELL(W6, 1, 4));
	ck_assert_uint_eq(g.moves, 5);
	/* Back west to the start: (1,3), (1,2) is a junction: stop. */
	t_cmd(&g, CMD_RUN_W, 3);
	ck_assert_uint_eq(g.pos, CELL(W6, 1, 2));
	/* North to (0,2), a junction. */
	t_cmd(&g, CMD_RUN_N, 4);
	ck_assert_uint_eq(g.pos, CELL(W6, 0, 2));
	/* West to the start, a dead end. */
	t_cmd(&g, CMD_RUN_W, 5);
	ck_assert_uint_eq(g.pos, 0);
	ck_assert_uint_eq(g.moves, 5 + 2 + 1 + 2);
	game_free(&g);
}
END_TEST

START_TEST(test_run_into_exit_wins)
{
	struct game g;
	unsigned rd;

	start6(&g);
	t_cmd(&g, CMD_RUN_E, 1);
	t_cmd(&g, CMD_RUN_E, 2);
	ck_assert_uint_eq(g.pos, CELL(W6, 2, 5));
	rd = t_cmd(&g, CMD_RUN_S, 3);
	ck_assert_uint_eq(rd, RD_CELLS | RD_STATUS | T_RD_WON);
	ck_assert(g.won);
	ck_assert_uint_eq(g.moves, OPT6);
	ck_assert_uint_eq(game_efficiency(&g), 100);
	game_free(&g);
}
END_TEST

/* A run stops on the exit even where the corridor goes on. */
START_TEST(test_run_stops_on_exit_in_corridor)
{
	static const char corridor[] =
		"###########\n"
		"#S   E    #\n"
		"###########\n";
	struct game g;

	start_drawn(&g, corridor, false, false, 0, 0);
	ck_assert_uint_eq(t_cmd(&g, CMD_RUN_E, 1), RD_CELLS | RD_STATUS | T_RD_WON);
	ck_assert_uint_eq(g.pos, 2);
	ck_assert_uint_eq(g.moves, 2);
	ck_assert(g.won);
	game_free(&g);
}
END_TEST

/* ---- winning -------------------------------------------------------- */

START_TEST(test_optimal_walk_wins)
{
	struct game g;
	unsigned rd;
	const enum cmd *c;

	start6(&g);
	for (c = WALK6; c[1] != CMD_NONE; c++) {
		rd = t_cmd(&g, *c, 100);
		ck_assert_uint_eq(rd, RD_CELLS | RD_STATUS);
		ck_assert(!g.won);
	}
	rd = t_cmd(&g, *c, 100);
	ck_assert_uint_eq(rd, RD_CELLS | RD_STATUS | T_RD_WON);
	ck_assert(g.won);
	ck_assert_uint_eq(g.pos, g.p.exit);
	ck_assert_uint_eq(g.moves, OPT6);
	ck_assert_uint_eq(game_efficiency(&g), 100);
	ck_assert_uint_eq(game_distance_left(&g), 0);
	ck_assert(!g.assisted);
	game_free(&g);
}
END_TEST

START_TEST(test_detours_cost_two_moves_each)
{
	struct game g;
	static const enum cmd one[] = {
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_N,   /* detour */
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,
		CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_S, CMD_NONE,
	};
	static const enum cmd two[] = {
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_E,
		CMD_MOVE_W, CMD_MOVE_N,                           /* detour */
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,
		CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_W, CMD_MOVE_E,   /* and another */
		CMD_MOVE_S, CMD_NONE,
	};

	start6(&g);
	ck_assert_uint_eq(play(&g, one), RD_CELLS | RD_STATUS | T_RD_WON);
	ck_assert(g.won);
	ck_assert_uint_eq(g.moves, OPT6 + 2);
	ck_assert_uint_eq(game_efficiency(&g), expected_efficiency(OPT6, OPT6 + 2));
	ck_assert_uint_eq(game_efficiency(&g), 80);
	game_free(&g);

	/* 8 of 14 moves is 57.14%: rounds to 57. */
	start6(&g);
	ck_assert_uint_eq(play(&g, two), RD_CELLS | RD_STATUS | T_RD_WON);
	ck_assert_uint_eq(g.moves, OPT6 + 6);
	ck_assert_uint_eq(game_efficiency(&g), expected_efficiency(OPT6, OPT6 + 6));
	ck_assert_uint_eq(game_efficiency(&g), 57);
	game_free(&g);
}
END_TEST

/* Rounding is to the nearest percent: 8 of 12 is 66.67%, so 67. */
START_TEST(test_efficiency_rounds_to_nearest)
{
	struct game g;
	static const enum cmd walk[] = {
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_E,
		CMD_MOVE_W, CMD_MOVE_N,
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,
		CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_S, CMD_NONE,
	};

	start6(&g);
	play(&g, walk);
	ck_assert(g.won);
	ck_assert_uint_eq(g.moves, 12);
	ck_assert_uint_eq(game_efficiency(&g), expected_efficiency(OPT6, 12));
	ck_assert_uint_eq(game_efficiency(&g), 67);
	game_free(&g);
}
END_TEST

START_TEST(test_commands_after_win_ignored)
{
	struct game g;
	static const enum cmd ignored[] = {
		CMD_MOVE_N, CMD_MOVE_W, CMD_RUN_N, CMD_RUN_W, CMD_SOLUTION,
		CMD_HELP, CMD_NONE,
	};
	size_t i;

	start6(&g);
	play(&g, WALK6);
	ck_assert(g.won);
	for (i = 0; i < sizeof ignored / sizeof ignored[0]; i++) {
		ck_assert_uint_eq(t_cmd(&g, ignored[i], 500), RD_NONE);
		ck_assert_uint_eq(g.pos, g.p.exit);
		ck_assert_uint_eq(g.moves, OPT6);
		ck_assert(g.won);
		ck_assert(!g.show_path && !g.assisted);
	}
	/* New and quit are the front end's: nothing here either. */
	ck_assert_uint_eq(t_cmd(&g, CMD_NEW, 500), RD_NONE);
	ck_assert_uint_eq(t_cmd(&g, CMD_QUIT, 500), RD_NONE);
	ck_assert(g.won);
	game_free(&g);
}
END_TEST

/* ---- the way out ---------------------------------------------------- */

START_TEST(test_solution_toggles)
{
	struct game g;
	struct grid gr;
	uint32_t c;

	grid_parse(&gr, MAZE6X4);
	start6(&g);
	ck_assert_uint_eq(t_cmd(&g, CMD_SOLUTION, 1), RD_CELLS | RD_STATUS);
	ck_assert(g.show_path);
	ck_assert(g.assisted);
	assert_overlay(&g, &gr);
	/* The changed cells cover the path: row 0 and the last column. */
	ck_assert(g.dirty.any);
	ck_assert_uint_eq(g.dirty.x0, 0);
	ck_assert_uint_eq(g.dirty.y0, 0);
	ck_assert_uint_eq(g.dirty.x1, 5);
	ck_assert_uint_eq(g.dirty.y1, 3);
	/* Off again: nothing is marked, but the game stays assisted. */
	ck_assert_uint_eq(t_cmd(&g, CMD_SOLUTION, 2), RD_CELLS | RD_STATUS);
	ck_assert(!g.show_path);
	ck_assert(g.assisted);
	for (c = 0; c < g.p.m->n; c++)
		ck_assert(!game_in(&g, GAME_PATH, c));
	ck_assert_uint_eq(g.dirty.x1, 5);
	ck_assert_uint_eq(g.dirty.y1, 3);
	/* Winning afterwards keeps it assisted. */
	play(&g, WALK6);
	ck_assert(g.won);
	ck_assert(g.assisted);
	game_free(&g);
}
END_TEST

START_TEST(test_overlay_follows_player)
{
	struct game g;
	struct grid gr;
	static const enum cmd walk[] = {
		CMD_MOVE_E, CMD_MOVE_E,              /* along the way */
		CMD_MOVE_S, CMD_MOVE_W, CMD_MOVE_W,  /* off it */
		CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_E,  /* deeper off */
		CMD_MOVE_W, CMD_MOVE_N, CMD_MOVE_N,  /* coming back */
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_N,  /* onto it again */
		CMD_MOVE_W, CMD_MOVE_W,              /* backwards along it */
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,
		CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_W,  /* the west branch */
		CMD_MOVE_W, CMD_MOVE_S, CMD_MOVE_E,  /* to the dead end (3,4) */
		CMD_NONE,
	};
	const enum cmd *c;

	grid_parse(&gr, MAZE6X4);
	start6(&g);
	t_cmd(&g, CMD_SOLUTION, 1);
	for (c = walk; *c != CMD_NONE; c++) {
		uint32_t old = g.pos;

		ck_assert_uint_eq(t_cmd(&g, *c, 2), RD_CELLS | RD_STATUS);
		assert_overlay(&g, &gr);
		/* The old and new cells are among those redrawn. */
		ck_assert(g.dirty.any);
		ck_assert_uint_le(g.dirty.x0, old % W6);
		ck_assert_uint_ge(g.dirty.x1, old % W6);
		ck_assert_uint_le(g.dirty.y0, old / W6);
		ck_assert_uint_ge(g.dirty.y1, old / W6);
		ck_assert_uint_le(g.dirty.x0, g.pos % W6);
		ck_assert_uint_ge(g.dirty.x1, g.pos % W6);
	}
	ck_assert_uint_eq(g.pos, CELL(W6, 3, 4));
	/* A run with the overlay on. */
	ck_assert_uint_eq(t_cmd(&g, CMD_RUN_W, 3), RD_CELLS | RD_STATUS);
	assert_overlay(&g, &gr);
	game_free(&g);
}
END_TEST

/* Turning the overlay on away from the start shows the way from there. */
START_TEST(test_overlay_from_anywhere)
{
	struct game g;
	struct grid gr;

	grid_parse(&gr, MAZE6X4);
	start6(&g);
	t_cmd(&g, CMD_RUN_E, 1);
	t_cmd(&g, CMD_RUN_S, 1);
	t_cmd(&g, CMD_RUN_W, 1);   /* the dead end (3,2) */
	ck_assert_uint_eq(g.pos, CELL(W6, 3, 2));
	ck_assert(!g.assisted);
	t_cmd(&g, CMD_SOLUTION, 2);
	assert_overlay(&g, &gr);
	ck_assert(game_in(&g, GAME_PATH, CELL(W6, 3, 2)));
	ck_assert(game_in(&g, GAME_PATH, CELL(W6, 1, 1)));
	ck_assert(!game_in(&g, GAME_PATH, CELL(W6, 1, 3)));
	game_free(&g);
}
END_TEST

START_TEST(test_distance_left)
{
	struct game g;
	struct grid gr;
	int to_exit[W6 * 4];
	static const enum cmd walk[] = {
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_W, CMD_MOVE_W,
		CMD_MOVE_S, CMD_MOVE_S, CMD_MOVE_E, CMD_MOVE_E,   /* (3,2) */
		CMD_MOVE_W, CMD_MOVE_W, CMD_MOVE_N, CMD_MOVE_N,
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E,   /* (1,4) */
		CMD_MOVE_W, CMD_MOVE_W, CMD_MOVE_N,
		CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_E, CMD_MOVE_S, CMD_MOVE_S,
		CMD_MOVE_W, CMD_MOVE_W, CMD_MOVE_S, CMD_MOVE_E,   /* (3,4) */
		CMD_NONE,
	};
	const enum cmd *c;

	grid_parse(&gr, MAZE6X4);
	grid_bfs(&gr, grid_find(&gr, 'E'), to_exit);
	start6(&g);
	ck_assert_uint_eq(game_distance_left(&g), (uint64_t)to_exit[0]);
	for (c = walk; *c != CMD_NONE; c++) {
		ck_assert_uint_ne(t_cmd(&g, *c, 1), RD_NONE);
		ck_assert_uint_eq(game_distance_left(&g), (uint64_t)to_exit[g.pos]);
	}
	ck_assert_uint_eq(g.pos, CELL(W6, 3, 4));
	ck_assert_uint_eq(game_distance_left(&g), 5);
	game_free(&g);
}
END_TEST

/* Generated mazes: print them, and check the game against the oracle on
 * the printout (distance left, and that the oracle's way out wins). */
START_TEST(test_generated_mazes_against_oracle)
{
	static const char *algos[] = { "backtracker", "wilson", "prim", "division" };
	static const int dr[4] = { -1, 0, 1, 0 }, dc[4] = { 0, 1, 0, -1 };
	mg_err e;
	struct puzzle_spec spec = { 11, 7, NULL, 0, false, NULL, NULL, false, NULL, 0 };
	struct puzzle p;
	struct game g;
	struct game_rules rules = { false, true, 0 };
	struct grid gr;
	int to_exit[11 * 7], a;

	for (a = 0; a < 4; a++) {
		char *text = NULL;
		size_t len = 0;
		FILE *f = open_memstream(&text, &len);
		int steps = 0;

		spec.algo = gen_find(algos[a]);
		spec.seed = 1000u + (uint64_t)a;
		spec.far_apart = a % 2 == 1;
		ck_assert_ptr_nonnull(spec.algo);
		ck_assert_ptr_nonnull(f);
		ck_assert_int_eq(puzzle_generate(&p, &spec, &e), 0);
		ck_assert_int_eq(mazeio_write(f, p.m, p.start, p.exit, NULL, &e), 0);
		fclose(f);
		grid_parse(&gr, text);
		free(text);
		ck_assert_int_eq(game_init(&g, &p, &rules, 0, &e), 0);
		grid_bfs(&gr, grid_find(&gr, 'E'), to_exit);
		ck_assert_uint_eq(g.pos, (uint32_t)grid_find(&gr, 'S'));
		ck_assert_uint_eq(g.p.optimal, (uint64_t)to_exit[g.pos]);
		/* Walk downhill on the oracle's distances to the exit. */
		while (!g.won) {
			int r = (int)g.pos / gr.w, col = (int)g.pos % gr.w, d;

			ck_assert_uint_eq(game_distance_left(&g), (uint64_t)to_exit[g.pos]);
			for (d = 0; d < 4; d++)
				if (grid_open(&gr, r, col, dr[d], dc[d])
				    && to_exit[(r + dr[d]) * gr.w + col + dc[d]] == to_exit[g.pos] - 1)
					break;
			ck_assert_int_lt(d, 4);
			ck_assert_uint_ne(t_cmd(&g, cmd_move((enum dir)d, false), 1), RD_NONE);
			ck_assert_int_le(++steps, 11 * 7);
		}
		ck_assert_uint_eq(g.moves, g.p.optimal);
		ck_assert_uint_eq(game_efficiency(&g), 100);
		game_free(&g);
	}
}
END_TEST

/* ---- restart, new, quit, help ---------------------------------------- */

START_TEST(test_restart)
{
	struct game g;
	unsigned rd;

	start_drawn(&g, MAZE6X4, false, true, 0, 1000);
	t_cmd(&g, CMD_RUN_E, 1100);
	t_cmd(&g, CMD_RUN_S, 1200);
	ck_assert_uint_eq(g.moves, 3);
	/* Some time already counted: from the first move (1100) to a
	 * pause, 1900 ms, then 1000 more. */
	game_pause(&g, 3000);
	game_resume(&g, 4000);
	ck_assert_uint_eq(game_elapsed(&g, 5000), 2900);
	rd = t_cmd(&g, CMD_RESTART, 5000);
	ck_assert_uint_eq(rd, RD_ALL | RD_STATUS);
	ck_assert_uint_eq(g.pos, g.p.start);
	ck_assert_uint_eq(g.moves, 0);
	ck_assert(!g.won);
	ck_assert(!g.assisted);
	/* The clock starts again with the first move after the restart. */
	ck_assert(!g.clock_running);
	ck_assert_uint_eq(game_elapsed(&g, 5000), 0);
	ck_assert_uint_eq(game_elapsed(&g, 5750), 0);
	/* The trail is wiped: only the start is walked. */
	ck_assert(game_in(&g, GAME_WALKED, 0));
	ck_assert(!game_in(&g, GAME_WALKED, CELL(W6, 0, 1)));
	ck_assert(!game_in(&g, GAME_WALKED, CELL(W6, 1, 2)));
	game_resume(&g, 5800);
	ck_assert_uint_eq(game_elapsed(&g, 5900), 0);
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_E, 6000), RD_CELLS | RD_STATUS);
	ck_assert(g.clock_running);
	ck_assert_uint_eq(game_elapsed(&g, 6750), 750);
	t_cmd(&g, CMD_MOVE_W, 6800);
	/* And the game plays on to a win from there. */
	play(&g, WALK6);
	ck_assert(g.won);
	ck_assert_uint_eq(g.moves, OPT6 + 2);
	game_free(&g);
}
END_TEST

/* Restart after a win plays again; an assisted game stays assisted (the
 * player has seen the way) and the overlay, if on, starts at the start. */
START_TEST(test_restart_after_win_keeps_assisted)
{
	struct game g;
	struct grid gr;

	grid_parse(&gr, MAZE6X4);
	start6(&g);
	t_cmd(&g, CMD_SOLUTION, 1);
	play(&g, WALK6);
	ck_assert(g.won);
	ck_assert(!g.clock_running);
	ck_assert_uint_eq(t_cmd(&g, CMD_RESTART, 300), RD_ALL | RD_STATUS);
	ck_assert(!g.won);
	/* The clock waits for the first move again. */
	ck_assert(!g.clock_running);
	ck_assert_uint_eq(g.pos, 0);
	ck_assert_uint_eq(g.moves, 0);
	ck_assert(g.assisted);
	ck_assert(g.show_path);
	assert_overlay(&g, &gr);
	/* Moves count again after the restart. */
	ck_assert_uint_eq(t_cmd(&g, CMD_MOVE_E, 301), RD_CELLS | RD_STATUS);
	ck_assert_uint_eq(g.moves, 1);
	ck_assert(g.clock_running);
	assert_overlay(&g, &gr);
	game_free(&g);
}
END_TEST

START_TEST(test_new_quit_none)
{
	struct game g;

	start6(&g);
	t_cmd(&g, CMD_MOVE_E, 1);
	ck_assert_uint_eq(t_cmd(&g, CMD_NEW, 2), RD_NONE);
	ck_assert_uint_eq(t_cmd(&g, CMD_QUIT, 3), RD_NONE);
	ck_assert_uint_eq(t_cmd(&g, CMD_NONE, 4), RD_NONE);
	/* None of them moves the player or counts. */
	ck_assert_uint_eq(g.pos, 1);
	ck_assert_uint_eq(g.moves, 1);
	game_free(&g);
}
END_TEST


/* ---- the clock -------------------------------------------------------- */

START_TEST(test_clock_runs_and_pauses)
{
	struct game g;

	start_drawn(&g, MAZE6X4, false, false, 0, 1000);
	/* Nothing counts before the first move, resumed or not. */
	ck_assert(!g.clock_running);
	ck_assert_uint_eq(game_elapsed(&g, 4500), 0);
	game_resume(&g, 5000);
	ck_assert_uint_eq(game_elapsed(&g, 5500), 0);
	/* The first move starts it. */
	t_cmd(&g, CMD_MOVE_E, 6000);
	ck_assert(g.clock_running);
	ck_assert_uint_eq(game_elapsed(&g, 9500), 3500);
	game_pause(&g, 10000);
	ck_assert_uint_eq(game_elapsed(&g, 10000), 4000);
	ck_assert_uint_eq(game_elapsed(&g, 90000), 4000);
	/* Pausing twice counts nothing twice. */
	game_pause(&g, 91000);
	ck_assert_uint_eq(game_elapsed(&g, 91500), 4000);
	game_resume(&g, 100000);
	ck_assert_uint_eq(game_elapsed(&g, 102000), 6000);
	/* Resuming twice does not restart the count. */
	game_resume(&g, 101000);
	ck_assert_uint_eq(game_elapsed(&g, 102000), 6000);
	/* Moves do not touch a running clock. */
	t_cmd(&g, CMD_MOVE_E, 102500);
	ck_assert_uint_eq(game_elapsed(&g, 103000), 7000);
	/* After a pause, a move starts it again too. */
	game_pause(&g, 104000);
	t_cmd(&g, CMD_MOVE_W, 200000);
	ck_assert(g.clock_running);
	ck_assert_uint_eq(game_elapsed(&g, 200500), 8500);
	game_free(&g);
}
END_TEST

START_TEST(test_clock_stops_on_win)
{
	struct game g;
	const enum cmd *c;
	uint64_t t = 2000;

	start_drawn(&g, MAZE6X4, false, false, 0, t);
	for (c = WALK6; *c != CMD_NONE; c++) {
		t += 250;
		t_cmd(&g, *c, t);
	}
	ck_assert(g.won);
	ck_assert(!g.clock_running);
	/* Eight moves a quarter second apart: the clock ran from the
	 * first to the last. */
	ck_assert_uint_eq(game_elapsed(&g, t), (OPT6 - 1) * 250);
	ck_assert_uint_eq(game_elapsed(&g, t + 60000), (OPT6 - 1) * 250);
	ck_assert_uint_eq(g.elapsed_ms, (OPT6 - 1) * 250);
	/* The front end's resume (after a resize, say) cannot restart it. */
	game_resume(&g, t + 70000);
	ck_assert_uint_eq(game_elapsed(&g, t + 80000), (OPT6 - 1) * 250);
	game_free(&g);
}
END_TEST

START_TEST(test_clock_paused_time_not_counted_on_win)
{
	struct game g;

	start_drawn(&g, MAZE6X4, false, false, 0, 0);
	t_cmd(&g, CMD_RUN_E, 1000);
	game_pause(&g, 2000);
	game_resume(&g, 32000);
	t_cmd(&g, CMD_RUN_E, 33000);
	t_cmd(&g, CMD_RUN_S, 34000);
	ck_assert(g.won);
	/* 1000 to 2000, then 32000 to 34000. */
	ck_assert_uint_eq(game_elapsed(&g, 99000), 3000);
	game_free(&g);
}
END_TEST

/* ---- fog ------------------------------------------------------------- */

/* Whether cell (x, y) is within sight s of any cell in the list. */
static bool
near_any(const uint32_t *cells, int n, uint32_t w, uint32_t x, uint32_t y,
    unsigned s)
{
	int i;

	for (i = 0; i < n; i++) {
		long dx = (long)(cells[i] % w) - (long)x;
		long dy = (long)(cells[i] / w) - (long)y;

		if (labs(dx) <= (long)s && labs(dy) <= (long)s)
			return true;
	}
	return false;
}

/* Checks game_visible on every cell against the cells stood on. */
static void
assert_fog(const struct game *g, const uint32_t *stood, int n)
{
	uint32_t w = g->p.m->w, x, y;

	for (y = 0; y < g->p.m->h; y++)
		for (x = 0; x < w; x++)
			ck_assert_msg(game_visible(g, y * w + x)
			    == near_any(stood, n, w, x, y, g->rules.sight),
			    "cell (%u,%u) visible %d, sight %u, player at %u",
			    x, y, game_visible(g, y * w + x), g->rules.sight, g->pos);
}

START_TEST(test_no_fog_all_visible)
{
	struct game g;
	uint32_t c;

	start6(&g);
	for (c = 0; c < g.p.m->n; c++)
		ck_assert(game_visible(&g, c));
	game_free(&g);
}
END_TEST

START_TEST(test_fog_sight_and_memory)
{
	struct game g;
	uint32_t stood[16];
	int n = 0;
	const uint32_t w = 9, start = CELL(9, 3, 3);

	start_drawn(&g, OPEN9X7, true, false, 2, 0);
	ck_assert_uint_eq(g.pos, start);
	stood[n++] = g.pos;
	assert_fog(&g, stood, n);
	/* Spot checks: two cells away is seen, three is not. */
	ck_assert(game_visible(&g, CELL(w, 1, 1)));
	ck_assert(game_visible(&g, CELL(w, 5, 5)));
	ck_assert(!game_visible(&g, CELL(w, 3, 6)));
	ck_assert(!game_visible(&g, CELL(w, 0, 3)));
	ck_assert(!game_visible(&g, CELL(w, 6, 8)));
	/* East twice: a new column each time; the old ones stay seen. */
	t_cmd(&g, CMD_MOVE_E, 1);
	stood[n++] = g.pos;
	assert_fog(&g, stood, n);
	/* The newly seen column is in the redrawn rectangle. */
	ck_assert_uint_le(g.dirty.x0, 3);
	ck_assert_uint_ge(g.dirty.x1, 6);
	ck_assert_uint_le(g.dirty.y0, 1);
	ck_assert_uint_ge(g.dirty.y1, 5);
	t_cmd(&g, CMD_MOVE_E, 2);
	stood[n++] = g.pos;
	assert_fog(&g, stood, n);
	/* South twice, then all the way back west: what was seen stays. */
	t_cmd(&g, CMD_MOVE_S, 3);
	stood[n++] = g.pos;
	t_cmd(&g, CMD_MOVE_S, 4);
	stood[n++] = g.pos;
	assert_fog(&g, stood, n);
	ck_assert(game_visible(&g, CELL(w, 6, 7)));
	ck_assert(!game_visible(&g, CELL(w, 6, 8)));
	t_cmd(&g, CMD_RUN_W, 5);   /* open room: a one-cell "run" */
	stood[n++] = g.pos;
	t_cmd(&g, CMD_MOVE_W, 6);
	stood[n++] = g.pos;
	t_cmd(&g, CMD_MOVE_W, 7);
	stood[n++] = g.pos;
	assert_fog(&g, stood, n);
	ck_assert(game_visible(&g, CELL(w, 1, 7)));   /* seen from (3,5) */
	/* Restart forgets what was seen. */
	t_cmd(&g, CMD_RESTART, 8);
	n = 0;
	stood[n++] = g.pos;
	assert_fog(&g, stood, n);
	ck_assert(!game_visible(&g, CELL(w, 1, 7)));
	game_free(&g);
}
END_TEST

START_TEST(test_fog_sight_one_and_default)
{
	struct game g;
	uint32_t stood[4];

	start_drawn(&g, OPEN9X7, true, false, 1, 0);
	stood[0] = g.pos;
	assert_fog(&g, stood, 1);
	ck_assert(game_visible(&g, CELL(9, 2, 2)));
	ck_assert(!game_visible(&g, CELL(9, 1, 1)));
	game_free(&g);

	/* Sight 0 means the default, two cells. */
	start_drawn(&g, OPEN9X7, true, false, 0, 0);
	ck_assert_uint_eq(g.rules.sight, 2);
	stood[0] = g.pos;
	assert_fog(&g, stood, 1);
	game_free(&g);
}
END_TEST

/* Fog sees through walls: it is a square around the player, whatever
 * the maze (the drawing hides walls, not the maze's shape). */
START_TEST(test_fog_corner_start)
{
	struct game g;
	uint32_t stood[2];

	start_drawn(&g, MAZE6X4, true, false, 2, 0);
	stood[0] = g.pos;
	assert_fog(&g, stood, 1);
	ck_assert(game_visible(&g, CELL(W6, 2, 2)));
	ck_assert(!game_visible(&g, CELL(W6, 3, 0)));
	ck_assert(!game_visible(&g, CELL(W6, 0, 3)));
	/* The overlay is not limited by the fog. */
	t_cmd(&g, CMD_SOLUTION, 1);
	ck_assert(game_in(&g, GAME_PATH, g.p.exit));
	ck_assert(!game_visible(&g, g.p.exit));
	game_free(&g);
}
END_TEST

/* ---- the trail --------------------------------------------------------- */

START_TEST(test_trail_marks_walked_cells)
{
	struct game g;
	struct grid gr;
	uint32_t c;

	grid_parse(&gr, MAZE6X4);
	start_drawn(&g, MAZE6X4, false, true, 0, 0);
	ck_assert(game_in(&g, GAME_WALKED, 0));
	for (c = 1; c < g.p.m->n; c++)
		ck_assert(!game_in(&g, GAME_WALKED, c));
	t_cmd(&g, CMD_RUN_E, 1);   /* (0,1), (0,2) */
	t_cmd(&g, CMD_RUN_S, 2);   /* (1,2) */
	t_cmd(&g, CMD_RUN_E, 3);   /* (1,3), (1,4) */
	t_cmd(&g, CMD_MOVE_S, 4);  /* a bump: nothing new */
	for (c = 0; c < g.p.m->n; c++) {
		bool want = c == 0 || c == CELL(W6, 0, 1) || c == CELL(W6, 0, 2)
		    || c == CELL(W6, 1, 2) || c == CELL(W6, 1, 3)
		    || c == CELL(W6, 1, 4);

		ck_assert_msg(game_in(&g, GAME_WALKED, c) == want, "cell %u", c);
	}
	/* Walking back over it changes nothing; it stays walked. */
	t_cmd(&g, CMD_RUN_W, 5);
	ck_assert(game_in(&g, GAME_WALKED, CELL(W6, 1, 4)));
	ck_assert(!game_in(&g, GAME_WALKED, CELL(W6, 1, 1)));
	game_free(&g);
}
END_TEST

/* The trail rule is applied where the trail is drawn: game_walked keeps
 * its record without the rule too (the front end checks rules.trail). */
START_TEST(test_walked_without_trail_rule)
{
	struct game g;

	start_drawn(&g, MAZE6X4, false, false, 0, 0);
	ck_assert(!g.rules.trail);
	t_cmd(&g, CMD_MOVE_E, 1);
	ck_assert(game_in(&g, GAME_WALKED, CELL(W6, 0, 1)));
	ck_assert(!game_in(&g, GAME_WALKED, CELL(W6, 0, 2)));
	game_free(&g);
}
END_TEST

Suite *
game_suite(void)
{
	Suite *s = suite_create("game");
	TCase *tc;

	tc = tcase_create("oracle");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_oracle_agrees_with_drawing);
	tcase_add_test(tc, test_generated_mazes_against_oracle);
	suite_add_tcase(s, tc);

	tc = tcase_create("moves");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_init_state);
	tcase_add_test(tc, test_move_open_cell);
	tcase_add_test(tc, test_bump_wall);
	tcase_add_test(tc, test_edges_of_maze);
	suite_add_tcase(s, tc);

	tc = tcase_create("runs");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_run_stops_at_junction);
	tcase_add_test(tc, test_run_turns_corners);
	tcase_add_test(tc, test_run_stops_at_dead_end);
	tcase_add_test(tc, test_run_into_exit_wins);
	tcase_add_test(tc, test_run_stops_on_exit_in_corridor);
	suite_add_tcase(s, tc);

	tc = tcase_create("winning");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_optimal_walk_wins);
	tcase_add_test(tc, test_detours_cost_two_moves_each);
	tcase_add_test(tc, test_efficiency_rounds_to_nearest);
	tcase_add_test(tc, test_commands_after_win_ignored);
	suite_add_tcase(s, tc);

	tc = tcase_create("restart");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_restart);
	tcase_add_test(tc, test_restart_after_win_keeps_assisted);
	tcase_add_test(tc, test_new_quit_none);
	suite_add_tcase(s, tc);

	tc = tcase_create("aids");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_hint_to_next_junction);
	tcase_add_test(tc, test_replay_counts);
	tcase_add_test(tc, test_map_toggles);
	tcase_add_test(tc, test_solution_toggles);
	tcase_add_test(tc, test_overlay_follows_player);
	tcase_add_test(tc, test_overlay_from_anywhere);
	tcase_add_test(tc, test_distance_left);
	suite_add_tcase(s, tc);

	tc = tcase_create("clock");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_clock_runs_and_pauses);
	tcase_add_test(tc, test_clock_stops_on_win);
	tcase_add_test(tc, test_clock_paused_time_not_counted_on_win);
	suite_add_tcase(s, tc);

	tc = tcase_create("fog and trail");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_no_fog_all_visible);
	tcase_add_test(tc, test_fog_sight_and_memory);
	tcase_add_test(tc, test_fog_sight_one_and_default);
	tcase_add_test(tc, test_fog_corner_start);
	tcase_add_test(tc, test_trail_marks_walked_cells);
	tcase_add_test(tc, test_walked_without_trail_rule);
	suite_add_tcase(s, tc);
	return s;
}
