import type { PlayerID } from 'boardgame.io';
import { newPicks, startPicks } from '@tabula/game-kit';
import { livingSeats, nextLivingAfter } from './election';
import { logCandidate, logChaos, logElection, logEnacted, logWin } from './log';
import { countsOf, draw, refillIfLow, type Shuffle } from './policies';
import { draculaSeat, partyOf } from './roles';
import { BLOOD_FOR_DRACULA_WIN, BLOOD_TO_WIN, FAILED_ELECTIONS_LIMIT, GARLIC_TO_WIN, powersFor } from './table';
import type { Ballot, Party, Policy, SecretDraculaState, WinReason } from './types';

/** What the flow needs of a move's or hook's context. */
export interface FlowContext {
  G: SecretDraculaState;
  random: Shuffle;
  events: { setActivePlayers: (arg: { value: Record<PlayerID, string> }) => void };
}

/** Sets the seats that must act now: the Mayor, the Priest, or every living seat for the vote (one stage per step). */
export function openStep({ G, events }: Pick<FlowContext, 'G' | 'events'>): void {
  if (G.step === 'over') events.setActivePlayers({ value: {} });
  else if (G.step === 'vote') startPicks(events, G.votes);
  else if (G.step === 'priestDiscard') events.setActivePlayers({ value: { [G.priest!]: G.step } });
  else events.setActivePlayers({ value: { [G.mayor]: G.step } });
}

/** `candidate` stands for Mayor and nominates a Priest. */
export function startCandidacy(context: FlowContext, candidate: PlayerID): void {
  const { G } = context;
  G.mayor = candidate;
  G.priest = null;
  G.step = 'nominate';
  logCandidate(G, candidate);
  openStep(context);
}

/** The candidacy passes clockwise to the next living seat after the last regular candidate. */
export function nextCandidacy(context: FlowContext): void {
  const { G } = context;
  G.rotation = nextLivingAfter(G, G.rotation);
  startCandidacy(context, G.rotation);
}

export function openVote(context: FlowContext): void {
  const { G } = context;
  G.step = 'vote';
  G.votes = newPicks(livingSeats(G), G.votes);
  openStep(context);
}

function win(context: FlowContext, winner: Party, reason: WinReason): void {
  const { G } = context;
  G.winner = winner;
  G.winReason = reason;
  G.step = 'over';
  logWin(G, reason);
  openStep(context);
}

/** The reveal of the vote: every ballot at once; a strict majority of Yes elects. */
export function countVotes(context: FlowContext, picks: Record<PlayerID, Ballot>): void {
  const { G, random } = context;
  const ballots = Object.fromEntries(Object.entries(picks).map(([seat, pick]) => [seat, pick.ballot === 'yes']));
  const yes = Object.values(ballots).filter(Boolean).length;
  const elected = yes * 2 > Object.keys(ballots).length;
  const priest = G.priest!;
  G.lastElection = { mayor: G.mayor, priest, ballots, elected };
  // The ballots are public now (lastElection); the round stays closed until the next vote opens.
  G.votes = { round: G.votes.round, picks: {} };
  if (!elected) {
    G.electionTracker += 1;
    logElection(G, G.lastElection, G.electionTracker);
    failedGovernment(context);
    return;
  }
  G.electionTracker = 0;
  logElection(G, G.lastElection, 0);
  G.termLimited = { mayor: G.mayor, priest };
  if (G.bloodEnacted >= BLOOD_FOR_DRACULA_WIN && draculaSeat(G) === priest) {
    win(context, 'vampires', 'draculaElected');
    return;
  }
  G.mayorHand = countsOf(draw(G, random, 3));
  G.vetoRefused = false;
  G.step = 'mayorDiscard';
  openStep(context);
}

/**
 * A rejected government or an agreed veto (the tracker has already moved on): on the third in a
 * row the top policy is enacted with no power, the tracker resets and term limits are forgotten.
 */
export function failedGovernment(context: FlowContext): void {
  const { G, random } = context;
  if (G.electionTracker < FAILED_ELECTIONS_LIMIT) {
    nextCandidacy(context);
    return;
  }
  const [policy] = draw(G, random, 1) as [Policy];
  G.electionTracker = 0;
  G.termLimited = null;
  G.legislations.push({ mayor: null, priest: null, outcome: policy });
  logChaos(G, policy);
  enact(context, policy, false);
}

/** The Priest's policy (or the automatic one) goes on its own track; a win, a power, or the next candidacy. */
export function enact(context: FlowContext, policy: Policy, withPower: boolean): void {
  const { G, random } = context;
  if (policy === 'garlic') G.garlicEnacted += 1;
  else G.bloodEnacted += 1;
  if (G.garlicEnacted >= GARLIC_TO_WIN || G.bloodEnacted >= BLOOD_TO_WIN) {
    const garlicWon = G.garlicEnacted >= GARLIC_TO_WIN;
    win(context, garlicWon ? 'villagers' : 'vampires', garlicWon ? 'garlicPolicies' : 'bloodPolicies');
    return;
  }
  refillIfLow(G, random);
  const power = withPower && policy === 'blood' ? powersFor(G.seats.length)[G.bloodEnacted - 1] : null;
  if (power) {
    G.step = power;
    openStep(context);
    return;
  }
  nextCandidacy(context);
}

/** The Priest enacts what is left after discarding. */
export function priestEnacts(context: FlowContext, priest: PlayerID, policy: Policy): void {
  const { G } = context;
  G.legislations.push({ mayor: G.mayor, priest, outcome: policy });
  logEnacted(G, priest, policy);
  enact(context, policy, true);
}

/** An execution: the seat watches from now on; executing Dracula wins for the villagers. */
export function executeSeat(context: FlowContext, target: PlayerID): void {
  const { G } = context;
  G.dead.push(target);
  if (draculaSeat(G) === target) {
    win(context, 'villagers', 'draculaExecuted');
    return;
  }
  nextCandidacy(context);
}

export const winnersOf = (G: Pick<SecretDraculaState, 'roles' | 'seats'>, party: Party): PlayerID[] =>
  G.seats.filter((seat) => G.roles[seat] !== undefined && partyOf(G.roles[seat]!) === party);
