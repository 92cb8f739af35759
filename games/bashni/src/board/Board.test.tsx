import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ctx } from 'boardgame.io';
import type { GameArgs, LogLine, PlayerInfo } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { initialState } from '../game';
import { sq, stateOf } from '../testPositions';
import type { BashniState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const local = seatArgs('LocalFriend', ['Ana', 'Bruno']);
const ai = seatArgs('AI', ['Ana', 'Bruno'], { aiSeats: ['0'] });

function renderBoard(G: BashniState, options: Partial<Ctx> & { playerID?: string | null; gameArgs?: GameArgs } = {}) {
  const { playerID, gameArgs = local, ...ctx } = options;
  const moves = moveSpies(['moveColumn']);
  renderGameBoard(Board, { G, ctx, moves, playerID, gameArgs });
  return moves.moveColumn;
}

const square = (name: string) => screen.getByTestId(`square-${sq(name)}`);

describe('bashni board', () => {
  it('moves a column by click, click on a shared device', () => {
    const moveColumn = renderBoard(initialState());
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Ana's turn");
    expect(square('e3')).toHaveAccessibleName('e3, White man, can move');
    fireEvent.click(square('e3'));
    expect(screen.getByTestId(`target-${sq('f4')}`)).toBeInTheDocument();
    fireEvent.click(square('f4'));
    expect(moveColumn).toHaveBeenCalledWith(sq('e3'), sq('f4'));
  });

  it('describes columns top to bottom for screen readers, and marks tall ones', () => {
    renderBoard(stateOf({ c3: 'Wbwbww', h8: 'b' }));
    expect(square('c3')).toHaveAccessibleName(
      'c3, column of 6 pieces, top to bottom: White king, Black man, White man, Black man, White man, White man, can move',
    );
    expect(square('h8')).toHaveAccessibleName('h8, Black man');
    expect(screen.getByTestId('column-overflow')).toHaveTextContent('+1');
  });

  it('greys out jumped columns and keeps the capturing column selected mid-sequence', () => {
    const G: BashniState = {
      ...stateOf({ e5: 'w', d4: 'b', f6: 'b', h8: 'b' }),
      chain: { at: sq('e5'), captured: [sq('d4')], dir: { dx: 1, dy: -1 } },
      lastMove: { seat: '0', path: [sq('c3'), sq('e5')], captured: [sq('d4')] },
    };
    const moveColumn = renderBoard(G);
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Keep jumping with the same column');
    expect(square('d4')).toHaveAccessibleName('d4, Black man, capture in the last move, jumped');
    expect(square('g7')).toHaveAccessibleName('g7, empty, legal move');
    expect(square('e5')).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(square('g7'));
    expect(moveColumn).toHaveBeenCalledWith(sq('e5'), sq('g7'));
  });

  it('against the AI shows the board from Black and ignores input on the AI turn', () => {
    const moveColumn = renderBoard(initialState(), { gameArgs: ai });
    expect(screen.getAllByRole('gridcell')[0]).toHaveAccessibleName(/^h1/);
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('The computer is thinking…');
    fireEvent.click(square('e3'));
    fireEvent.click(square('f4'));
    expect(moveColumn).not.toHaveBeenCalled();
  });

  it('plays with the keyboard', async () => {
    const moveColumn = renderBoard(initialState(), { currentPlayer: '1', gameArgs: ai });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
    act(() => square('b6').focus());
    await userEvent.keyboard('{Enter}{ArrowUp}{ArrowLeft}{Enter}');
    expect(moveColumn).toHaveBeenCalledWith(sq('b6'), sq('c5'));
  });

  it('shows a threefold repetition draw', () => {
    renderBoard(initialState(), { gameover: { draw: true, reason: 'threefold' } });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Draw by threefold repetition');
  });
});

describe('bashni log with the human named "You"', () => {
  const youAndComputer: PlayerInfo[] = [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer' },
  ];

  it("words the lines about your own moves in the second person, the computer's in the third", () => {
    const lines: LogLine[] = [
      { key: 'moved', seat: '0', values: { move: 'c3-d4' } },
      { key: 'captured', seat: '1', values: { move: 'e5xc3', count: 1 } },
      { key: 'captured', seat: '0', values: { move: 'b2xd4xf6', count: 2 } },
    ];
    render(<GameLogList lines={lines} gameNamespace="bashni" players={youAndComputer} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You played c3-d4',
      'Computer played e5xc3, capturing 1 piece',
      'You played b2xd4xf6, capturing 2 pieces',
    ]);
  });
});
