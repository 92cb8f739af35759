import type { PlayerID } from 'boardgame.io';
import { addLogLine } from '@tabula/game-kit';
import type { Election, Policy, Power, SecretDraculaState, WinReason } from './types';

// The public log: offices, vote counts, enacted policies, powers used and their targets. Never a
// role, a ballot before the reveal, a card in a hand, a discard or the deck (roles at the end only).

type Logged = Pick<SecretDraculaState, 'log'>;

export const logRolesDealt = (G: Logged) => addLogLine(G, { key: 'rolesDealt' });
export const logCandidate = (G: Logged, seat: PlayerID) => addLogLine(G, { key: 'candidate', seat });
export const logNominated = (G: Logged, seat: PlayerID) => addLogLine(G, { key: 'nominated', seat });

export function logElection(G: Logged, election: Election, tracker: number): void {
  const ballots = Object.values(election.ballots);
  const values = { yes: ballots.filter(Boolean).length, no: ballots.filter((ballot) => !ballot).length };
  if (election.elected) addLogLine(G, { key: 'elected', values });
  else addLogLine(G, { key: 'rejected', values: { ...values, tracker } });
}

export const logMayorDiscarded = (G: Logged, seat: PlayerID) => addLogLine(G, { key: 'mayorDiscarded', seat });
export const logEnacted = (G: Logged, seat: PlayerID, policy: Policy) =>
  addLogLine(G, { key: 'enacted', seat, values: { policy } });
export const logChaos = (G: Logged, policy: Policy) => addLogLine(G, { key: 'chaos', values: { policy } });
export const logVetoProposed = (G: Logged, seat: PlayerID) => addLogLine(G, { key: 'vetoProposed', seat });
export const logVetoAnswered = (G: Logged, seat: PlayerID, agreed: boolean) =>
  addLogLine(G, { key: agreed ? 'vetoAgreed' : 'vetoRefused', seat });
export const logReshuffled = (G: Logged) => addLogLine(G, { key: 'reshuffled' });
/** A Mayor's power used on a seat (the seat of the line is the target; the Mayor is known to all). */
export const logTarget = (G: Logged, power: Exclude<Power, 'peek'>, target: PlayerID) =>
  addLogLine(G, { key: TARGET_KEYS[power], seat: target });
const TARGET_KEYS = { investigate: 'investigated', specialElection: 'specialElection', execute: 'executed' } as const;
export const logPeeked = (G: Logged, mayor: PlayerID) => addLogLine(G, { key: 'peeked', seat: mayor });
export const logWin = (G: Logged, reason: WinReason) => addLogLine(G, { key: reason });
