import type { LogLine } from '../gameLog';

/** A game's locale files by language (`{ en, pt, de, fr, it }`), English among them. */
export type LogLocales = Record<string, object> & { en: object };

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const YOU_FORM = /_you(?=_(zero|one|two|few|many|other)$|$)/;

function lookup(texts: object, path: string): string | undefined {
  const value = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The text a line reads in a language, as i18next picks it: with the `you` context (the seat named
 * "You") its `_you` form first, then the plural form of its count, else the plain key.
 */
export function logTextOf(texts: object, language: string, line: LogLine, context?: 'you'): string | undefined {
  const count = line.values?.count;
  const plural = typeof count === 'number' ? `_${new Intl.PluralRules(language).select(count)}` : undefined;
  const bases = context ? [`log.${line.key}_${context}`, `log.${line.key}`] : [`log.${line.key}`];
  const keys = bases.flatMap((base) => (plural === undefined ? [base] : [`${base}${plural}`, base]));
  return keys.map((key) => lookup(texts, key)).find((text) => text !== undefined);
}

/**
 * What is wrong with how the lines read in every language, about another seat and about the seat
 * named "You": a line with no text, a placeholder the line does not fill ({{player}} is filled from
 * its seat), or a value the text never shows (a text about "You" need not show {{player}}).
 */
export function logTextProblems(locales: LogLocales, lines: readonly LogLine[]): string[] {
  return Object.entries(locales).flatMap(([language, texts]) =>
    lines.flatMap((line) => {
      const readings = line.seat === undefined ? [undefined] : [undefined, 'you' as const];
      return readings.flatMap((context) => {
        const key = context ? `${line.key} (${context})` : line.key;
        const text = logTextOf(texts, language, line, context);
        if (text === undefined) return [`${language}: no text for ${key}`];
        const given = new Set([...Object.keys(line.values ?? {}), ...(line.seat === undefined ? [] : ['player'])]);
        const wanted = new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!));
        const shown = (name: string) => wanted.has(name) || (context === 'you' && name === 'player');
        return [
          ...[...wanted].filter((name) => !given.has(name)).map((name) => `${language}: ${key} leaves {{${name}}} empty`),
          ...[...given].filter((name) => !shown(name)).map((name) => `${language}: ${key} never shows ${name}`),
        ];
      });
    }),
  );
}

/** The English log texts no line used (a plural form and a `_you` form count as used with their key). */
export function unusedLogTexts(locales: LogLocales, lines: readonly LogLine[]): string[] {
  const leaves = (node: unknown, prefix: string): string[] =>
    typeof node === 'string'
      ? [prefix]
      : Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
          leaves(child, prefix ? `${prefix}.${key}` : key),
        );
  const used = new Set(lines.map((line) => line.key));
  const english = (locales.en as { log?: object }).log ?? {};
  return leaves(english, '').filter((key) => !used.has(key.replace(YOU_FORM, '').replace(PLURAL, '')));
}
