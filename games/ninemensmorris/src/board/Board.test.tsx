import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ctx } from 'boardgame.io';
import type { GameArgs, LogLine } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { at, type PositionPicture, stateOf } from '../testPositions';
import type { MorrisState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const local = seatArgs('LocalFriend', ['White', 'Red']);
const online = seatArgs('OnlineFriend', ['Ana', 'Bruno']);

function renderBoard(G: MorrisState, options: Partial<Ctx> & { playerID?: string | null; gameArgs?: GameArgs } = {}) {
  const { playerID, gameArgs = local, ...ctx } = options;
  const moves = moveSpies(['placePiece', 'movePiece', 'removePiece']);
  renderGameBoard(Board, { G, ctx, moves, playerID, gameArgs });
  return moves;
}

const point = (name: string) => screen.getByRole('button', { name: new RegExp(`^Point ${name},`) });
const marked = (attribute: string) =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute(attribute) === 'true')
    .map((b) => b.getAttribute('aria-label')!.split(',')[0])
    .sort();
const opening = (picture: PositionPicture = {}) => stateOf({ inHand: [9, 9], ...picture });

describe('ninemensmorris board', () => {
  it('lists the 24 points by name and places a piece on the clicked one', async () => {
    const moves = renderBoard(opening());
    expect(screen.getAllByRole('button', { name: /^Point [a-g][1-7],/ })).toHaveLength(24);
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("White's turn");
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Place a piece');
    expect(screen.getByTestId('legend-0')).toHaveTextContent('9 in hand · 0 lost');
    expect(point('d2')).toHaveAccessibleName('Point d2, empty, you can place here');
    await userEvent.click(point('d2'));
    expect(moves.placePiece).toHaveBeenCalledWith(at('d2'));
  });

  it('moves a piece: pick it, see the linked empty points, pick one', async () => {
    const moves = renderBoard(stateOf({ white: 'a1 d1 b4 f4', red: 'g1 g7 d6 d5' }));
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Move a piece');
    expect(point('d1')).toHaveAccessibleName('Point d1, White piece, can move');
    expect(point('g1')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(point('d1'));
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Choose where the piece goes');
    expect(marked('data-target')).toEqual(['Point d2']);
    await userEvent.click(point('a7')); // not a target: drops the selection
    expect(marked('data-selected')).toEqual([]);
    await userEvent.click(point('b4'));
    expect(marked('data-target')).toEqual(['Point a4', 'Point b2', 'Point b6', 'Point c4']);
    await userEvent.click(point('c4'));
    expect(moves.movePiece).toHaveBeenCalledWith(at('b4'), at('c4'));
  });

  it('shows a flying player every empty point as a target', async () => {
    renderBoard(stateOf({ white: 'a1 d1 b4', red: 'g1 g7 d6 d5' }));
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Fly a piece');
    expect(screen.getByTestId('legend-0')).toHaveTextContent('6 lost · flying');
    await userEvent.click(point('a1'));
    expect(marked('data-target')).toHaveLength(17);
  });

  it('after a mill, asks for a removal and offers only the pieces outside mills', async () => {
    const G = stateOf({ white: 'a1 d1 g1', red: 'a7 d7 g7 b6 d5', inHand: [6, 4], removing: true });
    G.lastMove = { seat: '0', from: null, to: at('g1'), removed: null };
    const moves = renderBoard(G);
    expect(screen.getByTestId('turn-detail')).toHaveTextContent("Mill! Remove one of Red's pieces");
    expect(marked('data-removable')).toEqual(['Point b6', 'Point d5']);
    expect(point('d7')).toHaveAccessibleName('Point d7, Red piece, in a mill');
    expect(point('b6')).toHaveAccessibleName('Point b6, Red piece, can be removed');
    await userEvent.click(point('d7'));
    expect(moves.removePiece).not.toHaveBeenCalled();
    await userEvent.click(point('b6'));
    expect(moves.removePiece).toHaveBeenCalledWith(at('b6'));
    expect(moves.placePiece).not.toHaveBeenCalled();
  });

  it('is played with the arrow keys and Enter or Space', async () => {
    const moves = renderBoard(opening());
    const start = point('d2');
    expect(start).toHaveAttribute('tabindex', '0');
    act(() => start.focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(point('d1')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(moves.placePiece).toHaveBeenLastCalledWith(at('a1'));
    await userEvent.keyboard('{ArrowUp}{ArrowRight} ');
    expect(moves.placePiece).toHaveBeenLastCalledWith(at('b4'));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}'); // c4, then over the empty middle to e4
    expect(point('e4')).toHaveFocus();
  });

  it('online, waits for the other player and takes no clicks', async () => {
    const moves = renderBoard(opening(), { currentPlayer: '1', playerID: '0', gameArgs: online });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Waiting for Bruno');
    await userEvent.click(point('a1'));
    expect(moves.placePiece).not.toHaveBeenCalled();
    expect(screen.getByTestId('legend-1')).toHaveTextContent('Bruno (Red)');
  });

  it('shows the last move with its removal, and the result once the game is over', async () => {
    const G = stateOf({ white: 'a1 d1 g1 f4', red: 'a7 d7' });
    G.lastMove = { seat: '0', from: at('g4'), to: at('g1'), removed: at('c5') };
    G.result = { winner: '0', reason: 'twoLeft' };
    const moves = renderBoard(G, { currentPlayer: '1', gameover: G.result });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('White wins: Red has only two pieces left');
    expect(screen.getByTestId('last-move')).toHaveTextContent(
      'Last move: White moved a piece (Point g4 → Point g1) and removed a piece (Point c5)',
    );
    expect(point('g1')).toHaveAccessibleName('Point g1, White piece, in a mill, last move');
    expect(point('g4')).toHaveAccessibleName('Point g4, empty, moved from here');
    expect(point('c5')).toHaveAccessibleName('Point c5, empty, piece removed here');
    await userEvent.click(point('f4'));
    expect(moves.movePiece).not.toHaveBeenCalled();
  });

  it('announces the draws', () => {
    const G = stateOf({ white: 'a1 d1 b4 f4', red: 'g1 g7 d6 d5' });
    G.result = { draw: true, reason: 'noMill' };
    renderBoard(G, { gameover: G.result });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Draw: 50 moves each without a mill');
  });
});

describe('ninemensmorris board against the computer, the human named "You"', () => {
  const youAndComputer: GameArgs = {
    mode: 'AI',
    players: [
      { playerID: '0', name: 'You', you: true },
      { playerID: '1', name: 'Computer' },
    ],
    aiSeats: ['1'],
  };

  it('tells you about your own last move in the second person', () => {
    const G = opening({ white: 'g1', red: 'a1', inHand: [8, 8] });
    G.lastMove = { seat: '0', from: null, to: at('g1'), removed: null };
    renderBoard(G, { currentPlayer: '1', playerID: '0', gameArgs: youAndComputer });
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: you placed a piece (Point g1)');
  });

  it("names the computer's last move in the third person", () => {
    const G = stateOf({ white: 'g1', red: 'a1 d1' });
    G.lastMove = { seat: '1', from: at('a4'), to: at('a1'), removed: null };
    renderBoard(G, { playerID: '0', gameArgs: youAndComputer });
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: Computer moved a piece (Point a4 → Point a1)');
  });

  it('words the log lines about you in the second person', () => {
    const lines: LogLine[] = [
      { key: 'placed', seat: '0', values: { point: 'g1' } },
      { key: 'moved', seat: '1', values: { from: 'a4', to: 'a1' } },
      { key: 'removed', seat: '0', values: { point: 'a1' } },
    ];
    render(<GameLogList lines={lines} gameNamespace="ninemensmorris" players={youAndComputer.players} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You placed a piece on g1',
      'Computer moved from a4 to a1',
      'You closed a mill and removed the piece on a1',
    ]);
  });
});
