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
