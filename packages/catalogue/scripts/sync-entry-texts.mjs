// Rewrites the English catalogue texts (name, description, descriptionTag) in every
// games/<code>/src/index.ts from games/<code>/locales/en.json, between the catalogue-texts markers.
// The entries carry a copy instead of importing en.json because a JSON import ships the whole file,
// board labels included, to every page that lists the games. The catalogue contract test fails when a
// copy differs from its locale file; run this script then: node packages/catalogue/scripts/sync-entry-texts.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../../../', import.meta.url).pathname;
const gamesDir = join(root, 'games');
const BEGIN = '// catalogue-texts:begin';
const END = '// catalogue-texts:end';

/** A single-quoted TypeScript string literal. */
function quote(text) {
  const escaped = JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${escaped}'`;
}

/** The source as the project's formatter writes it, so that only a change of text rewrites a file. */
function formatted(source, path) {
  const biome = spawnSync(join(root, 'node_modules', '.bin', 'biome'), ['format', `--stdin-file-path=${path}`], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  return biome.status === 0 && biome.stdout ? biome.stdout : source;
}

function block(en) {
  return [
    BEGIN,
    '// A copy of locales/en.json: written by packages/catalogue/scripts/sync-entry-texts.mjs, checked by',
    '// the catalogue contract test (importing en.json would ship every board label to the home page).',
    'const texts = {',
    `  name: ${quote(en.name)},`,
    `  description: ${quote(en.description)},`,
    `  descriptionTag: ${quote(en.descriptionTag)},`,
    '} satisfies EntryTexts;',
    END,
  ].join('\n');
}

let failed = false;
for (const code of readdirSync(gamesDir).sort()) {
  const index = join(gamesDir, code, 'src', 'index.ts');
  const locale = join(gamesDir, code, 'locales', 'en.json');
  if (!existsSync(index) || !existsSync(locale)) continue;
  const source = readFileSync(index, 'utf8');
  const begin = source.indexOf(BEGIN);
  const end = source.indexOf(END);
  if (begin < 0 || end < begin) {
    console.error(`${code}: no "${BEGIN}" ... "${END}" block in src/index.ts`);
    failed = true;
    continue;
  }
  const updated = formatted(
    source.slice(0, begin) + block(JSON.parse(readFileSync(locale, 'utf8'))) + source.slice(end + END.length),
    index,
  );
  if (updated !== source) {
    writeFileSync(index, updated);
    console.log(`${code}: updated`);
  }
}
process.exit(failed ? 1 : 0);
