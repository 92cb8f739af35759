// Test helper: renders UI with real i18next and game-kit's texts in one language, English by default (plus any namespace given).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next, { type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { GAME_KIT_NAMESPACE } from './namespace';

export function createTestI18n(extra: Record<string, object> = {}, language = 'en') {
  const instance = i18next.createInstance();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const gameKitTexts = require(`../../locales/${language}.json`) as object;
  const resources: Resource = { [language]: { [GAME_KIT_NAMESPACE]: gameKitTexts, ...extra } };
  void instance.use(initReactI18next).init({
    lng: language,
    resources,
    ns: Object.keys(resources[language]!),
    defaultNS: GAME_KIT_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function renderWithI18n(ui: ReactElement, extra: Record<string, object> = {}, language = 'en') {
  const i18n = createTestI18n(extra, language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
