import { fireEvent, screen, within } from '@testing-library/react';
import type { PlayerID } from 'boardgame.io';
import { TO_ACT_STAGE } from '@tabula/cards';
import { ASIDE_STAGE } from '@tabula/game-kit';
import { moveSpies, renderBoard as renderGameBoard, seatArgs, testCtx } from '@tabula/game-kit/testing/board';
import { card, cards, roundState } from '../testState';
import type { DoppelkopfState } from '../types';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const online = seatArgs('OnlineFriend', ['Ana', 'Bruno', 'Carla', 'Dora']);

/** The stages of the seats: `answer` for each seat listed; in the play, the seat to act's and every other seat aside. */
function stagesOf(G: DoppelkopfState, phase: string, activePlayers: PlayerID[] | null) {
  if (activePlayers) return Object.fromEntries(activePlayers.map((seat) => [seat, 'answer']));
  if (phase !== 'play') return null;
  return Object.fromEntries(G.seats.map((seat) => [seat, seat === G.toAct ? TO_ACT_STAGE : ASIDE_STAGE]));
}

function renderBoard(G: DoppelkopfState, phase: string, playerID: PlayerID | null, activePlayers: PlayerID[] | null = null) {
  const ctx = testCtx({
    playOrder: G.seats,
    currentPlayer: G.toAct,
    phase,
    turn: 3,
    activePlayers: stagesOf(G, phase, activePlayers),
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

  it('shows the announcements made and offers none to a seat past its deadline', () => {
    const G = roundState({ hands: HANDS, contract: { kind: 'normal' } });
    G.levels = { re: 2, kontra: 1 };
    G.announcements = [
      { seat: '0', side: 're', level: 2 },
      { seat: '1', side: 'kontra', level: 1 },
    ];
    G.shownSides = { 0: 're', 1: 'kontra' };
    // Seat 2 (Re) holds eight cards: No 60 needed nine.
    G.hands['2'] = G.hands['2']!.slice(0, 8);
    renderBoard(G, 'play', '2');
    expect(screen.getByTestId('announcements-made')).toHaveTextContent('Re: No 90 · Kontra: Kontra');
    // Beside each announcer, what it said.
    expect(screen.getByText('Re · No 90!')).toBeInTheDocument();
    expect(screen.getByText('Kontra!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No 60' })).not.toBeInTheDocument();
  });

  it('offers a seat not to act its announcements, and nothing else: no turn, no card to play', () => {
    const G = roundState({ hands: HANDS, contract: { kind: 'normal' } });
    G.toAct = '1';
    const moves = renderBoard(G, 'play', '3');
    expect(screen.getByText('You are Kontra')).toBeInTheDocument();
    expect(screen.queryByText(/Your turn/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Kontra' }));
    expect(moves.announce).toHaveBeenCalledWith('kontra');
    expect(screen.queryByRole('button', { name: 'Re' })).not.toBeInTheDocument();
    const hand = screen.getByRole('group', { name: 'Your hand' });
    // The hand is only shown: no card is a button.
    expect(within(hand).getAllByRole('listitem')).toHaveLength(12);
    expect(within(hand).queryAllByRole('button')).toHaveLength(0);
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
