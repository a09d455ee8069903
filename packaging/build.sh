#!/usr/bin/env bash
# Builds Holster's release binary once and makes both packages from it:
#   target/debian/holster_VERSION-1_amd64.deb            (cargo-deb)
#   target/packaging/holster-VERSION-linux-x86_64.tar.gz (the portable archive)
# Needs cargo-deb (`cargo install cargo-deb --version 3.8.0 --locked`) and
# dpkg-deb. `--no-build` uses a release binary that is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
for arg in "$@"; do
  case "$arg" in
    --no-build) build=0 ;;
    *) echo "usage: packaging/build.sh [--no-build]" >&2; exit 2 ;;
  esac
done

version=$(cargo pkgid --locked | sed 's/.*[@#]//')
arch=$(uname -m)
if [ "$arch" != x86_64 ]; then
  echo "packaging/build.sh: the archive's name says x86_64, this machine is $arch" >&2
  exit 1
fi

if [ "$build" = 1 ]; then
  echo "== release binary"
  cargo build --release --locked
fi
binary=target/release/holster
[ -x "$binary" ] || { echo "packaging/build.sh: $binary is missing (build it, or drop --no-build)" >&2; exit 1; }

echo "== the .deb (cargo-deb, from [package.metadata.deb] in Cargo.toml)"
rm -f target/debian/holster_*.deb
cargo deb --no-build --locked
deb=$(ls target/debian/holster_"$version"-*_amd64.deb)

echo "== the portable archive"
# Made from the .deb's own files, so the archive holds exactly what the
# package installs (Cargo.toml's asset list is the one list), with usr/
# dropped: bin/ and share/ copy straight into ~/.local or /usr/local.
name=holster-$version-linux-x86_64
out=target/packaging
rm -rf "${out:?}/$name" "$out/$name.tar.gz"
mkdir -p "$out/$name"
unpacked=$(mktemp -d)
trap 'rm -rf "$unpacked"' EXIT
dpkg-deb -x "$deb" "$unpacked"
cp -a "$unpacked/usr/." "$out/$name/"
mv "$out/$name/share/doc/holster/README.md" "$out/$name/README.md"
rm -r "$out/$name/share/doc"
cp packaging/archive-install.txt "$out/$name/INSTALL.txt"
# Same input, same archive: fixed order, owner and time (the last commit's).
stamp=$(git log -1 --format=%ct 2>/dev/null || echo 0)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" \
  -C "$out" -cf - "$name" | gzip -9n >"$out/$name.tar.gz"

echo "== made"
ls -l "$deb" "$out/$name.tar.gz"
