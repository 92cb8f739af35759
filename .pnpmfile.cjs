// pnpm hooks. A game is one folder: the catalogue and the web app depend on every package in
// games/ without listing them in their package.json; pnpm links them and the lockfile records it.
// After adding or removing a game folder, run `node scripts/pnpm.mjs install`. pnpm-lock.yaml
// records this file's checksum: editing it needs an install too.
const { withGameDependencies } = require('./packages/catalogue/scripts/discover-games.cjs');

module.exports = {
  hooks: {
    readPackage: (manifest) => withGameDependencies(manifest),
  },
};
