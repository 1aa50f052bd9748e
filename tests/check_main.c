/* check_main.c - runs the Check suites: those named on the command line,
 * or every one; fails when any test fails.
 *
 * Usage: check_mazegame [--list | SUITE...]
 *
 * make check runs each suite as a test of its own (tests/unit/NAME.suite,
 * through tests/unit_run.sh), so that make -jN runs them side by side;
 * --list prints every suite's name, which docs.sh holds against those
 * files.  CK_FORK=no (for valgrind) and CK_TIMEOUT_MULTIPLIER are
 * honoured by Check itself.  Run with no suite named, the summary line
 * also goes to fd 9 when the test harness opened it, so that it shows
 * on the console.
 */
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "suites.h"

static const struct {
	const char *name;
	Suite *(*make)(void);
} suites[] = {
	{ "rng", rng_suite },
	{ "maze", maze_suite },
	{ "gen", gen_suite },
	{ "shape", shape_suite },
	{ "floors", floors_suite },
	{ "arcade", arcade_suite },
	{ "solve", solve_suite },
	{ "stats", stats_suite },
	{ "mazeio", mazeio_suite },
	{ "options", options_suite },
	{ "game", game_suite },
	{ "move_report", move_report_suite },
	{ "chalk", chalk_suite },
	{ "mouse", mouse_suite },
	{ "scores", scores_suite },
	{ "savegame", savegame_suite },
	{ "persist", persist_suite },
	{ "text", text_suite },
	{ "width", width_suite },
	{ "file", file_suite },
	{ "storage", storage_suite },
	{ "print", print_suite },
	{ "keys", keys_suite },
	{ "session", session_suite },
	{ "config", config_suite },
	{ "watch", watch_suite },
	{ "run", run_suite },
	{ "run_ghost", run_ghost_suite },
	{ "ghosts", ghosts_suite },
	{ "runs", runs_suite },
	{ "proto", proto_suite },
	{ "net", net_suite },
	{ "net_host", net_host_suite },
	{ "net_drop", net_drop_suite },
	{ "net_fair", net_fair_suite },
	{ "racing", racing_suite },
	{ "marathon", marathon_suite },
	{ "marathon_words", marathon_words_suite },
	{ "marathon_flow", marathon_flow_suite },
	{ "result_words", result_words_suite },
	{ "won", won_suite },
	{ "quit", quit_suite },
	{ "resume", resume_suite },
	{ "status_words", status_words_suite },
	{ "history", history_suite },
	{ "demo", demo_suite },
	{ "leave", leave_suite },
	{ "start", start_suite },
	{ "joiner", joiner_suite },
	{ "flow", flow_suite },
	{ "racer_side", racer_side_suite },
	{ "signals", signals_suite },
};

#define NSUITES (sizeof suites / sizeof suites[0])

int
main(int argc, char **argv)
{
	SRunner *sr = NULL;
	size_t i;
	int a, failed, run;

	if (argc == 2 && strcmp(argv[1], "--list") == 0) {
		for (i = 0; i < NSUITES; i++)
			printf("%s\n", suites[i].name);
		return fflush(stdout) == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
	}
	for (a = 1; a < argc; a++) {
		for (i = 0; i < NSUITES && strcmp(suites[i].name, argv[a]) != 0; i++)
			;
		if (i == NSUITES) {
			fprintf(stderr, "check_mazegame: no suite %s (--list names them)\n", argv[a]);
			if (sr != NULL)
				srunner_free(sr);
			return 2;
		}
		if (sr == NULL)
			sr = srunner_create(suites[i].make());
		else
			srunner_add_suite(sr, suites[i].make());
	}
	if (sr == NULL) {
		sr = srunner_create(suites[0].make());
		for (i = 1; i < NSUITES; i++)
			srunner_add_suite(sr, suites[i].make());
	}
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	run = srunner_ntests_run(sr);
	if (argc == 1 && fcntl(9, F_GETFD) != -1)
		dprintf(9, "Check unit tests: Checks: %d, Failures: %d\n", run, failed);
	srunner_free(sr);
	/* Tests that ran none passed nothing. */
	return failed == 0 && run > 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
