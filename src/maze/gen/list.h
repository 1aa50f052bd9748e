/* list.h - the one list of maze generators.
 *
 * One row a generator: GEN_ALGO(id, name, alias, winding, any, summary),
 * where the generator is the function gen_<id> in maze/gen/<id>.c,
 * name is what --algorithm takes, alias another accepted name (or
 * NULL), winding where its mazes stand from the most regular (low) to
 * the most winding (high), each row's its own (a new row takes a number
 * between two others; a marathon goes through the generators in this
 * order), any true when it runs on every shape (gen_NAME then carves
 * other shapes with NAME_any), false for the square grid alone, and
 * summary the line --list-algorithms prints.  The
 * prototypes (gen.h), the table (gen.c), the tests over every generator
 * and --list-algorithms follow from this list; tests/completion.sh
 * checks the bash completion's static list against it.  Rows are in
 * --list-algorithms order.  Include it only after defining GEN_ALGO;
 * it undefines it.
 */
GEN_ALGO(backtracker, "backtracker", "dfs", 30, true, N_("recursive backtracker: long winding corridors, few dead ends"))
GEN_ALGO(kruskal, "kruskal", NULL, 50, true, N_("randomized Kruskal (union-find): many short dead ends"))
GEN_ALGO(prim, "prim", NULL, 40, true, N_("randomized Prim: radial texture, many short dead ends"))
GEN_ALGO(wilson, "wilson", NULL, 100, true, N_("Wilson's loop-erased walks: a uniform spanning tree"))
GEN_ALGO(aldous_broder, "aldous-broder", NULL, 110, true, N_("Aldous-Broder random walk: a uniform spanning tree, slowly"))
GEN_ALGO(eller, "eller", NULL, 70, false, N_("Eller's row-by-row sets: constant memory per row"))
GEN_ALGO(hunt_and_kill, "hunt-and-kill", NULL, 60, true, N_("hunt-and-kill: long corridors like the backtracker"))
GEN_ALGO(growing_tree, "growing-tree", NULL, 80, true, N_("growing tree: newest cell half the time, random otherwise"))
GEN_ALGO(sidewinder, "sidewinder", NULL, 20, false, N_("sidewinder: row runs joined upward, an open top corridor"))
GEN_ALGO(binary_tree, "binary-tree", NULL, 10, true, N_("binary tree: north or east at each cell, open top and right"))
GEN_ALGO(division, "division", NULL, 90, false, N_("recursive division: long straight walls, boxy rooms"))
#undef GEN_ALGO
