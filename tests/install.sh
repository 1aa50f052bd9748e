#!/bin/sh
# install.sh - "make install" puts every file where a distribution wants
# it, and "make uninstall" takes every one away again.
#
# Runs make in the build tree (TOP_BUILDDIR) with DESTDIR under the
# test's own directory, so nothing outside it is written; it works in
# make distcheck's read-only source tree as well.  First the layout of
# a Debian package (--prefix=/usr --bindir=/usr/games), given on make's
# command line, then the layout configure chose.
. "$(dirname "$0")/lib.sh"

if [ -z "${TOP_BUILDDIR-}" ] || [ ! -f "$TOP_BUILDDIR/Makefile" ]; then
	echo "# no build tree (run through make check)"
	exit 77
fi
# Not a job of the make check that runs this one: no jobserver.
unset MAKEFLAGS MFLAGS MAKELEVEL
: "${MAKE:=make}"

# mk ARGS...: make in the build tree, its output kept for a failure.
mk() {
	$MAKE -C "$TOP_BUILDDIR" "$@" > "$T_TMP/make.log" 2>&1 || {
		sed 's/^/#   /' "$T_TMP/make.log"
		return 1
	}
}

# files DIR: every file and symbolic link under DIR, relative, sorted.
files() {
	(cd "$1" && find . \( -type f -o -type l \) | sed 's,^\./,/,' | sort)
}

debian='prefix=/usr exec_prefix=/usr bindir=/usr/games
	datarootdir=/usr/share datadir=/usr/share mandir=/usr/share/man
	docdir=/usr/share/doc/mazegame
	BASH_COMPLETION_DIR=/usr/share/bash-completion/completions'
root=$T_TMP/root
# shellcheck disable=SC2086  # $debian is a list of words
check "make install (Debian layout)" mk install DESTDIR="$root" $debian
expect_eq "installed files (Debian layout)" "/usr/games/mazegame
/usr/libexec/mazegame/arcade-keys
/usr/share/bash-completion/completions/mazegame
/usr/share/doc/mazegame/README
/usr/share/doc/mazegame/config.example
/usr/share/locale/de/LC_MESSAGES/mazegame.mo
/usr/share/locale/pl/LC_MESSAGES/mazegame.mo
/usr/share/man/de/man6/mazegame.6
/usr/share/man/man6/mazegame.6
/usr/share/mazegame/arcade/sshd_config
/usr/share/mazegame/mazes/comb.maze
/usr/share/mazegame/mazes/so-close.maze
/usr/share/mazegame/mazes/spiral.maze
/usr/share/mazegame/mazes/tutorial.maze" "$(files "$root")"

# What was installed is what was built, and it works.
check "the installed program is executable" [ -x "$root/usr/games/mazegame" ]
run_cmd "$root/usr/games/mazegame" --version
expect_eq "the installed program runs" "mazegame ${PACKAGE_VERSION:-}" \
	"$(printf '%s\n' "$out" | head -n 1)"
check "the installed manual page is the source's" \
	cmp -s "$root/usr/share/man/man6/mazegame.6" "$TOP_SRCDIR/man/mazegame.6"
de_page=$TOP_SRCDIR/man/de/mazegame.6
[ -f "${TOP_BUILDDIR:-$TOP_SRCDIR}/man/de/mazegame.6" ] &&
	de_page=${TOP_BUILDDIR:-$TOP_SRCDIR}/man/de/mazegame.6
check "the installed German manual page is the built one" \
	cmp -s "$root/usr/share/man/de/man6/mazegame.6" "$de_page"
check "the installed example config is the source's" \
	cmp -s "$root/usr/share/doc/mazegame/config.example" \
	"$TOP_SRCDIR/data/config.example"
check "the installed completion is the source's" \
	cmp -s "$root/usr/share/bash-completion/completions/mazegame" \
	"${TOP_BUILDDIR:-$TOP_SRCDIR}/data/bash-completion/mazegame"
for f in "$root"/usr/share/mazegame/mazes/*.maze; do
	run_cmd "$root/usr/games/mazegame" --stats --load "$f"
	expect_match "installed $(basename "$f") loads and is perfect" \
		'^perfect: yes$' "$out"
done
modes=$(cd "$root" && find . -type f ! -path ./usr/games/mazegame \
	! -path ./usr/libexec/mazegame/arcade-keys ! -perm 644 | sort | tr '\n' ' ')
expect_eq "data files are installed mode 0644" "" "$modes"

# The arcade's snippet names the installed game and key command, which
# sshd runs only when no one but root can change it.
snip=$root/usr/share/mazegame/arcade/sshd_config
check "the arcade snippet forces the installed game" \
	grep -qx '	ForceCommand /usr/games/mazegame --arcade' "$snip"
check "... and admits keys through the installed command" \
	grep -qx '	AuthorizedKeysCommand /usr/libexec/mazegame/arcade-keys %u %t %k' "$snip"
check "... for the account mazegame only" grep -qx 'Match User mazegame' "$snip"
check "the key command is installed 0755" \
	[ "$(stat -c %a "$root/usr/libexec/mazegame/arcade-keys")" = 755 ]
run_cmd "$root/usr/libexec/mazegame/arcade-keys" mazegame ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAior7qyymzd5h45NOoc1DwEl8XYzpvDZeeM56CikB4X
expect_eq "the key command admits a key of mazegame's, restricted but for a terminal" \
	"0:restrict,pty ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAior7qyymzd5h45NOoc1DwEl8XYzpvDZeeM56CikB4X" "$rc:$out"
run_cmd "$root/usr/libexec/mazegame/arcade-keys" root ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAior7qyymzd5h45NOoc1DwEl8XYzpvDZeeM56CikB4X
expect_eq "... no key of another account's" "0:" "$rc:$out"
run_cmd "$root/usr/libexec/mazegame/arcade-keys" mazegame 'ssh-ed25519 x' 'AAAA"; rm'
expect_eq "... and nothing that is not a key type and base64" "0:" "$rc:$out"

check "make uninstall (Debian layout)" mk uninstall DESTDIR="$root" $debian
expect_eq "make uninstall leaves no file (Debian layout)" "" "$(files "$root")"

# The layout configure chose: everything lands under its prefix, the
# completion included.
prefix=$(sed -n 's/^prefix = //p' "$TOP_BUILDDIR/Makefile")
root2=$T_TMP/root2
check "make install (configured layout)" mk install DESTDIR="$root2"
outside=$(files "$root2" | grep -v "^$prefix/" | tr '\n' ' ')
expect_eq "every file under the prefix $prefix" "" "$outside"
expect_eq "14 files installed (configured layout)" 14 \
	"$(files "$root2" | wc -l | tr -d ' ')"
check "a bash completion is installed (configured layout)" \
	test -n "$(files "$root2" | grep '/completions/mazegame$')"
check "make uninstall (configured layout)" mk uninstall DESTDIR="$root2"
expect_eq "make uninstall leaves no file (configured layout)" "" "$(files "$root2")"

finish
