import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameArgs } from '@tabula/game-kit';
import { moveSpies, renderBoard as renderGameBoard, renderLocalPlay, seatArgs } from '@tabula/game-kit/testing/board';
import { emptyState } from '../deal';
import { game } from '../game';
import { PLAY_PHASE } from '../phases';
import { card } from '../testing';
import type { ShownPlay, WarView } from '../types';
import { playerView } from '../view';
import { Board } from './Board';
import { AUTO_FLIP_MS } from './useAutoFlip';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const online = seatArgs('OnlineFriend', ['Ana', 'Bruno']);
const local = seatArgs('LocalFriend', ['Ana', 'Bruno']);
const againstComputer = seatArgs('AI', ['You', 'Computer'], { aiSeats: ['1'] });
// The site names the person's seat "You" against the computer.
const computer: GameArgs = {
  ...againstComputer,
  players: [{ playerID: '0', name: 'You', you: true }, againstComputer.players[1]!],
};

const up = (name: string, downCount = 0): ShownPlay => ({ downCount, upCard: card(name) });

const battleStatus = () => within(screen.getByRole('region', { name: 'Cards on the table' })).getByRole('status');

function view(change: Partial<WarView> = {}): WarView {
  return { ...playerView(emptyState()), pileCounts: { '0': 25, '1': 26 }, ...change };
}

function renderBoard(G: WarView, options: { playerID?: string | null; gameArgs?: GameArgs; turn?: number } = {}) {
  const moves = moveSpies(['flip']);
  const { playerID = '0', gameArgs = online, turn = 1 } = options;
  renderGameBoard(Board, { G, ctx: { phase: PLAY_PHASE, turn, currentPlayer: G.toAct }, moves, playerID, gameArgs });
  return moves;
}

describe('war board', () => {
  it('shows both piles with their counts and the card turned, and flips on a click', async () => {
    const moves = renderBoard(view({ toAct: '0', table: { '0': [], '1': [up('QD')] }, pileCounts: { '0': 26, '1': 25 } }));
    expect(screen.getByRole('img', { name: '26 cards left' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '25 cards left' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: "Bruno's cards" })).getByRole('img', { name: 'Queen of diamonds' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Flip' }));
    expect(moves.flip).toHaveBeenCalledTimes(1);
  });

  it("calls a war, shows its face-down cards as backs and lays the viewer's war cards", async () => {
    const moves = renderBoard(view({ war: true, toAct: '1', table: { '0': [up('7S'), up('KC', 3)], '1': [up('7H')] } }), {
      playerID: '1',
    });
    expect(battleStatus()).toHaveTextContent('War!');
    const ana = screen.getByRole('group', { name: "Ana's cards" });
    expect(within(ana).getByRole('img', { name: '3 cards face down' })).toBeInTheDocument();
    expect(within(ana).getByRole('img', { name: 'King of clubs' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'War: lay 3 down, 1 up' }));
    expect(moves.flip).toHaveBeenCalled();
  });

  it('names the winner of the battle just decided, in the second person against the computer', () => {
    const lastBattle = { winner: '0', plays: { '0': [up('AS')], '1': [up('KH')] }, takenCount: 2 };
    renderBoard(view({ lastBattle, battles: 12 }), { gameArgs: computer, playerID: null });
    expect(battleStatus()).toHaveTextContent('You win the battle and take 2 cards');
    expect(
      within(screen.getByRole('group', { name: 'Your cards' })).getByRole('img', { name: 'Ace of spades' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Battle 12 of at most 600')).toBeInTheDocument();
  });

  it('lets nobody flip for the other seat online, and gives a spectator no controls', () => {
    renderBoard(view({ toAct: '1' }), { playerID: '0' });
    expect(screen.getByRole('button', { name: 'Flip' })).toBeDisabled();
    document.body.innerHTML = '';
    renderBoard(view({ toAct: '1' }), { playerID: null });
    expect(screen.queryByRole('button', { name: /Flip/ })).toBeNull();
    expect(screen.queryByLabelText('Play on by itself')).toBeNull();
  });

  it('on one device names the seat it flips for', async () => {
    const moves = renderBoard(view({ toAct: '1' }), { playerID: null, gameArgs: local });
    await userEvent.click(screen.getByRole('button', { name: 'Flip for Bruno' }));
    expect(moves.flip).toHaveBeenCalledTimes(1);
  });

  describe('Play on by itself', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it("turns the viewer's card about every second while on, and stops when switched off", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const moves = renderBoard(view({ toAct: '0' }));
      act(() => jest.advanceTimersByTime(AUTO_FLIP_MS * 3));
      expect(moves.flip).not.toHaveBeenCalled();
      await user.click(screen.getByLabelText('Play on by itself'));
      act(() => jest.advanceTimersByTime(AUTO_FLIP_MS));
      expect(moves.flip).toHaveBeenCalledTimes(1);
      await user.click(screen.getByLabelText('Play on by itself'));
      act(() => jest.advanceTimersByTime(AUTO_FLIP_MS * 3));
      expect(moves.flip).toHaveBeenCalledTimes(1);
    });

    it("waits while it is the other seat's turn", async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const moves = renderBoard(view({ toAct: '1' }));
      await user.click(screen.getByLabelText('Play on by itself'));
      act(() => jest.advanceTimersByTime(AUTO_FLIP_MS * 3));
      expect(moves.flip).not.toHaveBeenCalled();
    });
  });

  it('plays on one device through the real rules: two flips decide the first battle', async () => {
    renderLocalPlay(game, Board, local);
    await userEvent.click(await screen.findByRole('button', { name: 'Flip for Ana' }));
    await userEvent.click(screen.getByRole('button', { name: 'Flip for Bruno' }));
    expect(battleStatus()).toHaveTextContent(
      /^(Ana wins the battle and takes 2 cards|Bruno wins the battle and takes 2 cards|War!)$/,
    );
    expect(screen.getByText('Battle 1 of at most 600')).toBeInTheDocument();
  });
});
