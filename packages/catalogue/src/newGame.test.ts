// A game is one folder: a throwaway copy of tictactoe, put beside links to the real games in a
// temporary games/ folder, shows up in the catalogue, the game server's list and the web app's
// transpile list with nothing else edited. pnpm's linking is imitated with symbolic links made from
// what the .pnpmfile.cjs hook adds, so no real install runs; the real games/ is never touched.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogueEntry } from '@tabula/game-kit';
import { loadOnlineGames } from '../../../apps/game-server/src/games';
import { GAMES_DIR, gameFolderNames, withGameDependencies } from '../scripts/discover-games.cjs';
import { generateGames } from '../scripts/generate-games.cjs';
import { games } from './games';

const root = join(__dirname, '..', '..', '..');
const CODE = 'throwaway';
const discoverModule = join(__dirname, '..', 'scripts', 'discover-games.cjs');

let work: string;
let gamesDir: string;

/** games/<CODE>: tictactoe's files renamed, its node_modules shared through a link. */
function addThrowawayGame(): void {
  const source = join(GAMES_DIR, 'tictactoe');
  const folder = join(gamesDir, CODE);
  cpSync(source, folder, {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|bench)$/.test(path) && !/\.test\.tsx?$/.test(path),
  });
  symlinkSync(join(source, 'node_modules'), join(folder, 'node_modules'));
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  delete manifest.tabula; // no order: it comes after the games that have one
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ ...manifest, name: `@games/${CODE}` }));
  for (const file of ['index.ts', 'game.ts']) {
    const path = join(folder, 'src', file);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll('tictactoe', CODE));
  }
}

/** What pnpm install does for a workspace package: link every dependency the hook gives it. */
function linkGames(packageName: string, packageDir: string): string[] {
  const { dependencies = {} } = withGameDependencies({ name: packageName, dependencies: {} }, gamesDir);
  const linked = Object.keys(dependencies).filter((name) => name.startsWith('@games/'));
  mkdirSync(join(packageDir, 'node_modules', '@games'), { recursive: true });
  for (const name of linked) symlinkSync(join(gamesDir, name.slice('@games/'.length)), join(packageDir, 'node_modules', name));
  return linked;
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'tabula-new-game-'));
  gamesDir = join(work, 'games');
  mkdirSync(gamesDir);
  for (const code of gameFolderNames()) symlinkSync(join(GAMES_DIR, code), join(gamesDir, code));
  addThrowawayGame();
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

it('leaves the real games folder alone', () => {
  expect(readdirSync(GAMES_DIR)).not.toContain(CODE);
});

it('becomes a dependency of the catalogue and the web app through the pnpm hook, of nothing else', () => {
  for (const name of ['@tabula/catalogue', '@tabula/web']) {
    expect(withGameDependencies({ name, dependencies: {} }, gamesDir).dependencies).toMatchObject({
      [`@games/${CODE}`]: 'workspace:*',
    });
  }
  expect(withGameDependencies({ name: '@tabula/api', dependencies: {} }, gamesDir).dependencies).toEqual({});
  const pnpmfile = require(join(root, '.pnpmfile.cjs')) as {
    hooks: { readPackage: (manifest: object) => { dependencies?: object } };
  };
  const web = { name: '@tabula/web', dependencies: { next: '16.4.6' } };
  expect(pnpmfile.hooks.readPackage(web)).toEqual(withGameDependencies(web));
});

describe('once installed', () => {
  let entries: CatalogueEntry[];

  beforeAll(() => {
    const catalogue = join(work, 'catalogue');
    expect(linkGames('@tabula/catalogue', catalogue)).toContain(`@games/${CODE}`);
    const generated = join(catalogue, 'src', 'games.generated.ts');
    mkdirSync(join(catalogue, 'src'));
    expect(generateGames(gamesDir, generated)).toEqual({ written: true, problems: [] });
    ({ gameEntries: entries } = require(generated) as { gameEntries: CatalogueEntry[] });
  });

  it('is in the catalogue, after the games that have an order', () => {
    expect(entries.map((entry) => entry.code)).toEqual([...games.map((entry) => entry.code), CODE]);
    expect(entries.at(-1)).toMatchObject({ code: CODE, imageURL: `/games/${CODE}/thumbnail.svg` });
  });

  it("is in the game server's list of online games, its rules loaded in Node", async () => {
    const online = await loadOnlineGames(entries);
    expect(online.map((game) => game.name)).toContain(CODE);
  });

  it("is in the web app's transpile list", () => {
    jest.isolateModules(() => {
      jest.doMock(discoverModule, () => {
        const real = jest.requireActual(discoverModule);
        return { ...real, gamePackageNames: () => real.gamePackageNames(gamesDir) };
      });
      const nextConfig = require(join(root, 'apps', 'web', 'next.config.js')) as { transpilePackages: string[] };
      expect(nextConfig.transpilePackages).toContain(`@games/${CODE}`);
      expect(nextConfig.transpilePackages).toContain('@games/tictactoe');
    });
  });
});
