// Test helper: a stand-in for react-i18next that reads the real English locale files, so board
// tests assert the texts a player reads. Used with jest.mock('react-i18next', ...).
import gameKit from '@tabula/game-kit/locales/en.json';
import reversi from '../../locales/en.json';

const namespaces: Record<string, unknown> = { reversi, 'game-kit': gameKit };

function lookup(ns: string, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], namespaces[ns]);
  return typeof value === 'string' ? value : undefined;
}

export function translatorFor(defaultNs: string | string[] = 'reversi') {
  const order = Array.isArray(defaultNs) ? defaultNs : [defaultNs];
  return (key: string, options: Record<string, unknown> = {}): string => {
    const tried = typeof options.ns === 'string' ? [options.ns] : order;
    const template = tried.map((ns) => lookup(ns, key)).find((v) => v !== undefined);
    if (template === undefined) return key;
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
  };
}

export const reactI18nextMock = {
  useTranslation: (ns?: string | string[]) => ({ t: translatorFor(ns), i18n: { language: 'en' } }),
};
