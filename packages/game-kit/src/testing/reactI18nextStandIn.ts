import gameKitTexts from '../../locales/en.json';
import { GAME_KIT_NAMESPACE } from '../ui/namespace';

type Options = Record<string, unknown> & { ns?: string | string[]; count?: number; context?: string };

const englishPlural = new Intl.PluralRules('en');

/** The keys i18next tries, most specific first: key_context_plural, key_context, key_plural, key. */
function candidateKeys(key: string, { count, context }: Options): string[] {
  const plural = typeof count === 'number' ? `_${englishPlural.select(count)}` : null;
  const bases = context ? [`${key}_${context}`, key] : [key];
  return bases.flatMap((base) => (plural ? [`${base}${plural}`, base] : [base]));
}

function lookup(texts: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return typeof value === 'string' ? value : undefined;
}

/**
 * A stand-in for react-i18next in board tests, reading the real English texts of the game and of
 * game-kit, so tests assert what a player reads. `useTranslation(ns)` and `t(key, { ns })` look in
 * the namespaces given (the game's by default); `{{placeholders}}` are filled, `count` picks the
 * English plural form (`_one`, `_other`) and `context` its variant as i18next does; a missing key
 * comes back as itself. Use as
 * `jest.mock('react-i18next', () => reactI18nextStandIn('<code>', require('../../locales/en.json')))`
 * or through a small `testI18n.ts` beside the board. A board that also reads a shared package's texts
 * passes them as `otherNamespaces`, e.g. `{ cards: require('@tabula/cards/locales/en.json') }`.
 */
export function reactI18nextStandIn(gameNamespace: string, gameTexts: object, otherNamespaces: Record<string, object> = {}) {
  const bundles: Record<string, unknown> = { ...otherNamespaces, [gameNamespace]: gameTexts, [GAME_KIT_NAMESPACE]: gameKitTexts };
  const translatorFor = (namespaces: string | string[] = gameNamespace) => {
    const order = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return (key: string, options: Options = {}): string => {
      const tried = options.ns === undefined ? order : typeof options.ns === 'string' ? [options.ns] : options.ns;
      const candidates = candidateKeys(key, options);
      const template = tried
        .flatMap((ns) => candidates.map((candidate) => lookup(bundles[ns], candidate)))
        .find((text) => text !== undefined);
      if (template === undefined) return key;
      return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
    };
  };
  return {
    useTranslation: (namespaces?: string | string[]) => ({ t: translatorFor(namespaces), i18n: { language: 'en' } }),
  };
}
