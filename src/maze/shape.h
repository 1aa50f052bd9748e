/* shape.h - the shapes a maze can have: one row each in one table.
 *
 * A shape says how many cells a maze of a size has, who each cell's
 * neighbours are (its ways, numbered from 0, with names), where the
 * passage of a cell toward a way is kept, and how the cells sit on a
 * character grid.  Generators, the search, the readers and writers and
 * the game ask the shape (through maze.h's maze_next, maze_way_open and
 * maze_set_way) instead of assuming four directions.  The square grid
 * is the first row; its mazes keep their own fast paths and 2 bits a
 * cell.  Adding a shape is one file here (NAME.c) and its row in
 * shape.c's table.
 */
#ifndef MAZEGAME_SHAPE_H
#define MAZEGAME_SHAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/err.h"
#include "maze/maze.h"

/* The eight points of the compass, as the keys name them (arrows and
 * hjkl the four, yubn the diagonals), clockwise from north; then up and
 * down a floor (the stairs' keys < and >). */
enum compass {
	COMPASS_N, COMPASS_NE, COMPASS_E, COMPASS_SE,
	COMPASS_S, COMPASS_SW, COMPASS_W, COMPASS_NW,
	COMPASS_UP, COMPASS_DOWN,
};

/* A band of a shape's character grid, so that a picture of any size
 * is drawn a few rows at a time: rows row0 to row0 + rows - 1 of a grid
 * cols wide, in g (rows x cols characters). */
struct shape_band {
	char *g;
	uint32_t cols, row0, rows;
};

/* Where (r, c) of the grid is in band b, or NULL when b does not hold
 * it. */
static inline char *
shape_band_at(const struct shape_band *b, int64_t r, int64_t c)
{
	if (r < (int64_t)b->row0 || r - (int64_t)b->row0 >= (int64_t)b->rows
	    || c < 0 || c >= (int64_t)b->cols)
		return NULL;
	return &b->g[(size_t)(r - b->row0) * b->cols + (size_t)c];
}

/* Puts ch at (r, c) of the grid, where band b holds it. */
static inline void
shape_band_put(const struct shape_band *b, int64_t r, int64_t c, char ch)
{
	char *at = shape_band_at(b, r, c);

	if (at != NULL)
		*at = ch;
}

