import type { PlayerID } from 'boardgame.io';
import type { LogLine } from '@tabula/game-kit';

export type Team = 'blue' | 'red';
/** What a card on the grid turns out to be: an agent of a team, a civilian or the assassin. */
export type Agent = Team | 'civilian' | 'assassin';
/** How many cards a clue points at: 0 to 9, or no number given ("unlimited"). */
export type ClueNumber = number | 'unlimited';

export interface Clue {
  word: string;
  number: ClueNumber;
}

/** The word lists a room may play with: one per language, or the room's own. */
export type WordListChoice = 'en' | 'pt' | 'de' | 'fr' | 'it' | 'custom';
/** Guesses per clue: the clue's number plus one (the published rule), or no limit (the reference site). */
export type GuessLimit = 'numberPlusOne' | 'unlimited';

export interface Settings {
  words: WordListChoice;
  /** The room's own words, one a line; read only when `words` is 'custom'. */
  customWords: string;
  guesses: GuessLimit;
}

/** The team whose turn it is, and where it is in its turn. */
export interface TeamTurn {
  team: Team;
  /** Null while the spymaster thinks of a clue. */
  clue: Clue | null;
  /** Cards revealed on this clue. */
  guessesMade: number;
}

export interface SecretCodesState {
  settings: Settings;
  /** Every seat's team; null while a seat has not joined one. */
  teams: Record<PlayerID, Team | null>;
  spymasters: Record<Team, PlayerID | null>;
  /** The 25 words of the grid, row by row; empty until play starts. Public. */
  words: string[];
  /** What each revealed card was; null for a card not yet revealed. Public. */
  revealed: Array<Agent | null>;
  /** The key: what every card is. Secret from everyone but the spymasters until the game ends. */
  key: Agent[] | null;
  /** The card revealed last (public), shown on the board; null before the first. */
  lastRevealed: number | null;
  startingTeam: Team | null;
  turn: TeamTurn | null;
  winner: Team | null;
  /** Why the game ended: a team found all its agents, or a team revealed the assassin. */
  endReason: 'allAgents' | 'assassin' | null;
  log: LogLine[];
}
