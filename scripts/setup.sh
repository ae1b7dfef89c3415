#!/usr/bin/env bash
# `npm run setup`: `npm install` run by the Node this project pins (the `node` devDependency in
# package.json, which every npm script then runs on), also on a machine with another Node. npm
# checks each package's `engines` against the Node running npm itself and warns on a mismatch; so
# on another Node, npm runs on the pinned one, taken from the npm registry
# as a package (node-<platform>-<arch>) into npm's cache. Arguments go on to `npm install`.
set -euo pipefail
cd "$(dirname "$0")/.."

pinned=$(node -p "require('./package.json').devDependencies.node")
if [ "$(node --version)" = "v$pinned" ]; then
  exec npm install --no-audit --no-fund "$@"
fi
# The registry's name for this machine's build, as the `node` package itself picks it.
package=$(node -p "
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  const prefix = platform === 'darwin' && process.arch === 'arm64' ? 'node-bin' : 'node';
  [prefix, platform, process.arch].join('-')")
echo "Node $(node --version) here; installing with Node v$pinned ($package@$pinned)"
exec npm exec --yes --package="$package@$pinned" -- npm install --no-audit --no-fund "$@"
