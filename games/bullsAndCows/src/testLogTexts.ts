import type { LogLine } from '@tabula/game-kit';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it from '../locales/it.json';
import pt from '../locales/pt.json';

export const LOG_LOCALES: Record<string, object> = { en, pt, de, fr, it };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

function lookup(texts: object, path: string): string | undefined {
  const value = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return typeof value === 'string' ? value : undefined;
}

/** The text a line reads in a language, as i18next picks it: the plural form of its count, else the plain key. */
export function logTextOf(texts: object, language: string, line: LogLine): string | undefined {
  const key = `log.${line.key}`;
  const count = line.values?.count;
  const plural = typeof count === 'number' ? `${key}_${new Intl.PluralRules(language).select(count)}` : undefined;
  return (plural === undefined ? undefined : lookup(texts, plural)) ?? lookup(texts, key);
}

/**
 * What is wrong with how the lines read in every language: a line with no text, a placeholder the
 * line does not fill ({{player}} is filled from its seat), or a value the text never shows.
 */
export function logTextProblems(lines: readonly LogLine[]): string[] {
  return Object.entries(LOG_LOCALES).flatMap(([language, texts]) =>
    lines.flatMap((line) => {
      const text = logTextOf(texts, language, line);
      if (text === undefined) return [`${language}: no text for ${line.key}`];
      const given = new Set([...Object.keys(line.values ?? {}), ...(line.seat === undefined ? [] : ['player'])]);
      const wanted = new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!));
      return [
        ...[...wanted].filter((name) => !given.has(name)).map((name) => `${language}: ${line.key} leaves {{${name}}} empty`),
        ...[...given].filter((name) => !wanted.has(name)).map((name) => `${language}: ${line.key} never shows ${name}`),
      ];
    }),
  );
}

/** The English log texts no line used (a plural form counts as used with its key). */
export function unusedLogTexts(lines: readonly LogLine[]): string[] {
  const leaves = (node: unknown, prefix: string): string[] =>
    typeof node === 'string'
      ? [prefix]
      : Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
          leaves(child, prefix ? `${prefix}.${key}` : key),
        );
  const used = new Set(lines.map((line) => line.key));
  return leaves((en as { log: object }).log, '').filter((key) => !used.has(key.replace(/_(one|other)$/, '')));
}
