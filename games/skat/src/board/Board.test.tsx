import { fireEvent, screen } from '@testing-library/react';
import type { Ctx } from 'boardgame.io';
import { moveSpies, renderBoard as renderGameBoard, seatArgs, testCtx } from '@tabula/game-kit/testing/board';
import { HANDS, SKAT, card, dealtState } from '../testState';
import type { SkatState } from '../types';
import { playerView } from '../views';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const online = seatArgs('OnlineFriend', ['Ana', 'Ben', 'Cai']);

function renderBoard(G: SkatState, playerID: string, ctxPatch: Partial<Ctx> = {}) {
  const moves = moveSpies(['bid', 'hold', 'pass', 'pickUpSkat', 'playHand', 'discard', 'declare', 'play', 'nextRound', 'quit']);
  const ctx = testCtx({ currentPlayer: G.toAct ?? '0', numPlayers: 3, phase: 'deal', ...ctxPatch });
  renderGameBoard(Board, { G: playerView({ G, ctx, playerID }), ctx, moves, playerID, gameArgs: online });
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
    const buttons = screen.getByRole('group', { name: 'hand.yourHand' }).querySelectorAll('button');
    expect(buttons).toHaveLength(10);
    fireEvent.click(buttons[0]!);
    expect(moves.play).toHaveBeenCalledWith({ card: card('JC') });
  });

  it('reveals the deal at the round end and confirms the next round', () => {
    const G = dealtState(HANDS, SKAT, { stage: 'roundEnd', toAct: null });
    const moves = renderBoard(G, '0', { activePlayers: { '0': null, '1': null, '2': null } as never });
    expect(screen.getByTestId('round-end')).toHaveTextContent('Everyone passed.');
    expect(screen.getByRole('group', { name: 'Hands as dealt' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next round!' }));
    expect(moves.nextRound).toHaveBeenCalled();
  });
});
