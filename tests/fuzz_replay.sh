#!/bin/sh
# Replays the committed fuzz corpora through the harnesses (any compiler).
set -e
"$TOP_BUILDDIR/tests/fuzz_replay" "$TOP_SRCDIR/tests/fuzz/corpus/mazeio"
"$TOP_BUILDDIR/tests/fuzz_replay_scores" "$TOP_SRCDIR/tests/fuzz/corpus/scores"
"$TOP_BUILDDIR/tests/fuzz_replay_savegame" "$TOP_SRCDIR/tests/fuzz/corpus/savegame"
"$TOP_BUILDDIR/tests/fuzz_replay_options" "$TOP_SRCDIR/tests/fuzz/corpus/options"
"$TOP_BUILDDIR/tests/fuzz_replay_config" "$TOP_SRCDIR/tests/fuzz/corpus/config"
"$TOP_BUILDDIR/tests/fuzz_replay_run" "$TOP_SRCDIR/tests/fuzz/corpus/run"
"$TOP_BUILDDIR/tests/fuzz_replay_proto" "$TOP_SRCDIR/tests/fuzz/corpus/proto"
"$TOP_BUILDDIR/tests/fuzz_replay_history" "$TOP_SRCDIR/tests/fuzz/corpus/history"
"$TOP_BUILDDIR/tests/fuzz_replay_arcade" "$TOP_SRCDIR/tests/fuzz/corpus/arcade"
