import { render, screen } from '@testing-library/react';
import type { GameArgs, LogLine } from '@tabula/game-kit';
import { renderBoard, testCtx } from '@tabula/game-kit/testing/board';
import { GameLogList } from '@tabula/game-kit/ui';
import { initialState } from '../game';
import { cellsOf, testGrid } from '../testMatch';
import { playerView } from '../view';
import { Board } from './Board';

// In German a sentence in the third person about "Du" shows ("Du hat CAT gefunden"); English hides it.
jest.mock('react-i18next', () =>
  require('@tabula/game-kit/testing').reactI18nextStandIn('soupofletters', require('../../locales/de.json')),
);

const againstComputer: GameArgs = {
  mode: 'AI',
  players: [
    { playerID: '0', name: 'Du', you: true },
    { playerID: '1', name: 'Computer' },
  ],
  aiSeats: ['1'],
};

describe('soupofletters against the computer, in German', () => {
  it('tells the seat named "You" about its last turn in the second person', () => {
    const G = testGrid(initialState(2));
    G.hidden = G.hidden.filter((placement) => placement.word !== 'CAT');
    G.found = [{ word: 'CAT', cells: cellsOf('CAT'), by: '0' }];
    G.lastTurn = { kind: 'found', seat: '0', word: 'CAT' };
    const ctx = testCtx({ turn: 2, phase: 'play', currentPlayer: '1' });
    renderBoard(Board, { G: playerView({ G, ctx }), ctx, gameArgs: againstComputer });
    expect(screen.getByTestId('last-turn')).toHaveTextContent('Du hast CAT gefunden.');
    expect(screen.getByTestId('word-CAT')).toHaveAccessibleName('CAT, gefunden von dir');
  });

  it('words the log\'s lines about the seat named "You" in the second person', () => {
    const lines: LogLine[] = [
      { key: 'found', seat: '0', values: { word: 'CAT' } },
      { key: 'passed', seat: '1' },
      { key: 'timeOut', seat: '0' },
      { key: 'winner', seat: '0', values: { count: 2 } },
    ];
    render(<GameLogList lines={lines} gameNamespace="soupofletters" players={againstComputer.players} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'Du hast CAT gefunden',
      'Computer hat gepasst',
      'Dir ist die Zeit abgelaufen',
      'Du gewinnst mit 2 Wörtern',
    ]);
  });
});
