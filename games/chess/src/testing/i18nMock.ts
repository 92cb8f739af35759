import gameKitEn from '@tabula/game-kit/locales/en.json';
import chessEn from '../../locales/en.json';

const namespaces: Record<string, unknown> = { chess: chessEn, 'game-kit': gameKitEn };

function lookup(tree: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Stands in for react-i18next in component tests: English texts from the real locale files, with
 * {{name}} interpolation, so tests read what a player reads. Unknown keys come back as the key.
 */
export const reactI18nextMock = {
  useTranslation: (namespace = 'chess') => ({
    t: (key: string, values: Record<string, unknown> = {}) =>
      (lookup(namespaces[namespace], key) ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')),
    i18n: { language: 'en' },
  }),
};
