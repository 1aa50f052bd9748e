#!/bin/sh
# setup.sh - make a fresh Debian or Ubuntu machine ready, then build.
#
# Installs (through apt-get, as root or with sudo) only the packages that
# are missing, generates the build system when it is not there yet,
# configures once and builds.  Safe to run again at any time.
set -e
cd "$(dirname "$0")/.."

# What each package is for is in the README, section "Dependencies".
PACKAGES="gcc libc6-dev make autoconf automake pkg-config gettext autopoint locales libncurses-dev
check tmux openssh-server openssh-client valgrind xz-utils mandoc po4a
bash-completion libcairo2-dev nettle-dev poppler-utils librsvg2-bin libxml2-utils
bsdutils"

missing=
for p in $PACKAGES; do
	if ! dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q 'ok installed'; then
		missing="$missing $p"
	fi
done
if [ -n "$missing" ]; then
	if [ "$(id -u)" -eq 0 ]; then
		as_root=
	elif command -v sudo >/dev/null 2>&1; then
		as_root=sudo
	else
		echo "setup.sh: need root or sudo to install:$missing" >&2
		exit 1
	fi
	echo "setup.sh: installing:$missing"
	$as_root apt-get update
	$as_root env DEBIAN_FRONTEND=noninteractive \
		apt-get install -y --no-install-recommends $missing
fi

[ -x configure ] || autoreconf -fi
[ -f Makefile ] || ./configure
make -j"$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)"
