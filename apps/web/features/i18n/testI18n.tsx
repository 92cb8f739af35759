// Test helper: renders site UI with real i18next and the site's own locale files.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Language } from './languages';

function loadTexts(language: Language) {
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    common: require(`../../locales/${language}/common.json`) as object,
    'game-kit': require(`../../../../packages/game-kit/locales/${language}.json`) as object,
    cards: require(`../../../../packages/cards/locales/${language}.json`) as object,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

export function renderInLanguage(ui: ReactElement, language: Language = 'en', extra: Record<string, object> = {}) {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { ...loadTexts(language), ...extra } },
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);
}
