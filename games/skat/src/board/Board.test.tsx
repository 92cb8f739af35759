import { act, fireEvent, render, screen } from '@testing-library/react';
import { TRICK_HOLD_MS } from '@tabula/cards/ui';
import type { Ctx } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { GameLogList } from '@tabula/game-kit/ui';
import { moveSpies, renderBoard as renderGameBoard, seatArgs, testCtx } from '@tabula/game-kit/testing/board';
import { HANDS, SKAT, card, dealtState } from '../testState';
import type { DealOutcome, SkatState } from '../types';
import { playerView } from '../views';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const online = seatArgs('OnlineFriend', ['Ana', 'Ben', 'Cai']);
/** Against the computer the human sits at seat 0 (the dealer, so rearhand) and is named "You". */
const againstComputer: GameArgs = {
  mode: 'AI',
  players: [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer (Player 2)' },
    { playerID: '2', name: 'Computer (Player 3)' },
  ],
  aiSeats: ['1', '2'],
};

function renderBoard(G: SkatState, playerID: string, ctxPatch: Partial<Ctx> = {}, gameArgs: GameArgs = online) {
  const moves = moveSpies(['bid', 'hold', 'pass', 'pickUpSkat', 'playHand', 'discard', 'declare', 'play', 'nextRound', 'quit']);
  const ctx = testCtx({ currentPlayer: G.toAct ?? '0', numPlayers: 3, phase: 'deal', ...ctxPatch });
  renderGameBoard(Board, { G: playerView({ G, ctx, playerID }), ctx, moves, playerID, gameArgs });
  return moves;
}

