import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameArgs } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs } from '@tabula/game-kit/testing/board';
import type { Ctx } from 'boardgame.io';
import { cards, position, run } from '../testing';
import type { SixtySixState } from '../types';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const online = seatArgs('OnlineFriend', ['Ana', 'Bruno']);
const againstComputer: GameArgs = {
  mode: 'AI',
  players: [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer' },
  ],
  aiSeats: ['1'],
};

function renderBoard(G: SixtySixState, ctx: Ctx, playerID: string | null, gameArgs: GameArgs = online) {
  const moves = moveSpies(['draw', 'close', 'exchangeTrumpNine', 'declareMarriage', 'claimOut', 'play', 'nextRound', 'quit']);
  renderGameBoard(Board, { G: playerView({ G, playerID }), ctx, moves, playerID, gameArgs });
  return moves;
}

const opening = () =>
  position({
    hands: { '0': cards('KC QC AC 10C 9S JH'), '1': cards('AS 10S KS QS JS JC') },
    stock: cards('AD 10D 9D AH'),
    trumpSuit: 'hearts',
    leader: '0',
  });

/** Ana (seat 0) has claimed "Out!" with 66 or more: the round is over, the deal revealed. */
const claimedOut = () =>
  run(
    position({
      hands: { '0': cards('9C'), '1': cards('9S') },
      stock: cards('9D QH'),
      trumpSuit: 'hearts',
      leader: '0',
      extra: {
        wonCards: { '0': cards('AC 10C KC QC JC AS 10S KS QS JS JD QD KH'), '1': cards('AD 10D KD QH AH') },
        trickCounts: { '0': 6, '1': 3 },
      },
    }),
    ['claimOut'],
  );

describe('sixtysix board', () => {
  it('shows the hand with card names and plays the clicked card', async () => {
    const { G, ctx } = opening();
    const moves = renderBoard(G, ctx, '0');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Your turn');
    const hand = screen.getByRole('group', { name: 'Your hand' });
    await userEvent.click(within(hand).getByRole('button', { name: /Ace of clubs/ }));
    expect(moves.play).toHaveBeenCalledWith({ card: cards('AC')[0] });
  });

  it('offers the marriage and close buttons to the leader, and the face-up trump card', async () => {
    const { G, ctx } = opening();
    const moves = renderBoard(G, ctx, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Marriage in Clubs' }));
    expect(moves.declareMarriage).toHaveBeenCalledWith({ suit: 'clubs' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(moves.close).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Out!' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Face-up trump card: Ace of hearts' })).toBeInTheDocument();
  });

  it('draws by itself after a trick: the winner leads at once, with "Out!" a quiet choice showing the points', async () => {
    const state = run(opening(), ['play', { card: cards('9S')[0] }], ['play', { card: cards('JS')[0] }]);
    const moves = renderBoard(state.G, state.ctx, '1');
    expect(screen.queryByRole('button', { name: 'Draw cards' })).toBeNull();
    const hand = screen.getByRole('group', { name: 'Your hand' });
    expect(within(hand).getAllByRole('button')).toHaveLength(6);
    const out = screen.getByRole('button', { name: 'Out! (2 points)' });
    expect(out).toHaveClass('MuiButton-text');
    expect(screen.getByRole('group', { name: 'Bruno' })).toHaveTextContent('You have 2 points');
    await userEvent.click(within(hand).getByRole('button', { name: 'Ace of spades' }));
    expect(moves.play).toHaveBeenCalled();
  });

  it('makes "Out!" the prominent choice once the player has 66', () => {
    const state = position({
      hands: { '0': cards('KC QC AC 10C 9S JH'), '1': cards('AS 10S KS QS JS JC') },
      stock: cards('AD 10D 9D AH'),
      trumpSuit: 'hearts',
      leader: '0',
      extra: {
        wonCards: { '0': cards('9C 10H KH QH 9H KD QD JD'), '1': [] },
        trickCounts: { '0': 4, '1': 0 },
        marriages: [{ seat: '0', suit: 'hearts', points: 40 }],
      },
    });
    renderBoard(state.G, state.ctx, '0');
    expect(screen.getByRole('button', { name: 'Out! (66 points)' })).toHaveClass('MuiButton-contained');
  });

  it('says which round is played and that 7 game points win', () => {
    const { G, ctx } = opening();
    renderBoard(G, ctx, '0');
    expect(screen.getByText(/first to 7 game points/)).toBeInTheDocument();
  });

  it('shows a waiting player no options', () => {
    const { G, ctx } = opening();
    renderBoard(G, ctx, '1');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Ana');
  });

  it('shows a spectator no hand and no option', () => {
    const { G, ctx } = opening();
    renderBoard(G, ctx, null);
    expect(screen.queryByRole('group', { name: 'Your hand' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('img', { name: /Ace of clubs/ })).toBeNull();
  });

  it('shows the round result, the reveal and "Next round"', async () => {
    const ended = claimedOut();
    const moves = renderBoard(ended.G, ended.ctx, '1');
    expect(screen.getByRole('region', { name: 'Round 1 is over' })).toHaveTextContent('Ana scores 1 game point');
    expect(screen.getByRole('group', { name: 'Left in the stock' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next round' }));
    expect(moves.nextRound).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Quit game' }));
    expect(moves.quit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Quit the match' }));
    expect(moves.quit).toHaveBeenCalled();
  });

  it("leaves saying who quit to the site's game-over panel: the board does not say it a second time", () => {
    const ended = claimedOut();
    renderBoard({ ...ended.G, quitBy: '1' }, { ...ended.ctx, gameover: { draw: true, reason: 'quit' } }, '0');
    expect(screen.queryByText(/quit the match/)).not.toBeInTheDocument();
  });
});

describe('sixtysix board against the computer', () => {
  it('tells the seat named "You" that it closed the stock, in the second person', () => {
    const closed = run(opening(), ['close']);
    renderBoard(closed.G, closed.ctx, '0', againstComputer);
    expect(screen.getByTestId('stock')).toHaveTextContent('Stock closed by you');
  });

  it('tells the seat named "You" what it scored and which cards it was dealt', () => {
    const ended = claimedOut();
    renderBoard(ended.G, ended.ctx, '0', againstComputer);
    expect(screen.getByRole('region', { name: 'Round 1 is over' })).toHaveTextContent('You score 1 game point');
    expect(screen.getByRole('group', { name: 'Dealt to you' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Dealt to Computer' })).toBeInTheDocument();
  });

  it('words the log\'s lines about the seat named "You" in the second person', () => {
    const lines = [
      { key: 'close', seat: '0' },
      { key: 'close', seat: '1' },
      { key: 'matchWon', seat: '0', values: { winnerTotal: 7, loserTotal: 3 } },
    ];
    render(<GameLogList lines={lines} gameNamespace="sixtysix" players={againstComputer.players} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You close the stock',
      'Computer closes the stock',
      'You win the match, 7 game points to 3',
    ]);
  });
});
