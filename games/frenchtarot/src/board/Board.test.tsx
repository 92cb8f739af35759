import { fireEvent, screen, within } from '@testing-library/react';
import type { PlayerID } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { moveSpies, renderBoard as renderGameBoard, seatArgs, testCtx } from '@tabula/game-kit/testing/board';
import { cardValues } from '../log';
import { card, cards, dealState } from '../testState';
import type { TarotState } from '../types';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const HANDS = ['T21 T5 Kh 2h 3s', 'T1 T9 EX 4h 5s', 'T2 T3 Qh 6h 7s', 'T4 T6 Ks 8h 9s', 'T7 T8 Kd 10h 10s'];
const online = seatArgs('OnlineFriend', ['Ana', 'Bruno', 'Carla', 'Dora', 'Emil']);
const againstComputer: GameArgs = {
  mode: 'AI',
  players: [
    { playerID: '0', name: 'You', you: true },
    { playerID: '1', name: 'Computer 1' },
    { playerID: '2', name: 'Computer 2' },
    { playerID: '3', name: 'Computer 3' },
    { playerID: '4', name: 'Computer 4' },
  ],
  aiSeats: ['1', '2', '3', '4'],
};

function renderBoard(
  G: TarotState,
  phase: string,
  playerID: PlayerID | null,
  activePlayers: PlayerID[] | null = null,
  gameArgs = online,
) {
  const ctx = testCtx({
    playOrder: G.seats,
    currentPlayer: G.toAct,
    phase,
    turn: 3,
    activePlayers: activePlayers && Object.fromEntries(activePlayers.map((seat) => [seat, 'answer'])),
  });
  const moves = moveSpies(['bid', 'callCard', 'discard', 'slam', 'poignee', 'play', 'nextRound', 'quit']);
  renderGameBoard(Board, { G: playerView({ G, ctx, playerID }), ctx, moves, playerID, gameArgs });
  return moves;
}

