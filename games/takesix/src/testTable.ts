// Tables for rules tests: a deal in progress from given hands and rows, played through boardgame.io's client.
import type { Ctx, PlayerID } from 'boardgame.io';
import { newPicks } from '@tabula/game-kit';
import { clientFromState } from '@tabula/game-kit/testing';
import { game } from './game';
import type { MatchLength, TakeSixState } from './types';
import { playerView, type TakeSixView } from './view';

export interface TableSpec {
  hands: number[][];
  rows: number[][];
  undealt?: number[];
  length?: MatchLength;
  /** Bullheads of earlier deals, one row per deal (for the to-66 end). */
  earlierDeals?: number[][];
  takenCards?: number[][];
}

export function tableState({
  hands,
  rows,
  undealt = [],
  length = 'oneDeal',
  earlierDeals = [],
  takenCards,
}: TableSpec): TakeSixState {
  const seats = hands.map((_, i) => String(i));
  const rounds = earlierDeals.map((points, i) => ({
    round: i + 1,
    points: Object.fromEntries(points.map((p, s) => [String(s), p])),
  }));
  return {
    settings: { length },
    seats,
    dealNumber: rounds.length + 1,
    hands: Object.fromEntries(hands.map((hand, i) => [String(i), [...hand].sort((a, b) => a - b)])),
    undealtCards: undealt,
    rowCards: rows.map((row) => [...row]),
    picks: newPicks(seats),
    reveal: null,
    choosingRow: null,
    takenCards: Object.fromEntries(seats.map((seat, i) => [seat, [...(takenCards?.[i] ?? [])]])),
    rounds,
    confirmed: [],
    finished: false,
    log: [],
  };
}

/** A started table and helpers: moves as a seat, the whole state, a seat's view. */
export function table(spec: TableSpec) {
  const client = clientFromState(game, () => tableState(spec), '0', spec.hands.length);
  const as = (seat: PlayerID) => {
    client.updatePlayerID(seat);
    return client.moves;
  };
  const state = (): { G: TakeSixState; ctx: Ctx } => client.store.getState();
  const viewOf = (seat: PlayerID | null): TakeSixView => playerView({ G: state().G, ctx: state().ctx, playerID: seat });
  /** Every seat picks the given card (seat order), through the real moves. */
  const pickAll = (cards: number[]) => {
    const round = state().G.picks.round;
    cards.forEach((card, seat) => as(String(seat)).pick!(round, { card }));
  };
  return { client, as, state, viewOf, pickAll };
}
