// Tables for rules tests: a match in progress from given hands, deck and piles, played through boardgame.io's client.
import type { Ctx, PlayerID } from 'boardgame.io';
import { clientFromState } from '@tabula/game-kit/testing';
import { unknownKnowledge } from './knowledge';
import { game } from './game';
import { MAX_TREATS, START_LIVES } from './table';
import type { Settings, ZooParadeState } from './types';
import { playerView, type ZooParadeView } from './view';

/** A card written as animal and value: [colour, value]. */
export type CardSpec = [number, number];

export interface TableSpec {
  hands: CardSpec[][];
  deck?: CardSpec[];
  piles?: number[];
  trash?: CardSpec[];
  treats?: number;
  lives?: number;
  finalTurnsLeft?: number | null;
  settings?: Partial<Settings>;
}

/** The state: card ids by position, hand cards first (seat order), then the deck. */
export function tableState(spec: TableSpec): ZooParadeState {
  const seats = spec.hands.map((_, i) => String(i));
  let id = 0;
  const card = ([colour, value]: CardSpec) => ({ id: id++, colour, value });
  const hands = Object.fromEntries(
    spec.hands.map((hand, i) => [String(i), hand.map((c) => ({ ...card(c), knowledge: unknownKnowledge(), clued: false }))]),
  );
  return {
    settings: { emptyHints: 'refused', ...spec.settings },
    seats,
    deck: (spec.deck ?? []).map(card),
    hands,
    piles: spec.piles ?? [0, 0, 0, 0, 0],
    trash: (spec.trash ?? []).map((c) => ({ id: 100 + id++, colour: c[0], value: c[1] })),
    treats: spec.treats ?? MAX_TREATS,
    lives: spec.lives ?? START_LIVES,
    finalTurnsLeft: spec.finalTurnsLeft ?? null,
    clues: [],
    lastAction: null,
    dealt: true,
    finished: false,
    log: [],
  };
}

/** A started table and helpers: moves as a seat, the whole state, a seat's view, a card's id. */
export function table(spec: TableSpec) {
  const client = clientFromState(game, () => tableState(spec), '0', spec.hands.length);
  const as = (seat: PlayerID) => {
    client.updatePlayerID(seat);
    return client.moves;
  };
  const state = (): { G: ZooParadeState; ctx: Ctx } => client.store.getState();
  const viewOf = (seat: PlayerID | null): ZooParadeView => playerView({ G: state().G, ctx: state().ctx, playerID: seat });
  /** The id of the card in the seat's slot. */
  const idAt = (seat: PlayerID, slot: number) => state().G.hands[seat]![slot]!.id;
  return { client, as, state, viewOf, idAt };
}
