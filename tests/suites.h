/* suites.h - one Check suite per library module; check_main.c runs all. */
#ifndef MAZEGAME_TESTS_SUITES_H
#define MAZEGAME_TESTS_SUITES_H

#include <check.h>

Suite *rng_suite(void);      /* check_rng.c */
Suite *chalk_suite(void);    /* check_chalk.c */
Suite *mouse_suite(void);    /* check_mouse.c */
Suite *maze_suite(void);     /* check_maze.c */
Suite *gen_suite(void);      /* check_gen.c */
Suite *shape_suite(void);    /* check_shape.c */
Suite *floors_suite(void);   /* check_floors.c */
Suite *arcade_suite(void);   /* check_arcade.c */
Suite *solve_suite(void);    /* check_solve.c */
Suite *stats_suite(void);    /* check_stats.c */
Suite *mazeio_suite(void);   /* check_mazeio.c */
Suite *options_suite(void);  /* check_options.c */
Suite *game_suite(void);     /* check_game.c */
Suite *move_report_suite(void); /* check_move_report.c */
Suite *scores_suite(void);   /* check_scores.c */
Suite *savegame_suite(void); /* check_savegame.c */
Suite *persist_suite(void);  /* check_persist.c */
Suite *text_suite(void);     /* check_text.c */
Suite *width_suite(void);    /* check_width.c */
Suite *storage_suite(void);  /* check_storage.c */
Suite *file_suite(void);     /* check_file.c */
Suite *keys_suite(void);     /* check_keys.c */
Suite *session_suite(void);  /* check_session.c */
Suite *print_suite(void);    /* check_print.c */
Suite *config_suite(void);   /* check_config.c */
Suite *watch_suite(void);    /* check_watch.c */
Suite *run_suite(void);      /* check_run.c */
Suite *run_ghost_suite(void); /* check_run_ghost.c */
Suite *ghosts_suite(void);   /* check_run_bests.c */
Suite *runs_suite(void);     /* check_runs.c */
Suite *proto_suite(void);    /* check_proto.c */
Suite *net_suite(void);      /* check_net.c */
Suite *net_host_suite(void); /* check_net_host.c */
Suite *net_drop_suite(void); /* check_net_drop.c */
Suite *net_fair_suite(void); /* check_net_fair.c */
Suite *racing_suite(void);   /* check_racing.c */
Suite *marathon_suite(void); /* check_marathon.c */
Suite *marathon_words_suite(void); /* check_marathon_words.c */
Suite *marathon_flow_suite(void); /* check_marathon_flow.c */
Suite *result_words_suite(void); /* check_result_words.c */
Suite *won_suite(void);      /* check_won.c */
Suite *quit_suite(void);     /* check_quit.c */
Suite *resume_suite(void);   /* check_resume.c */
Suite *status_words_suite(void); /* check_status_words.c */
Suite *history_suite(void);  /* check_history.c */
Suite *demo_suite(void);     /* check_demo.c */
Suite *leave_suite(void);    /* check_leave.c */
Suite *start_suite(void);    /* check_start.c */
Suite *joiner_suite(void);   /* check_joiner.c */
Suite *flow_suite(void);     /* check_flow.c */
Suite *racer_side_suite(void); /* check_racer_side.c */
Suite *signals_suite(void);  /* check_signals.c */

#endif
