// The computer player's model of the game: a compact copy of the position it can play forward
// fast, a greedy evaluation of one placement, and a lookahead over the next colour turns.
import { countBits, emptyRows, legalPlacements, masksFor, type PlacementChoice, type Rows } from './bitboard';
import { COLOURS, SIZE } from './geometry';
import { orientationsOf, pieceSize } from './pieces';
import { rowsOf } from './rules';
import { scoredColours, slotAt, turnCycle } from './turnOrder';
import type { Colour, CornerusState } from './types';

export interface SearchPosition {
  numPlayers: number;
  own: Rows[];
  occupied: Rows;
  remaining: number[][];
  playing: boolean[];
  slot: number;
}

export function positionOf(G: CornerusState, numPlayers: number): SearchPosition {
  return {
    numPlayers,
    own: COLOURS.map((colour) => rowsOf(G.board, colour)),
    occupied: rowsOf(G.board, null),
    remaining: G.colours.map((colour) => [...colour.remaining]),
    playing: G.colours.map((colour) => colour.end === null),
    slot: G.slot,
  };
}

const copyOf = (p: SearchPosition): SearchPosition => ({
  numPlayers: p.numPlayers,
  own: p.own.map((rows) => rows.slice()),
  occupied: p.occupied.slice(),
  remaining: p.remaining.map((pieces) => [...pieces]),
  playing: [...p.playing],
  slot: p.slot,
});

export const colourToPlay = (p: SearchPosition): Colour => slotAt(p.numPlayers, p.slot).colour;

export const placementsOf = (p: SearchPosition, colour: Colour, limit?: number): PlacementChoice[] =>
  p.playing[colour] ? legalPlacements(masksFor(p.own[colour]!, p.occupied, colour), p.occupied, p.remaining[colour]!, limit) : [];

function pieceRows({ piece, orientation, x, y }: PlacementChoice): Rows {
  const rows = emptyRows();
  orientationsOf(piece)[orientation]!.rowMasks.forEach((mask, row) => {
    rows[y + row] = mask << x;
  });
  return rows;
}

const or = (a: Rows, b: Rows): Rows => a.map((row, y) => row | b[y]!);
const and = (a: Rows, b: Rows): Rows => a.map((row, y) => row & b[y]!);

/** The position after the colour on turn plays `choice`, moved on to the next colour that can play. */
export function play(p: SearchPosition, choice: PlacementChoice): SearchPosition {
  const next = copyOf(p);
  const colour = colourToPlay(p);
  const piece = pieceRows(choice);
  next.own[colour] = or(next.own[colour]!, piece);
  next.occupied = or(next.occupied, piece);
  next.remaining[colour] = next.remaining[colour]!.filter((id) => id !== choice.piece);
  if (next.remaining[colour]!.length === 0) next.playing[colour] = false;
  const length = turnCycle(p.numPlayers).length;
  for (let step = 1; step <= length; step += 1) {
    const slot = (p.slot + step) % length;
    const { colour: following } = slotAt(p.numPlayers, slot);
    if (!next.playing[following]) continue;
    if (placementsOf(next, following, 1).length === 0) {
      next.playing[following] = false;
      continue;
    }
    next.slot = slot;
    return next;
  }
  return next;
}

export const isFinished = (p: SearchPosition): boolean => p.playing.every((playing) => !playing);

/** How much each colour counts for `seat`: its own scored colours +1, opponents' shares -1, unscored Green 0. */
export function colourWeights(numPlayers: number, seat: string): number[] {
  const mine = new Set(scoredColours(numPlayers, seat));
  const opponentColours = COLOURS.filter(
    (colour) =>
      !mine.has(colour) &&
      Array.from({ length: numPlayers }, (_, s) => scoredColours(numPlayers, String(s)))
        .flat()
        .includes(colour),
  );
  return COLOURS.map((colour) => (mine.has(colour) ? 1 : opponentColours.includes(colour) ? -2 / opponentColours.length : 0));
}

const CENTRE = (SIZE - 1) / 2;

