#!/usr/bin/env bash
# Installs the Debian 12 packages Arbor needs to build, test and benchmark.
# Idempotent: when every package is already installed it does nothing (and never calls apt).
# Run as root (it re-runs itself through sudo when that is available).
set -euo pipefail

packages=(
  cmake
  ninja-build
  g++
  clang-16
  libclang-rt-16-dev
  libgtest-dev
  libgmock-dev
  libbenchmark-dev
  libmimalloc-dev
  libcli11-dev
  ccache
  mold
  libsdl2-dev
  pkg-config
  libopenal-dev
  libvorbis-dev
  libmpg123-dev
  libsndfile1-dev
  libstb-dev
  libtinygltf-dev
  assimp-testmodels
  libvulkan-dev
  libvulkan-volk-dev
  glslc
  mesa-vulkan-drivers
  vulkan-validationlayers
  xvfb
  xauth
  libbullet-dev
  libbox2d-dev
  ca-certificates
  git
)

is_installed() {
  [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" == "install ok installed" ]]
}

missing=()
for package in "${packages[@]}"; do
  is_installed "$package" || missing+=("$package")
done

if ((${#missing[@]} == 0)); then
  echo "install-deps: all ${#packages[@]} packages already installed"
  exit 0
fi

if ((EUID != 0)); then
  if command -v sudo >/dev/null 2>&1; then
    exec sudo -- "$0" "$@"
  fi
  echo "install-deps: missing packages (${missing[*]}); run this script as root" >&2
  exit 1
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends "${packages[@]}"
