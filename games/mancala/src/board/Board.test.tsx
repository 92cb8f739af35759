import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ctx } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import { logSowing } from '../log';
import { sow } from '../sowing';
import { opening, position } from '../testPositions';
import type { MancalaState } from '../types';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const local = seatArgs('LocalFriend', ['Player 1', 'Player 2']);
const online = seatArgs('OnlineFriend', ['Ana', 'Bruno']);
const againstComputer: GameArgs = {
  mode: 'AI',
  players: [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer' },
  ],
  aiSeats: ['1'],
};

function renderBoard(G: MancalaState, options: Partial<Ctx> & { playerID?: string | null; gameArgs?: GameArgs } = {}) {
  const { playerID, gameArgs = local, ...ctx } = options;
  const moves = moveSpies(['sowPit']);
  renderGameBoard(Board, { G, ctx: { currentPlayer: G.toMove, turn: 3, ...ctx }, moves, playerID, gameArgs });
  return moves.sowPit;
}

/** The state after `seat` sowed `pit` from `G`. */
function after(G: MancalaState, pit: number): MancalaState {
  const sowing = sow(G.holes, G.toMove, pit);
  return { holes: sowing.holes, toMove: sowing.toMove, lastMove: sowing.move, log: [] };
}

describe('mancala board', () => {
  it('shows whose turn it is and sows the clicked pit', async () => {
    const sowPit = renderBoard(opening());
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent("Player 1's turn");
    await userEvent.click(screen.getByRole('button', { name: /^Pit 3 of Player 1, 4 seeds/ }));
    expect(sowPit).toHaveBeenCalledWith(2);
  });

  it('offers only the mover’s non-empty pits, and ignores the others', async () => {
    const G = position({ pits: { '0': [0, 2, 0, 0, 0, 1], '1': [4, 4, 4, 4, 4, 4] } });
    const sowPit = renderBoard(G);
    expect(screen.getByRole('button', { name: 'Pit 2 of Player 1, 2 seeds, can be sown' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    const empty = screen.getByRole('button', { name: 'Pit 1 of Player 1, 0 seeds' });
    expect(empty).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(empty);
    await userEvent.click(screen.getByRole('button', { name: /^Pit 1 of Player 2/ }));
    expect(sowPit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('data-playable'))).toHaveLength(2);
  });

  it('lays out the counter-clockwise circuit: own row left to right, own store on the right, the other row reversed on top', () => {
    renderBoard(opening());
    const board = screen.getByRole('group', { name: 'Mancala board' });
    const pits = within(board)
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-testid'));
    // Top row first (seat 1's pits 6..1 seen from seat 0), then seat 0's pits 1..6.
    expect(pits).toEqual([12, 11, 10, 9, 8, 7, 0, 1, 2, 3, 4, 5].map((hole) => `hole-${hole}`));
    expect(screen.getByRole('img', { name: 'Store of Player 1, 0 seeds' })).toBeInTheDocument();
  });

  it('online, turns the board for the second seat: its own row at the bottom', () => {
    renderBoard({ ...opening(), toMove: '1' }, { playerID: '1', gameArgs: online });
    const board = screen.getByRole('group', { name: 'Mancala board' });
    expect(board).toHaveAttribute('data-bottom', '1');
    const pits = within(board)
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-testid'));
    expect(pits).toEqual([5, 4, 3, 2, 1, 0, 7, 8, 9, 10, 11, 12].map((hole) => `hole-${hole}`));
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
  });

  it('online, waits for the other player and does not dispatch', async () => {
    const sowPit = renderBoard(opening(), { playerID: '1', gameArgs: online });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Waiting for Ana');
    await userEvent.click(screen.getByRole('button', { name: /^Pit 1 of Ana/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Pit 1 of Bruno/ }));
    expect(sowPit).not.toHaveBeenCalled();
  });

  it('against the computer playing first, puts the human’s row at the bottom and waits while the computer thinks', async () => {
    const ai = seatArgs('AI', ['Computer', 'Player 2'], { aiSeats: ['0'] });
    const sowPit = renderBoard(opening(), { playerID: '1', gameArgs: ai });
    expect(screen.getByRole('group', { name: 'Mancala board' })).toHaveAttribute('data-bottom', '1');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('The computer is thinking…');
    await userEvent.click(screen.getByRole('button', { name: /^Pit 1 of Computer/ }));
    expect(sowPit).not.toHaveBeenCalled();
  });

  it('moves between pits with the arrow keys and sows with Enter or Space', async () => {
    const sowPit = renderBoard(opening());
    act(() => screen.getByTestId('hole-0').focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('hole-2')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(sowPit).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{End} ');
    expect(sowPit).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByTestId('hole-7')).toHaveFocus();
  });

  it('previews where the last seed of the aimed pit falls and what it does', () => {
    renderBoard(opening());
    fireEvent.focus(screen.getByTestId('hole-2'));
    expect(screen.getByTestId('sow-hint')).toHaveTextContent('Pit 3: the last seed falls in your store, you sow again');
    fireEvent.pointerEnter(screen.getByTestId('hole-4'));
    expect(screen.getByTestId('hole-8')).toHaveAttribute('data-preview', 'true');
    expect(screen.getByTestId('sow-hint')).toHaveTextContent('Pit 5: sows 4 seeds');
  });

  it('shows the last move: where it started, where the last seed fell, an extra turn', () => {
    renderBoard(after(opening(), 2));
    expect(screen.getByTestId('last-move')).toHaveTextContent(
      'Last move: Player 1 sowed 4 seeds from pit 3. The last seed fell in the store: extra turn.',
    );
    expect(screen.getByTestId('hole-2')).toHaveAttribute('data-last-from', 'true');
    expect(screen.getByTestId('hole-6')).toHaveAttribute('data-last-seed', 'true');
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Extra turn for Player 1');
    expect(screen.getByTestId('player-0')).toHaveTextContent('1 seed in store');
  });

  it('marks a capture and names it', () => {
    const G = position({ pits: { '0': [1, 0, 3, 2, 3, 3], '1': [2, 2, 2, 2, 12, 2] } });
    renderBoard(after(G, 0));
    expect(screen.getByTestId('last-move')).toHaveTextContent('Captured 13 seeds.');
    expect(screen.getByRole('button', { name: 'Pit 5 of Player 2, 0 seeds, captured in the last move' })).toHaveAttribute(
      'data-captured',
      'true',
    );
  });

  it('after the game, shows the final score and the sweep, and takes no input', async () => {
    const G = after(position({ pits: { '0': [0, 0, 0, 0, 0, 1], '1': [0, 3, 0, 0, 0, 1] }, stores: { '0': 20, '1': 23 } }), 5);
    const sowPit = renderBoard(G, { gameover: { winner: '1' } });
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Final score: Player 1 21, Player 2 27');
    expect(screen.getByTestId('last-move')).toHaveTextContent('the seeds left went to the store on their side');
    await userEvent.click(screen.getByTestId('hole-1'));
    expect(sowPit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('button').some((b) => b.getAttribute('data-playable'))).toBe(false);
  });
});

describe('mancala board against the computer', () => {
  it('names the seat called "You" in the second person: its pits, its store, its extra turn and its last move', () => {
    renderBoard(after(opening(), 2), { playerID: '0', gameArgs: againstComputer });
    expect(screen.getByRole('button', { name: 'Your pit 1, 4 seeds, can be sown' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pit 1 of Computer, 4 seeds' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your store, 1 seed' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Store of Computer, 0 seeds' })).toBeInTheDocument();
    expect(screen.getByTestId('turn-detail')).toHaveTextContent('Your extra turn');
    expect(screen.getByTestId('last-move')).toHaveTextContent('Last move: you sowed 4 seeds from pit 3.');
  });

  it('words the log lines about the seat named "You" in the second person', () => {
    const G = position({ pits: { '0': [1, 0, 3, 2, 3, 3], '1': [2, 2, 2, 2, 12, 2] } });
    const sowing = sow(G.holes, '0', 0);
    logSowing(G, sowing.move);
    const extraTurn = sow(opening().holes, '0', 2);
    logSowing(G, extraTurn.move);
    render(<GameLogList lines={G.log} gameNamespace="mancala" players={againstComputer.players} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You sowed 1 seed from pit 1',
      'You captured 13 seeds',
      'You sowed 4 seeds from pit 3',
      'Your last seed fell in your store: another turn',
    ]);
  });
});
