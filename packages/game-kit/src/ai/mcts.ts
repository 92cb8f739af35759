import type { PlayerID, State } from 'boardgame.io';
import type { GameResult } from '../result';
import { evenRewards, rewardsOf } from './rewards';
import { actionKey, type SeatAction, type Simulator } from './simulator';

/** How long a search may think: it stops at whichever limit comes first (at least one iteration). */
export interface SearchBudget {
  iterations?: number;
  timeMs?: number;
}

export interface SearchOptions<G> {
  simulator: Simulator<G>;
  /** The seat the search chooses for. */
  seat: PlayerID;
  /**
   * A full state consistent with what the seat knows, drawn afresh for every iteration: the seat's
   * view itself when the game has no secrets, otherwise a determinization of it.
   */
  sample: () => State<G>;
  budget: SearchBudget;
  random: () => number;
  /** Milliseconds, for `budget.timeMs`; performance.now by default. */
  now?: () => number;
  /** The UCB exploration constant (rewards are in [0, 1]). */
  exploration?: number;
  /** A playout longer than this counts as even for every seat. */
  maxPlayoutMoves?: number;
  /** The seat's actions the search may choose among; all legal ones by default. */
  rootActions?: SeatAction[];
}

export interface RootChoice {
  action: SeatAction;
  visits: number;
  /** Mean reward for the seat, 0 to 1. */
  value: number;
}

export interface SearchResult {
  action: SeatAction;
  iterations: number;
  /** The seat's options, most visited first. */
  choices: RootChoice[];
}

interface Node {
  action: SeatAction | null;
  children: Map<string, Node>;
  visits: number;
  /** Iterations in which this node's action was legal at its parent (information-set MCTS). */
  availability: number;
  /** Sum of rewards for the seat that took `action`. */
  reward: number;
}

const newNode = (action: SeatAction | null): Node => ({ action, children: new Map(), visits: 0, availability: 0, reward: 0 });

const pick = <T>(items: T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/**
 * Monte Carlo tree search over the game's own rules. With a sample that is always the same state
 * this is plain UCT; with determinizations it is single-observer information-set MCTS (Cowling,
 * Powley and Whitehouse, 2012): one tree over the seat's information, each iteration walking it
 * with one sampled state and choosing only among the actions legal in that sample.
 *
 * Every action of every seat that may act is a branch, scored for the seat that takes it, so the
 * search works for any number of seats and for seats acting at the same time.
 */
export function search<G>(options: SearchOptions<G>): SearchResult {
  const { simulator, seat, sample, random } = options;
  if (options.budget.iterations === undefined && options.budget.timeMs === undefined) {
    throw new Error('a search needs an iteration or a time budget');
  }
  const now = options.now ?? (() => performance.now());
  const exploration = options.exploration ?? 1;
  const maxPlayoutMoves = options.maxPlayoutMoves ?? 500;
  const maxIterations = options.budget.iterations ?? Infinity;
  const deadline = options.budget.timeMs === undefined ? Infinity : now() + options.budget.timeMs;
  const root = newNode(null);
  const allowed = options.rootActions && new Set(options.rootActions.map(actionKey));

  const legalAt = (node: Node, state: State<G>) => {
    if (node !== root) return simulator.actions(state);
    const own = simulator.actionsOf(state, seat);
    return allowed ? own.filter((action) => allowed.has(actionKey(action))) : own;
  };

  const ucb = (child: Node) => child.reward / child.visits + exploration * Math.sqrt(Math.log(child.availability) / child.visits);

  let iterations = 0;
  while (iterations < maxIterations && (iterations === 0 || now() < deadline)) {
    iterations += 1;
    let state = sample();
    let node = root;
    const path: Node[] = [root];

    // Selection and expansion: down the tree while every legal action has been tried.
    for (;;) {
      const legal = legalAt(node, state);
      if (legal.length === 0) break;
      const untried: SeatAction[] = [];
      const available: Node[] = [];
      for (const action of legal) {
        const child = node.children.get(actionKey(action));
        if (child) available.push(child);
        else untried.push(action);
      }
      for (const child of available) child.availability += 1;
      if (untried.length > 0) {
        const action = pick(untried, random);
        const child = newNode(action);
        child.availability = 1;
        node.children.set(actionKey(action), child);
        state = simulator.apply(state, action);
        path.push(child);
        break;
      }
      let best = available[0]!;
      for (const child of available) if (ucb(child) > ucb(best)) best = child;
      state = simulator.apply(state, best.action!);
      node = best;
      path.push(best);
    }

    // Playout: random legal actions to the end of the game.
    let moves = 0;
    for (let legal = simulator.actions(state); legal.length > 0 && moves < maxPlayoutMoves; legal = simulator.actions(state)) {
      state = simulator.apply(state, pick(legal, random));
      moves += 1;
    }
    const seats = simulator.seats(state);
    const result = state.ctx.gameover as GameResult | undefined;
    const rewards = result === undefined ? evenRewards(seats) : rewardsOf(result, seats);

    for (const visited of path) {
      visited.visits += 1;
      if (visited.action) visited.reward += rewards[visited.action.playerID] ?? 0;
    }
  }

  const choices = [...root.children.values()]
    .map((child) => ({
      action: child.action!,
      visits: child.visits,
      value: child.visits === 0 ? 0 : child.reward / child.visits,
    }))
    .sort((a, b) => b.visits - a.visits || b.value - a.value);
  const best = choices[0];
  if (!best) throw new Error(`seat ${seat} has no legal action to search`);
  return { action: best.action, iterations, choices };
}
