// One jest run over the whole workspace: node tests for rules and servers, jsdom for components.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { react: { runtime: 'automatic' }, legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!.pnpm)', '/node_modules/.pnpm/(?!(boardgame\\.io|@games|@tabula))'],
  moduleNameMapper: { '\\.(css|svg|png)$': `${__dirname}/scripts/jest-asset-stub.js` },
};
const node = (dir) => ({
  ...common,
  displayName: `${dir}:node`,
  rootDir: dir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
});
const dom = (dir) => ({
  ...common,
  displayName: `${dir}:dom`,
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  setupFilesAfterEnv: [`${__dirname}/scripts/jest-dom-setup.ts`],
});
const fs = require('node:fs');
// The catalogue's list of games is generated from games/* and git-ignored: bring it up to date
// first. Folders that are not valid games leave it as it was; gameFolders.test.ts names them.
require('./packages/catalogue/scripts/generate-games.cjs').generateGames();
const dirs = ['apps', 'packages', 'games'].flatMap((top) =>
  fs.existsSync(top)
    ? fs
        .readdirSync(top)
        .map((d) => `${top}/${d}`)
        .filter((d) => fs.existsSync(`${d}/package.json`))
    : [],
);
module.exports = {
  // A loaded 2-core CI machine runs tests several times slower than a developer's; files that start
  // databases, servers or child processes give their hooks and tests longer timeouts of their own.
  // (Jest reads testTimeout only here, not per project.)
  testTimeout: 30_000,
  projects: dirs.flatMap((d) => [node(`${__dirname}/${d}`), dom(`${__dirname}/${d}`)]),
};
