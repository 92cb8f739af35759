/** Every dotted key path of a nested locale object, leaves only. */
export function localeKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    localeKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Keys the reference locale has that `other` lacks (or leaves empty). */
export function missingLocaleKeys(reference: unknown, other: unknown): string[] {
  const have = new Set(localeKeys(other).filter((key) => lookup(other, key) !== ''));
  return localeKeys(reference).filter((key) => !have.has(key));
}

function lookup(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** i18next contexts a language may add to a text (see `nameContext` in game-kit's UI). */
const CONTEXT_SUFFIX = /_vowel$/;

/** A key without its i18next plural and context suffixes: "players.andOthers_many" -> "players.andOthers". */
export function localeKeyBase(key: string): string {
  return key.replace(PLURAL_SUFFIX, '').replace(CONTEXT_SUFFIX, '');
}

/**
 * Keys `other` has that the reference lacks, apart from a language's own plural forms and
 * contexts of a reference text (French needs "_many" and "_vowel" texts English has no use for).
 */
export function extraLocaleKeys(reference: unknown, other: unknown): string[] {
  const bases = new Set(localeKeys(reference).map(localeKeyBase));
  const known = new Set(localeKeys(reference));
  return localeKeys(other).filter((key) => !known.has(key) && !bases.has(localeKeyBase(key)));
}

/** The plural forms a language needs for every plural text of the reference that it lacks. */
export function missingPluralForms(reference: unknown, other: unknown, language: string): string[] {
  const have = new Set(localeKeys(other));
  const plurals = new Set(
    localeKeys(reference)
      .filter((key) => PLURAL_SUFFIX.test(key))
      .map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return [...plurals].flatMap((base) => categories.map((category) => `${base}_${category}`)).filter((key) => !have.has(key));
}
