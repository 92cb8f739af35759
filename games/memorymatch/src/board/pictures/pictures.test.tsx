import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { LANGUAGES } from '@tabula/game-kit';
import { PICTURES } from '../../pictures';
import { PICTURE_ART } from '.';

const locale = (lang: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'locales', `${lang}.json`), 'utf8')) as {
    pictures: Record<string, string>;
  };

describe('memorymatch pictures', () => {
  it('has at least 18 pictures, each drawn, on its own card colour', () => {
    expect(PICTURES.length).toBeGreaterThanOrEqual(18);
    expect(Object.keys(PICTURE_ART).sort()).toEqual([...PICTURES].sort());
    const backgrounds = PICTURES.map((picture) => PICTURE_ART[picture].background);
    expect(new Set(backgrounds).size).toBe(PICTURES.length);
    const drawings = PICTURES.map((picture) => {
      const { Art } = PICTURE_ART[picture];
      const { container } = render(
        <svg>
          <Art />
        </svg>,
      );
      expect(container.querySelectorAll('path, circle, ellipse, polygon, rect').length).toBeGreaterThan(3);
      return container.innerHTML;
    });
    expect(new Set(drawings).size).toBe(PICTURES.length);
  });

  it.each(LANGUAGES)('names every picture in %s, each name different', (lang) => {
    const names = locale(lang).pictures;
    for (const picture of PICTURES) expect(names[picture]?.trim()).toBeTruthy();
    expect(new Set(PICTURES.map((picture) => names[picture])).size).toBe(PICTURES.length);
  });
});
