/* printout.c - --print: the mazes, their titles, the output file. */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/file.h"
#include "base/i18n.h"
#include "maze/graph.h"
#include "maze/mazeio.h"
#include "maze/shape_text.h"
#include "maze/stats.h"
#include "print/print.h"
#include "app/printout.h"
#include "maze/floors.h"
#include "base/rng.h"

/* Most cells one --count document holds (all its mazes are in memory
 * at once: the answers come after the last maze). */
#define PRINTOUT_CELLS_MAX (UINT64_C(1) << 26)

/* Returns whether the output is standard output. */
static bool
to_stdout(const struct options *o)
{
	return o->output == NULL || strcmp(o->output, "-") == 0;
}

int
printout_check(const struct options *o, bool stdout_tty, mg_err *e)
{
	const char *fmt = print_format_name(o->format);

	if (!print_format_built(o->format)) {
		err_set(e, _("--format %s: not built in (mazegame was built without cairo)"), fmt);
		return 1;
	}
	/* Pictures only of the shapes that have a drawing (print/paper.h). */
	if (print_shape_check(o->format, o->shape, e) != 0)
		return 2;
	/* A PNG of the square grid too large is known before the maze is
	 * made (another shape's picture, or a loaded maze, is measured on
	 * the maze). */
	if (o->format == PRINT_PNG && o->shape == NULL && o->load_path == NULL
	    && print_png_cell(o->width, o->height, o->cell, e) == 0)
		return 2;
	if (print_format_binary(o->format) && to_stdout(o) && stdout_tty) {
		err_set(e, _("--format %s: will not write a binary file to a terminal; use --output FILE or a redirection"), fmt);
		return 2;
	}
	return 0;
}

/* Writes the titles of item number i (0-based) of n. */
static void
titles(const struct options *o, const struct puzzle *p, size_t i, size_t n,
    struct print_item *it)
{
	char what[96], size[40];
	const char *name;

	if (p->algo == NULL) {
		name = strcmp(o->load_path, "-") == 0 ? _("standard input")
		    : strrchr(o->load_path, '/') != NULL
		    ? strrchr(o->load_path, '/') + 1 : o->load_path;
		snprintf(what, sizeof what, "%.60s \xc2\xb7 %s", name,
		    shape_size_named(p->m, size, sizeof size));
	} else if (o->daily && i == 0) {
		/* TRANSLATORS: a printed maze's title: %1$s the date,
		 * %2$s the algorithm (not translated), %3$s the size and
		 * shape ("19x11", "19x11x3 floors", "9x7 hex"), %4$llu the
		 * seed. */
		snprintf(what, sizeof what, _("maze of the day %1$s \xc2\xb7 %2$s %3$s \xc2\xb7 seed %4$llu"),
		    o->daily_date, p->algo->name, shape_size_named(p->m, size, sizeof size),
		    (unsigned long long)p->seed);
	} else {
		/* Difficulty, algorithm, size and seed: what names the maze. */
		/* TRANSLATORS: a printed maze's title: %1$s the difficulty
		 * and %2$s the algorithm (neither translated), %3$s the size
		 * and shape ("19x11", "19x11x3 floors", "9x7 hex"), %4$llu
		 * the seed. */
		snprintf(what, sizeof what, _("%1$s \xc2\xb7 %2$s %3$s \xc2\xb7 seed %4$llu"),
		    o->preset != NULL ? o->preset->name : "custom", p->algo->name,
		    shape_size_named(p->m, size, sizeof size), (unsigned long long)p->seed);
	}
	if (n > 1) {
		/* TRANSLATORS: a printed page's title: %1$zu the maze's
		 * number, %2$zu how many, %3$s what maze. */
		snprintf(it->title, sizeof it->title, _("Maze %1$zu of %2$zu \xc2\xb7 %3$s"),
		    i + 1, n, what);
		/* TRANSLATORS: an answer page's title: %1$zu the maze's
		 * number, %2$s what maze. */
		snprintf(it->answer, sizeof it->answer, _("Answer to maze %1$zu \xc2\xb7 %2$s"),
		    i + 1, what);
	} else {
		/* TRANSLATORS: a printed page's title: %s what maze. */
		snprintf(it->title, sizeof it->title, _("Maze \xc2\xb7 %s"), what);
		/* TRANSLATORS: an answer page's title: %s what maze. */
		snprintf(it->answer, sizeof it->answer, _("Answer to maze \xc2\xb7 %s"), what);
	}
}

/* Writes the document of job to f in its format. */
static int
write_job(FILE *f, const struct print_job *job, mg_err *e)
{
	const struct puzzle *p = job->items[0].p;
	uint64_t *path = NULL;
	int rc;

	if (!print_format_built(job->format))
		return err_set(e, _("--format %s: not built in (this mazegame was built without cairo)"),
		    print_format_name(job->format));
	switch (job->format) {
	case PRINT_GRAPH:
		return graph_write(f, p->m, p->start, p->exit, e);
	case PRINT_TEXT:
		if (p->m->shape != NULL)
			return shape_text_write(f, p, job->solution, e);
		if (job->solution
		    && (path = puzzle_path_bits(p, p->start, e)) == NULL)
			return -1;
		rc = mazeio_write(f, p->m, p->start, p->exit, path, e);
		free(path);
		return rc;
	case PRINT_SVG:
		return print_svg_write(f, &job->items[0], job->solution, e);
#ifdef HAVE_CAIRO
	case PRINT_PDF:
		return print_pdf_write(f, job, e);
	case PRINT_PNG:
		return print_png_write(f, job, e);
#endif
	default:
		return err_set(e, _("unknown format"));
	}
}

