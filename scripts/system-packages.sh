#!/usr/bin/env bash
# Debian packages the tests and benchmarks use and npm cannot provide: Chromium (end-to-end tests,
# Lighthouse), PostgreSQL and Redis (tests and benchmarks start private instances of their own).
# Installs only what is missing; needs root (or sudo) when something is.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=()
[ "$(id -u)" -ne 0 ] && sudo=(sudo)
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
