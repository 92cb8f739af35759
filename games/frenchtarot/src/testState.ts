import type { Ctx, PlayerID } from 'boardgame.io';
import { idOf, newTrick, type CardId, type Suit } from '@tabula/cards';
import type { MoveContext } from '@tabula/game-kit';
import { DECK } from './cards';
import type { Contract, TarotState } from './types';

const SUITS: Record<string, Suit> = { c: 'clubs', s: 'spades', h: 'hearts', d: 'diamonds' };

/** A card from a short name: 'EX' the Excuse, 'T21' trump 21, 'Kh' King of hearts, '10s', 'Cd' (knight), '1c'. */
export function card(name: string): CardId {
  if (name === 'EX') return idOf(DECK, 'trumps', 'excuse');
  if (name.startsWith('T')) return idOf(DECK, 'trumps', name.slice(1));
  return idOf(DECK, SUITS[name.slice(-1)]!, name.slice(0, -1));
}

export const cards = (names: string) => names.split(/\s+/).filter(Boolean).map(card);

export interface TestDeal {
  /** Each seat's hand, as short names separated by spaces. */
  hands: string[];
  kitty?: string;
  contract?: Partial<Contract> & { taker: PlayerID };
  partner?: PlayerID | null;
  toAct?: PlayerID;
  dealer?: PlayerID;
}

/** A state in the middle of a deal, for rules tests: seats '0', '1'...; nothing else dealt. */
export function dealState({ hands, kitty = '', contract, partner = null, toAct, dealer = '0' }: TestDeal): TarotState {
  const seats = hands.map((_, i) => String(i));
  const dealt = Object.fromEntries(seats.map((seat, i) => [seat, cards(hands[i]!)]));
  const first = toAct ?? seats[(seats.indexOf(dealer) + 1) % seats.length]!;
  return {
    settings: { deals: null },
    seats,
    dealer,
    dealNumber: 1,
    hands: Object.fromEntries(Object.entries(dealt).map(([seat, hand]) => [seat, [...hand]])),
    dealtHands: dealt,
    kitty: cards(kitty),
    kittyShown: false,
    discards: [],
    trumpDiscards: [],
    bids: [],
    contract: contract ? { kind: 'garde', calledCard: null, slam: false, ready: true, ...contract } : null,
    partner,
    partnerRevealed: false,
    poignees: [],
    shownPoignee: null,
    trick: newTrick(first),
    tricks: [],
    toAct: first,
    rounds: [],
    lastResult: null,
    confirmed: [],
    quitBy: null,
    revealed: false,
    log: [],
  };
}

export interface FakeEvents {
  endPhase: jest.Mock;
  endStage: jest.Mock;
}

/** What a move receives: the state, a context in `phase` and the mover; events recorded. */
export function moveContext(G: TarotState, phase: string, playerID: PlayerID, activePlayers: PlayerID[] | null = null) {
  const ctx = {
    numPlayers: G.seats.length,
    playOrder: G.seats,
    currentPlayer: G.toAct,
    phase,
    turn: 1,
    activePlayers: activePlayers && Object.fromEntries(activePlayers.map((seat) => [seat, 'answer'])),
  } as unknown as Ctx;
  const events: FakeEvents = { endPhase: jest.fn(), endStage: jest.fn() };
  return { G, ctx, playerID, events } as unknown as MoveContext<TarotState> & { events: FakeEvents };
}
