import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ctx } from 'boardgame.io';
import type { GameArgs, LogLine, PlayerInfo } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { cellIndex, emptyGrid } from '../grid';
import type { FourInARowState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const local = seatArgs('LocalFriend', ['Blue', 'Red']);
const online = seatArgs('OnlineFriend', ['Ana', 'Bruno']);

function renderBoard(G: FourInARowState, options: Partial<Ctx> & { playerID?: string | null; gameArgs?: GameArgs } = {}) {
  const { playerID, gameArgs = local, ...ctx } = options;
  const moves = moveSpies(['dropDisc']);
  renderGameBoard(Board, { G, ctx, moves, playerID, gameArgs });
  return moves.dropDisc;
}

const empty = (): FourInARowState => ({ cells: emptyGrid(), lastMove: null, log: [] });

describe('fourinarow board', () => {
  it('shows whose turn it is and drops a disc in the clicked column', async () => {
    const dropDisc = renderBoard(empty());
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Blue's turn");
    await userEvent.click(screen.getByRole('button', { name: 'Column 4' }));
    expect(dropDisc).toHaveBeenCalledWith(3);
  });

  it('lets a touch on any hole of a column drop the disc there', () => {
    const dropDisc = renderBoard(empty());
    fireEvent.click(screen.getByTestId('cell-5-0'));
    expect(dropDisc).toHaveBeenCalledWith(5);
  });

  it('moves between columns with the arrow keys and drops with Enter or Space', async () => {
    const dropDisc = renderBoard(empty());
    act(() => screen.getByRole('button', { name: 'Column 1' }).focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Column 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(dropDisc).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowLeft} ');
    expect(dropDisc).toHaveBeenLastCalledWith(1);
  });

  it('previews where the disc lands in the focused column', () => {
    const G = empty();
    G.cells[cellIndex(2, 5)] = '0';
    renderBoard(G, { currentPlayer: '1' });
    fireEvent.focus(screen.getByRole('button', { name: 'Column 3' }));
    expect(screen.getByTestId('cell-2-4')).toHaveAttribute('data-ghost', 'true');
  });

  it('marks a full column as unplayable and ignores clicks on it', async () => {
    const G = empty();
    for (let row = 0; row < 6; row += 1) G.cells[cellIndex(0, row)] = row % 2 === 0 ? '0' : '1';
    const dropDisc = renderBoard(G);
    const full = screen.getByRole('button', { name: 'Column 1, full' });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(full);
    expect(dropDisc).not.toHaveBeenCalled();
    expect(screen.getByTestId('column-1')).toHaveAttribute('data-playable', 'true');
  });

  it('online, waits for the other player and does not dispatch', async () => {
    const dropDisc = renderBoard(empty(), { currentPlayer: '1', playerID: '0', gameArgs: online });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Waiting for Bruno');
    await userEvent.click(screen.getByRole('button', { name: 'Column 4' }));
    expect(dropDisc).not.toHaveBeenCalled();
    expect(screen.getByTestId('legend-0')).toHaveTextContent('Ana (Blue)');
  });

  it('shows the last move and highlights the winning line after the game ends', async () => {
    const G = empty();
    for (const column of [1, 2, 3, 4]) G.cells[cellIndex(column, 5)] = '1';
    for (const column of [1, 2, 3]) G.cells[cellIndex(column, 4)] = '0';
    G.lastMove = { column: 4, row: 5 };
    const dropDisc = renderBoard(G, { currentPlayer: '0', gameover: { winner: '1' } });
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: Red in column 5');
    expect(screen.getByTestId('cell-4-5')).toHaveAttribute('data-last', 'true');
    const winning = [1, 2, 3, 4].map((column) => screen.getByTestId(`cell-${column}-5`));
    for (const cell of winning) expect(cell).toHaveAttribute('data-winning', 'true');
    expect(screen.getByTestId('cell-1-4')).not.toHaveAttribute('data-winning');
    expect(screen.queryByTestId('turn-indicator')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Column 6' }));
    expect(dropDisc).not.toHaveBeenCalled();
  });
});

describe('fourinarow log with the human named "You"', () => {
  const youAndComputer: PlayerInfo[] = [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer' },
  ];

  it("words the lines about your own moves in the second person, the computer's in the third", () => {
    const lines: LogLine[] = [
      { key: 'dropped', seat: '0', values: { column: 4 } },
      { key: 'dropped', seat: '1', values: { column: 3 } },
    ];
    render(<GameLogList lines={lines} gameNamespace="fourinarow" players={youAndComputer} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You dropped a disc in column 4',
      'Computer dropped a disc in column 3',
    ]);
  });
});
