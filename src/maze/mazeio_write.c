/* mazeio_write.c - the block format's writer: streamed a line at a
 * time, so a maze of any size costs one line of memory. */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "base/i18n.h"
#include "base/bitset.h"
#include "maze/mazeio.h"

int
mazeio_write(FILE *f, const maze *m, uint32_t start, uint32_t exit,
    const uint64_t *path, mg_err *e)
{
	size_t len = 2 * (size_t)m->w + 2, c;
	char *line = mg_calloc(len + 1, 1, e);
	uint32_t x, y, i;
	int saved;

	if (line == NULL)
		return -1;
	memset(line, '#', len - 1);
	line[len - 1] = '\n';
	if (fwrite(line, 1, len, f) != len)
		goto fail;
	for (y = 0; y < m->h; y++) {
		/* The cell row, then the row of walls below it. */
		for (x = 0, c = 1; x < m->w; x++, c += 2) {
			i = y * m->w + x;
			line[c] = i == start ? 'S' : i == exit ? 'E'
			    : path != NULL && bitset_get(path, i) ? '.' : ' ';
			if (!(maze_bits(m, i) & MAZE_EAST))
				line[c + 1] = '#';
			else if (path != NULL && bitset_get(path, i)
			    && bitset_get(path, i + 1))
				line[c + 1] = '.';
			else
				line[c + 1] = ' ';
		}
		line[len - 2] = '#';
		if (fwrite(line, 1, len, f) != len)
			goto fail;
		for (x = 0, c = 1; x < m->w; x++, c += 2) {
			i = y * m->w + x;
			if (!(maze_bits(m, i) & MAZE_SOUTH))
				line[c] = '#';
			else if (path != NULL && bitset_get(path, i)
			    && bitset_get(path, i + m->w))
				line[c] = '.';
			else
				line[c] = ' ';
			line[c + 1] = '#';
		}
		if (fwrite(line, 1, len, f) != len)
			goto fail;
	}
	free(line);
	if (fflush(f) != 0 || ferror(f))
		return err_set(e, _("write error: %s"), strerror(errno));
	return 0;
fail:
	saved = errno;
	free(line);
	return err_set(e, _("write error: %s"), strerror(saved));
}
