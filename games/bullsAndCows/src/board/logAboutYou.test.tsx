import { createRequire } from 'node:module';
import { render, screen } from '@testing-library/react';
import type { LogLine, PlayerInfo } from '@tabula/game-kit';
import gameKitDe from '@tabula/game-kit/locales/de.json';
import { GAME_KIT_NAMESPACE, GameLogList } from '@tabula/game-kit/ui';
import type { ComponentProps } from 'react';
import { I18nextProvider } from 'react-i18next';
import de from '../../locales/de.json';
import { makeGuess, startWith } from '../testTable';

type I18n = ComponentProps<typeof I18nextProvider>['i18n'];
// i18next itself is react-i18next's peer: loaded from beside it, as the site loads it.
const i18next = createRequire(require.resolve('react-i18next'))('i18next') as { createInstance(): I18n };

/** The site's log list, read in German (where "Du hat" would show a third person left in). */
function renderGermanLog(lines: readonly LogLine[], players: PlayerInfo[]) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'de',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { de: { bullsAndCows: de, [GAME_KIT_NAMESPACE]: gameKitDe } },
  });
  render(
    <I18nextProvider i18n={instance}>
      <GameLogList lines={lines} gameNamespace="bullsAndCows" players={players} />
    </I18nextProvider>,
  );
  return screen.getAllByRole('listitem').map((line) => line.textContent);
}

describe('bullsAndCows log against the computer', () => {
  it('tells the seat named "You" what it did in the second person', () => {
    const table = startWith([0, 1, 2, 3]);
    makeGuess(table, [3, 2, 1, 0]);
    makeGuess(table, [0, 1, 2, 3]);
    expect(renderGermanLog(table.getState()!.G.log, [{ playerID: '0', name: 'Du', you: true }])).toEqual([
      'Der Computer hat einen Code aus 4 Steckern versteckt',
      'Du hast D C B A geraten: Bullen 0, Kühe 4',
      'Du hast A B C D geraten: Bullen 4, Kühe 0',
      'Du hast den Code mit 2 Versuchen geknackt',
    ]);
  });
});
