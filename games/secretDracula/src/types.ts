import type { PlayerID } from 'boardgame.io';
import type { LogLine, SecretPicks } from '@tabula/game-kit';

/** A seat's secret role; Dracula is a vampire too. */
export type Role = 'villager' | 'vampire' | 'dracula';
/** The side a role plays for (what an investigation shows: Dracula shows as a vampire). */
export type Party = 'villagers' | 'vampires';
/** A policy card: garlic (the villagers') or blood (the vampires'). */
export type Policy = 'garlic' | 'blood';
/** A handful of policies told by kind: the cards of a kind are alike, so a discard names its kind. */
export interface PolicyCounts {
  garlic: number;
  blood: number;
}

/** A seat's secret vote on a government. */
export interface Ballot {
  ballot: 'yes' | 'no';
}

/** What the table is waiting for. */
export type Step =
  | 'nominate'
  | 'vote'
  | 'mayorDiscard'
  | 'priestDiscard'
  | 'vetoReview'
  | 'investigate'
  | 'peek'
  | 'specialElection'
  | 'execute'
  | 'over';

/** The presidential powers a blood policy can grant (by its place on the track and the table size). */
export type Power = 'investigate' | 'peek' | 'specialElection' | 'execute';

/** The last vote: who proposed whom, every living seat's ballot (public once revealed) and the outcome. */
export interface Election {
  mayor: PlayerID;
  priest: PlayerID;
  /** true = Yes. */
  ballots: Record<PlayerID, boolean>;
  elected: boolean;
}

/** One legislative session or automatic policy, as the table saw it (public). */
export interface Legislation {
  /** null for the policy enacted automatically after three failed elections. */
  mayor: PlayerID | null;
  priest: PlayerID | null;
  /** The policy enacted, or 'veto' when both cards were discarded by agreement. */
  outcome: Policy | 'veto';
}

/** An investigation: who looked at whom is public; the party only the investigating Mayor learns. */
export interface Investigation {
  mayor: PlayerID;
  target: PlayerID;
  party: Party;
}

export type WinReason = 'garlicPolicies' | 'draculaExecuted' | 'bloodPolicies' | 'draculaElected';

export interface SecretDraculaState {
  /** Every seat, in seat order (clockwise). */
  seats: PlayerID[];
  /** Secret: dealt after the start; each seat sees its own (and vampires their fellows), see roles.ts. */
  roles: Record<PlayerID, Role>;
  /** Secret from everyone: the policy deck, top card first. */
  drawPile: Policy[];
  /** Secret from everyone: the discarded policies. */
  discardPile: Policy[];
  /** Secret: the Mayor's three drawn policies (Mayor only). */
  mayorHand: PolicyCounts | null;
  /** Secret: the two policies passed to the Priest (Priest and Mayor only). */
  priestHand: PolicyCounts | null;
  garlicEnacted: number;
  bloodEnacted: number;
  /** Failed elections in a row (0-2). */
  electionTracker: number;
  /** Seats executed: they watch, neither voting nor holding office. */
  dead: PlayerID[];
  /** The Mayor candidate, then the Mayor of the session under way. */
  mayor: PlayerID;
  /** The Priest nominated, then elected; null before the nomination. */
  priest: PlayerID | null;
  /** The seat whose regular turn as candidate came last: the rotation goes on after it (special elections aside). */
  rotation: PlayerID;
  /** The last elected government (term limits); null after an automatic policy clears them. */
  termLimited: { mayor: PlayerID; priest: PlayerID } | null;
  step: Step;
  /** The open vote (secret picks: each seat sees only its own ballot until all have voted). */
  votes: SecretPicks<Ballot>;
  lastElection: Election | null;
  legislations: Legislation[];
  /** The Priest asked for a veto and the Mayor refused it this session: the Priest must enact. */
  vetoRefused: boolean;
  investigations: Investigation[];
  winner: Party | null;
  winReason: WinReason | null;
  log: LogLine[];
}
