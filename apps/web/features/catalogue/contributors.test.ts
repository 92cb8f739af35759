import i18next from 'i18next';
import type { CommonT } from '../i18n/useCommon';
import { contributorNames } from './contributors';

const tIn = (language: string): CommonT => {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    initAsync: false,
    resources: { [language]: { common: require(`../../locales/${language}/common.json`) } },
    defaultNS: 'common',
  });
  return instance.t.bind(instance) as unknown as CommonT;
};

describe('contributorNames', () => {
  it('translates the project credit and keeps other names', () => {
    expect(contributorNames(['Tabula contributors'], tIn('en'))).toBe('Tabula contributors');
    expect(contributorNames(['Tabula contributors', 'Ana Lima'], tIn('pt'))).toBe('Colaboradores do Tabula, Ana Lima');
    expect(contributorNames(['Tabula contributors'], tIn('de'))).toBe('Tabula-Mitwirkende');
  });
});
