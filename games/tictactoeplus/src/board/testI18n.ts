// Test-only stand-in for react-i18next: `t` reads the real English locale files, so tests assert
// the texts a player sees. Use with `jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock)`.
import kit from '@tabula/game-kit/locales/en.json';
import en from '../../locales/en.json';

const bundles: Record<string, unknown> = { tictactoeplus: en, 'game-kit': kit };

export function translate(namespace: string, key: string, vars: Record<string, unknown> = {}): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundles[namespace]);
  if (typeof value !== 'string') return `${namespace}:${key}`;
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export const reactI18nextMock = {
  useTranslation: (namespace = 'common') => ({
    t: (key: string, vars?: Record<string, unknown>) => translate(namespace, key, vars),
    i18n: { language: 'en' },
  }),
};
