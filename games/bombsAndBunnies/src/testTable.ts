// Tables for rules tests: a round in progress from given hands and stacks, played through boardgame.io's client.
import type { Ctx, PlayerID } from 'boardgame.io';
import { clientFromState } from '@tabula/game-kit/testing';
import { game } from './game';
import { DEFAULT_SETTINGS } from './settings';
import type { BombsAndBunniesState, CardKind, Settings } from './types';
import { type BombsAndBunniesView, playerView } from './view';

export interface TableSpec {
  /** Per seat: cards in hand. */
  hands: CardKind[][];
  /** Per seat: its stack, bottom first (empty by default). */
  stacks?: CardKind[][];
  lost?: CardKind[][];
  wins?: number[];
  eliminated?: PlayerID[];
  toAct?: PlayerID;
  settings?: Partial<Settings>;
  state?: Partial<BombsAndBunniesState>;
}

export function tableState(spec: TableSpec): BombsAndBunniesState {
  const seats = spec.hands.map((_, i) => String(i));
  const perSeat = <T>(value: (i: number) => T) => Object.fromEntries(seats.map((seat, i) => [seat, value(i)]));
  return {
    settings: { ...DEFAULT_SETTINGS, ...spec.settings },
    seats,
    round: 1,
    step: 'placing',
    toAct: spec.toAct ?? '0',
    hands: perSeat((i) => [...spec.hands[i]!]),
    stacks: perSeat((i) => [...(spec.stacks?.[i] ?? [])]),
    lost: perSeat((i) => [...(spec.lost?.[i] ?? [])]),
    wins: perSeat((i) => spec.wins?.[i] ?? 0),
    eliminated: [...(spec.eliminated ?? [])],
    bet: null,
    passed: [],
    flips: [],
    penalty: null,
    lastOutcome: null,
    winner: null,
    log: [],
    ...spec.state,
  };
}

/** A started table and helpers: moves as a seat, the whole state, a seat's view, and the legal moves. */
export function table(spec: TableSpec) {
  const start = tableState(spec);
  const client = clientFromState(game, () => tableState(spec), start.toAct, spec.hands.length);
  const as = (seat: PlayerID) => {
    client.updatePlayerID(seat);
    return client.moves;
  };
  const state = (): { G: BombsAndBunniesState; ctx: Ctx } => client.store.getState();
  const viewOf = (seat: PlayerID | null): BombsAndBunniesView => playerView({ G: state().G, ctx: state().ctx, playerID: seat });
  return { client, as, state, viewOf };
}
