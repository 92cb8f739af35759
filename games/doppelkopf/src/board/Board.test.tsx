import { fireEvent, screen, within } from '@testing-library/react';
import type { PlayerID } from 'boardgame.io';
import { moveSpies, renderBoard as renderGameBoard, seatArgs, testCtx } from '@tabula/game-kit/testing/board';
import { card, cards, roundState } from '../testState';
import type { DoppelkopfState } from '../types';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const online = seatArgs('OnlineFriend', ['Ana', 'Bruno', 'Carla', 'Dora']);

function renderBoard(G: DoppelkopfState, phase: string, playerID: PlayerID | null, activePlayers: PlayerID[] | null = null) {
  const ctx = testCtx({
    playOrder: G.seats,
    currentPlayer: G.toAct,
    phase,
    turn: 3,
    activePlayers: activePlayers && Object.fromEntries(activePlayers.map((seat) => [seat, 'answer'])),
  });
  const moves = moveSpies(['bid', 'announce', 'play', 'nextRound', 'quit']);
  renderGameBoard(Board, { G: playerView({ G, ctx, playerID }), ctx, moves, playerID, gameArgs: online });
  return moves;
}

const HANDS = ['Q-clubs A-spades', 'K-spades 9-spades', "Q-clubs' 10-spades", 'J-clubs A-clubs'];

describe('Doppelkopf board', () => {
  it('asks forehand "Healthy" or "Reservation" and sends the call', () => {
    const moves = renderBoard(roundState({ hands: HANDS }), 'bidding', '1');
    expect(screen.getByText('Healthy, or do you have a reservation?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reservation' }));
    expect(moves.bid).toHaveBeenCalledWith('reservation');
  });

  it('tells a seat its own side, offers its announcements on its turn and plays only legal cards', () => {
    const G = roundState({ hands: HANDS, contract: { kind: 'normal' } });
    G.toAct = '0';
    G.trick.leader = '3';
    G.trick.cards.push({ seat: '3', card: card('A-clubs') });
    G.hands['0'] = cards(
      "Q-clubs A-spades 9-clubs 10-diamonds J-hearts 9-hearts K-hearts A-hearts' 10-spades' K-spades' 9-spades'",
    );
    const moves = renderBoard(G, 'play', '0');
    expect(screen.getByText(/You are Re/)).toBeInTheDocument();
    expect(screen.getByTestId('announcements-made')).toHaveTextContent('No announcement yet');
    fireEvent.click(screen.getByRole('button', { name: 'Re' }));
    expect(moves.announce).toHaveBeenCalledWith('re');
    const hand = screen.getByRole('group', { name: 'Your hand' });
    fireEvent.click(within(hand).getByRole('button', { name: /Ace of spades/ }));
    expect(moves.play).not.toHaveBeenCalled();
    fireEvent.click(within(hand).getByRole('button', { name: /Nine of clubs/ }));
    expect(moves.play).toHaveBeenCalledWith({ card: card('9-clubs') });
  });

  it('shows the announcements made and offers none to a seat not on turn', () => {
    const G = roundState({ hands: HANDS, contract: { kind: 'normal' } });
    G.levels = { re: 2, kontra: 1 };
    G.announcements = [
      { seat: '0', side: 're', level: 2 },
      { seat: '1', side: 'kontra', level: 1 },
    ];
    G.shownSides = { 0: 're', 1: 'kontra' };
    renderBoard(G, 'play', '2');
    expect(screen.getByTestId('announcements-made')).toHaveTextContent('Re: No 90 · Kontra: Kontra');
    // Beside each announcer, what it said.
    expect(screen.getByText('Re · No 90!')).toBeInTheDocument();
    expect(screen.getByText('Kontra!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No 60' })).not.toBeInTheDocument();
  });

  it('shows a spectator no hand and no hidden side', () => {
    const G = roundState({ hands: HANDS, contract: { kind: 'normal' } });
    renderBoard(G, 'play', null);
    expect(screen.queryByRole('group', { name: 'Your hand' })).not.toBeInTheDocument();
    expect(screen.queryByText(/You are/)).not.toBeInTheDocument();
    expect(screen.queryByText('Re')).not.toBeInTheDocument();
  });

  it('offers "Next round!" at the end of a round', () => {
    const G = roundState({ hands: HANDS, contract: { kind: 'normal' } });
    G.revealed = true;
    G.lastResult = { rePoints: 130, kontraPoints: 110, winner: 're', items: [], value: 1, reSeats: ['0', '2'], solo: false };
    const moves = renderBoard(G, 'roundEnd', '1', ['0', '1', '2', '3']);
    expect(screen.getByText('Re won with 130 card points.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next round!' }));
    expect(moves.nextRound).toHaveBeenCalled();
  });
});
