#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image (README, "Grade
# it on Gradescope"). It installs the Swift the workshop is verified with on Gradescope's
# Ubuntu image, then builds the grader and every lesson's starter in the workshop, which
# is in /autograder/source, so that a submission rebuilds only what it changed.
#
# SWIFT_VERSION picks another release of Swift; AUTOGRADER another folder than /autograder.
set -euo pipefail

version=${SWIFT_VERSION:-6.3.1}
workshop=${AUTOGRADER:-/autograder}/source

# Swift's own packages for the Ubuntu release, as swift.org lists them.
. /etc/os-release
case "$VERSION_ID" in
  22.04) gcc=11 ;;
  24.04) gcc=13 ;;
  *)
    echo "error: Swift $version is installed here on Ubuntu 22.04 or 24.04, not $PRETTY_NAME" >&2
    exit 1
    ;;
esac
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
  binutils ca-certificates curl git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 \
  "libgcc-$gcc-dev" libncurses-dev libpython3-dev libsqlite3-0 "libstdc++-$gcc-dev" \
  libxml2-dev libz3-dev pkg-config tzdata unzip zlib1g-dev

platform="ubuntu$VERSION_ID"
release="swift-$version-RELEASE"
curl -fsSL \
  "https://download.swift.org/swift-$version-release/${platform//./}/$release/$release-$platform.tar.gz" \
  | tar -xz -C /opt
ln -sf "/opt/$release-$platform/usr/bin/"* /usr/local/bin/
swift --version

# The starters fail their suites by design: building them is what counts here.
cd "$workshop"
swift build --product check-lesson
swift run check-lesson all > /dev/null || true
