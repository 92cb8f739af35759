import type { Ctx, Game, PlayerID, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { SECRET_RANDOM_PLUGIN, seededChanceData, withSeededChance } from '../secretRandom';
import { seatsThatMayAct } from '../seatsThatMayAct';

/** One thing a seat may do now, as `ai.enumerate` lists it. */
export interface SeatAction {
  playerID: PlayerID;
  kind: 'move' | 'event';
  name: string;
  args: unknown[];
}

type Enumerated =
  | { move: string; args?: unknown[] }
  | { event: string; args?: unknown[] }
  | { type: 'MAKE_MOVE' | 'GAME_EVENT'; payload: { type: string; args?: unknown[] } };

function toAction(playerID: PlayerID, entry: Enumerated): SeatAction {
  if ('move' in entry) return { playerID, kind: 'move', name: entry.move, args: entry.args ?? [] };
  if ('event' in entry) return { playerID, kind: 'event', name: entry.event, args: entry.args ?? [] };
  return {
    playerID,
    kind: entry.type === 'MAKE_MOVE' ? 'move' : 'event',
    name: entry.payload.type,
    args: entry.payload.args ?? [],
  };
}

/** Equal actions have equal keys (the tree's children are keyed by them). */
export function actionKey(action: SeatAction): string {
  return `${action.playerID}|${action.kind}|${action.name}|${JSON.stringify(action.args)}`;
}

/**
 * Runs a game's own rules outside any client: boardgame.io's reducer applies every move and event,
 * so turn order, endIf and the game's moves behave exactly as on the server.
 */
export interface Simulator<G> {
  /** The state at the start of a match (a full state, for arenas and tests). */
  initial(numPlayers: number, seed: string, setupData?: unknown): State<G>;
  /**
   * A state the reducer can run from G and ctx. Its random plugin is seeded from `random`: the
   * match's own seed never reaches a seat, so chance is sampled afresh.
   */
  stateFrom(G: G, ctx: Ctx, random: () => number): State<G>;
  /** What every seat that may act can do, in seat order; none once the game is over. */
  actions(state: State<G>): SeatAction[];
  actionsOf(state: State<G>, playerID: PlayerID): SeatAction[];
  /** The state after an action; throws if the rules refuse it (`ai.enumerate` offered an illegal move). */
  apply(state: State<G>, action: SeatAction): State<G>;
  /** Every seat of the match: "0" .. numPlayers - 1. */
  seats(state: State<G>): PlayerID[];
}

export function createSimulator<G>(game: Game<G>): Simulator<G> {
  const enumerate = game.ai?.enumerate;
  if (!enumerate) throw new Error(`${game.name ?? 'game'}: game.ai.enumerate is missing`);
  // Undo history is of no use to a search and would grow with every move of a playout.
  // Chance in a playout comes from a seeded stand-in, so a search is reproducible from its `random`.
  const rules = withSeededChance({ ...game, disableUndo: true } as Game);
  const reducer = CreateGameReducer({ game: rules });

  const actionsOf = (state: State<G>, playerID: PlayerID) =>
    (enumerate(state.G, state.ctx, playerID) as Enumerated[]).map((entry) => toAction(playerID, entry));

  return {
    initial: (numPlayers, seed, setupData) => InitializeGame({ game: { ...rules, seed }, numPlayers, setupData }) as State<G>,
    stateFrom: (G, ctx, random) => ({
      G,
      ctx,
      plugins: {
        random: { data: { seed: Math.floor(random() * 2 ** 32).toString(36) } },
        [SECRET_RANDOM_PLUGIN]: seededChanceData(Math.floor(random() * 2 ** 32)),
      },
      _undo: [],
      _redo: [],
      _stateID: 0,
    }),
    actions: (state) =>
      state.ctx.gameover !== undefined ? [] : seatsThatMayAct(state.ctx).flatMap((seat) => actionsOf(state, seat)),
    actionsOf: (state, playerID) => (state.ctx.gameover !== undefined ? [] : actionsOf(state, playerID)),
    apply: (state, action) => {
      const payload = { type: action.name, args: action.args, playerID: action.playerID };
      const next = reducer(state, { type: action.kind === 'move' ? 'MAKE_MOVE' : 'GAME_EVENT', payload } as never);
      if (next.transients?.error) {
        throw new Error(`${game.name ?? 'game'}: the rules refused ${actionKey(action)} (${next.transients.error.type})`);
      }
      return next;
    },
    seats: (state) => Array.from({ length: state.ctx.numPlayers }, (_, i) => String(i)),
  };
}
