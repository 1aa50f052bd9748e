/* history_report.h - --history: the history added up as aligned text,
 * or every game as CSV for plotting.  Writes to the stream main gives
 * it; never prints anything else.
 *
 * The CSV has a header line "date,difficulty,result,moves,optimal,
 * efficiency,daily" and then one row a game, oldest first: the UTC
 * time it ended (2026-11-25T09:30:00Z), its difficulty, escaped, quit
 * or resumed, its moves and optimal, the efficiency in percent with
 * one decimal for an escape (else empty), and the daily maze's date
 * (else empty).  The column names are a file format: not translated.
 */
#ifndef MAZEGAME_HISTORY_REPORT_H
#define MAZEGAME_HISTORY_REPORT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "base/err.h"
#include "store/history.h"

/* Writes history h as of day number today to f: the text report, or
 * the CSV.  Returns 0, or -1 with a message. */
int history_report(FILE *f, const struct history *h, int32_t today,
    bool csv, mg_err *e);

#endif
