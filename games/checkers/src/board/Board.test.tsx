import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ctx } from 'boardgame.io';
import type { GameArgs, LogLine, PlayerInfo } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { initialState } from '../game';
import { sq, stateOf } from '../testPositions';
import type { CheckersState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const local = seatArgs('LocalFriend', ['Ana', 'Bruno']);
const online = seatArgs('OnlineFriend', ['Ana', 'Bruno']);

function renderBoard(G: CheckersState, options: Partial<Ctx> & { playerID?: string | null; gameArgs?: GameArgs } = {}) {
  const { playerID, gameArgs = local, ...ctx } = options;
  const moves = moveSpies(['movePiece']);
  renderGameBoard(Board, { G, ctx, moves, playerID, gameArgs });
  return moves.movePiece;
}

const square = (name: string) => screen.getByTestId(`square-${sq(name)}`);

describe('checkers board', () => {
  it('shows whose turn it is and moves a piece by click, click', () => {
    const movePiece = renderBoard(initialState());
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Ana's turn");
    fireEvent.click(square('c3'));
    expect(screen.getByTestId(`target-${sq('b4')}`)).toBeInTheDocument();
    expect(screen.getByTestId(`target-${sq('d4')}`)).toBeInTheDocument();
    fireEvent.click(square('d4'));
    expect(movePiece).toHaveBeenCalledWith(sq('c3'), sq('d4'));
  });

  it('names squares and pieces for screen readers', () => {
    renderBoard(stateOf({ white: ['c3'], black: ['h8'], kings: ['h8'] }));
    expect(square('h8')).toHaveAccessibleName('h8, Black king');
    expect(square('d4')).toHaveAccessibleName('d4, empty');
  });

  it('tells screen readers which pieces can move and which moves are legal', () => {
    renderBoard(stateOf({ white: ['c3', 'a1'], black: ['b2', 'h8'] }));
    expect(square('c3')).toHaveAccessibleName('c3, White man, can move');
    expect(square('a1')).toHaveAccessibleName('a1, White man');
    fireEvent.click(square('c3'));
    expect(square('c3')).toHaveAccessibleName('c3, White man, selected');
    expect(square('b4')).toHaveAccessibleName('b4, empty, legal move');
    expect(square('d4')).toHaveAccessibleName('d4, empty, legal move');
    expect(square('d2')).toHaveAccessibleName('d2, empty');
  });

  it('only offers capturing pieces when forced capture applies', () => {
    const movePiece = renderBoard(stateOf({ white: ['c3', 'g3'], black: ['d4', 'h8'] }));
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Ana's turn");
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('You must capture');
    expect(square('c3')).toHaveAccessibleName('c3, White man, can move');
    expect(square('g3')).toHaveAccessibleName('g3, White man');
    fireEvent.click(square('g3'));
    fireEvent.click(square('h4'));
    expect(movePiece).not.toHaveBeenCalled();
    fireEvent.click(square('c3'));
    fireEvent.click(square('e5'));
    expect(movePiece).toHaveBeenCalledWith(sq('c3'), sq('e5'));
  });

  it('preselects the piece that must keep jumping and marks the last move', () => {
    const G: CheckersState = {
      ...stateOf({ white: ['c3', 'g1'], black: ['d4', 'h8'] }),
      chain: sq('c3'),
      lastMove: { seat: '0', path: [sq('a1'), sq('c3')], captured: [sq('b2')] },
    };
    const movePiece = renderBoard(G);
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Keep jumping with the same piece');
    expect(square('c3')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId(`captured-${sq('b2')}`)).toBeInTheDocument();
    expect(square('b2')).toHaveAccessibleName('b2, empty, capture in the last move');
    expect(square('a1')).toHaveAccessibleName('a1, empty, last move');
    expect(screen.getByTestId(`target-${sq('e5')}`)).toBeInTheDocument();
    fireEvent.click(square('e5'));
    expect(movePiece).toHaveBeenCalledWith(sq('c3'), sq('e5'));
  });

  it('plays with the keyboard: arrows to move, Enter to pick and drop', async () => {
    const movePiece = renderBoard(initialState());
    act(() => square('a1').focus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}{ArrowRight}{Enter}');
    expect(square('c3')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowRight} ');
    expect(movePiece).toHaveBeenCalledWith(sq('c3'), sq('d4'));
  });

  it('online, waits for the other player and accepts no input', () => {
    const movePiece = renderBoard(initialState(), { playerID: '1', gameArgs: online });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Waiting for Ana');
    expect(screen.queryByTestId('turn-detail')).not.toBeInTheDocument();
    fireEvent.click(square('c3'));
    fireEvent.click(square('d4'));
    expect(movePiece).not.toHaveBeenCalled();
    expect(screen.getAllByRole('gridcell')[0]).toHaveAccessibleName(/^h1/);
  });

  it('says the computer is thinking on its turn, and takes no input then', () => {
    const ai: GameArgs = { ...local, mode: 'AI', aiSeats: ['0'] };
    const movePiece = renderBoard(stateOf({ white: ['c3', 'g3'], black: ['d4', 'h8'] }), { gameArgs: ai });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('The computer is thinking…');
    expect(screen.queryByTestId('turn-detail')).not.toBeInTheDocument();
    fireEvent.click(square('c3'));
    fireEvent.click(square('e5'));
    expect(movePiece).not.toHaveBeenCalled();
  });

  it('shows the result when the game is over', () => {
    renderBoard(initialState(), { gameover: { winner: '1', reason: 'noMoves' } });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Black won');
  });

  it('shows why a game was drawn', () => {
    renderBoard(initialState(), { gameover: { draw: true, reason: 'noProgress' } });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Draw: too many moves');
  });
});

describe('checkers log with the human named "You"', () => {
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
    render(<GameLogList lines={lines} gameNamespace="checkers" players={youAndComputer} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You played c3-d4',
      'Computer played e5xc3, capturing 1 piece',
      'You played b2xd4xf6, capturing 2 pieces',
    ]);
  });
});
