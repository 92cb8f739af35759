import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES } from '@tabula/game-kit';
import { discoverGames, gameFolderNames } from '../scripts/discover-games.cjs';
import { LANGUAGES as CHECKED_LANGUAGES, exportProblems, gamesProblems } from '../scripts/check-games.cjs';
import { GENERATED_FILE, renderGamesModule } from '../scripts/generate-games.cjs';
import { games } from './games';

const root = join(__dirname, '..', '..', '..');

describe('the game folders', () => {
  it('are all valid games', () => {
    expect(gamesProblems()).toEqual([]);
  });

  it('are checked against the languages of the site', () => {
    expect(CHECKED_LANGUAGES).toEqual([...LANGUAGES]);
  });

  it('make the catalogue, one entry per folder with the folder name as its code', () => {
    expect(games.map((entry) => entry.code)).toEqual(discoverGames().map((game) => game.code));
    expect(games.map((entry) => entry.code).sort()).toEqual(gameFolderNames());
  });

  it('keep the home page order of the first games', () => {
    expect(games.slice(0, 7).map((entry) => entry.code)).toEqual([
      'tictactoe',
      'fourinarow',
      'tictactoeplus',
      'checkers',
      'bashni',
      'reversi',
      'chess',
    ]);
  });

  it('are what the generated catalogue module lists (npm test and pnpm install regenerate it)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(renderGamesModule());
  });
});

describe('every workspace package', () => {
  const packages = ['apps', 'packages', 'games'].flatMap((top) =>
    readdirSync(join(root, top))
      .map((name) => `${top}/${name}`)
      .filter((dir) => existsSync(join(root, dir, 'package.json'))),
  );

  it.each(packages)('%s exports only files that exist', (dir) => {
    expect(exportProblems(join(root, dir))).toEqual([]);
  });
});

describe('the game folder check', () => {
  let gamesDir: string;
  beforeEach(() => {
    gamesDir = mkdtempSync(join(tmpdir(), 'tabula-games-'));
  });
  afterEach(() => rmSync(gamesDir, { recursive: true, force: true }));

  it('names what a folder lacks to be a game', () => {
    const folder = join(gamesDir, 'halfdone');
    mkdirSync(join(folder, 'src'), { recursive: true });
    writeFileSync(join(folder, 'src', 'index.ts'), 'export const entry = {};\n');
    writeFileSync(
      join(folder, 'package.json'),
      JSON.stringify({
        name: '@games/half-done',
        exports: { '.': './src/index.ts', './game': './src/game.ts', './extra': './src/extra.ts' },
      }),
    );
    const problems = gamesProblems(gamesDir);
    expect(problems).toEqual(
      expect.arrayContaining([
        'games/halfdone: package.json "name" is "@games/half-done", expected "@games/halfdone"',
        'games/halfdone: package.json exports "./board" must be "./src/board/Board.tsx" (found undefined)',
        'games/halfdone: export "./game" -> "./src/game.ts" names a file that does not exist',
        'games/halfdone: export "./extra" -> "./src/extra.ts" names a file that does not exist',
        'games/halfdone: src/index.ts must `export default` its catalogue entry',
        'games/halfdone: media/thumbnail.svg is missing',
      ]),
    );
    for (const language of LANGUAGES)
      expect(problems.join('\n')).toContain(`games/halfdone: locales/${language}.json is missing`);
  });

  it('rejects a folder without a package.json and a folder name that cannot be a code', () => {
    mkdirSync(join(gamesDir, 'notes'));
    mkdirSync(join(gamesDir, 'Four-In-A-Row'));
    writeFileSync(join(gamesDir, 'README.md'), 'files beside the folders are fine');
    const problems = gamesProblems(gamesDir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^games\/Four-In-A-Row: the folder name is the game's code/);
    expect(problems[1]).toMatch(/^games\/notes: no readable package.json/);
  });
});
