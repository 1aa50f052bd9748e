/* check_main.c - runs every Check suite; fails when any test fails.
 *
 * CK_FORK=no (for valgrind) is honoured by Check itself.  The summary
 * line also goes to fd 9 when the test harness opened it, so that
 * "make check" shows it on the console.
 */
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "suites.h"

int
main(void)
{
	SRunner *sr = srunner_create(rng_suite());
	int failed, run;

	srunner_add_suite(sr, maze_suite());
	srunner_add_suite(sr, gen_suite());
	srunner_add_suite(sr, shape_suite());
	srunner_add_suite(sr, floors_suite());
	srunner_add_suite(sr, solve_suite());
	srunner_add_suite(sr, stats_suite());
	srunner_add_suite(sr, mazeio_suite());
	srunner_add_suite(sr, options_suite());
	srunner_add_suite(sr, game_suite());
	srunner_add_suite(sr, move_report_suite());
	srunner_add_suite(sr, chalk_suite());
	srunner_add_suite(sr, mouse_suite());
	srunner_add_suite(sr, scores_suite());
	srunner_add_suite(sr, savegame_suite());
	srunner_add_suite(sr, persist_suite());
	srunner_add_suite(sr, text_suite());
	srunner_add_suite(sr, width_suite());
	srunner_add_suite(sr, file_suite());
	srunner_add_suite(sr, storage_suite());
	srunner_add_suite(sr, print_suite());
	srunner_add_suite(sr, keys_suite());
	srunner_add_suite(sr, session_suite());
	srunner_add_suite(sr, config_suite());
	srunner_add_suite(sr, watch_suite());
	srunner_add_suite(sr, run_suite());
	srunner_add_suite(sr, run_ghost_suite());
	srunner_add_suite(sr, ghosts_suite());
	srunner_add_suite(sr, runs_suite());
	srunner_add_suite(sr, proto_suite());
	srunner_add_suite(sr, net_suite());
	srunner_add_suite(sr, net_host_suite());
	srunner_add_suite(sr, net_drop_suite());
	srunner_add_suite(sr, net_fair_suite());
	srunner_add_suite(sr, racing_suite());
	srunner_add_suite(sr, marathon_suite());
	srunner_add_suite(sr, marathon_words_suite());
	srunner_add_suite(sr, marathon_flow_suite());
	srunner_add_suite(sr, result_words_suite());
	srunner_add_suite(sr, won_suite());
	srunner_add_suite(sr, quit_suite());
	srunner_add_suite(sr, resume_suite());
	srunner_add_suite(sr, status_words_suite());
	srunner_add_suite(sr, history_suite());
	srunner_add_suite(sr, demo_suite());
	srunner_add_suite(sr, leave_suite());
	srunner_add_suite(sr, start_suite());
	srunner_add_suite(sr, joiner_suite());
	srunner_add_suite(sr, flow_suite());
	srunner_add_suite(sr, racer_side_suite());
	srunner_add_suite(sr, signals_suite());
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	run = srunner_ntests_run(sr);
	if (fcntl(9, F_GETFD) != -1)
		dprintf(9, "Check unit tests: Checks: %d, Failures: %d\n", run, failed);
	srunner_free(sr);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
