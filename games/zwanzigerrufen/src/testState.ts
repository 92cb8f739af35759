// Builders for rules tests: a deal in any phase from hands written as "K-hearts", "T21", "Skus"...
import type { Ctx, PlayerID } from 'boardgame.io';
import { idOf, newTrick, type CardId, type FrenchSuit } from '@tabula/cards';
import type { MoveContext } from '@tabula/game-kit';
import { calledCardOf, newBidding } from './bidding';
import { DECK } from './cards';
import type { ContractKind, ZwanzigerrufenState } from './types';

/** "Skus" (the Sküs), "T21".."T1" (tarocks), "K-hearts", "Q-clubs", "low-spades" (the Glatze). */
export function card(name: string): CardId {
  if (name === 'Skus') return idOf(DECK, 'trumps', 'excuse');
  if (name.startsWith('T')) return idOf(DECK, 'trumps', name.slice(1));
  const [rank, suit] = name.split('-') as [string, FrenchSuit];
  const low = suit === 'clubs' || suit === 'spades' ? '10' : '1';
  return idOf(DECK, suit, rank === 'low' ? low : rank);
}

export const cards = (names: string) => names.trim().split(/\s+/).map(card);

export interface DealSpec {
  hands: string[];
  dealer?: PlayerID;
  contract?: { kind: ContractKind; taker: PlayerID; calledRank?: string };
}

/** A deal before any card is played: hands as given, seat 0 dealing unless told. */
export function dealState({ hands, dealer = '0', contract }: DealSpec): ZwanzigerrufenState {
  const seats = hands.map((_, i) => String(i));
  const dealt = Object.fromEntries(hands.map((hand, i) => [String(i), cards(hand)]));
  const forehand = seats[(Number(dealer) + 1) % 4]!;
  const G: ZwanzigerrufenState = {
    settings: { deals: null },
    seats,
    dealer,
    dealNumber: 1,
    hands: JSON.parse(JSON.stringify(dealt)) as Record<string, CardId[]>,
    dealtHands: dealt,
    bidding: newBidding(),
    contract: contract ? { kind: contract.kind, taker: contract.taker, calledRank: contract.calledRank ?? null } : null,
    partner: null,
    partnerRevealed: false,
    announcements: contract ? [{ item: 'game', side: 'takers', level: 1, by: null, raisedBy: [] }] : [],
    passesInRow: 0,
    trick: newTrick(forehand),
    tricks: [],
    toAct: forehand,
    rounds: [],
    lastResult: null,
    confirmed: [],
    quitBy: null,
    revealed: false,
    log: [],
  };
  const called = calledCardOf(G.contract);
  if (called !== null) G.partner = seats.find((seat) => G.hands[seat]!.includes(called)) ?? null;
  return G;
}

export interface FakeEvents {
  endPhase: jest.Mock;
  endStage: jest.Mock;
}

/** What a move receives: the state, a context in `phase` and the mover; events recorded. */
export function moveContext(G: ZwanzigerrufenState, phase: string, playerID: PlayerID, activePlayers: PlayerID[] | null = null) {
  const ctx = {
    numPlayers: 4,
    playOrder: G.seats,
    currentPlayer: G.toAct,
    phase,
    turn: 1,
    activePlayers: activePlayers && Object.fromEntries(activePlayers.map((seat) => [seat, 'answer'])),
  } as unknown as Ctx;
  const events: FakeEvents = { endPhase: jest.fn(), endStage: jest.fn() };
  return { G, ctx, playerID, events } as unknown as MoveContext<ZwanzigerrufenState> & { events: FakeEvents };
}
