const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const VOWEL_SUFFIX = /_vowel$/;

/**
 * The `_you` texts a locale file lacks: a log line names its seat as `{{player}}`, and against the
 * computer the human's seat is "You", so every such text needs the second-person form i18next picks
 * with the `you` context (`log.bid` "{{player}} bids {{value}}" needs `log.bid_you` "You bid
 * {{value}}"; a plural text needs each plural form, `log.won_you_one`...). Returns the missing keys.
 */
export function missingYouForms(texts: [key: string, text: string][]): string[] {
  const keys = new Set(texts.map(([key]) => key));
  const missing = new Set<string>();
  for (const [key, text] of texts) {
    if (!key.startsWith('log.') || !text.includes('{{player}}')) continue;
    const plural = PLURAL_SUFFIX.exec(key)?.[0] ?? '';
    const base = key.slice(0, key.length - plural.length).replace(VOWEL_SUFFIX, '');
    if (base.endsWith('_you')) continue;
    const wanted = `${base}_you${plural}`;
    if (!keys.has(wanted)) missing.add(wanted);
  }
  return [...missing];
}