/**
 * The greedy value of one placement for the colour on turn: big pieces first, new own corners to
 * build from, other colours' corners taken away, and a pull towards the centre early on.
 */
export function greedyValue(p: SearchPosition, choice: PlacementChoice, weights: readonly number[]): number {
  const colour = colourToPlay(p);
  const piece = pieceRows(choice);
  const occupied = or(p.occupied, piece);
  const before = countBits(masksFor(p.own[colour]!, p.occupied, colour).anchors);
  const after = countBits(masksFor(or(p.own[colour]!, piece), occupied, colour).anchors);
  let blocked = 0;
  for (const other of COLOURS) {
    if (other === colour || !p.playing[other] || weights[other]! >= 0) continue;
    blocked += countBits(and(masksFor(p.own[other]!, p.occupied, other).anchors, piece));
  }
  const orientation = orientationsOf(choice.piece)[choice.orientation]!;
  const centreX = choice.x + (orientation.width - 1) / 2;
  const centreY = choice.y + (orientation.height - 1) / 2;
  const spread = p.remaining[colour]!.length > 14 ? -0.4 * (Math.abs(centreX - CENTRE) + Math.abs(centreY - CENTRE)) : 0;
  return 10 * pieceSize(choice.piece) + 2 * (after - before) + 3 * blocked + spread;
}

/** The greedy choice for the colour on turn (random noise added to each value when asked). */
export function greedyChoice(
  p: SearchPosition,
  weights: readonly number[],
  noise = 0,
  random: () => number = () => 0,
): PlacementChoice | null {
  let best: PlacementChoice | null = null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const choice of placementsOf(p, colourToPlay(p))) {
    const value = greedyValue(p, choice, weights) + noise * random();
    if (value > bestValue) {
      best = choice;
      bestValue = value;
    }
  }
  return best;
}

/** A static value of the position for the seat whose colour weights are given: squares placed and corners open. */
export function evaluate(p: SearchPosition, weights: readonly number[]): number {
  let value = 0;
  for (const colour of COLOURS) {
    const weight = weights[colour]!;
    if (weight === 0) continue;
    const placed = countBits(p.own[colour]!);
    const open = p.playing[colour] ? countBits(masksFor(p.own[colour]!, p.occupied, colour).anchors) : 0;
    value += weight * (placed + 0.6 * Math.min(open, 20));
  }
  return value;
}

/** The colour weights of the seat on turn: every colour answers for its own player. */
const weightsOfMover = (p: SearchPosition): number[] => colourWeights(p.numPlayers, slotAt(p.numPlayers, p.slot).seat);

export interface LookaheadOptions {
  /** How many of the best greedy placements are searched. */
  candidates: number;
  /** How many colour turns every colour then plays greedily before the position is valued. */
  depth: number;
  /** Stops searching further candidates after this many milliseconds. */
  timeMs: number;
  now: () => number;
}

/**
 * A shallow search: the best greedy candidates are each played, followed by `depth` colour turns
 * in which every colour answers greedily for its own player; the candidate leaving the best
 * position for the mover's seat wins.
 */
export function lookaheadChoice(p: SearchPosition, seat: string, options: LookaheadOptions): PlacementChoice | null {
  const started = options.now();
  const weights = colourWeights(p.numPlayers, seat);
  const ranked = placementsOf(p, colourToPlay(p))
    .map((choice) => ({ choice, value: greedyValue(p, choice, weights) }))
    .sort((a, b) => b.value - a.value)
    .slice(0, options.candidates);
  let best: PlacementChoice | null = ranked[0]?.choice ?? null;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const { choice } of ranked) {
    let position = play(p, choice);
    for (let turn = 0; turn < options.depth && !isFinished(position); turn += 1) {
      const reply = greedyChoice(position, weightsOfMover(position));
      if (!reply) break;
      position = play(position, reply);
    }
    const value = evaluate(position, weights);
    if (value > bestValue) {
      best = choice;
      bestValue = value;
    }
    if (options.now() - started > options.timeMs) break;
  }
  return best;
}
