/* maze6x4.h - a small perfect maze the game suites share.
 *
 * 6x4 cells.  Row 0 runs open from S east to (0,5), and the way out goes
 * down the last column: 8 moves.  (0,2) is a junction (west, east,
 * south); its branch south reaches (1,2), a junction west/east.  (2,5)
 * is a junction (a branch goes west).  (1,0) is walled off from (0,0),
 * (1,2) from (2,2).  (3,2), (2,1), (1,4) and (3,4) are dead ends.
 */
#ifndef MAZEGAME_TESTS_MAZE6X4_H
#define MAZEGAME_TESTS_MAZE6X4_H

static const char MAZE6X4[] =
	"#############\n"
	"#S          #\n"
	"##### ##### #\n"
	"#         # #\n"
	"# ######### #\n"
	"# #         #\n"
	"# ##### ### #\n"
	"#     #   #E#\n"
	"#############\n";

#endif
