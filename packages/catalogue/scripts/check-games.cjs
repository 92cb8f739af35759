// What makes a folder in games/ a valid game, and a package's `exports` sound. Each function returns
// a list of problems a person can act on (empty when all is well); the catalogue generator refuses
// to run with any, and packages/catalogue/src/gameFolders.test.ts runs them over the workspace.
// @ts-check
const { existsSync, readFileSync, statSync } = require('node:fs');
const { join } = require('node:path');
const { GAMES_DIR, gameFolderNames } = require('./discover-games.cjs');

/** The site's languages (LANGUAGES in @tabula/game-kit; a test keeps the two equal). */
const LANGUAGES = ['en', 'pt', 'de', 'fr', 'it'];
/** The subpaths every game exports; others (./ai, ./customization, ...) are optional. */
const REQUIRED_EXPORTS = { '.': './src/index.ts', './game': './src/game.ts', './board': './src/board/Board.tsx' };
const CODE = /^[a-z][a-zA-Z0-9]*$/;

/** @param {string} file @returns {{ value?: any, error?: string }} */
function readJson(file) {
  try {
    return { value: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Every file an `exports` field names, as written (conditions are followed; null targets skipped).
 * @param {unknown} exportsField
 * @returns {Array<{ subpath: string, target: string }>}
 */
function exportTargets(exportsField, subpath = '.') {
  if (typeof exportsField === 'string') return [{ subpath, target: exportsField }];
  if (Array.isArray(exportsField)) return exportsField.flatMap((item) => exportTargets(item, subpath));
  if (exportsField === null || typeof exportsField !== 'object') return [];
  return Object.entries(exportsField).flatMap(([key, value]) => exportTargets(value, key.startsWith('.') ? key : subpath));
}

/**
 * Problems with the `exports` of the package in `packageDir` (targets that do not exist), unprefixed.
 * @param {string} packageDir
 * @returns {string[]}
 */
function exportProblems(packageDir) {
  const manifest = readJson(join(packageDir, 'package.json'));
  if (manifest.error) return [`package.json: ${manifest.error}`];
  return exportTargets(manifest.value.exports).flatMap(({ subpath, target }) => {
    // A pattern ("./locales/*": "./locales/*") needs the folder before its "*".
    const path = target.includes('*') ? target.slice(0, target.indexOf('*')) : target;
    if (!path.startsWith('./')) return [`export "${subpath}" -> "${target}" must start with "./"`];
    return existsSync(join(packageDir, path)) ? [] : [`export "${subpath}" -> "${target}" names a file that does not exist`];
  });
}

/**
 * Problems that keep the folder games/<code> from being a game.
 * @param {string} code
 * @returns {string[]}
 */
function gameFolderProblems(code, gamesDir = GAMES_DIR) {
  const dir = join(gamesDir, code);
  const at = (/** @type {string} */ message) => `games/${code}: ${message}`;
  if (!CODE.test(code)) return [at(`the folder name is the game's code and must match ${CODE}`)];
  const manifest = readJson(join(dir, 'package.json'));
  if (manifest.error) return [at(`no readable package.json (${manifest.error})`)];
  const { name, exports: exportsField, tabula } = manifest.value;
  const problems = [];
  if (name !== `@games/${code}`) problems.push(at(`package.json "name" is ${JSON.stringify(name)}, expected "@games/${code}"`));
  for (const [subpath, target] of Object.entries(REQUIRED_EXPORTS)) {
    const actual = exportsField?.[subpath];
    if (actual !== target)
      problems.push(at(`package.json exports "${subpath}" must be "${target}" (found ${JSON.stringify(actual)})`));
  }
  problems.push(...exportProblems(dir).map(at));
  if (tabula?.order !== undefined && typeof tabula.order !== 'number')
    problems.push(at('package.json "tabula.order" must be a number'));
  const index = join(dir, 'src', 'index.ts');
  if (existsSync(index) && !/^export default /m.test(readFileSync(index, 'utf8'))) {
    problems.push(at('src/index.ts must `export default` its catalogue entry'));
  }
  for (const language of LANGUAGES) {
    const locale = readJson(join(dir, 'locales', `${language}.json`));
    if (locale.error) problems.push(at(`locales/${language}.json is missing or not JSON (${locale.error})`));
  }
  const thumbnail = join(dir, 'media', 'thumbnail.svg');
  if (!existsSync(thumbnail) || !statSync(thumbnail).isFile()) problems.push(at('media/thumbnail.svg is missing'));
  return problems;
}

/** Problems with every folder in `gamesDir`. */
function gamesProblems(gamesDir = GAMES_DIR) {
  return gameFolderNames(gamesDir).flatMap((code) => gameFolderProblems(code, gamesDir));
}

module.exports = { LANGUAGES, REQUIRED_EXPORTS, exportTargets, exportProblems, gameFolderProblems, gamesProblems };
