import type { PlayerID } from 'boardgame.io';
import type { SecretCodesState, Team } from './types';

export const TEAMS: readonly Team[] = ['blue', 'red'];
/** At two seats each seat is a team of one and its own spymaster (one device passed around a table). */
export const TWO_SEAT_TABLE = 2;
/** From this many players on, every team needs somebody besides its spymaster to guess. */
export const GUESSERS_NEEDED_FROM = 4;

export const otherTeam = (team: Team): Team => (team === 'blue' ? 'red' : 'blue');

type Teams = Pick<SecretCodesState, 'teams' | 'spymasters'>;

/** The seats on `team`, in seat order. */
export function membersOf(G: Teams, team: Team): PlayerID[] {
  return Object.keys(G.teams).filter((seat) => G.teams[seat] === team);
}

/**
 * The seats that reveal cards for `team`: its members but the spymaster, or the spymaster itself
 * when it is alone on its team (a team of one at a two- or three-seat table).
 */
export function guessersOf(G: Teams, team: Team): PlayerID[] {
  const members = membersOf(G, team);
  const others = members.filter((seat) => seat !== G.spymasters[team]);
  return others.length > 0 ? others : members;
}

/** Why the host may not start yet, as a locale key under `teams.`, or null when play may start. */
export type StartProblem = 'needTeamsAndSpymasters' | 'needGuessers';

/**
 * The start rule: every player is on a team and each team has a spymaster (the published lobby
 * rule); from four players on, each team also has somebody else to guess.
 */
export function startProblem(G: Teams, numPlayers: number): StartProblem | null {
  const everyoneJoined = Object.values(G.teams).every((team) => team !== null);
  if (!everyoneJoined || TEAMS.some((team) => G.spymasters[team] === null)) return 'needTeamsAndSpymasters';
  if (numPlayers >= GUESSERS_NEEDED_FROM && TEAMS.some((team) => membersOf(G, team).length < 2)) return 'needGuessers';
  return null;
}

/** The two-seat table's fixed teams: seat 0 is Blue and its spymaster, seat 1 Red and its spymaster. */
export function twoSeatTeams(): Teams {
  return { teams: { '0': 'blue', '1': 'red' }, spymasters: { blue: '0', red: '1' } };
}
