import type { Ctx, DefaultPluginAPIs, FnContext, Game, LongFormMove, MoveFn, PhaseMap, PlayerID } from 'boardgame.io';
import type { SecretsFor } from './contract';
import type { GameServerOptions, MoveArgsLimit } from './moveArgs';
import { withResignation, type ResignationOptions } from './resignation';
import type { GameResult } from './result';
import { secretRandomOf, withSecretRandom } from './secretRandom';

/** What every move receives first: boardgame.io's context and the seat that sent the move. */
export type MoveContext<G> = FnContext<G> & { playerID: PlayerID };

/**
 * A move: `(context, ...args) => ...`, or boardgame.io's long form for a move that needs options
 * (`{ move, client: false }` for one the server alone computes, `redact: true` for a secret choice).
 * The argument types are what the board sends; a client can send anything, so a move still checks
 * every argument and returns INVALID_MOVE for one it does not expect.
 */
export type GameMove<G> = MoveFn<G> | LongFormMove<G>;

export type GameMoves<G> = Record<string, GameMove<G>>;

/** The arguments a board passes to a move: everything after the context. */
export type MoveArgs<Move> = Move extends { move: infer Fn }
  ? MoveArgs<Fn>
  : Move extends (context: never, ...args: infer Args) => unknown
    ? Args
    : never;

/** The moves as a board calls them: `moves.markCell(4)`, with the arguments checked by the compiler. */
export type TypedMoves<Moves> = { readonly [Name in keyof Moves]: (...args: MoveArgs<Moves[Name]>) => void };

type SetupContext = DefaultPluginAPIs & { ctx: Ctx };

type MovesIn<Config> = Config extends { moves?: infer M } ? (M extends object ? M : never) : never;
type MovesOfStages<Config> = Config extends { turn?: { stages?: infer Stages } }
  ? Stages extends object
    ? { [Stage in keyof Stages]: MovesIn<Stages[Stage]> }[keyof Stages]
    : never
  : never;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void
  ? I
  : never;

/** Every move the phases (and their turns' stages) list, for the board: a board calls any of them. */
export type PhaseMovesOf<Phases> = UnionToIntersection<
  { [Phase in keyof Phases]: MovesIn<Phases[Phase]> | MovesOfStages<Phases[Phase]> }[keyof Phases]
>;

declare const BOARD_MOVES: unique symbol;

/**
 * What a game declares. The state type `G` is taken from the moves (their `MoveContext<G>`), so
 * `setup`, `endIf` and the rest are checked against it. Left out on purpose: `seed` (the game
 * server seeds every match), `events` and `disableUndo` (defineGame sets them), `plugins`.
 */
export type GameDefinition<G, Moves, Phases = {}> = Pick<
  Game<NoInfer<G>>,
  'validateSetupData' | 'turn' | 'onEnd' | 'playerView' | 'ai'
> & {
  /** The game's code: its folder, its catalogue code and boardgame.io's `Game.name`. */
  name: string;
  minPlayers: number;
  maxPlayers: number;
  // G is inferred from the moves and from what setup returns (a game with phases may have no top-level moves).
  setup: (context: SetupContext, setupData?: unknown) => G;
  /** The moves a board calls, typed for it (GameBoardProps). */
  moves: Moves & GameMoves<G>;
  /** boardgame.io's phases; the moves they and their stages list are typed for the board too (BoardMoves). */
  phases?: Phases & PhaseMap<NoInfer<G>>;
  endIf?: (context: FnContext<NoInfer<G>>) => GameResult | undefined;
  /** For a game whose moves carry more than DEFAULT_MOVE_ARGS_LIMIT; the game server reads it. */
  moveArgsLimit?: MoveArgsLimit;
  /** The board reads boardgame.io's `log`: online, clients are sent log entries only then (GameServerOptions). */
  boardReadsLog?: boolean;
  /** What each viewer must not receive, for a game with hidden information; the leak harness checks it. */
  secrets?: SecretsFor<NoInfer<G>>;
  /** Every seat sees the same view (what is hidden is hidden from all): one device needs no hand-over between seats. */
  sharedView?: boolean;
  /**
   * `true` (or ResignationOptions) lets a seat that may act concede, as `withResignation`. The
   * `resign` move it adds is not among the board's typed moves: the site's Resign button calls it.
   */
  resignation?: true | ResignationOptions;
};

// A move as the game object shows it: its own arguments, boardgame.io's context and return type
// (a move's own return type, such as `"INVALID_MOVE" | undefined`, would spoil inferring G from the game).
type KeptMoveFn<G, Move> = (context: MoveContext<G>, ...args: MoveArgs<Move>) => ReturnType<MoveFn<G>>;
type KeptMove<G, Move> = Move extends { move: unknown }
  ? Omit<Move, 'move'> & { move: KeptMoveFn<G, Move> }
  : KeptMoveFn<G, Move>;

/** A game made by defineGame: a boardgame.io Game whose `moves` keep their arguments' types for the board. */
export type DefinedGame<G, Moves, Phases = {}> = Omit<Game<G>, 'moves' | 'endIf'> &
  GameServerOptions & {
    moves: { [Name in keyof Moves]: KeptMove<G, Moves[Name]> };
    endIf?: (context: FnContext<G>) => GameResult | undefined;
    secrets?: SecretsFor<G>;
    sharedView?: boolean;
    /** Types only (never set): every move a board may call, the phases' and stages' included. */
    readonly [BOARD_MOVES]?: Moves & PhaseMovesOf<Phases>;
  };

/**
 * The moves a board of this game calls, its phases' and stages' moves included:
 * `GameBoardProps<State, BoardMoves<typeof game>>`.
 */
export type BoardMoves<DefinedGameType> = DefinedGameType extends { readonly [BOARD_MOVES]?: infer Moves }
  ? NonNullable<Moves>
  : never;

/**
 * boardgame.io only reads this to decide which events a client may call; events a move triggers
 * (`events.endTurn()` inside a move, on the server) work whatever it says.
 */
const NO_CLIENT_EVENTS = {
  endGame: false,
  endPhase: false,
  endTurn: false,
  setPhase: false,
  endStage: false,
  setStage: false,
  pass: false,
  setActivePlayers: false,
} as const;

/**
 * Every game's rules are written with defineGame: clients may call no events and no undo (a client
 * only sends moves), every move and hook draws chance from the cryptographic source (`random` is
 * withSecretRandom's, never boardgame.io's seeded stream, so no deal can be computed from another),
 * `endIf` returns the shared GameResult, and a board gets the moves typed (GameBoardProps).
 */
export function defineGame<G extends object, Moves extends GameMoves<G>, Phases extends object = {}>(
  definition: GameDefinition<G, Moves, Phases>,
): DefinedGame<G, Moves, Phases> {
  const { resignation, ...rules } = definition;
  const setup: Game<G>['setup'] = (context, setupData) =>
    rules.setup({ ...context, random: secretRandomOf(context) ?? context.random }, setupData);
  const game: Game<G> = { ...rules, setup, events: NO_CLIENT_EVENTS, disableUndo: true };
  const resignable = resignation === undefined ? game : withResignation(game, resignation === true ? {} : resignation);
  const defined = withSecretRandom(resignable);
  // The same object; its type keeps what boardgame.io's Game forgets (the moves' arguments, the result type).
  return defined as unknown as DefinedGame<G, Moves, Phases>;
}
