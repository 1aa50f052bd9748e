/* run_read_moves.c - the strict reader of run files: the moves after
 * the header, each checked against the maze, and a whole run read. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "base/i18n.h"
#include "store/run_read.h"

/* Parses the current line as "MS DIRECTION" into *ms and *d. */
static int
move_line(struct run_reader *rd, uint64_t *ms, unsigned *d, mg_err *e)
{
	char *sp;

	if (rd->in.buf[0] == '\0')
		return run_line_error(rd->in.line, e, _("empty line"));
	sp = strchr(rd->in.buf, ' ');
	if (sp == NULL)
		return run_line_error(rd->in.line, e, _("expected 'MS DIRECTION'"));
	*sp = '\0';
	if (run_line_number(rd->in.buf, RUN_MS_MAX, ms) != 0)
		return run_line_error(rd->in.line, e, _("the time is not a number of ms from 0 to %llu"),
		    (unsigned long long)RUN_MS_MAX);
	if (run_way_parse(&rd->r->maze, sp + 1, d) != 0)
		return run_line_error(rd->in.line, e, rd->r->maze.shape == NULL
		    ? _("the direction is not up, down, left or right")
		    : _("the direction is none of the shape's ways"));
	return 0;
}

/* Checks that the header's start and exit are p's. */
static int
check_ends(const struct run_reader *rd, const struct puzzle *p, mg_err *e)
{
	const struct run *r = rd->r;
	uint32_t w = r->maze.w;

	if (p->m->w != r->maze.w || p->m->h != r->maze.h)
		return run_line_error(rd->key_line[RUN_K_WIDTH], e,
		    _("the maze made is not the size the header says"));
	if (p->start != r->start)
		return run_line_error(rd->key_line[RUN_K_START], e,
		    _("the maze named starts at %u %u, not here"),
		    (unsigned)(p->start % w), (unsigned)(p->start / w));
	if (p->exit != r->exit)
		return run_line_error(rd->key_line[RUN_K_EXIT], e,
		    _("the maze named has its exit at %u %u, not here"),
		    (unsigned)(p->exit % w), (unsigned)(p->exit / w));
	return 0;
}

/* Reads and checks every move line; run_read_moves() without cleanup. */
static int
read_moves(struct run_reader *rd, const struct puzzle *p, mg_err *e)
{
	struct run *r = rd->r;
	uint32_t pos = r->start;
	uint64_t ms;
	unsigned d;
	mg_err sub;
	int rc;

	if (check_ends(rd, p, e) != 0)
		return -1;
	while ((rc = run_line_next(&rd->in, e)) > 0) {
		if (move_line(rd, &ms, &d, e) != 0)
			return -1;
		if (r->n == 0 && ms != 0)
			return run_line_error(rd->in.line, e, _("the first move is not at 0 ms"));
		if (r->n > 0 && ms < run_move_ms(r, r->n - 1))
			return run_line_error(rd->in.line, e,
			    _("the move goes back in time (%llu ms after %llu ms)"),
			    (unsigned long long)ms,
			    (unsigned long long)run_move_ms(r, r->n - 1));
		if (pos == r->exit)
			return run_line_error(rd->in.line, e, _("a move after the exit was reached"));
		if (r->n >= rd->moves)
			return run_line_error(rd->in.line, e, _("more moves than the header's %llu (line %u)"),
			    (unsigned long long)rd->moves, rd->key_line[RUN_K_MOVES]);
		switch (run_step(p->m, &pos, d)) {
		case 1:
			return run_line_error(rd->in.line, e, _("move leaves the maze"));
		case 2:
			return run_line_error(rd->in.line, e, _("move walks through a wall"));
		default:
			break;
		}
		if (run_add(r, d, ms, &sub) != 0)
			return run_line_error(rd->in.line, e, _("%s"), sub.msg);
	}
	if (rc < 0)
		return -1;
	if (pos != r->exit)
		return run_line_error(rd->in.line, e, _("the run ends before the exit"));
	if (r->n != rd->moves)
		return run_line_error(rd->key_line[RUN_K_MOVES], e,
		    _("moves: %llu in the header, %zu in the file"),
		    (unsigned long long)rd->moves, r->n);
	if (run_time(r) != rd->time)
		return run_line_error(rd->key_line[RUN_K_TIME], e,
		    _("the header says %llu ms; the last move is at %llu ms"),
		    (unsigned long long)rd->time, (unsigned long long)run_time(r));
	return 0;
}

int
run_read_moves(struct run_reader *rd, const struct puzzle *p, mg_err *e)
{
	if (read_moves(rd, p, e) == 0)
		return 0;
	run_free(rd->r);
	return -1;
}

int
run_read(const char *data, size_t len, const struct run_maze *expect,
    struct run *r, struct puzzle *p, mg_err *e)
{
	struct run_reader rd;
	struct puzzle own;
	struct puzzle *pz = p != NULL ? p : &own;
	mg_err sub;

	if (run_read_header(&rd, data, len, expect, r, e) != 0)
		return -1;
	if (run_maze_puzzle(&r->maze, NULL, pz, &sub) != 0) {
		run_free(r);
		return run_line_error(rd.in.line, e, _("the maze named cannot be made: %s"),
		    sub.msg);
	}
	if (run_read_moves(&rd, pz, e) != 0) {
		puzzle_free(pz);
		return -1;
	}
	if (p == NULL)
		puzzle_free(pz);
	return 0;
}
