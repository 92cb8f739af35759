// Test helper for the online features: renders with real English texts of the `online` namespace.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import online from '../../locales/en/online.json';
import gameKit from '@tabula/game-kit/locales/en.json';

let instance: i18n | null = null;

export function testI18n(): i18n {
  if (instance) return instance;
  instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { online, 'game-kit': gameKit } },
    ns: ['online', 'game-kit'],
    defaultNS: 'online',
    interpolation: { escapeValue: false },
    initImmediate: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}

export function renderOnline(ui: ReactElement) {
  return render(<I18nextProvider i18n={testI18n()}>{ui}</I18nextProvider>);
}
