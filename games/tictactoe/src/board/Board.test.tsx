import { fireEvent, render, screen } from '@testing-library/react';
import type { GameArgs, LogLine } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard } from '@tabula/game-kit/testing/board';
import type { TicTacToeState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () =>
  require('@tabula/game-kit/testing').reactI18nextStandIn('tictactoe', require('../../locales/en.json')),
);

const againstComputer: GameArgs = {
  mode: 'AI',
  players: [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer' },
  ],
  aiSeats: ['1'],
};

describe('tictactoe board against the computer, the human named "You"', () => {
  it('marks the clicked square on your turn', () => {
    const G: TicTacToeState = { cells: Array(9).fill(null), lastMove: null, log: [] };
    const moves = moveSpies(['markCell']);
    renderBoard(Board, { G, ctx: { currentPlayer: '0' }, moves, playerID: '0', gameArgs: againstComputer });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
    fireEvent.click(screen.getByTestId('cell-4'));
    expect(moves.markCell).toHaveBeenCalledWith(4);
  });

  it('words the log lines about your own marks in the second person, the computer’s in the third', () => {
    const lines: LogLine[] = [
      { key: 'marked', seat: '0', values: { square: 5 } },
      { key: 'marked', seat: '1', values: { square: 1 } },
    ];
    render(<GameLogList lines={lines} gameNamespace="tictactoe" players={againstComputer.players} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You marked square 5',
      'Computer marked square 1',
    ]);
  });
});
