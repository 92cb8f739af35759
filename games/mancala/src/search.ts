import { HOLE_COUNT, otherSeat, PITS_PER_SIDE, pitHole, storeHole } from './holes';
import { earnsExtraTurn, sowInPlace } from './sowing';
import type { Seat } from './types';

/** How far and how wide a search may look, and how much random noise spoils its judgement. */
export interface SearchLimits {
  /** Deepest search, in sowings (an extra turn is a sowing too). */
  depth: number;
  /** Positions the search may visit; a deeper iteration that would exceed it is dropped. */
  nodes: number;
  /** Up to this many seeds of random noise added to each choice's value (weak levels err). */
  noise: number;
}

export interface SearchChoice {
  pit: number;
  /** For the seat that sows: store difference, or WIN plus the final margin when the result is certain. */
  value: number;
  /** The deepest search that finished. */
  depth: number;
  nodes: number;
}

/** A certain win is worth more than any difference in stores (48 seeds at most). */
export const WIN = 1000;

class OutOfNodes extends Error {}

function storeDifference(holes: readonly number[], seat: Seat): number {
  return holes[storeHole(seat)]! - holes[storeHole(otherSeat(seat))]!;
}

/** The value of a finished game for `seat`: a win beats any margin, a draw is 0. */
function finalValue(holes: readonly number[], seat: Seat): number {
  const margin = storeDifference(holes, seat);
  return margin === 0 ? 0 : Math.sign(margin) * WIN + margin;
}

/** Sowings that end in the own store first (they keep the turn), then from the pits nearest the store. */
function orderedPits(holes: readonly number[], seat: Seat): number[] {
  const extra: number[] = [];
  const others: number[] = [];
  for (let pit = PITS_PER_SIDE - 1; pit >= 0; pit -= 1) {
    const seeds = holes[pitHole(seat, pit)]!;
    if (seeds === 0) continue;
    // A round passes every hole but the other store: these seeds end in the own store.
    if (seeds % (HOLE_COUNT - 1) === PITS_PER_SIDE - pit) extra.push(pit);
    else others.push(pit);
  }
  return extra.concat(others);
}

/** One sowing on a copy, as the search needs it: the holes after, who moves next, and whether the game ended. */
function play(holes: readonly number[], seat: Seat, pit: number) {
  const after = holes.slice();
  const outcome = sowInPlace(after, seat, pit);
  return { holes: after, over: outcome.swept !== null, toMove: earnsExtraTurn(outcome, seat) ? seat : otherSeat(seat) };
}

/**
 * Alpha-beta search over Kalah positions, valued for `root`: each sowing is one ply, and after an
 * extra turn the same seat moves again (so the side to maximise does not simply alternate).
 */
class Search {
  nodes = 0;
  /** Whether some line stopped at the depth limit rather than at the end of the game. */
  cutShort = false;
  constructor(
    private readonly root: Seat,
    private readonly budget: number,
  ) {}

  value(holes: readonly number[], mover: Seat, depth: number, alpha: number, beta: number): number {
    this.nodes += 1;
    if (this.nodes > this.budget) throw new OutOfNodes();
    if (depth === 0) {
      this.cutShort = true;
      return storeDifference(holes, this.root);
    }
    const maximising = mover === this.root;
    let best = maximising ? -Infinity : Infinity;
    for (const pit of orderedPits(holes, mover)) {
      const next = play(holes, mover, pit);
      const v = next.over ? finalValue(next.holes, this.root) : this.value(next.holes, next.toMove, depth - 1, alpha, beta);
      if (maximising) {
        best = Math.max(best, v);
        alpha = Math.max(alpha, v);
      } else {
        best = Math.min(best, v);
        beta = Math.min(beta, v);
      }
      if (alpha >= beta) break;
    }
    return best;
  }
}

/**
 * The pit `seat` should sow: iterative deepening up to `limits.depth`, keeping the choice of the
 * deepest search that finished within the node budget. Among equally good pits (after noise) one
 * is drawn with `random`, so play varies from game to game.
 */
export function choosePit(holes: readonly number[], seat: Seat, limits: SearchLimits, random: () => number): SearchChoice {
  const search = new Search(seat, limits.nodes);
  let pits = orderedPits(holes, seat);
  if (pits.length === 0) throw new Error(`seat ${seat} has no pit to sow`);
  let values = new Map<number, number>(pits.map((pit) => [pit, 0]));
  let depth = 0;
  for (let target = 1; target <= limits.depth; target += 1) {
    const found = new Map<number, number>();
    let best = -Infinity;
    search.cutShort = false;
    try {
      for (const pit of pits) {
        const next = play(holes, seat, pit);
        // Without noise only the best pits need an exact value: a worse one may stop at "no better".
        // With noise every pit's value counts, so each is searched with an open window.
        const alpha = limits.noise > 0 ? -Infinity : best - 1;
        const v = next.over ? finalValue(next.holes, seat) : search.value(next.holes, next.toMove, target - 1, alpha, Infinity);
        found.set(pit, v);
        best = Math.max(best, v);
      }
    } catch (error) {
      if (error instanceof OutOfNodes) break;
      throw error;
    }
    values = found;
    depth = target;
    // Every line reached the end of the game: the values are exact and deeper searches would not change them.
    if (!search.cutShort) break;
    // The next, deeper iteration looks at the best pits first, so it cuts more.
    pits = [...pits].sort((a, b) => values.get(b)! - values.get(a)!);
  }
  const judged = pits.map((pit) => ({ pit, value: values.get(pit)! + (limits.noise > 0 ? random() * limits.noise : 0) }));
  const top = Math.max(...judged.map((choice) => choice.value));
  const candidates = judged.filter((choice) => choice.value === top);
  const pick = candidates[Math.floor(random() * candidates.length)]!;
  return { pit: pick.pit, value: values.get(pick.pit)!, depth, nodes: search.nodes };
}
