import { nameContext } from './playerNames';

describe('nameContext', () => {
  it('marks names that start with a vowel, accented or not, in any language', () => {
    for (const name of ['Anna', ' emil', 'Élodie', 'Îsa', 'Ugo', 'Yves']) expect(nameContext(name)).toBe('vowel');
    for (const name of ['Ben', 'Carla', '', '  ', '42', '_x']) expect(nameContext(name)).toBeUndefined();
    expect(nameContext(undefined)).toBeUndefined();
  });

  it('treats an h before a vowel as mute in French only', () => {
    expect(nameContext('Hélène', 'fr')).toBe('vowel');
    expect(nameContext('Hugo', 'fr-FR')).toBe('vowel');
    expect(nameContext('Hana', 'it')).toBeUndefined();
    expect(nameContext('Hugo')).toBeUndefined();
    expect(nameContext('Hsu', 'fr')).toBeUndefined();
  });
});
