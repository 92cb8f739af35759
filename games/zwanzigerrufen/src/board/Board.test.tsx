import { fireEvent, screen, within } from '@testing-library/react';
import type { PlayerID } from 'boardgame.io';
import type { GameArgs } from '@tabula/game-kit';
import { moveSpies, renderBoard as renderGameBoard, seatArgs, testCtx } from '@tabula/game-kit/testing/board';
import { card, dealState } from '../testState';
import type { ZwanzigerrufenState } from '../types';
import { playerView } from '../view';
import { Board } from './Board';

jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock);

const HANDS = [
  'Skus T21 T20 T19 T18 K-hearts Q-hearts C-hearts J-hearts low-hearts',
  'T17 T16 T15 T14 T13 K-diamonds Q-diamonds C-diamonds J-diamonds low-diamonds',
  'T12 T11 T10 T9 T8 K-clubs Q-clubs C-clubs J-clubs low-clubs',
  'T7 T6 T5 T4 T1 K-spades Q-spades C-spades J-spades low-spades',
];

const online = seatArgs('OnlineFriend', ['Ana', 'Bruno', 'Carla', 'Dora']);

function renderBoard(
  G: ZwanzigerrufenState,
  phase: string,
  playerID: PlayerID | null,
  activePlayers: PlayerID[] | null = null,
  gameArgs: GameArgs = online,
) {
  const ctx = testCtx({
    playOrder: G.seats,
    currentPlayer: G.toAct,
    phase,
    turn: 3,
    activePlayers: activePlayers && Object.fromEntries(activePlayers.map((seat) => [seat, 'answer'])),
  });
  const moves = moveSpies(['bid', 'announce', 'play', 'nextRound', 'quit']);
  renderGameBoard(Board, { G: playerView({ G, ctx, playerID }), ctx, moves, playerID, gameArgs });
  return moves;
}

const normalGame = () => dealState({ hands: HANDS, contract: { kind: 'normal', taker: '1', calledRank: '20' } });

describe('Zwanzigerrufen board', () => {
  it('offers forehand its bids, the Normal game naming the tarock it calls, and sends the bid', () => {
    const moves = renderBoard(dealState({ hands: HANDS }), 'bidding', '1');
    expect(screen.queryByRole('button', { name: 'Pass' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Normal game (XX called)' }));
    expect(moves.bid).toHaveBeenCalledWith('normal');
  });

  it('shows beside a bidder the Normal game with the tarock it called', () => {
    const G = dealState({ hands: HANDS });
    G.bidding.calls['1'] = 'normal';
    G.bidding.history.push({ seat: '1', call: 'normal', calledRank: '19' });
    G.toAct = '2';
    renderBoard(G, 'bidding', '2');
    expect(screen.getByText('Normal game (XIX called)')).toBeInTheDocument();
  });

  it('lets an opponent say Contra on the game, and shows the contract and the called tarock', () => {
    const G = normalGame();
    G.toAct = '2';
    const moves = renderBoard(G, 'announcing', '2');
    expect(screen.getAllByText(/Normal game · XX called/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Contra on the game' }));
    expect(moves.announce).toHaveBeenCalledWith('raise:takers:game');
  });

  it('lists the announcements in force and who made them', () => {
    const G = normalGame();
    G.announcements[0]!.level = 2;
    G.announcements[0]!.raisedBy = ['2'];
    G.announcements.push({ item: 'pagat', side: 'opponents', level: 1, by: '3', raisedBy: [] });
    renderBoard(G, 'play', '0');
    const list = screen.getByTestId('announcements');
    expect(list).toHaveTextContent('Normal game — Contra: Carla');
    expect(list).toHaveTextContent('Pagat ultimo (Opponents) — Announced: Dora');
    // Beside each seat at the table, what it said.
    expect(screen.getByText('Contra on the game')).toBeInTheDocument();
    expect(screen.getByText('Pagat ultimo')).toBeInTheDocument();
  });

  it('lets the player on turn play a legal card and refuses the others', () => {
    const G = normalGame();
    G.trick.cards.push({ seat: '1', card: card('K-diamonds') });
    G.hands['1'] = G.hands['1']!.filter((c) => c !== card('K-diamonds'));
    G.toAct = '2';
    const moves = renderBoard(G, 'play', '2');
    const hand = screen.getByRole('group', { name: 'Your hand' });
    fireEvent.click(within(hand).getByRole('button', { name: /King of clubs/ }));
    expect(moves.play).not.toHaveBeenCalled();
    fireEvent.click(within(hand).getByRole('button', { name: /Trump 12/ }));
    expect(moves.play).toHaveBeenCalledWith({ card: card('T12') });
  });

  it('tells the partner it plays with the taker, and shows the taker no partner and a spectator no hand', () => {
    renderBoard(normalGame(), 'play', '0');
    expect(screen.getByText(/You hold the called tarock/)).toBeInTheDocument();
    renderBoard(normalGame(), 'play', '1');
    expect(screen.getAllByText(/You hold the called tarock/)).toHaveLength(1);
    renderBoard(normalGame(), 'play', null);
    expect(screen.getAllByRole('group', { name: 'Your hand' })).toHaveLength(2);
  });

  it('shows every hand as dealt at the end of a deal, the result, and "Next round!"', () => {
    const G = normalGame();
    G.revealed = true;
    G.hands = { 0: [], 1: [], 2: [], 3: [] };
    G.lastResult = {
      takers: ['1', '0'],
      takerPoints: 50,
      takerNeeded: 45,
      opponentsNeeded: 44,
      basic: 1,
      valat: 0,
      absolut: 0,
      kings: 0,
      trull: 0,
      pagat: 0,
      mond: 0,
      value: 1,
    };
    const moves = renderBoard(G, 'roundEnd', '2', ['0', '1', '2', '3']);
    expect(screen.getByText("The taker's side wins: 50 card points (45 needed).")).toBeInTheDocument();
    for (const seat of ['0', '1', '2', '3']) expect(screen.getByTestId(`dealt-${seat}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next round!' }));
    expect(moves.nextRound).toHaveBeenCalled();
  });
});
