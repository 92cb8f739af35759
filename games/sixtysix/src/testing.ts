// Test helpers: full states through the game's own reducer (no client, no player view).
import { idOf, newTrick, type CardId, type FrenchSuit } from '@tabula/cards';
import { createSimulator, seatsThatMayAct, seededRandom, type SeatAction } from '@tabula/game-kit';
import type { PlayerID, State } from 'boardgame.io';
import { DECK } from './cards';
import { game } from './game';
import { seatToAct } from './rules';
import type { SixtySixState } from './types';

export const simulator = createSimulator(game);

export interface SimulatedMatch {
  state: State<SixtySixState>;
  moves: number;
  refused: SeatAction[];
}

/** Plays seeded random moves from what ai.enumerate offers until the match ends (or maxMoves). */
export function simulateMatch(seed: number, maxMoves = 3000): SimulatedMatch {
  const random = seededRandom(seed);
  let state = simulator.initial(2, `match-${seed}`);
  const refused: SeatAction[] = [];
  let moves = 0;
  for (; moves < maxMoves; moves += 1) {
    const actions = simulator.actions(state);
    if (actions.length === 0) break;
    const action = actions[Math.floor(random() * actions.length)]!;
    try {
      state = simulator.apply(state, action);
    } catch {
      refused.push(action);
      break;
    }
  }
  return { state, moves, refused };
}

/** A card by rank and suit: `card('K', 'hearts')`. */
export const card = (rank: string, suit: FrenchSuit) => idOf(DECK, suit, rank);
/** Cards written as "KH QH 9C AS": rank then the suit's initial. */
export function cards(text: string): CardId[] {
  const suits: Record<string, FrenchSuit> = { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' };
  return text
    .split(' ')
    .filter(Boolean)
    .map((word) => card(word.slice(0, -1), suits[word.slice(-1)]!));
}

export interface PositionSpec {
  hands: Record<PlayerID, CardId[]>;
  /** Top first; the last card is the face-up trump card. */
  stock: CardId[];
  trumpSuit: FrenchSuit;
  leader: PlayerID;
  extra?: Partial<SixtySixState>;
}

/** A state in the play phase with these hands and stock, the leader to play. */
export function position(spec: PositionSpec): State<SixtySixState> {
  const start = simulator.initial(2, 'position');
  const G: SixtySixState = {
    ...start.G,
    hands: { '0': [...spec.hands['0']!], '1': [...spec.hands['1']!] },
    stock: [...spec.stock],
    stockCount: spec.stock.length,
    trumpCard: spec.stock[spec.stock.length - 1] ?? null,
    trumpSuit: spec.trumpSuit,
    trick: newTrick(spec.leader),
    deal: { hands: { '0': [...spec.hands['0']!], '1': [...spec.hands['1']!] }, stock: [...spec.stock] },
    // The log of the random deal the simulator started with does not belong to this position.
    log: [],
    ...spec.extra,
  };
  const acting = seatToAct(G);
  return { ...start, G, ctx: { ...start.ctx, currentPlayer: acting, playOrderPos: Number(acting) } };
}

/** Applies moves in order, each by the seat that may act (or the seat given). */
export function run(
  state: State<SixtySixState>,
  ...moves: Array<[string, ...unknown[]] | { seat: PlayerID; move: [string, ...unknown[]] }>
) {
  let current = state;
  for (const entry of moves) {
    const [name, ...args] = Array.isArray(entry) ? entry : entry.move;
    const playerID = Array.isArray(entry) ? seatsThatMayAct(current.ctx)[0]! : entry.seat;
    current = simulator.apply(current, { playerID, kind: 'move', name, args });
  }
  return current;
}