/* One shape. */
struct shape {
	const char *name;        /* what --shape takes */
	const char *summary;     /* marked line for --list-shapes */
	unsigned ways;           /* ways a cell may have, at most MAZE_MAX_WAYS */
	/* The ways' names for people (marked, translated where shown), and
	 * the short words files and the protocol use ("ne"). */
	const char *const *way_names;
	const char *const *way_words;
	/* Whether cell i of m has a neighbour the way d; *j gets it. */
	bool (*next)(const maze *m, uint32_t i, unsigned d, uint32_t *j);
	/* True when the ways pair up as d and d + ways / 2, the way back
	 * from d is its pair, and every cell keeps the first half as bits
	 * 0 to ways / 2 - 1: then back and keep_bit are NULL. */
	bool halves;
	/* Otherwise: the way from that neighbour back to i; and whether
	 * cell i keeps the passage toward d itself (else its neighbour
	 * keeps it, toward back), a cell keeping at most 4, as bits 0-3
	 * numbered by keep_bit. */
	unsigned (*back)(const maze *m, uint32_t i, unsigned d);
	int (*keep_bit)(const maze *m, uint32_t i, unsigned d);
	/* Every neighbour of cell i at once (UINT32_MAX where a way has
	 * none) and the mask of the open ways: what the searches and the
	 * generators ask most, answered in one call. */
	unsigned (*links)(const maze *m, uint32_t i, uint32_t nb[MAZE_MAX_WAYS]);
	/* The ways of cell i a key toward compass point c may mean, in
	 * way[0] and way[1]: returns how many (0 to 2; with two, the
	 * game takes the open one, and asks when both are). */
	unsigned (*toward)(const maze *m, uint32_t i, unsigned c,
	    unsigned way[2]);
	/* Where a key means one way in every cell: the way of each
	 * compass point (COMPASS_DOWN + 1 of them, -1 for none), and
	 * toward is shape_toward_one, which reads it; else NULL. */
	const signed char *compass_way;
	/* Whether the shape has diagonal ways (the keys yubn move then). */
	bool diagonals;
	/* The mask of its ways that are stairs (the keys < and > climb
	 * then; bumping one finds no stairs, not a wall), 0 for none. */
	unsigned stairs;
	/* Whether its rows are rings (up is in, left counter-clockwise:
	 * the key help says the moves so; place gives the place in the
	 * ring, then the ring). */
	bool rings;
	/* The compass point whose key means way d alone, a way each (the
	 * inverse of toward where toward names one way). */
	const unsigned char *compass;
	/* The character grid: its size, where cell i's centre is, and
	 * where the wall between i and its neighbour the way d is.  A
	 * shape whose cells sit in rows of the grid (struct shape_rows, shape_rows.h)
	 * names it in rows and takes shape_rows_size and shape_rows_cell
	 * for the first two; one whose walls sit a fixed step from the
	 * centre names the steps in rows and takes shape_rows_wall. */
	const struct shape_rows *rows;
	void (*text_size)(const maze *m, uint32_t *rows, uint32_t *cols);
	void (*text_cell)(const maze *m, uint32_t i, uint32_t *row,
	    uint32_t *col);
	void (*text_wall)(const maze *m, uint32_t i, unsigned d,
	    uint32_t *row, uint32_t *col);
	/* Draws the walls of m on the rows of the grid that band b holds
	 * (filled with spaces): '|' and '-' for walls, '+' for the posts
	 * they meet at (triangle: '/' and '\\' for its slanting walls,
	 * '_' for its flat ones), nothing outside the band. */
	void (*text_draw)(const maze *m, const struct shape_band *b);
	/* What position (row, col) of the grid is: one of enum shape_at,
	 * with *i the cell and *k the column inside it (TEXT_CELL, 1 to
	 * 3, 2 the centre; 0 for the columns past those of a cell wider
	 * than three), or *i and *k the cell and way whose wall it
	 * is (TEXT_WALL: the way may lead off the maze, to the border;
	 * TEXT_UNDER: an open passage that runs beneath a cell there;
	 * TEXT_CORNER: a post that the way runs through, between two
	 * cells that meet at their corners, a post when it is closed). */
	int (*text_at)(const maze *m, uint32_t row, uint32_t col, uint32_t *i,
	    unsigned *k);
	/* The shape's own number K, when it has one (floors: how many;
	 * weave: the crossings' percentage): its name, as the option
	 * (--NAME=K) and the config file (NAME = K) say it, which alone
	 * means this shape; its range and the K of a shape named without
	 * one.  NULL: the shape has none. */
	const char *k_name;
	unsigned k_min, k_max, k_default;
	/* A line of the key help that says what the shape's drawing
	 * shows beyond walls (marked, translated where shown: what, in
	 * the keys' 17 columns, then what it means), or NULL. */
	const char *legend;
	/* Where cell i of m is in the shape's own coordinates, from 0,
	 * the man page's (x, y, floor; the place in the ring, the ring),
	 * into v: returns how many (2 or 3).  NULL: x, y from the rows of
	 * W. */
	unsigned (*place)(const maze *m, uint32_t i, uint32_t v[3]);
	/* The part of the character grid that holds cell i (floors: its
	 * floor), as columns r[0] to r[2] and rows r[1] to r[3]; NULL: the
	 * whole grid. */
	void (*text_part)(const maze *m, uint32_t i, uint32_t r[4]);
	/* Crossings (weave), where a passage runs under a cell: whether
	 * the passage from cell i to its neighbour j runs under one, and
	 * whether one runs beneath cell i; and how many crossing sites m
	 * has, with *under those whose way under is open.  NULL: none. */
	bool (*under)(const maze *m, uint32_t i, uint32_t j);
	bool (*beneath)(const maze *m, uint32_t i);
	uint32_t (*crossings)(const maze *m, uint32_t *under);
	/* The bits a cell keeps beyond its ways' (weave: its crossing's),
	 * which a file may set, and the check of a maze read whole from a
	 * file that those bits agree (NULL: each cell's own check is
	 * all). */
	unsigned cell_bits;
	int (*check)(const maze *m, mg_err *e);
	/* The size of this shape's maze for a difficulty whose square maze
	 * is pw x ph, so that it is a real maze of that difficulty; NULL:
	 * the same size. */
	void (*preset_size)(uint32_t pw, uint32_t ph, uint32_t *w,
	    uint32_t *h);
	/* A round picture (the circle's), on a grid of characters twice
	 * as high as wide, a ring t tenths of a row thick: its size, where
	 * cell i's mark is, and what (row, col) is: TEXT_CELL (*i and *k
	 * as text_at says: a mark's column 2, the chalk's 3) where want
	 * has SHAPE_ROUND_MARKS, else TEXT_WALL with *k the braille dots of
	 * the walls there (bit n: Unicode's dot n + 1, 0 for none), or with
	 * SHAPE_ROUND_ASCII the ASCII character that draws them ('-', '|',
	 * '/', '\\', '+' or ' '), and *i the cell the character lies in
	 * (for the fog), or TEXT_NONE off the grid.
	 * NULL: it has none. */
	void (*round_size)(const maze *m, unsigned t, uint32_t *rows,
	    uint32_t *cols);
	void (*round_cell)(const maze *m, unsigned t, uint32_t i,
	    uint32_t *row, uint32_t *col);
	int (*round_at)(const maze *m, unsigned t, uint32_t row,
	    uint32_t col, unsigned want, uint32_t *i, unsigned *k);
	/* The key help's line for the round picture, as legend is for the
	 * grid's. */
	const char *round_legend;
	/* The size of this shape's maze of about as many cells as a w x h
	 * square one, for sizes that grow (the marathon); NULL: w x h. */
	void (*fit_cells)(uint32_t *w, uint32_t *h);
};

