import en from '../../locales/en.json';

/** A react-i18next stand-in for tests: looks keys up in the English file and fills {{placeholders}}. */
function translate(key: string, values: Record<string, unknown> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const reactI18nextMock = {
  useTranslation: () => ({ t: translate, i18n: { language: 'en' } }),
};
