import type { Agent, SecretCodesState, Team } from './types';
import { wordListFor } from './words';

/** The part of a move's `random` the deal uses. */
export interface Shuffler {
  Shuffle<T>(deck: T[]): T[];
}

export const GRID_SIZE = 25;
/** Agents per team; the starting team has one more. */
export const AGENTS = 8;
export const CIVILIANS = 7;

/** The key for a grid: 9 agents of the starting team, 8 of the other, 7 civilians and the assassin, shuffled. */
export function keyFor(startingTeam: Team, random: Shuffler): Agent[] {
  const other: Team = startingTeam === 'blue' ? 'red' : 'blue';
  const cards: Agent[] = [
    ...Array<Agent>(AGENTS + 1).fill(startingTeam),
    ...Array<Agent>(AGENTS).fill(other),
    ...Array<Agent>(CIVILIANS).fill('civilian'),
    'assassin',
  ];
  return random.Shuffle(cards);
}

/** Deals the grid and the key in the move that starts play: 25 words of the room's list, the first team, the key. */
export function dealGrid(G: SecretCodesState, random: Shuffler): void {
  G.words = random.Shuffle([...wordListFor(G.settings)]).slice(0, GRID_SIZE);
  G.revealed = Array<Agent | null>(GRID_SIZE).fill(null);
  const [startingTeam] = random.Shuffle<Team>(['blue', 'red']);
  G.startingTeam = startingTeam!;
  G.key = keyFor(G.startingTeam, random);
  G.turn = { team: G.startingTeam, clue: null, guessesMade: 0 };
}

/** How many agents of `team` are still hidden (public: the counts are known, only the places are secret). */
export function agentsLeft(G: Pick<SecretCodesState, 'revealed' | 'startingTeam'>, team: Team): number {
  const total = team === G.startingTeam ? AGENTS + 1 : AGENTS;
  return total - G.revealed.filter((card) => card === team).length;
}
