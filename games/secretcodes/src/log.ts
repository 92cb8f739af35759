import type { PlayerID } from 'boardgame.io';
import { addLogLine } from '@tabula/game-kit';
import type { Agent, ClueNumber, SecretCodesState, Team } from './types';

// Every line is public when written: teams, clues and revealed cards, never the key.

const TEAM_KEY: Record<Team, string> = { blue: 'Blue', red: 'Red' };
const AGENT_KEY: Record<Agent, string> = { blue: 'Blue', red: 'Red', civilian: 'Civilian', assassin: 'Assassin' };

/** How a clue's number reads in the log and on the board: "unlimited" is ∞. */
export const clueNumberText = (number: ClueNumber): string => (number === 'unlimited' ? '∞' : String(number));

export const logJoined = (G: SecretCodesState, seat: PlayerID, team: Team) =>
  addLogLine(G, { key: `joined${TEAM_KEY[team]}`, seat });

export const logSpymaster = (G: SecretCodesState, seat: PlayerID, team: Team) =>
  addLogLine(G, { key: `spymaster${TEAM_KEY[team]}`, seat });

export const logStart = (G: SecretCodesState, team: Team) => addLogLine(G, { key: `starts${TEAM_KEY[team]}` });

export const logClue = (G: SecretCodesState, seat: PlayerID, word: string, number: ClueNumber) =>
  addLogLine(G, { key: 'clue', seat, values: { word, number: clueNumberText(number) } });

export const logReveal = (G: SecretCodesState, seat: PlayerID, word: string, agent: Agent) =>
  addLogLine(G, { key: `revealed${AGENT_KEY[agent]}`, seat, values: { word } });

export const logPass = (G: SecretCodesState, seat: PlayerID) => addLogLine(G, { key: 'passed', seat });

export const logAllFound = (G: SecretCodesState, team: Team) => addLogLine(G, { key: `allFound${TEAM_KEY[team]}` });
