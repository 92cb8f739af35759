import type { Ctx, Game, PlayerID } from 'boardgame.io';
import type { AiConfig, AiLevel, AiMove, AiRequest } from '../contract';
import { screenRoot, type RootScreen } from './decisive';
import { search, type SearchBudget, type SearchResult } from './mcts';
import { createSimulator, type SeatAction, type Simulator } from './simulator';

/** A level of the search player: its label and how long it may think. */
export type SearchLevel = AiLevel & SearchBudget;

/**
 * Fills in what `seat` cannot see with one possibility consistent with what it knows (cards
 * played, suits it saw a player show out of, bids...), returning a full state for the rules.
 * Called once per search iteration; must not change `view`.
 */
export type Determinize<G, View> = (view: View, ctx: Ctx, seat: PlayerID, random: () => number) => G;

export interface SearchPlayerOptions<G, View = G> {
  game: Game<G>;
  levels: SearchLevel[];
  /** The first level when left out. */
  defaultLevel?: string;
  /**
   * Required when `playerView` hides anything. Without it the view is searched as if it were the
   * whole state, which is right only for a game without secrets.
   */
  determinize?: Determinize<G, View>;
  /** UCB exploration constant; 1 by default. */
  exploration?: number;
  /** Playouts longer than this count as even; 500 by default. */
  maxPlayoutMoves?: number;
  /** Clock for time budgets; performance.now by default. */
  now?: () => number;
  /**
   * Take a win in one and avoid handing a seat a win in one before searching (games without a
   * determinizer only); true by default.
   */
  decisiveMoves?: boolean;
}

export interface SearchPlayer<View> extends AiConfig<View> {
  /** The search behind chooseMove, with its statistics (for benchmarks and tests). */
  analyse(request: AiRequest<View>): SearchResult;
}

const toAiMove = (action: SeatAction): AiMove => ({ move: action.name, args: action.args });

/**
 * A computer player for any game, from its rules alone: Monte Carlo tree search over the moves
 * `ai.enumerate` lists, applied by the game's own reducer. It sees only the seat's view; for a game
 * with secrets it searches determinizations of that view (information-set MCTS). Deterministic for
 * a given `random` and iteration budget.
 */
export function searchPlayer<G, View = G>(options: SearchPlayerOptions<G, View>): SearchPlayer<View> {
  const { game, levels, determinize } = options;
  const defaultLevel = options.defaultLevel ?? levels[0]?.key;
  if (defaultLevel === undefined) throw new Error('searchPlayer needs at least one level');
  const unbounded = levels.find((level) => level.iterations === undefined && level.timeMs === undefined);
  if (unbounded) throw new Error(`searchPlayer level ${unbounded.key} needs iterations or timeMs`);
  let simulator: Simulator<G> | undefined;

  const analyse = ({ view, ctx, playerID, level, random }: AiRequest<View>): SearchResult => {
    simulator ??= createSimulator(game);
    const sim = simulator;
    const budget = levels.find((l) => l.key === level) ?? levels.find((l) => l.key === defaultLevel)!;
    // Without a determinizer the view is the state: a private copy (boardgame.io states are JSON),
    // since the rules' immer freezes what it is given.
    const seen = determinize ? undefined : (JSON.parse(JSON.stringify(view)) as G);
    const sample = () => sim.stateFrom(determinize ? determinize(view, ctx, playerID, random) : seen!, ctx, random);
    const first = sample();
    // An AiMove names a move: events `ai.enumerate` lists are searched but never chosen.
    const own = sim.actionsOf(first, playerID).filter((action) => action.kind === 'move');
    if (own.length === 0) throw new Error(`${game.name ?? 'game'}: seat ${playerID} has no move to make`);
    const screened: RootScreen =
      determinize || options.decisiveMoves === false ? { safe: own } : screenRoot(sim, first, playerID, own);
    const only = screened.winning ?? (screened.safe.length === 1 ? screened.safe[0] : undefined);
    if (only) return { action: only, iterations: 0, choices: [{ action: only, visits: 0, value: 0 }] };
    return search({
      rootActions: screened.safe,
      simulator: sim,
      seat: playerID,
      sample,
      budget: { iterations: budget.iterations, timeMs: budget.timeMs },
      random,
      now: options.now,
      exploration: options.exploration,
      maxPlayoutMoves: options.maxPlayoutMoves,
    });
  };

  return {
    levels: levels.map(({ key, labelKey }) => ({ key, labelKey })),
    defaultLevel,
    analyse,
    chooseMove: (request) => toAiMove(analyse(request).action),
  };
}
