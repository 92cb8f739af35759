import type { UserConfig } from 'next-i18next/pages';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

/** What the browser needs: translations arrive with each page's props, so no backend. */
export const clientI18nConfig: UserConfig = {
  i18n: { defaultLocale: DEFAULT_LANGUAGE, locales: [...LANGUAGES] },
  defaultNS: 'common',
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};
