// Test-only stand-in for react-i18next reading the real card texts in any of the five languages:
// `jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock)`, then `setTestLanguage('de')`.
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import it from '../../locales/it.json';
import pt from '../../locales/pt.json';
import { CARDS_NAMESPACE } from './namespace';

const TEXTS = { en, pt, de, fr, it };
export type TestLanguage = keyof typeof TEXTS;

let language: TestLanguage = 'en';

/** The language every `t` answers in from now on (English at the start of each test file). */
export function setTestLanguage(next: TestLanguage) {
  language = next;
}

type Options = Record<string, unknown> & { ns?: string; count?: number; context?: string };

function lookup(key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], TEXTS[language]);
  return typeof value === 'string' ? value : undefined;
}

// As i18next: key_context_plural, key_context, key_plural, key; only the cards namespace is known.
function translate(key: string, options: Options = {}): string {
  if (options.ns !== undefined && options.ns !== CARDS_NAMESPACE) return key;
  const plural = typeof options.count === 'number' ? `_${new Intl.PluralRules(language).select(options.count)}` : null;
  const bases = options.context ? [`${key}_${options.context}`, key] : [key];
  const template = bases
    .flatMap((base) => (plural ? [`${base}${plural}`, base] : [base]))
    .map(lookup)
    .find((text) => text !== undefined);
  if (template === undefined) return key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
}

export const reactI18nextMock = {
  useTranslation: () => ({ t: translate, i18n: { language } }),
};
