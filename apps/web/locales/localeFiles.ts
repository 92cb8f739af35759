import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, seen from apps/web/locales. */
export const REPOSITORY_ROOT = join(__dirname, '..', '..', '..');

const WORKSPACE_FOLDERS = ['apps', 'packages', 'games'];

export type LocaleFile = {
  /** Path from the repository's root, e.g. games/chess/locales/fr.json or apps/web/locales/fr/common.json. */
  path: string;
  lang: string;
};

/**
 * Every locale file of the repository: `<package>/locales/<lang>.json` (games and packages) and
 * `<package>/locales/<lang>/<namespace>.json` (the site), so a new game or package is found without
 * being listed anywhere.
 */
export function localeFiles(root = REPOSITORY_ROOT): LocaleFile[] {
  const files: LocaleFile[] = [];
  for (const top of WORKSPACE_FOLDERS) {
    if (!existsSync(join(root, top))) continue;
    for (const name of readdirSync(join(root, top)).sort()) {
      const locales = `${top}/${name}/locales`;
      if (!existsSync(join(root, locales)) || !statSync(join(root, locales)).isDirectory()) continue;
      for (const entry of readdirSync(join(root, locales)).sort()) {
        if (entry.endsWith('.json')) files.push({ path: `${locales}/${entry}`, lang: entry.slice(0, -'.json'.length) });
        else if (statSync(join(root, locales, entry)).isDirectory())
          for (const namespace of readdirSync(join(root, locales, entry)).sort())
            if (namespace.endsWith('.json')) files.push({ path: `${locales}/${entry}/${namespace}`, lang: entry });
      }
    }
  }
  return files;
}

/** Every text of a locale file with its dotted key, e.g. ["board.setTitle", "{{name}}, choisis ton mot secret"]. */
export function localeTexts(path: string, root = REPOSITORY_ROOT): [key: string, text: string][] {
  const texts: [string, string][] = [];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') texts.push([prefix, node]);
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
  };
  walk(JSON.parse(readFileSync(join(root, path), 'utf8')), '');
  return texts;
}
