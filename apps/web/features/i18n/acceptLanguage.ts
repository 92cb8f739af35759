import { LANGUAGES, type Language } from './languages';

/**
 * The site's language a browser prefers most, from its Accept-Language header ("de-CH,de;q=0.9,en;q=0.8"):
 * the highest-weighted tag whose primary language is one of the five; undefined when none is.
 */
export function preferredLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  let best: { language: Language; weight: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...parameters] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    const language = LANGUAGES.find((candidate) => candidate === primary);
    if (!language) continue;
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = quality === undefined ? 1 : Number.parseFloat(quality.slice(2));
    // Equal weights keep the header's order: the first listed wins.
    if (Number.isFinite(weight) && weight > 0 && (!best || weight > best.weight)) best = { language, weight };
  }
  return best?.language;
}