describe('skat board', () => {
  it('lets middlehand bid the chosen value or pass', () => {
    const moves = renderBoard(dealtState(HANDS, SKAT), '2');
    fireEvent.click(screen.getByRole('button', { name: 'Higher value' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bid 20' }));
    expect(moves.bid).toHaveBeenCalledWith(20);
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(moves.pass).toHaveBeenCalled();
  });

  it('shows a waiting seat who bids, without the buttons', () => {
    renderBoard(dealtState(HANDS, SKAT), '0');
    expect(screen.getByTestId('turn-indicator')).toHaveTextContent('Waiting for Cai');
    expect(screen.getAllByRole('status').some((status) => status.textContent?.includes('Cai bids'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Pass' })).toBeNull();
  });

  it('offers the declarer the skat or a hand game', () => {
    const moves = renderBoard(dealtState(HANDS, SKAT, { stage: 'skat', toAct: '1', declarer: '1', bid: 18 }), '1');
    fireEvent.click(screen.getByRole('button', { name: 'Hand game' }));
    expect(moves.playHand).toHaveBeenCalled();
  });

  it('declares a suit game with the trump chosen', () => {
    const moves = renderBoard(
      dealtState(HANDS, SKAT, { stage: 'declaring', toAct: '1', declarer: '1', bid: 18, pickedUp: false }),
      '1',
    );
    expect(screen.getByRole('button', { name: 'Play this game' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Clubs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Schneider' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play this game' }));
    expect(moves.declare).toHaveBeenCalledWith({ kind: 'clubs', announcement: 'schneider' });
  });

  it('plays a legal card and shows the contract', () => {
    const G = dealtState(HANDS, SKAT, {
      stage: 'playing',
      toAct: '1',
      declarer: '1',
      bid: 18,
      contract: { kind: 'grand', announcement: 'none', hand: true },
    });
    const moves = renderBoard(G, '1');
    expect(screen.getByText(/Grand · bid 18 · hand/)).toBeInTheDocument();
    const buttons = screen.getByRole('group', { name: 'Your hand' }).querySelectorAll('button');
    expect(buttons).toHaveLength(10);
    fireEvent.click(buttons[0]!);
    expect(moves.play).toHaveBeenCalledWith({ card: card('JC') });
  });

  it('reveals the deal at the round end and confirms the next round; nobody is marked to play', () => {
    const G = dealtState(HANDS, SKAT, { stage: 'roundEnd', toAct: null });
    const moves = renderBoard(G, '0', { activePlayers: { '0': null, '1': null, '2': null } as never });
    expect(screen.getByTestId('round-end')).toHaveTextContent('Everyone passed.');
    expect(screen.getByRole('group', { name: 'Hands as dealt' })).toBeInTheDocument();
    expect(screen.queryByText('To play')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next round!' }));
    expect(moves.nextRound).toHaveBeenCalled();
  });

  it('asks before quitting the match at a round end', async () => {
    const G = dealtState(HANDS, SKAT, { stage: 'roundEnd', toAct: null });
    const moves = renderBoard(G, '0', { activePlayers: { '0': null, '1': null, '2': null } as never });
    fireEvent.click(screen.getByRole('button', { name: 'Quit game' }));
    expect(screen.getByRole('dialog', { name: 'Quit the match?' })).toHaveTextContent('for everybody at the table');
    expect(moves.quit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Quit the match' }));
    expect(moves.quit).toHaveBeenCalled();
  });

  it("leaves saying who quit to the site's game-over panel: the board does not say it a second time", () => {
    const G = dealtState(HANDS, SKAT, { stage: 'roundEnd', toAct: null, quitBy: '1' });
    renderBoard(G, '2', { gameover: { draw: true, reason: 'quit' } as never });
    expect(screen.queryByText(/quit the match/)).not.toBeInTheDocument();
  });

  it('counts the deals of the match without the thrown-in ones, and says plainly that everyone passed', () => {
    const G = dealtState(HANDS, SKAT, {
      dealNumber: 3,
      playedDeals: 1,
      previousSkat: [
        { suit: 'clubs', rank: '7' },
        { suit: 'hearts', rank: 'A' },
      ],
    });
    renderBoard(G, '0');
    expect(screen.getByText('Deal 2 of 6')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Previous skat' })).toHaveTextContent('Everyone passed: new deal.');
  });

  it('shows the trick the declarer completed, with the taker, before clearing it', () => {
    jest.useFakeTimers();
    const playing = {
      stage: 'playing',
      declarer: '1',
      bid: 18,
      contract: { kind: 'grand', announcement: 'none', hand: true },
    } as const;
    const before = dealtState(HANDS, SKAT, {
      ...playing,
      toAct: '0',
      trick: {
        leader: '1',
        cards: [
          { seat: '1', card: card('JC') },
          { seat: '2', card: card('AS') },
        ],
      },
    });
    const moves = moveSpies(['play']);
    const ctx = testCtx({ currentPlayer: '0', numPlayers: 3, phase: 'deal' });
    const view = renderGameBoard(Board, {
      G: playerView({ G: before, ctx, playerID: '0' }),
      ctx,
      moves,
      playerID: '0',
      gameArgs: online,
    });
    const done = { leader: '1', cards: [...before.trick.cards, { seat: '0', card: card('QH') }] };
    const after = { ...before, toAct: '1', trick: { leader: '1', cards: [] }, tricks: [{ winner: '1', trick: done }] };
    const ctxAfter = testCtx({ currentPlayer: '1', numPlayers: 3, phase: 'deal' });
    const propsAfter = {
      G: playerView({ G: after, ctx: ctxAfter, playerID: '0' }),
      ctx: ctxAfter,
      moves,
      playerID: '0',
      gameArgs: online,
    };
    view.rerender(<Board {...(propsAfter as unknown as Parameters<typeof Board>[0])} />);
    const trick = screen.getByRole('list', { name: 'Trick' });
    expect(trick.querySelectorAll('[role="img"]')).toHaveLength(3);
    expect(screen.getByText('Ben takes the trick')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TRICK_HOLD_MS));
    expect(screen.queryByRole('list', { name: 'Trick' })).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});

describe('skat against the computer', () => {
  // Middlehand (a computer) passed; rearhand, the human, bids against forehand.
  const rearhandBids = (awaiting: 'bidder' | 'holder') =>
    dealtState(HANDS, SKAT, {
      toAct: awaiting === 'bidder' ? '0' : '1',
      auction: { holder: '1', bidder: '0', awaiting, highest: 18, passed: ['2'], calls: [{ seat: '2', call: 'pass' }] },
    });

  it('tells the human it is their turn to bid in the second person', () => {
    renderBoard(rearhandBids('bidder'), '0', {}, againstComputer);
    expect(screen.getByText('Your turn to bid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bid 20' })).toBeInTheDocument();
  });

  it('names the computer seat that is to answer in the third person', () => {
    renderBoard(rearhandBids('holder'), '0', { currentPlayer: '1' }, againstComputer);
    expect(screen.getByText('Computer (Player 2) answers 18')).toBeInTheDocument();
  });

  it('tells the human declarer how the deal went in the second person at the round end', () => {
    const outcome: DealOutcome = {
      declarer: '0',
      contract: { kind: 'diamonds', announcement: 'none', hand: false },
      bid: 18,
      won: true,
      value: 18,
      declarerPoints: 74,
      declarerTricks: 6,
      required: 61,
      overbid: false,
      matadors: -1,
      levels: 2,
      baseValue: 9,
    };
    const G = dealtState(HANDS, SKAT, { stage: 'roundEnd', toAct: null, declarer: '0', bid: 18, outcome });
    renderBoard(G, '0', { activePlayers: { '0': null, '1': null, '2': null } as never }, againstComputer);
    expect(screen.getByTestId('round-end')).toHaveTextContent('You won: 18');
  });

  it('words the log\'s lines about the seat named "You" in the second person', () => {
    const lines = [
      { key: 'bid', seat: '0', values: { value: 18 } },
      { key: 'pass', seat: '1' },
      { key: 'pass', seat: '0' },
      { key: 'ready', seat: '0' },
    ];
    render(<GameLogList lines={lines} gameNamespace="skat" players={againstComputer.players} />);
    expect(screen.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'You bid 18',
      'Computer (Player 2) passes',
      'You pass',
      'You confirm the next deal',
    ]);
  });
});
