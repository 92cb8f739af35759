import type { PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { type MoveContext, pickMove, type SecretPicksView } from '@tabula/game-kit';
import { eligiblePriests, isLiving, powerTargets } from './election';
import {
  countVotes,
  executeSeat,
  failedGovernment,
  nextCandidacy,
  type FlowContext,
  openStep,
  openVote,
  priestEnacts,
  startCandidacy,
} from './flow';
import { logMayorDiscarded, logNominated, logPeeked, logTarget, logVetoAnswered, logVetoProposed } from './log';
import { discard, holds, refillIfLow, without } from './policies';
import { partyOf } from './roles';
import { BLOOD_FOR_VETO } from './table';
import type { Ballot, SecretDraculaState } from './types';

type Context = MoveContext<SecretDraculaState>;

const BALLOTS: ReadonlyArray<Ballot['ballot']> = ['yes', 'no'];

/** The seat's ballot so far in the open vote, from the state or from its own view; null if none. */
export function currentBallot(
  votes: SecretDraculaState['votes'] | SecretPicksView<Ballot>,
  seat: PlayerID,
): Ballot['ballot'] | null {
  if ('mine' in votes) return votes.mine?.ballot ?? null;
  return votes.picks[seat]?.ballot ?? null;
}

/** The ballots a seat may cast now: Yes or No, less the one it has cast (the same again would change nothing). */
export function castableBallots(
  votes: SecretDraculaState['votes'] | SecretPicksView<Ballot>,
  seat: PlayerID,
): Ballot['ballot'][] {
  const cast = currentBallot(votes, seat);
  return BALLOTS.filter((ballot) => ballot !== cast);
}

/** A ballot as a client must send it: exactly `{ ballot: 'yes' | 'no' }`. */
export function legalBallot(G: SecretDraculaState, seat: PlayerID, sent: unknown): Ballot | null {
  if (G.step !== 'vote' || typeof sent !== 'object' || sent === null || Array.isArray(sent)) return null;
  const ballot = (sent as { ballot?: unknown }).ballot;
  if (Object.keys(sent).length !== 1 || !castableBallots(G.votes, seat).includes(ballot as Ballot['ballot'])) return null;
  return { ballot: ballot as Ballot['ballot'] };
}

const flow = (context: Context): FlowContext => ({ G: context.G, random: context.random, events: context.events });

/** `nominate(seat)`: the Mayor candidate names a Priest among the eligible seats; the vote opens. */
export function nominate(context: Context, seat: PlayerID) {
  const { G, playerID } = context;
  if (G.step !== 'nominate' || playerID !== G.mayor || !eligiblePriests(G).includes(seat)) return INVALID_MOVE;
  G.priest = seat;
  logNominated(G, seat);
  openVote(flow(context));
  return undefined;
}

/** `vote(round, { ballot })`: every living seat votes in secret; the ballots are revealed together. */
export const vote = pickMove<SecretDraculaState, Ballot>({
  picksOf: (G) => G.votes,
  legalPick: legalBallot,
  reveal: (context, picks) => countVotes(flow(context as Context), picks),
});

/** `mayorDiscard(kind)`: the Mayor discards one of the three policies in secret and passes the two others. */
export function mayorDiscard(context: Context, kind: string) {
  const { G, playerID } = context;
  if (G.step !== 'mayorDiscard' || playerID !== G.mayor || !holds(G.mayorHand, kind)) return INVALID_MOVE;
  G.discardPile.push(kind);
  G.priestHand = without(G.mayorHand!, kind);
  G.mayorHand = null;
  G.step = 'priestDiscard';
  logMayorDiscarded(G, playerID);
  openStep(context);
  return undefined;
}

/** `priestDiscard(kind)`: the Priest discards one of the two policies in secret and enacts the other. */
export function priestDiscard(context: Context, kind: string) {
  const { G, playerID } = context;
  if (G.step !== 'priestDiscard' || playerID !== G.priest || !holds(G.priestHand, kind)) return INVALID_MOVE;
  const left = without(G.priestHand!, kind);
  G.discardPile.push(kind);
  G.priestHand = null;
  priestEnacts(flow(context), playerID, left.garlic > 0 ? 'garlic' : 'blood');
  return undefined;
}

/** Whether the Priest may ask for a veto now: five blood policies enacted, not refused this session. */
export const mayProposeVeto = (G: Pick<SecretDraculaState, 'step' | 'bloodEnacted' | 'vetoRefused'>): boolean =>
  G.step === 'priestDiscard' && G.bloodEnacted >= BLOOD_FOR_VETO && !G.vetoRefused;

/** `proposeVeto()`: the Priest asks the Mayor to discard both policies. */
export function proposeVeto(context: Context) {
  const { G, playerID } = context;
  if (playerID !== G.priest || !mayProposeVeto(G)) return INVALID_MOVE;
  G.step = 'vetoReview';
  logVetoProposed(G, playerID);
  openStep(context);
  return undefined;
}

/** `answerVeto(agree)`: agreed, both policies are discarded and the tracker moves on; refused, the Priest must enact. */
export function answerVeto(context: Context, agree: boolean) {
  const { G, playerID } = context;
  if (G.step !== 'vetoReview' || playerID !== G.mayor || typeof agree !== 'boolean') return INVALID_MOVE;
  logVetoAnswered(G, playerID, agree);
  if (!agree) {
    G.vetoRefused = true;
    G.step = 'priestDiscard';
    openStep(context);
    return undefined;
  }
  discard(G, G.priestHand!);
  G.priestHand = null;
  G.legislations.push({ mayor: G.mayor, priest: G.priest, outcome: 'veto' });
  refillIfLow(G, context.random);
  G.electionTracker += 1;
  failedGovernment(flow(context));
  return undefined;
}

const mayPower = (G: SecretDraculaState, playerID: PlayerID, step: SecretDraculaState['step'], target: unknown) =>
  G.step === step && playerID === G.mayor && isLiving(G, target) && powerTargets(G).includes(target);

/** `investigate(seat)`: the Mayor alone learns the seat's party (Dracula shows as a vampire). */
export function investigate(context: Context, seat: PlayerID) {
  const { G, playerID } = context;
  if (!mayPower(G, playerID, 'investigate', seat)) return INVALID_MOVE;
  G.investigations.push({ mayor: playerID, target: seat, party: partyOf(G.roles[seat]!) });
  logTarget(G, 'investigate', seat);
  nextCandidacy(flow(context));
  return undefined;
}

/** `endPeek()`: the Mayor has seen the top three policies (they stay in order on the deck). */
export function endPeek(context: Context) {
  const { G, playerID } = context;
  if (G.step !== 'peek' || playerID !== G.mayor) return INVALID_MOVE;
  logPeeked(G, playerID);
  nextCandidacy(flow(context));
  return undefined;
}

/** `callSpecialElection(seat)`: the seat is the next Mayor candidate; then the rotation resumes after the caller. */
export function callSpecialElection(context: Context, seat: PlayerID) {
  const { G, playerID } = context;
  if (!mayPower(G, playerID, 'specialElection', seat)) return INVALID_MOVE;
  logTarget(G, 'specialElection', seat);
  startCandidacy(flow(context), seat);
  return undefined;
}

/** `execute(seat)`: the seat is dead and watches; Dracula's death wins for the villagers. */
export function execute(context: Context, seat: PlayerID) {
  const { G, playerID } = context;
  if (!mayPower(G, playerID, 'execute', seat)) return INVALID_MOVE;
  logTarget(G, 'execute', seat);
  executeSeat(flow(context), seat);
  return undefined;
}

// Every move runs on the server only: the clients' views lack the deck and the roles the rules read.
export const MOVES = {
  nominate: { move: nominate, client: false as const },
  vote,
  mayorDiscard: { move: mayorDiscard, client: false as const, redact: true },
  priestDiscard: { move: priestDiscard, client: false as const, redact: true },
  proposeVeto: { move: proposeVeto, client: false as const },
  answerVeto: { move: answerVeto, client: false as const },
  investigate: { move: investigate, client: false as const },
  endPeek: { move: endPeek, client: false as const },
  callSpecialElection: { move: callSpecialElection, client: false as const },
  execute: { move: execute, client: false as const },
};
