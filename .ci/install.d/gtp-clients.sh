#!/usr/bin/env bash
# GNU Go (Debian package gnugo) and @sabaki/gtp (npm), for tests/gtp_clients.rs: whole games
# between GNU Go and qili through a real GTP client.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -x /usr/games/gnugo ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq gnugo >/dev/null
fi
if ! command -v npm >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq nodejs npm >/dev/null
fi
if [ ! -d tests/oracles/node/node_modules/@sabaki/gtp ]; then
  (cd tests/oracles/node && npm install --no-audit --no-fund --silent)
fi
echo "gnugo: $(/usr/games/gnugo --version | head -1); @sabaki/gtp: $(node -p "require('./tests/oracles/node/node_modules/@sabaki/gtp/package.json').version")"
