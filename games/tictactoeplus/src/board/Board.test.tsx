import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ctx } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { WILDCARD_ROLL } from '../moves';
import { markWithRoll, position } from '../testing';
import type { TicTacToePlusState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const local = seatArgs('LocalFriend', ['Red', 'Green']);
const vsAi = seatArgs('AI', ['Computer', 'Ana'], { aiSeats: ['0'], aiLevel: 'hard' });

function renderBoard(G: TicTacToePlusState, options: Partial<Ctx> & { gameArgs?: GameArgs } = {}) {
  const { gameArgs = local, ...ctx } = options;
  const moves = moveSpies(['markCell']);
  renderGameBoard(Board, { G, ctx, moves, gameArgs });
  return moves.markCell;
}

const empty = () => position(['....', '....', '....', '....']);

describe('tictactoeplus board', () => {
  it('shows the turn and the wildcard count, and marks a clicked square', async () => {
    const markCell = renderBoard(empty());
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Red's turn");
    expect(screen.getByTestId('wildcards')).toHaveTextContent('Wildcards: 0 of 3');
    expect(screen.getAllByRole('gridcell')).toHaveLength(16);
    await userEvent.click(screen.getByRole('gridcell', { name: 'Square 6, empty' }));
    expect(markCell).toHaveBeenCalledWith(5);
  });

  it('moves with the arrow keys and marks with Enter or Space', async () => {
    const markCell = renderBoard(empty());
    act(() => screen.getByTestId('cell-0').focus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(screen.getByTestId('cell-5')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(markCell).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight} ');
    expect(markCell).toHaveBeenLastCalledWith(7);
  });

  it('ignores occupied squares and previews the mark on a playable one', () => {
    const markCell = renderBoard(position(['X+..', '....', '....', '....']), { currentPlayer: '1' });
    fireEvent.click(screen.getByRole('gridcell', { name: 'Square 1, Red' }));
    fireEvent.click(screen.getByRole('gridcell', { name: 'Square 2, wildcard' }));
    expect(markCell).not.toHaveBeenCalled();
    expect(screen.getByTestId('cell-1')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('cell-2')).toHaveAttribute('data-playable', 'true');
    fireEvent.focus(screen.getByTestId('cell-2'));
    expect(screen.getByTestId('cell-2').querySelector('[data-mark="circle"]')).not.toBeNull();
  });

  it('against the computer, takes no input while the computer is to move', async () => {
    const markCell = renderBoard(empty(), { currentPlayer: '0', gameArgs: vsAi });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('The computer is thinking…');
    await userEvent.click(screen.getByTestId('cell-3'));
    expect(markCell).not.toHaveBeenCalled();
  });

  it('against the computer, lets the human seat play on its turn', async () => {
    const markCell = renderBoard(position(['X...', '....', '....', '....']), { currentPlayer: '1', gameArgs: vsAi });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
    await userEvent.click(screen.getByTestId('cell-3'));
    expect(markCell).toHaveBeenCalledWith(3);
  });

  it('announces a wildcard and shows the last move', () => {
    const G = position(['X...', '.+..', '....', '....']);
    G.lastMove = { cell: 5, by: '1', wildcard: true };
    renderBoard(G);
    expect(screen.getByTestId('last-move')).toHaveTextContent("Wildcard! Green's move on square 6 became a +");
    expect(screen.getByTestId('wildcards')).toHaveTextContent('Wildcards: 1 of 3');
    expect(screen.getByTestId('cell-5')).toHaveAttribute('data-last', 'true');
  });

  it('highlights the winning line and takes no more input after the game ends', async () => {
    const G = position(['X+XX', 'OO..', 'O...', '....']);
    G.lastMove = { cell: 3, by: '0', wildcard: false };
    const markCell = renderBoard(G, { currentPlayer: '1', gameover: { winner: '0' } });
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: Red on square 4');
    for (const index of [0, 1, 2, 3]) expect(screen.getByTestId(`cell-${index}`)).toHaveAttribute('data-winning', 'true');
    expect(screen.getByTestId('cell-4')).not.toHaveAttribute('data-winning');
    expect(screen.queryByTestId('turn-indicator')).toBeNull();
    await userEvent.click(screen.getByTestId('cell-7'));
    expect(markCell).not.toHaveBeenCalled();
  });
});

describe('tictactoeplus board against the computer, the human named "You"', () => {
  const youAndComputer: GameArgs = {
    mode: 'AI',
    players: [
      { playerID: '0', name: 'You', you: true },
      { playerID: '1', name: 'Computer' },
    ],
    aiSeats: ['1'],
  };

  it('announces your own wildcard in the second person', () => {
    const G = position(['....', '.+..', '....', '....']);
    G.lastMove = { cell: 5, by: '0', wildcard: true };
    renderBoard(G, { currentPlayer: '1', gameArgs: youAndComputer });
    expect(screen.getByTestId('last-move')).toHaveTextContent('Wildcard! Your move on square 6 became a +');
  });

  it("announces the computer's wildcard in the third person", () => {
    const G = position(['....', '.+..', '....', '....']);
    G.lastMove = { cell: 5, by: '1', wildcard: true };
    renderBoard(G, { gameArgs: youAndComputer });
    expect(screen.getByTestId('last-move')).toHaveTextContent("Wildcard! Computer's move on square 6 became a +");
  });

  it('words the log lines about you in the second person', () => {
    const G = empty();
    markWithRoll(G, '0', 0, 1);
    markWithRoll(G, '1', 5, 1);
    markWithRoll(G, '0', 10, WILDCARD_ROLL);
    render(<GameLogList lines={G.log} gameNamespace="tictactoeplus" players={youAndComputer.players} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You marked square 1',
      'Computer marked square 6',
      'You played square 11: it became a wildcard +',
    ]);
  });
});
