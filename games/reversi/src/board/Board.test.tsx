import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Ctx } from 'boardgame.io';
import type { GameArgs, LogLine, PlayerInfo } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { indexOf } from '../geometry';
import { initialState } from '../rules';
import { stateFrom } from '../testBoards';
import type { ReversiState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const names = ['Ana', 'Bruno', 'Carla', 'Dario'];
const argsFor = (mode: GameArgs['mode'], players: number, aiSeats?: string[]): GameArgs =>
  seatArgs(mode, names.slice(0, players), aiSeats ? { aiSeats, aiLevel: 'medium' } : undefined);

function renderBoard(G: ReversiState, options: Partial<Ctx> & { playerID?: string | null; gameArgs?: GameArgs } = {}) {
  const { playerID, gameArgs = argsFor('LocalFriend', G.players), ...ctx } = options;
  const moves = moveSpies(['placeDisc']);
  renderGameBoard(Board, { G, ctx: { numPlayers: G.players, ...ctx }, moves, playerID, gameArgs });
  return moves.placeDisc;
}

const square = (x: number, y: number) => screen.getByTestId(`square-${indexOf(x, y)}`);
const legalSquares = () => screen.queryAllByRole('gridcell').filter((cell) => cell.getAttribute('data-legal') === 'true');

describe('reversi board', () => {
  it('shows the seat to move, marks exactly the legal squares and places a disc by click', () => {
    const placeDisc = renderBoard(initialState(2));
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Red's turn");
    expect(screen.queryByTestId('turn-detail')).not.toBeInTheDocument();
    expect(legalSquares().map((cell) => cell.dataset.testid)).toEqual(
      [indexOf(5, 3), indexOf(3, 5), indexOf(5, 5)].map((index) => `square-${index}`),
    );
    fireEvent.click(square(2, 2));
    expect(placeDisc).not.toHaveBeenCalled();
    fireEvent.click(square(5, 3));
    expect(placeDisc).toHaveBeenCalledWith(indexOf(5, 3));
  });

  it('names squares, discs, neutral colours, the last move and flipped discs for screen readers', () => {
    const G = initialState(2);
    G.cells[indexOf(5, 3)] = 0;
    G.cells[indexOf(4, 3)] = 0;
    G.lastMove = { cell: indexOf(5, 3), seat: '0', flipped: [indexOf(4, 3)] };
    renderBoard(G, { currentPlayer: '1' });
    expect(square(3, 3)).toHaveAccessibleName('d4, Red');
    expect(square(3, 4)).toHaveAccessibleName('d5, Blue, neutral');
    expect(square(5, 3)).toHaveAccessibleName('f4, Red, last move');
    expect(square(4, 3)).toHaveAccessibleName('e4, Red, just flipped');
    expect(square(0, 0)).toHaveAccessibleName('a1, empty');
    expect(screen.getByTestId('last-move')).toHaveTextContent('Red played f4 and flipped 1 disc');
  });

  it('moves with the arrow keys and plays with Enter or Space', () => {
    const placeDisc = renderBoard(initialState(2));
    const first = square(5, 3);
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(square(5, 4)).toHaveFocus();
    fireEvent.keyDown(square(5, 4), { key: 'Enter' });
    expect(placeDisc).not.toHaveBeenCalled();
    fireEvent.keyDown(square(5, 4), { key: 'ArrowDown' });
    expect(square(5, 5)).toHaveFocus();
    fireEvent.keyDown(square(5, 5), { key: ' ' });
    expect(placeDisc).toHaveBeenCalledWith(indexOf(5, 5));
    fireEvent.keyDown(square(5, 5), { key: 'ArrowLeft' });
    fireEvent.keyDown(square(4, 5), { key: 'ArrowUp' });
    fireEvent.keyDown(square(4, 4), { key: 'ArrowUp' });
    fireEvent.keyDown(square(4, 3), { key: 'ArrowRight' });
    expect(square(5, 3)).toHaveFocus();
    fireEvent.keyDown(square(5, 3), { key: 'Enter' });
    expect(placeDisc).toHaveBeenLastCalledWith(indexOf(5, 3));
  });

  it('against the computer: no input and no hints while the computer moves', () => {
    const gameArgs = argsFor('AI', 2, ['0']);
    const placeDisc = renderBoard(initialState(2), { gameArgs });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('The computer is thinking…');
    expect(screen.queryByTestId('turn-detail')).not.toBeInTheDocument();
    expect(legalSquares()).toHaveLength(0);
    fireEvent.click(square(5, 3));
    expect(placeDisc).not.toHaveBeenCalled();
    expect(screen.getByTestId('score-0')).toHaveAccessibleName('Computer (Red): 1 disc');
  });

  it("against the computer: the human's turn is announced and playable", () => {
    const G = initialState(2);
    G.cells[indexOf(5, 3)] = 0;
    G.cells[indexOf(4, 3)] = 0;
    const placeDisc = renderBoard(G, { gameArgs: argsFor('AI', 2, ['0']), currentPlayer: '1' });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Place a Green disc');
    expect(legalSquares().length).toBeGreaterThan(0);
    fireEvent.click(legalSquares()[0]!);
    expect(placeDisc).toHaveBeenCalledTimes(1);
  });

  it('online: waits for the other player and takes no input on their turn', () => {
    const placeDisc = renderBoard(initialState(2), { gameArgs: argsFor('OnlineFriend', 2), playerID: '1' });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Waiting for Ana');
    expect(legalSquares()).toHaveLength(0);
    fireEvent.click(square(5, 3));
    expect(placeDisc).not.toHaveBeenCalled();
  });

  it('online: tells the player to move which colour they place', () => {
    renderBoard(initialState(2), { gameArgs: argsFor('OnlineFriend', 2), playerID: '0' });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Place a Red disc');
  });

  it('shows live disc counts for 4 seats and highlights the seat to move', () => {
    renderBoard(initialState(4), { currentPlayer: '3' });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Blue's turn");
    for (const seat of ['0', '1', '2', '3']) expect(screen.getByTestId(`score-${seat}`)).toHaveTextContent('1');
    expect(screen.getByTestId('score-3')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('score-0')).not.toHaveAttribute('aria-current');
    expect(screen.queryByText(/Neutral discs/)).not.toBeInTheDocument();
  });

  it('opens and closes the scoreboard with the "see scoreboard" link', () => {
    renderBoard(stateFrom(`${'.'.repeat(27)}0011${'.'.repeat(29)}12${'.'.repeat(2)}`, 3), {
      gameArgs: argsFor('OnlineFriend', 3),
      playerID: '1',
    });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'See scoreboard' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RankPlayerColourScore',
      '1Bruno (you)Green3',
      '2AnaRed2',
      '3CarlaYellow1',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Hide scoreboard' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the result and the scoreboard when the game is over', () => {
    const full = stateFrom(`${'0'.repeat(20)}${'1'.repeat(40)}2222`, 2);
    renderBoard(full, { gameover: { winner: '1' } });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Green wins with 40 discs');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByText('Neutral discs: 4')).toBeInTheDocument();
    expect(legalSquares()).toHaveLength(0);
  });

  it('explains the placement rule when no capture is possible', () => {
    const placeDisc = renderBoard(stateFrom(`1.......${'.'.repeat(55)}0`, 2));
    expect(screen.getByTestId('only-adjacent')).toHaveTextContent('No capture possible');
    expect(legalSquares()).toHaveLength(6);
    fireEvent.click(square(1, 1));
    expect(placeDisc).toHaveBeenCalledWith(indexOf(1, 1));
  });
});

describe('reversi log with the human named "You"', () => {
  const youAndComputer: PlayerInfo[] = [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer' },
  ];

  it("words the lines about your own moves in the second person, the computer's in the third", () => {
    const lines: LogLine[] = [
      { key: 'played', seat: '0', values: { square: 'd3', count: 1 } },
      { key: 'played', seat: '1', values: { square: 'c3', count: 2 } },
      { key: 'placed', seat: '0', values: { square: 'a1' } },
    ];
    render(<GameLogList lines={lines} gameNamespace="reversi" players={youAndComputer} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You played d3 and flipped 1 disc',
      'Computer played c3 and flipped 2 discs',
      'You played a1; no disc flipped',
    ]);
  });
});
