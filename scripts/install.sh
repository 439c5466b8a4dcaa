#!/bin/sh
# Install a prebuilt ward for this machine: download the release archive and SHA256SUMS,
# verify the checksum, then put `ward` into a directory (default ~/.local/bin).
#
#   curl -fsSL https://github.com/ward-watch/ward/releases/latest/download/install.sh | sh
#   sh install.sh --version 0.2.0 --dir /usr/local/bin
#
# WARD_DOWNLOAD_URL replaces the base URL that holds the archives and SHA256SUMS (a mirror,
# or a local folder served over http).
set -eu

REPOSITORY="ward-watch/ward"
version="latest"
dir="${HOME:-}/.local/bin"

fail() {
  echo "install.sh: $*" >&2
  exit 1
}

usage() {
  cat <<'USAGE'
Usage: install.sh [--version X.Y.Z] [--dir DIR]

  --version X.Y.Z  the release to install (default: the latest release)
  --dir DIR        where to put ward (default: ~/.local/bin)

WARD_DOWNLOAD_URL overrides the base URL holding the archives and SHA256SUMS.
USAGE
}

while [ $# -gt 0 ]; do
  case "$1" in
    --version) [ $# -ge 2 ] || fail "--version needs a value, e.g. --version 0.2.0"; version="${2#v}"; shift 2 ;;
    --version=*) version="${1#--version=}"; version="${version#v}"; shift ;;
    --dir) [ $# -ge 2 ] || fail "--dir needs a directory, e.g. --dir ~/.local/bin"; dir="$2"; shift 2 ;;
    --dir=*) dir="${1#--dir=}"; shift ;;
    -h|--help) usage; exit 0 ;;
    *) fail "unknown argument '$1'; see install.sh --help" ;;
  esac
done
[ -n "$dir" ] || fail "no install directory: set HOME or pass --dir DIR"

detect_target() {
  os="$(uname -s)"
  cpu="$(uname -m)"
  # An x86_64 shell under Rosetta still runs on an Apple-silicon machine: get the native build.
  if [ "$os" = Darwin ] && [ "$cpu" = x86_64 ] && [ "$(sysctl -n sysctl.proc_translated 2>/dev/null || echo 0)" = 1 ]; then
    cpu=arm64
  fi
  case "$os/$cpu" in
    Linux/x86_64|Linux/amd64) echo x86_64-unknown-linux-musl ;;
    Linux/aarch64|Linux/arm64) echo aarch64-unknown-linux-musl ;;
    Darwin/x86_64) echo x86_64-apple-darwin ;;
    Darwin/arm64|Darwin/aarch64) echo aarch64-apple-darwin ;;
    MINGW*|MSYS*|CYGWIN*) fail "on Windows use install.ps1 (PowerShell) instead" ;;
    *) fail "no prebuilt ward for $os/$cpu; build it with: cargo install --locked --git https://github.com/$REPOSITORY" ;;
  esac
}

fetch() { # URL FILE
  if command -v curl > /dev/null 2>&1; then
    curl -fsSL --retry 3 --retry-delay 1 -o "$2" "$1"
  elif command -v wget > /dev/null 2>&1; then
    wget -q --tries=3 -O "$2" "$1"
  else
    fail "neither curl nor wget is installed; install one of them"
  fi
}

sha256_of() { # FILE
  if command -v sha256sum > /dev/null 2>&1; then
    sha256sum "$1" | cut -d ' ' -f 1
  elif command -v shasum > /dev/null 2>&1; then
    shasum -a 256 "$1" | cut -d ' ' -f 1
  elif command -v openssl > /dev/null 2>&1; then
    openssl dgst -sha256 "$1" | sed 's/.*= *//'
  else
    fail "no SHA-256 tool (sha256sum, shasum or openssl) to verify the download with"
  fi
}

target="$(detect_target)"
asset="ward-$target.tar.gz"
if [ -n "${WARD_DOWNLOAD_URL:-}" ]; then
  base="${WARD_DOWNLOAD_URL%/}/"
