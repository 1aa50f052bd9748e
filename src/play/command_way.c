/* command_way.c - the way of a maze's shape a move command means:
 * cmd_way of command.h, which asks the shape (maze/shape.h). */
#include "config.h"

#include "maze/shape.h"
#include "play/command.h"

int
cmd_way(const maze *m, uint32_t cell, enum cmd c, unsigned *d)
{
	unsigned way[2], n;
	bool open0, open1;

	if (m->shape == NULL) {
		if (cmd_is_diagonal(c) || cmd_is_climb(c))
			return 0;
		*d = (unsigned)cmd_dir(c);
		return 1;
	}
	n = m->shape->toward(m, cell, cmd_compass(c), way);
	if (n == 0)
		return 0;
	*d = way[0];
	if (n == 1)
		return 1;
	open0 = maze_way_open(m, cell, way[0]);
	open1 = maze_way_open(m, cell, way[1]);
	if (open0 && open1)
		return 2;
	if (!open0 && !open1)
		return 0;
	*d = open0 ? way[0] : way[1];
	return 1;
}
