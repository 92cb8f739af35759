import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { Ctx, Game, PlayerID } from 'boardgame.io';
import type { GameMoves, TypedMoves } from './defineGame';
import type { Language } from './languages';

export const GAME_MODES = ['AI', 'OnlineFriend', 'LocalFriend'] as const;
export type GameMode = (typeof GAME_MODES)[number];

export type GameStatus = 'PUBLISHED' | 'IN_DEVELOPMENT';
/** DONE or PARTIAL; other values are possible and count as not done. */
export type TranslationStatus = 'DONE' | 'PARTIAL' | (string & {});

export interface Instructions {
  text: string;
  videoId?: string;
}

/** Texts every game's locale file has at its top level (board labels live beside them). */
export interface GameTexts {
  name: string;
  description: string;
  descriptionTag: string;
  instructions: Instructions;
}

/**
 * The English texts a catalogue entry carries, for the pages that list and search the games; the
 * instructions stay in the game's locale files, read only on its own pages.
 */
export type EntryTexts = Pick<GameTexts, 'name' | 'description' | 'descriptionTag'>;

export interface PlayerInfo {
  playerID: PlayerID;
  name: string;
  /**
   * The seat of the person at this device, named "You" (against the computer): a sentence about it
   * takes its `<key>_you` text ("You take the trick", "Du nimmst den Stich"), not the third person.
   */
  you?: true;
}

/** What the site tells a board beyond boardgame.io's own props. */
export interface GameArgs {
  mode: GameMode;
  /** One per seat, in seat order. */
  players: PlayerInfo[];
  /** AI mode: the seats the computer plays. Online: the seats a computer plays now (computer players, stand-ins). */
  aiSeats?: PlayerID[];
  aiLevel?: string;
}

/**
 * What a board receives: boardgame.io's board props with `moves` typed from the game's moves
 * (`GameBoardProps<State, typeof game.moves>`, so `moves.markCell(4)` is checked), and `gameArgs`.
 */
export type GameBoardProps<G, Moves = GameMoves<G>> = Omit<BoardProps<G>, 'moves'> & {
  moves: TypedMoves<Moves>;
  gameArgs: GameArgs;
};

/**
 * What a game declares secret: for a full state and a viewer (a seat, or null for a spectator),
 * the values that viewer must not receive. A plain value leaks when its JSON appears inside what
 * the viewer received, so make it distinctive (a secret word, a unique string). A value that cannot
 * be distinctive (a card that is a small integer) is a matcher, `{ label, seenIn(received) }`, which
 * finds itself and is reported by its label: `secretCards` from `@tabula/cards/testing` makes them.
 */
export type SecretsFor<G> = (G: G, ctx: Ctx, viewer: PlayerID | null) => unknown[];

/** The rules module: Node-pure, what the game server, tests and bots import. */
export interface RulesModule<G = unknown> {
  game: Game<G>;
}

/**
 * How a game screen uses a wide window. 'squareBoard' (the default): the column grows with the
 * window's height, so that a square board (chess) fits the first screen. 'cardTable': seats around a
 * table, the trick in the middle and the hand below, wider than high: the column uses the window's
 * width and the cards grow with the table (a phone's layout is the same for both).
 */
export type ScreenLayout = 'squareBoard' | 'cardTable';

export interface BoardModule<G = unknown> {
  /** Any board: the site passes boardgame.io's untyped moves, which each board types for itself. */
  Board: ComponentType<Omit<GameBoardProps<G>, 'moves'> & { moves: any }>;
  /** How the screen uses a wide window; 'squareBoard' when left out. Set in the catalogue entry's `config`. */
  layout?: ScreenLayout;
}

export interface AiMove {
  move: string;
  args: unknown[];
}

export interface AiLevel {
  /** Stored in the URL and passed back to `chooseMove`. */
  key: string;
  /** Key in the game's locale namespace. */
  labelKey: string;
}

/**
 * What a computer player is told: its seat's view, never the state. The caller computes the view
 * with the game's `playerView` (`playerViewFor`); for a game without secrets it equals G.
 */
export interface AiRequest<View> {
  /** `game.playerView({ G, ctx, playerID })`: what this seat may see. */
  view: View;
  ctx: Ctx;
  playerID: PlayerID;
  level: string;
  /** A number in [0, 1); seeded in tests. Bots never call Math.random themselves. */
  random: () => number;
}

/** A game's computer player. `View` is the type of a seat's view (the state type when nothing is hidden). */
export interface AiConfig<View = unknown> {
  levels: AiLevel[];
  defaultLevel: string;
  chooseMove(request: AiRequest<View>): AiMove | Promise<AiMove>;
}

export interface CustomizationProps<T> {
  value: T;
  onChange: (value: T) => void;
  mode: GameMode;
  /**
   * Shown to a room member who is not its creator: every control disabled. A disabled fieldset
   * around the panel covers native inputs, but not a Select, which must be given `disabled`.
   */
  readOnly?: boolean;
}

/** Settings chosen before a match; the value travels as boardgame.io `setupData`. */
export interface CustomizationModule<T = unknown> {
  defaultValue: T;
  Component: ComponentType<CustomizationProps<T>>;
  /**
   * The settings a reader of `language` starts from, when they depend on it (the words' language);
   * the game page reads it on the server, so its links carry it before any script runs.
   */
  initialValue?: (language: Language) => T;
}

/** A game's entry in the catalogue: metadata plus lazy loaders, nothing heavy. */
export interface CatalogueEntry {
  code: string;
  /** Alternate codes per language; a lookup by any of them returns this entry. */
  codes?: Partial<Record<Language, string>>;
  /** English texts; other languages come from the game's locale files. */
  name: string;
  description: string;
  descriptionTag: string;
  /** A video of the rules (YouTube id), shown beside the instructions. */
  instructionsVideoId?: string;
  contributors: string[];
  /** 500x250 thumbnail, served by the web app. */
  imageURL: string;
  modes: GameMode[];
  minPlayers: number;
  maxPlayers: number;
  /** The table size offered first, when it is not the smallest (Schafkopf: four, the usual game). */
  defaultPlayers?: number;
  status: GameStatus;
  translationStatus: Partial<Record<Language, TranslationStatus>>;
  /** Rules only (servers, bots, tests). */
  rules: () => Promise<RulesModule<any>>;
  /** Rules and board together, for the browser. */
  config: () => Promise<RulesModule<any> & BoardModule<any>>;
  aiConfig?: () => Promise<AiConfig<any>>;
  customization?: () => Promise<CustomizationModule<any>>;
}
