// Builders for rules tests: a deal in any phase from hands written as "O-acorns", "A-bells"...
import type { Ctx, PlayerID } from 'boardgame.io';
import { DECKS, idOf, newTrick, type CardId, type GermanSuit } from '@tabula/cards';
import type { MoveContext } from '@tabula/game-kit';
import { newBidding } from './bidding';
import type { Contract, ContractKind, SchafkopfState } from './types';

/** "A-acorns" -> the card id in the deck of `numPlayers`. */
export function card(name: string, numPlayers = 4): CardId {
  const [rank, suit] = name.split('-') as [string, GermanSuit];
  return idOf(DECKS[numPlayers === 3 ? 'german24' : 'german32'], suit, rank);
}

export const cards = (names: string, numPlayers = 4) => names.split(' ').map((name) => card(name, numPlayers));

export interface DealSpec {
  hands: string[];
  dealer?: PlayerID;
  contract?: { kind: ContractKind; taker: PlayerID; calledSuit?: GermanSuit; trumpSuit?: GermanSuit; tout?: boolean };
}

/** A deal in progress, before any card is played: hands as given, seat 0 dealing unless told. */
export function dealState({ hands, dealer = '0', contract }: DealSpec): SchafkopfState {
  const numPlayers = hands.length;
  const seats = hands.map((_, i) => String(i));
  const dealt = Object.fromEntries(hands.map((hand, i) => [String(i), cards(hand, numPlayers)]));
  const forehand = seats[(Number(dealer) + 1) % numPlayers]!;
  const fullContract: Contract | null = contract
    ? {
        kind: contract.kind,
        taker: contract.taker,
        calledSuit: contract.calledSuit ?? null,
        trumpSuit: contract.trumpSuit ?? null,
        tout: contract.tout ?? false,
        declared: true,
      }
    : null;
  const G: SchafkopfState = {
    settings: { deals: null },
    deckName: numPlayers === 3 ? 'german24' : 'german32',
    seats,
    dealer,
    dealNumber: 1,
    thrownIn: 0,
    hands: JSON.parse(JSON.stringify(dealt)) as Record<string, CardId[]>,
    dealtHands: dealt,
    bidding: newBidding(),
    contract: fullContract,
    partner: null,
    partnerRevealed: false,
    contra: [],
    re: [],
    answered: [],
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
  if (fullContract?.calledSuit) {
    const ace = card(`A-${fullContract.calledSuit}`);
    G.partner = seats.find((seat) => G.hands[seat]!.includes(ace)) ?? null;
  }
  return G;
}

export interface FakeEvents {
  endPhase: jest.Mock;
  endStage: jest.Mock;
}

/** What a move receives: the state, a context in `phase` and the mover; events recorded. */
export function moveContext(G: SchafkopfState, phase: string, playerID: PlayerID, activePlayers: PlayerID[] | null = null) {
  const ctx = {
    numPlayers: G.seats.length,
    playOrder: G.seats,
    currentPlayer: G.toAct,
    phase,
    turn: 1,
    activePlayers: activePlayers && Object.fromEntries(activePlayers.map((seat) => [seat, 'answer'])),
  } as unknown as Ctx;
  const events: FakeEvents = { endPhase: jest.fn(), endStage: jest.fn() };
  return { G, ctx, playerID, events } as unknown as MoveContext<SchafkopfState> & { events: FakeEvents };
}