/* The thinnest ring a round picture is drawn with (round_size's t): a
 * mark, its chalk and a wall between two cells of the most crowded ring
 * of a circle of six. */
#define SHAPE_ROUND_MIN 14u

/* What round_at is asked for: the cells' marks, and the walls in ASCII
 * rather than braille dots. */
#define SHAPE_ROUND_MARKS 1u
#define SHAPE_ROUND_ASCII 2u

/* The bit of cell i's digit that keeps its passage the way d (m not
 * the square grid), or -1 when the neighbour that way keeps it: from
 * halves or keep_bit, for the maze's bits and a saved game's reader. */
int shape_keep_bit(const maze *m, uint32_t i, unsigned d);

/* Answers a shape may take for its own: next from its links, where
 * asking for all the neighbours costs no more than for one; toward
 * from its compass_way table. */
bool shape_next_linked(const maze *m, uint32_t i, unsigned d, uint32_t *j);
unsigned shape_toward_one(const maze *m, uint32_t i, unsigned c,
    unsigned way[2]);

/* The square grid's keys, which the triangle shares (its ways are the
 * square grid's four): each of the four points means its way. */
extern const signed char shape_four_way[COMPASS_DOWN + 1];
extern const unsigned char shape_four_compass[4];

/* What a position of a shape's character grid is (text_at). */
enum shape_at { TEXT_NONE, TEXT_CELL, TEXT_WALL, TEXT_POST,
	TEXT_UNDER, TEXT_CORNER };

/* The table, square first, in --list-shapes order. */
extern const struct shape *const shape_table[];
extern const unsigned shape_count;

/* The square grid and the hexagonal one (hex.c). */
extern const struct shape shape_square;
extern const struct shape shape_hex;
/* The weave (weave.c): the square grid with crossings. */
extern const struct shape shape_weave;
/* Triangles up and down in turn (triangle.c). */
extern const struct shape shape_triangle;
/* The circular one, rings around a centre (circle.c, circle.h). */
extern const struct shape shape_circle;

/* The cells of a w x h circle (circle.h says how its rings grow). */
uint64_t circle_cells(uint32_t w, uint32_t h);

/* Checks that a w x h circle is allowed (w at least 3, its cells at
 * most MAZE_MAX_CELLS), overflow-safe.  Returns 0, or -1 with a
 * message. */
int circle_check_size(uint64_t w, uint64_t h, mg_err *e);
/* Square floors joined by stairs (floors.c, floors.h). */
extern const struct shape shape_floors;
/* Octagons and squares (upsilon.c). */
extern const struct shape shape_upsilon;

/* Returns the shape named name, or NULL. */
const struct shape *shape_find(const char *name);

/* Returns the number of cells of a w x h maze of shape s (NULL: the
 * square grid), which is w * h but for the circle. */
uint64_t shape_cells(const struct shape *s, uint32_t w, uint32_t h);

/* The cells of a maze of shape s, w x h, and number k (K: the floors'
 * count multiplies them; a weave's density does not; 0 is 1 floor). */
uint64_t shape_cells_k(const struct shape *s, uint32_t w, uint32_t h,
    uint64_t k);

/* K k of shape s (NULL: the square grid), or s's default K for 0; 0
 * for a shape without one. */
uint32_t shape_k_of(const struct shape *s, uint32_t k);

/* Whether the K of shape s (NULL: the square grid) counts cells, as
 * the floors do (a weave's is a density). */
bool shape_k_counts(const struct shape *s);

/* The floors of a maze of shape s with number k: k for the floors
 * shape (0 is 1), 1 for every other (a weave's K is a density). */
