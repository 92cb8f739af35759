// Which games exist: every folder in games/ with a package.json is one. Plain CommonJS with no
// dependencies, because .pnpmfile.cjs loads it before anything is installed; the catalogue generator,
// the web app's next.config.js and the tests load it too.
// @ts-check
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const { join, resolve } = require('node:path');

/** The repository's games/ folder. */
const GAMES_DIR = resolve(__dirname, '..', '..', '..', 'games');

/** The workspace projects whose dependencies list every game (see .pnpmfile.cjs). */
const GAME_CONSUMERS = ['@tabula/catalogue', '@tabula/web'];

/**
 * @typedef {object} GameFolder
 * @property {string} code          the folder name, which is the game's code
 * @property {string} dir           absolute path of the folder
 * @property {string} packageName   the `name` in its package.json
 * @property {number | undefined} order  `tabula.order` in its package.json: position in the catalogue
 */

/** Folder names in `gamesDir` (not hidden, directories or links to them), sorted. */
function gameFolderNames(gamesDir = GAMES_DIR) {
  if (!existsSync(gamesDir)) return [];
  return readdirSync(gamesDir)
    .filter((name) => !name.startsWith('.') && statSync(join(gamesDir, name)).isDirectory())
    .sort();
}

/** @param {string} file @returns {any} */
function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The games in `gamesDir`, in catalogue order: games with `tabula.order` by that number, then the
 * others alphabetically. Folders without a package.json are left out here (check-games reports them).
 * @returns {GameFolder[]}
 */
function discoverGames(gamesDir = GAMES_DIR) {
  const found = gameFolderNames(gamesDir)
    .filter((code) => existsSync(join(gamesDir, code, 'package.json')))
    .map((code) => {
      const dir = join(gamesDir, code);
      const manifest = readJson(join(dir, 'package.json'));
      const order = manifest.tabula?.order;
      return { code, dir, packageName: String(manifest.name), order: typeof order === 'number' ? order : undefined };
    });
  const rank = (/** @type {GameFolder} */ game) => game.order ?? Number.POSITIVE_INFINITY;
  return found.sort((a, b) => rank(a) - rank(b) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The package names of every game, in catalogue order: the web app's transpile list uses them. */
function gamePackageNames(gamesDir = GAMES_DIR) {
  return discoverGames(gamesDir).map((game) => game.packageName);
}

/**
 * The pnpm readPackage hook's work: the catalogue and the web app depend on every game.
 * @template {{ name?: string, dependencies?: Record<string, string> }} T
 * @param {T} manifest
 * @returns {T}
 */
function withGameDependencies(manifest, gamesDir = GAMES_DIR) {
  if (!manifest.name || !GAME_CONSUMERS.includes(manifest.name)) return manifest;
  const dependencies = { ...manifest.dependencies };
  for (const name of gamePackageNames(gamesDir)) dependencies[name] ??= 'workspace:*';
  return { ...manifest, dependencies };
}

module.exports = { GAMES_DIR, GAME_CONSUMERS, gameFolderNames, discoverGames, gamePackageNames, withGameDependencies };