describe('French Tarot board', () => {
  it('offers forehand every contract and sends the bid', () => {
    const moves = renderBoard(dealState({ hands: HANDS }), 'bidding', '1');
    expect(screen.getByText('Your bid')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guard' }));
    expect(moves.bid).toHaveBeenCalledWith('garde');
  });

  it('shows the others who is to speak, and each seat’s bid', () => {
    const G = dealState({ hands: HANDS });
    G.bids.push({ seat: '1', call: 'petite' });
    G.toAct = '2';
    renderBoard(G, 'bidding', '0');
    expect(screen.getByText('Bidding: Carla to speak')).toBeInTheDocument();
    expect(screen.getByText('Small')).toBeInTheDocument();
  });

  it('says when the deal was dealt again because everybody passed', () => {
    const G = dealState({ hands: HANDS });
    G.log.push(
      { key: 'dealStarted', seat: '0', values: { number: 1 } },
      { key: 'allPassed' },
      { key: 'dealStarted', seat: '1', values: { number: 1 } },
    );
    renderBoard(G, 'bidding', '1');
    expect(screen.getByText('Everyone passed: the cards were dealt again.')).toBeInTheDocument();
  });

  it('lays down the hand of a Petit sec that voided the deal before, for a spectator too, until the next deal is bid', () => {
    const G = dealState({ hands: HANDS });
    G.log.push(
      { key: 'dealStarted', seat: '0', values: { number: 1 } },
      { key: 'petitSec', seat: '2', values: cardValues(cards('T1 Kh 2s 3d')) },
      { key: 'dealStarted', seat: '1', values: { number: 1 } },
    );
    renderBoard(G, 'bidding', null);
    const shown = screen.getByTestId('petit-sec');
    expect(within(shown).getByText(/Carla had the Petit sec/)).toBeInTheDocument();
    expect(within(shown).getAllByRole('img')).toHaveLength(4);
    expect(within(shown).getByRole('img', { name: 'Trump 1' })).toBeInTheDocument();
  });

  it('names the partner to everybody once the called card is played, and the chien of a garde sans stays face down', () => {
    const G = dealState({
      hands: HANDS,
      contract: { taker: '1', kind: 'gardeSans', calledCard: card('Ks') },
      partner: '3',
      toAct: '2',
    });
    renderBoard(G, 'play', '2');
    expect(screen.getByText(/The chien stays face down/)).toBeInTheDocument();
    expect(screen.queryByText(/Partner: Dora/)).not.toBeInTheDocument();
    G.partnerRevealed = true;
    G.tricks.push({ leader: '3', winner: '3', cards: [{ seat: '3', card: card('Ks') }] });
    renderBoard(G, 'play', '2');
    expect(screen.getByText(/Partner: Dora/)).toBeInTheDocument();
  });

  it('lets the taker at five call a king by its name', () => {
    const G = dealState({ hands: HANDS, contract: { taker: '1', ready: false }, toAct: '1' });
    const moves = renderBoard(G, 'call', '1');
    fireEvent.click(screen.getByRole('button', { name: 'King of spades' }));
    expect(moves.callCard).toHaveBeenCalledWith({ card: card('Ks') });
  });

  it('shows the chien to everyone and lets the taker put aside only cards the rules allow', () => {
    const G = dealState({
      hands: HANDS,
      kitty: '1c 2c 3c',
      contract: { taker: '0', ready: false, calledCard: card('Ks') },
      toAct: '0',
    });
    G.kittyShown = true;
    G.hands['0']!.push(...G.kitty);
    const moves = renderBoard(G, 'discard', '0');
    expect(within(screen.getByTestId('kitty')).getAllByRole('img')).toHaveLength(3);
    expect(screen.getByText('Select 3 more cards to put aside')).toBeInTheDocument();
    const hand = screen.getByRole('group', { name: 'Your hand' });
    fireEvent.click(within(hand).getByRole('button', { name: /King of hearts/ }));
    expect(moves.discard).not.toHaveBeenCalled();
    fireEvent.click(within(hand).getByRole('button', { name: /Two of hearts/ }));
    expect(moves.discard).toHaveBeenCalledWith({ card: card('2h') });
  });

  it('keeps the contract and the called card in view, and lets the player play a legal card only', () => {
    const G = dealState({
      hands: ['T2 T3 T4 T5 T6 T7 T8 T9 Kh 2h', '1h', '2s', '3s', '4s'],
      contract: { taker: '1', kind: 'garde', calledCard: card('Kd') },
      toAct: '0',
    });
    G.trick = { leader: '4', cards: [{ seat: '4', card: card('5h') }] };
    const moves = renderBoard(G, 'play', '0');
    expect(screen.getByText('Guard (garde)')).toBeInTheDocument();
    expect(screen.getByText('Deal 1 · Called card: King of diamonds')).toBeInTheDocument();
    expect(screen.getByTestId('points-needed')).toHaveTextContent(
      'Points needed: 56 with no oudler, 51 with 1, 41 with 2, 36 with 3',
    );
    const hand = screen.getByRole('group', { name: 'Your hand' });
    fireEvent.click(within(hand).getByRole('button', { name: /Trump 9/ }));
    expect(moves.play).not.toHaveBeenCalled();
    fireEvent.click(within(hand).getByRole('button', { name: /King of hearts/ }));
    expect(moves.play).toHaveBeenCalledWith({ card: card('Kh') });
  });

  it('lets the player pick the trumps of a poignée in the hand, counting them, and show exactly those', () => {
    // Ten trumps and the Excuse at five: a single poignée shows 8 of the 10, never the Excuse.
    const G = dealState({
      hands: ['T2 T3 T4 T5 T6 T7 T8 T9 T10 T21 EX Kh 2h', '1h', '2s', '3s', '4s'],
      contract: { taker: '1', kind: 'garde', calledCard: card('Kd') },
      toAct: '0',
    });
    const moves = renderBoard(G, 'play', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Single poignée' }));
    expect(screen.getByText('Tap the trumps to show for a Single poignée')).toBeInTheDocument();
    expect(screen.getByText('0 of 8 chosen')).toBeInTheDocument();
    expect(screen.getByText('The Excuse may be shown only with all your other trumps.')).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Show these trumps' });
    expect(confirm).toBeDisabled();
    const hand = screen.getByRole('group', { name: 'Your hand' });
    const tap = (name: string) => fireEvent.click(within(hand).getByRole('button', { name: new RegExp(`^${name}\\b`) }));
    // Neither a suit card nor the Excuse is taken, nor is a card played.
    tap('King of hearts');
    tap('The Excuse');
    for (const trump of [3, 4, 5, 6, 7, 8, 9, 21]) tap(`Trump ${trump}`);
    expect(screen.getByText('8 of 8 chosen')).toBeInTheDocument();
    tap('Trump 10');
    expect(screen.getByText('8 of 8 chosen')).toBeInTheDocument();
    tap('Trump 21');
    tap('Trump 10');
    fireEvent.click(confirm);
    expect(moves.play).not.toHaveBeenCalled();
    expect(moves.poignee).toHaveBeenCalledWith({ level: 'single', cards: cards('T3 T4 T5 T6 T7 T8 T9 T10') });
  });

  it('chooses the only possible poignée at once, and lets the player cancel and play a card instead', () => {
    const G = dealState({
      hands: ['T2 T3 T4 T5 T6 T7 T8 EX Kh 2h', '1h', '2s', '3s', '4s'],
      contract: { taker: '1', kind: 'garde', calledCard: card('Kd') },
      toAct: '0',
    });
    const moves = renderBoard(G, 'play', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Single poignée' }));
    expect(screen.getByText('8 of 8 chosen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Your hand' })).getByRole('button', { name: /^King of hearts/ }));
    expect(moves.play).toHaveBeenCalledWith({ card: card('Kh') });
    fireEvent.click(screen.getByRole('button', { name: 'Single poignée' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show these trumps' }));
    expect(moves.poignee).toHaveBeenCalledWith({ level: 'single', cards: cards('T2 T3 T4 T5 T6 T7 T8 EX') });
  });

  it('shows a poignée and trumps put aside to everybody, a spectator included, but no hand', () => {
    const G = dealState({ hands: HANDS, contract: { taker: '1', kind: 'garde' }, toAct: '2' });
    G.shownPoignee = { seat: '1', level: 'single', cards: cards('T1 T9 EX') };
    G.trumpDiscards = cards('T11');
    G.discards = cards('T11 2c 3c');
    renderBoard(G, 'play', null);
    expect(screen.getByText('Bruno shows a Single poignée:')).toBeInTheDocument();
    expect(within(screen.getByTestId('trump-discards')).getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Your hand' })).not.toBeInTheDocument();
  });

  it('tells the player against the computer in the second person', () => {
    const G = dealState({ hands: HANDS, contract: { taker: '0', kind: 'garde' }, toAct: '0' });
    G.shownPoignee = { seat: '0', level: 'double', cards: cards('T21 T5') };
    renderBoard(G, 'play', '0', null, againstComputer);
    expect(screen.getByText('You show a Double poignée:')).toBeInTheDocument();
  });

  it('ends a deal with the result, the chien and discards, every hand, and "Next round!"', () => {
    const G = dealState({ hands: HANDS, kitty: '1c 2c 3c', contract: { taker: '1', kind: 'garde' } });
    G.revealed = true;
    G.discards = cards('1c 2c 3c');
    G.lastResult = {
      takers: ['1'],
      won: true,
      points: 45,
      oudlers: 2,
      required: 41,
      difference: 4,
      multiplier: 2,
      petitAuBout: 0,
      poignee: 0,
      slam: 0,
      value: 58,
    };
    const moves = renderBoard(G, 'roundEnd', '3', G.seats);
    expect(screen.getByText("The taker's side won: 45 card points of 41 needed.")).toBeInTheDocument();
    expect(within(screen.getByTestId('dealt-0')).getAllByRole('img')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Next round!' }));
    expect(moves.nextRound).toHaveBeenCalled();
  });
});