elif [ "$version" = latest ]; then
  base="https://github.com/$REPOSITORY/releases/latest/download/"
else
  base="https://github.com/$REPOSITORY/releases/download/v$version/"
fi

tmp="$(mktemp -d 2>/dev/null || mktemp -d -t ward-install)"
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

echo "install.sh: downloading $asset ($version) from $base" >&2
fetch "${base}SHA256SUMS" "$tmp/SHA256SUMS" || fail "could not download ${base}SHA256SUMS (is the version right? see --help)"
expected="$(awk -v name="$asset" '$2 == name || $2 == "*" name { print tolower($1); exit }' "$tmp/SHA256SUMS")"
[ -n "$expected" ] || fail "SHA256SUMS at $base has no entry for $asset"
fetch "${base}$asset" "$tmp/$asset" || fail "could not download ${base}$asset"
actual="$(sha256_of "$tmp/$asset")"
if [ "$actual" != "$expected" ]; then
  fail "checksum mismatch for $asset: SHA256SUMS says $expected, the download is $actual; nothing was installed"
fi

# A release archive holds regular files and directories only. A link or a device named
# `ward` would make the chmod and the copy below act on whatever it points at, so every
# member is checked in the listing (its type is the first letter of the mode) before
# anything is unpacked.
listing="$(tar -tvzf "$tmp/$asset")" || fail "could not list the members of $asset; is it a .tar.gz?"
odd="$(printf '%s\n' "$listing" | awk 'substr($0, 1, 1) != "-" && substr($0, 1, 1) != "d" { print; exit }')"
if [ -n "$odd" ]; then
  case "$odd" in
    l*) kind="a symbolic link" ;;
    h*) kind="a hard link" ;;
    c*|b*) kind="a device" ;;
    p*) kind="a FIFO" ;;
    *) kind="a member that is not a regular file or directory" ;;
  esac
  fail "$asset holds $kind ($odd); release archives hold only regular files and directories, so nothing was installed (install a release you trust, or build from source)"
fi
mkdir "$tmp/unpacked"
tar -xzf "$tmp/$asset" -C "$tmp/unpacked" || fail "could not unpack $asset"
# Unpacked, `ward` must still be a regular file with no other name (find's -type does not
# follow links): some tar implementations list a hard link as a plain file.
[ -f "$tmp/unpacked/ward" ] || [ -L "$tmp/unpacked/ward" ] || fail "$asset has no ward at its root"
[ -n "$(find "$tmp/unpacked/ward" -prune -type f -links 1)" ] \
  || fail "the ward in $asset is not a regular file of its own (a link?); nothing was installed (install a release you trust, or build from source)"
chmod 755 "$tmp/unpacked/ward"
reported="$("$tmp/unpacked/ward" --version 2>/dev/null | awk '{ print $2 }')" || reported=""
if [ "$version" != latest ] && [ "$reported" != "$version" ]; then
  fail "the ward in $asset reports version '${reported}', expected $version; nothing was installed"
fi

mkdir -p "$dir" || fail "cannot create $dir; pass a writable --dir"
# Copy beside the old binary, then rename: a running ward is never overwritten in place.
# mktemp creates the file exclusively under a name nobody can guess, so a link planted
# beside the target is never written through.
new="$(mktemp "$dir/.ward.new.XXXXXXXX")" || fail "cannot write to $dir; pass a writable --dir"
cat "$tmp/unpacked/ward" > "$new" && chmod 755 "$new" || { rm -f "$new"; fail "cannot write to $dir; pass a writable --dir"; }
mv -f "$new" "$dir/ward" || { rm -f "$new"; fail "cannot replace $dir/ward; pass a writable --dir"; }
echo "install.sh: installed ward $reported to $dir/ward" >&2
case ":${PATH:-}:" in
  *":$dir:"*) ;;
  *) echo "install.sh: $dir is not on PATH; add it, e.g. export PATH=\"$dir:\$PATH\"" >&2 ;;
esac
