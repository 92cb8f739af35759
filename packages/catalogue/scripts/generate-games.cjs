// Writes packages/catalogue/src/games.generated.ts: one import per folder in games/, in catalogue
// order. The file is git-ignored and rewritten only when it would change. It runs after every
// `pnpm install` (the catalogue's postinstall) and before the type check, jest, the web build and
// npm start, so a game folder added or removed shows up everywhere without editing a list.
// Refuses (exit 1) when a folder in games/ is not a valid game.
// Usage: node packages/catalogue/scripts/generate-games.cjs
// @ts-check
const { existsSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { GAMES_DIR, discoverGames } = require('./discover-games.cjs');
const { gamesProblems } = require('./check-games.cjs');

const GENERATED_FILE = join(__dirname, '..', 'src', 'games.generated.ts');

/** The module's text for the games in `gamesDir`. */
function renderGamesModule(gamesDir = GAMES_DIR) {
  const games = discoverGames(gamesDir).map((game) => ({ ...game, id: `${game.code}Entry` }));
  return [
    '// Generated from games/* by packages/catalogue/scripts/generate-games.cjs: do not edit, not committed.',
    "import type { CatalogueEntry } from '@tabula/game-kit';",
    ...games.map((game) => `import ${game.id} from '${game.packageName}';`),
    '',
    '/** Every folder in games/, in catalogue order: `tabula.order` of its package.json, then by code. */',
    `export const gameEntries: CatalogueEntry[] = [${games.map((game) => game.id).join(', ')}];`,
    '',
  ].join('\n');
}

/**
 * Checks the game folders, then writes the module if its text changed.
 * @returns {{ written: boolean, problems: string[] }}
 */
function generateGames(gamesDir = GAMES_DIR, file = GENERATED_FILE) {
  const problems = gamesProblems(gamesDir);
  if (problems.length > 0) return { written: false, problems };
  const text = renderGamesModule(gamesDir);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return { written: false, problems };
  // Write beside, then rename: a type check running in parallel never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, text);
  renameSync(partial, file);
  return { written: true, problems };
}

if (require.main === module) {
  const { written, problems } = generateGames();
  if (problems.length > 0) {
    console.error(`games/ holds folders that are not valid games (see games/README.md):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  if (written) console.log(`catalogue: wrote ${GENERATED_FILE}`);
}

module.exports = { GENERATED_FILE, renderGamesModule, generateGames };
