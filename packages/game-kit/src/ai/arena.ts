import type { Game, PlayerID, State } from 'boardgame.io';
import type { AiConfig } from '../contract';
import { seededRandom } from '../random';
import { isDraw, winnersOf, type GameResult } from '../result';
import { seatsThatMayAct } from '../seatsThatMayAct';
import { createSimulator } from './simulator';
import { playerViewFor } from './view';

export interface Contender {
  ai: AiConfig<any>;
  level: string;
}

export interface MatchOptions<G> {
  game: Game<G>;
  /** The player of each seat, seat "0" first. */
  seats: Contender[];
  /** Drives every player's choices. */
  random: () => number;
  /** The game's own seed (dice, deals). */
  seed?: string;
  setupData?: unknown;
  maxMoves?: number;
  /** Milliseconds; performance.now by default. */
  now?: () => number;
  /** Shown the whole state after every move, for figures the result does not tell. */
  onMove?: (state: State<G>) => void;
}

export interface MatchReport {
  /** Undefined when the match reached maxMoves unfinished. */
  result: GameResult | undefined;
  moves: number;
  /** How long each reply took, per seat, in milliseconds. */
  replyMs: Record<PlayerID, number[]>;
}

/**
 * Plays one match between computer players through the game's own reducer. Each player is asked
 * with its seat's view (`playerView`), exactly as the web app asks it.
 */
export async function playMatch<G>(options: MatchOptions<G>): Promise<MatchReport> {
  const { game, seats, random } = options;
  const now = options.now ?? (() => performance.now());
  const simulator = createSimulator(game);
  let state = simulator.initial(seats.length, options.seed ?? 'arena', options.setupData);
  const replyMs: Record<PlayerID, number[]> = Object.fromEntries(seats.map((_, i) => [String(i), []]));
  let moves = 0;
  while (state.ctx.gameover === undefined && moves < (options.maxMoves ?? 1000)) {
    const playerID = seatsThatMayAct(state.ctx)[0];
    const contender = playerID === undefined ? undefined : seats[Number(playerID)];
    if (playerID === undefined || !contender) throw new Error(`${game.name ?? 'game'}: nobody may act at turn ${state.ctx.turn}`);
    const view = playerViewFor(game, state.G, state.ctx, playerID);
    const started = now();
    const choice = await contender.ai.chooseMove({ view, ctx: state.ctx, playerID, level: contender.level, random });
    replyMs[playerID]!.push(now() - started);
    state = simulator.apply(state, { playerID, kind: 'move', name: choice.move, args: choice.args });
    moves += 1;
    options.onMove?.(state);
  }
  return { result: state.ctx.gameover as GameResult | undefined, moves, replyMs };
}

export interface SeriesOptions<G> {
  game: Game<G>;
  player: Contender;
  /** Plays every other seat. */
  opponent: Contender;
  games: number;
  numPlayers?: number;
  /** Match m is played with seededRandom(firstSeed + m) and game seed `series-<m>`. */
  firstSeed?: number;
  maxMoves?: number;
  now?: () => number;
}

export interface SeriesReport {
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** Matches that reached maxMoves unfinished. */
  unfinished: number;
  /** Every reply time of the tested player, in milliseconds. */
  replyMs: number[];
}

/**
 * Plays `games` seeded matches of `player` against `opponent`, the player taking seat 0, 1, ... in
 * turn. A shared win or a draw counts as a draw.
 */
export async function playSeries<G>(options: SeriesOptions<G>): Promise<SeriesReport> {
  const numPlayers = options.numPlayers ?? 2;
  const report: SeriesReport = { games: options.games, wins: 0, draws: 0, losses: 0, unfinished: 0, replyMs: [] };
  for (let match = 0; match < options.games; match += 1) {
    const seat = String(match % numPlayers);
    const seats = Array.from({ length: numPlayers }, (_, i) => (String(i) === seat ? options.player : options.opponent));
    const { result, replyMs } = await playMatch({
      game: options.game,
      seats,
      random: seededRandom((options.firstSeed ?? 1) + match),
      seed: `series-${match}`,
      maxMoves: options.maxMoves,
      now: options.now,
    });
    report.replyMs.push(...(replyMs[seat] ?? []));
    if (result === undefined) report.unfinished += 1;
    else if (isDraw(result) || winnersOf(result).length > 1) report.draws += 1;
    else if (winnersOf(result).includes(seat)) report.wins += 1;
    else report.losses += 1;
  }
  return report;
}

/** Positions reached by seeded random play from the start, each with a seat that may act. */
export function randomPositions<G>(
  game: Game<G>,
  options: { count: number; numPlayers?: number; seed?: number },
): Array<State<G>> {
  const simulator = createSimulator(game);
  const random = seededRandom(options.seed ?? 1);
  const positions: Array<State<G>> = [];
  while (positions.length < options.count) {
    let state = simulator.initial(options.numPlayers ?? 2, `positions-${positions.length}`);
    const plies = Math.floor(random() * 40);
    for (let ply = 0; ply < plies; ply += 1) {
      const actions = simulator.actions(state);
      if (actions.length === 0) break;
      const next = simulator.apply(state, actions[Math.floor(random() * actions.length)]!);
      if (simulator.actions(next).length === 0) break;
      state = next;
    }
    positions.push(state);
  }
  return positions;
}