uint32_t shape_k_floors(const struct shape *s, uint64_t k);

/* Returns m's shape: &shape_square for the square grid. */
const struct shape *shape_of(const maze *m);

/* Returns the name of way d of m's shape for people, translated
 * ("north", "south-east"). */
const char *shape_way_name(const maze *m, unsigned d);

/* Returns the compass point whose key at cell i of m means way d
 * alone (toward's answer there; the shape's compass_of where none
 * does): on the circle, down at a cell with one way out, b or n at
 * one with two. */
unsigned shape_compass_at(const maze *m, uint32_t i, unsigned d);

/* Returns whether the way named word (a way_words entry) exists in s,
 * and its number in *d. */
bool shape_way_of(const struct shape *s, const char *word, unsigned *d);

/* Checks that a w x h maze of shape s (NULL: the square grid) is
 * allowed, as maze_check_size does (the circle: its own limits), and
 * that its cells hang together (a triangle maze more than 2 rows high
 * is at least 2 wide): the
 * generators count on it (on cells in pieces a random walk would never
 * end).  Returns 0, or -1 with a message. */
int shape_check_size(const struct shape *s, uint64_t w, uint64_t h,
    mg_err *e);

/* Creates a w x h maze of shape s (NULL or &shape_square: the square
 * grid, as maze_create) with every wall standing.  Returns NULL with
 * a message.  Caller frees it with maze_destroy(). */
maze *shape_maze_create(const struct shape *s, uint32_t w, uint32_t h,
    mg_err *e);

/* The size of shape s's maze (NULL: the square grid) for a difficulty
 * whose square maze is pw x ph. */
void shape_preset_size(const struct shape *s, uint32_t pw, uint32_t ph,
    uint32_t *w, uint32_t *h);

/* Writes m's size as people read it to buf: "WxH", one floor's size
 * and the floors for a maze of several ("19x11x3"); returns buf. */
char *shape_size_text(const maze *m, char *buf, size_t size);

/* shape_size_text and, for a shape other than square, its name:
 * "19x11x3 floors", "19x11" for the square grid; returns buf. */
char *shape_size_named(const maze *m, char *buf, size_t size);

/* The shape whose K is called k_name ("floors"), or NULL. */
const struct shape *shape_find_k(const char *k_name);

/* The most floors of a maze of the floors shape (maze/floors.h). */
#define SHAPE_FLOORS_MAX 64u

/* Checks that f floors of w x h cells (h at most MAZE_MAX_SIDE) fit
 * the grid the floors share; returns 0, or -1 with a message. */
int shape_check_floors(uint64_t w, uint64_t h, uint64_t f, mg_err *e);

/* Where cell i of m is in its shape's own coordinates, from 0 (the
 * shape's place): returns how many, 2 or 3. */
unsigned shape_place(const maze *m, uint32_t i, uint32_t v[3]);

/* Writes where cell i of m is, as --stats says it: its place, counted
 * from 0, as "x,y" or "x,y,floor"; returns buf. */
char *shape_pos_text(const maze *m, uint32_t i, char *buf, size_t size);

/* Whether m is of the square grid (the table's first row), whatever
 * its shape pointer says (NULL or &shape_square). */
bool shape_is_square(const maze *m);

/* Whether s is the square grid: NULL or &shape_square. */
bool shape_plain(const struct shape *s);

/* s as a maze, an option or a run holds it: NULL for the square grid
 * (its mazes have no shape pointer), else s. */
const struct shape *shape_held(const struct shape *s);

/* The way across a corner from cell i of m to its neighbour j, as a
 * slant: '\\' when j is down and to the right of i (or up and
 * to the left), '/' otherwise; for the text picture and the screen. */
char shape_corner_char(const maze *m, uint32_t i, uint32_t j);

/* s's row of the table as held (shape_held's inverse): the square
 * grid's for NULL. */
const struct shape *shape_row(const struct shape *s);

/* Checks a maze of shape s (NULL: the square grid) of w x h cells and
 * number k (the floors' count; 0 or 1 for one floor) before any work:
 * shape_check_size, and the floors' rows together.  Returns 0, or -1
 * with a message. */
int shape_check_maze(const struct shape *s, uint64_t w, uint64_t h,
    uint64_t k, mg_err *e);

/* shape_maze_create with f floors of w x h cells for the floors shape,
 * its h holding the rows of them all (f must be 1 for other shapes).
 * Returns NULL with a message for a bad size or count. */
maze *shape_maze_floors(const struct shape *s, uint32_t w, uint32_t h,
    uint32_t f, mg_err *e);

#endif
