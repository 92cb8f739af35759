// Builders for rules tests: a round in any phase from hands written as "Q-clubs 10-hearts A-diamonds"...
import type { Ctx, PlayerID } from 'boardgame.io';
import { idOf, newTrick, type CardId, type FrenchSuit } from '@tabula/cards';
import type { MoveContext } from '@tabula/game-kit';
import { newBidding } from './bidding';
import { DECK, isClubQueen } from './cards';
import type { ContractKind, DoppelkopfState } from './types';

/**
 * "Q-clubs" -> the first copy's id; "Q-clubs'" (a trailing quote) -> the second copy's.
 */
export function card(name: string): CardId {
  const second = name.endsWith("'");
  const [rank, suit] = name.replace("'", '').split('-') as [string, FrenchSuit];
  return idOf(DECK, suit, rank, second ? 1 : 0);
}

export const cards = (names: string) => names.split(/\s+/).filter(Boolean).map(card);

/** Every card of the deck not named in `hands`, dealt in order to fill the hands to twelve. */
function filled(hands: string[]): CardId[][] {
  const given = hands.map(cards);
  const used = new Set(given.flat());
  const rest = DECK.cards.map((c) => c.id).filter((id) => !used.has(id));
  return given.map((hand) => {
    while (hand.length < 12) hand.push(rest.shift()!);
    return hand;
  });
}

export interface RoundSpec {
  /** Four hands; each is filled up to twelve cards with cards nobody named (in deck order). */
  hands: string[];
  dealer?: PlayerID;
  /** The contract after the bidding; left out: still bidding. */
  contract?: { kind: ContractKind; declarer?: PlayerID };
}

/** A round before any card is played: hands as given, seat 0 dealing unless told. */
export function roundState({ hands, dealer = '0', contract }: RoundSpec): DoppelkopfState {
  const seats = ['0', '1', '2', '3'];
  const dealt = filled(hands);
  const forehand = seats[(Number(dealer) + 1) % 4]!;
  const G: DoppelkopfState = {
    settings: { rounds: null },
    seats,
    dealer,
    hands: Object.fromEntries(dealt.map((hand, i) => [String(i), [...hand]])),
    dealtHands: Object.fromEntries(dealt.map((hand, i) => [String(i), hand])),
    bidding: newBidding(),
    contract: null,
    teams: {},
    shownSides: {},
    levels: { re: 0, kontra: 0 },
    announcements: [],
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
  if (contract) {
    const declarer = contract.declarer ?? null;
    G.bidding.round = 'done';
    G.contract = { kind: contract.kind, declarer, partner: null, decidedAt: 0 };
    G.teams = Object.fromEntries(
      seats.map((seat) => [seat, (declarer === null ? G.hands[seat]!.some(isClubQueen) : seat === declarer) ? 're' : 'kontra']),
    );
    if (contract.kind === 'marriage') G.shownSides = { [declarer!]: 're' };
    else if (declarer !== null) G.shownSides = { ...G.teams };
  }
  return G;
}

export interface FakeEvents {
  endPhase: jest.Mock;
  endStage: jest.Mock;
}

/** What a move receives: the state, a context in `phase` and the mover; events recorded. */
export function moveContext(G: DoppelkopfState, phase: string, playerID: PlayerID, activePlayers: PlayerID[] | null = null) {
  const ctx = {
    numPlayers: 4,
    playOrder: G.seats,
    currentPlayer: G.toAct,
    phase,
    turn: 1,
    activePlayers: activePlayers && Object.fromEntries(activePlayers.map((seat) => [seat, 'answer'])),
  } as unknown as Ctx;
  const events: FakeEvents = { endPhase: jest.fn(), endStage: jest.fn() };
  return { G, ctx, playerID, events } as unknown as MoveContext<DoppelkopfState> & { events: FakeEvents };
}
