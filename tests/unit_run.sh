#!/bin/sh
# unit_run.sh - make check's runner of one Check suite, or a few:
# tests/unit/NAME.suite names them (a name a line), and this runs
# tests/check_mazegame with those names, so that each suite is a test of
# its own that make -jN runs beside the others.
#
#   MG_VALGRIND=1   under valgrind (no fork; an error or a definite or
#                   indirect leak fails the suite); .ci/run sets it.
#
# By hand: sh tests/unit_run.sh tests/unit/persist.suite
: "${TOP_BUILDDIR:=$(cd "$(dirname "$0")/.." && pwd)}"
prog=$TOP_BUILDDIR/tests/check_mazegame
[ $# -eq 1 ] && [ -f "$1" ] ||
	{ echo "usage: unit_run.sh tests/unit/NAME.suite" >&2; exit 99; }
[ -x "$prog" ] || { echo "unit_run.sh: $prog is not built (make check builds it)" >&2; exit 99; }
names=$(sed -e 's/#.*//' "$1")
[ -n "$names" ] || { echo "unit_run.sh: $1 names no suite" >&2; exit 99; }
if [ -n "${MG_VALGRIND:-}" ]; then
	# shellcheck disable=SC2086
	CK_FORK=no exec valgrind --error-exitcode=1 --leak-check=full \
		--errors-for-leak-kinds=definite,indirect -q "$prog" $names
fi
# shellcheck disable=SC2086
"$prog" $names
rc=$?
# A name the program does not know is the test's own error, not a fail.
[ "$rc" -eq 2 ] && exit 99
exit "$rc"
