// Tables for rules tests: a round in progress from given hands and tableaus, played through boardgame.io's client.
import type { Ctx, PlayerID } from 'boardgame.io';
import { newPicks } from '@tabula/game-kit';
import { clientFromState } from '@tabula/game-kit/testing';
import type { CardId } from './cards';
import { game } from './game';
import { emptyTableau, takeCard } from './scoring';
import type { PicnicGoState } from './types';
import { type PicnicGoView, playerView } from './view';

export interface TableSpec {
  hands: CardId[][];
  /** Cards each seat already took this round, in order (scored as they were taken). */
  played?: CardId[][];
  undealt?: CardId[];
  roundNumber?: number;
  cupcakes?: number[];
}

export function tableState({ hands, played = [], undealt = [], roundNumber = 1, cupcakes = [] }: TableSpec): PicnicGoState {
  const seats = hands.map((_, i) => String(i));
  const tableaus = Object.fromEntries(
    seats.map((seat, i) => {
      const tableau = emptyTableau();
      for (const card of played[i] ?? []) takeCard(tableau, card);
      return [seat, tableau];
    }),
  );
  return {
    seats,
    roundNumber,
    roundOver: false,
    hands: Object.fromEntries(hands.map((hand, i) => [String(i), [...hand].sort((a, b) => a - b)])),
    undealtCards: undealt,
    picks: newPicks(seats),
    lastReveal: null,
    tableaus,
    cupcakeCounts: Object.fromEntries(seats.map((seat, i) => [seat, cupcakes[i] ?? 0])),
    rounds: Array.from({ length: roundNumber - 1 }, (_, i) => ({
      round: i + 1,
      points: Object.fromEntries(seats.map((seat) => [seat, 0])),
    })),
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
  const state = (): { G: PicnicGoState; ctx: Ctx } => client.store.getState();
  const viewOf = (seat: PlayerID | null): PicnicGoView => playerView({ G: state().G, ctx: state().ctx, playerID: seat });
  /** Every seat picks the given cards (seat order), through the real moves. */
  const pickAll = (picks: CardId[][]) => {
    const round = state().G.picks.round;
    picks.forEach((cards, seat) => as(String(seat)).pick!(round, { cards }));
  };
  return { client, as, state, viewOf, pickAll };
}