/* Writes the job to the output the options name. */
static int
write_out(const struct options *o, const struct print_job *job, FILE *out,
    mg_err *e)
{
	struct file_out fo;
	FILE *f;

	if (to_stdout(o))
		return write_job(out, job, e);
	/* A new file beside it, renamed over it when whole. */
	if (file_out_open(&fo, AT_FDCWD, o->output, NULL, 0666, e) < 0)
		return -1;
	if ((f = file_out_stream(&fo, e)) == NULL) {
		file_out_abort(&fo);
		return -1;
	}
	if (write_job(f, job, e) != 0) {
		/* Name the file in the message: "write error" alone does not. */
		mg_err inner = *e;

		file_out_abort(&fo);
		return err_set(e, _("%s: %s"), o->output, inner.msg);
	}
	return file_out_commit(&fo, e);
}

int
printout_write(const struct options *o, const struct puzzle *first,
    FILE *out, mg_err *e)
{
	size_t n = o->count, i;
	struct puzzle *more = NULL;
	struct print_item *items;
	struct puzzle_spec spec;
	struct print_job job;
	int rc = -1;

	if (n > 1 && (uint64_t)n * first->m->n > PRINTOUT_CELLS_MAX)
		return err_set(e, _("--count %zu: too many cells for one document (at most %" PRIu64 " in all)"),
		    n, PRINTOUT_CELLS_MAX);
	items = mg_calloc(n, sizeof *items, e);
	if (items == NULL)
		return -1;
	if (n > 1 && (more = mg_calloc(n - 1, sizeof *more, e)) == NULL)
		goto out;
	items[0].p = first;
	puzzle_spec_set(&spec, first->m->w, floors_height(first->m), first->algo,
	    first->seed, first->far_apart, NULL);
	spec.shape = first->m->shape;
	spec.k = puzzle_k(first);
	for (i = 1; i < n; i++) {
		/* The next seed, as the game's "new maze" picks it. */
		spec.seed = rng_splitmix64(&spec.seed);
		if (puzzle_generate(&more[i - 1], &spec, e) != 0)
			goto out;
		items[i].p = &more[i - 1];
	}
	for (i = 0; i < n; i++)
		titles(o, items[i].p, i, n, &items[i]);
	job.format = o->format;
	job.items = items;
	job.count = n;
	job.solution = o->solution && !o->count_given;
	job.answers = o->count_given;
	job.paper = o->paper;
	job.cell = o->cell;
	rc = write_out(o, &job, out, e);
out:
	for (i = 1; i < n && more != NULL; i++)
		if (items[i].p != NULL)
			puzzle_free(&more[i - 1]);
	free(more);
	free(items);
	return rc;
}

void
printout_stats(const struct options *o, const struct puzzle *p)
{
	struct maze_stats st;
	const maze *m = p->m;
	char pos[64];

	/* The search that rooted the solution counted the cells by degree. */
	if (!stats_from_bfs(m, solve_last(p->tree), &st))
		stats_measure(m, &st);
	printf("width: %" PRIu32 "\n", m->w);
	printf("height: %" PRIu32 "\n", floors_height(m));
	printf("cells: %" PRIu64 "\n", st.cells);
	printf("shape: %s\n", shape_of(m)->name);
	/* The shape's K under its name: "floors: 3", "weave: 30". */
	if (puzzle_k(p) != 0)
		printf("%s: %u\n", shape_of(m)->k_name, puzzle_k(p));
	if (m->shape != NULL && m->shape->crossings != NULL) {
		uint32_t under, sites = m->shape->crossings(m, &under);

		printf("crossings: %" PRIu32 "\n", sites);
		printf("under_passes: %" PRIu32 "\n", under);
	}
	if (p->algo != NULL) {
		printf("algorithm: %s\n", p->algo->name);
		printf("seed: %" PRIu64 "\n", p->seed);
		printf("difficulty: %s\n", o->preset->name);
	} else {
		printf("algorithm: none\n");
		printf("source: %s\n", o->load_path);
	}
	/* Each shape's own coordinates (man page). */
	printf("start: %s\n", shape_pos_text(m, p->start, pos, sizeof pos));
	printf("exit: %s\n", shape_pos_text(m, p->exit, pos, sizeof pos));
	printf("solution_length: %" PRIu64 "\n", p->optimal);
	printf("dead_ends: %" PRIu64 "\n", st.dead_ends);
	printf("dead_end_percent: %.2f\n", 100.0 * (double)st.dead_ends / (double)st.cells);
	printf("junctions: %" PRIu64 "\n", st.junctions);
	printf("passages: %" PRIu64 "\n", st.passages);
	printf("perfect: %s\n", p->reached == st.cells
	    && st.passages == st.cells - 1 ? "yes" : "no");
}
