import type { PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { answerMove } from './answers';
import type { MoveContext } from './defineGame';
import { ASIDE_STAGE } from './seatsThatMayAct';

// Every seat picks in secret, and the picks are revealed together when the last seat has picked
// (Take 6!'s cards, Picnic Go's draft). Until then a seat sees its own pick and who else has
// picked, never what; a seat that has picked goes aside (nobody waits for it: the turn indicator,
// the clocks and the computer players follow the seats still choosing) and may change its pick.

/** The stage of a seat still choosing its pick. */
export const PICK_STAGE = 'pick';

/** One round of secret picks, as the state keeps it. */
export interface SecretPicks<Choice> {
  /** Counts the rounds of picks: a pick names its round, so one sent for an earlier round is refused. */
  round: number;
  /** Each picking seat's pick so far; null while it is still choosing. Secret until the reveal. */
  picks: Record<PlayerID, Choice | null>;
}

/** What a seat (or a spectator) sees of a round of picks before its reveal. */
export interface SecretPicksView<Choice> {
  round: number;
  /** The viewer's own pick (null if it has not picked, or watches); the others' are never here. */
  mine: Choice | null;
  /** The seats picking, in order. */
  seats: PlayerID[];
  /** The seats that have picked. */
  picked: PlayerID[];
}

/** A round of picks for `seats` (the first, or the one after `previous`). */
export function newPicks<Choice>(seats: readonly PlayerID[], previous?: SecretPicks<Choice>): SecretPicks<Choice> {
  return { round: previous === undefined ? 1 : previous.round + 1, picks: Object.fromEntries(seats.map((seat) => [seat, null])) };
}

/** The active players of a round of picks: the seats still choosing in `PICK_STAGE`, those that picked aside. */
export function pickingPlayers<Choice>(round: SecretPicks<Choice>): Record<PlayerID, string> {
  return Object.fromEntries(Object.entries(round.picks).map(([seat, pick]) => [seat, pick === null ? PICK_STAGE : ASIDE_STAGE]));
}

/** The seats that have picked. */
export const pickedSeats = <Choice>(round: SecretPicks<Choice>): PlayerID[] =>
  Object.keys(round.picks).filter((seat) => round.picks[seat] !== null);

/** What `viewer` sees of the round: its own pick and who has picked. */
export function picksSeenBy<Choice>(round: SecretPicks<Choice>, viewer: PlayerID | null): SecretPicksView<Choice> {
  return {
    round: round.round,
    mine: viewer !== null ? (round.picks[viewer] ?? null) : null,
    seats: Object.keys(round.picks),
    picked: pickedSeats(round),
  };
}

/** The picks `viewer` must not learn before the reveal (for a game's `secrets`): every other seat's. */
export function picksHiddenFrom<Choice>(round: SecretPicks<Choice>, viewer: PlayerID | null): Choice[] {
  return Object.entries(round.picks)
    .filter(([seat, pick]) => seat !== viewer && pick !== null)
    .map(([, pick]) => pick as Choice);
}

export interface PickRules<G, Choice> {
  /** The round of picks in the state. */
  picksOf: (G: G) => SecretPicks<Choice>;
  /** The seat's pick if the client's argument is a legal one for it now, else null. */
  legalPick: (G: G, seat: PlayerID, pick: unknown) => Choice | null;
  /**
   * The reveal, run once in the move of the last seat to pick, with every seat's pick: the game
   * applies them and opens what comes next (another round: `newPicks` then `startPicks`, a phase's
   * end). Picks revealed are public: a game that keeps the round open while it places them empties
   * it, or `picksHiddenFrom` still counts them as secrets.
   */
  reveal: (context: MoveContext<G>, picks: Record<PlayerID, Choice>) => void;
}

/**
 * The move a seat picks with: `pick(round, choice)`. Refused when the round is not the open one,
 * the seat is not picking or the choice is not legal. A seat that has picked goes aside and may pick
 * again until the reveal. It runs on the server only (the reveal reads every pick) and its
 * arguments are redacted from the others' logs. Declared as an answer (answerMove): two seats that
 * pick within one round trip both count, and the round it names keeps a late change out of the next.
 */
export function pickMove<G, Choice>(rules: PickRules<G, Choice>) {
  const pick = (context: MoveContext<G>, round: unknown, choice: unknown) => {
    const { G, playerID, events } = context;
    const open = rules.picksOf(G);
    if (round !== open.round || !(playerID in open.picks)) return INVALID_MOVE;
    const legal = rules.legalPick(G, playerID, choice);
    // The same pick again changes nothing: refused, so that a packet sent twice counts once.
    if (legal === null || JSON.stringify(legal) === JSON.stringify(open.picks[playerID])) return INVALID_MOVE;
    open.picks[playerID] = legal;
    if (pickedSeats(open).length === Object.keys(open.picks).length) {
      rules.reveal(context, open.picks as Record<PlayerID, Choice>);
    } else {
      events.setActivePlayers({ value: pickingPlayers(open) });
    }
    return undefined;
  };
  return answerMove(pick, { client: false, redact: true });
}

/** The stages a turn of secret picks needs: `PICK_STAGE` and `ASIDE_STAGE`, both with the pick move. */
export function pickStages<Move>(moves: { pick: Move }) {
  return { [PICK_STAGE]: { moves }, [ASIDE_STAGE]: { moves } };
}

/** Sets the seats of a round of picks (one the state holds) choosing: from a move, a turn's or a phase's onBegin. */
export function startPicks<Choice>(
  events: { setActivePlayers: (arg: { value: Record<PlayerID, string> }) => void },
  round: SecretPicks<Choice>,
): void {
  events.setActivePlayers({ value: pickingPlayers(round) });
}
