import type { Agent, Team } from '../types';

/** A revealed card's colours: the agent's colour, with text that reads on it (4.5:1 or more). */
export const REVEALED: Record<Agent, { bg: string; fg: string }> = {
  blue: { bg: '#1f5fbf', fg: '#ffffff' },
  red: { bg: '#b3261e', fg: '#ffffff' },
  civilian: { bg: '#cdbb8f', fg: '#1d1a12' },
  assassin: { bg: '#121212', fg: '#ffffff' },
};

/** An unrevealed card as a spymaster sees it through the key: a light tint, and a dashed edge of the agent's colour. */
export const KEY_TINT: Record<Agent, { bg: string; fg: string; edge: string }> = {
  blue: { bg: '#d3e2fa', fg: '#0d2a57', edge: '#1f5fbf' },
  red: { bg: '#f7d4d1', fg: '#5a120e', edge: '#b3261e' },
  civilian: { bg: '#f3ead7', fg: '#1d1a12', edge: '#8a7a52' },
  assassin: { bg: '#4a4a4a', fg: '#ffffff', edge: '#000000' },
};

export const UNREVEALED = { bg: '#f3ead7', fg: '#1d1a12', edge: '#8a7a52' };

export const TEAM_COLOUR: Record<Team, string> = { blue: '#1f5fbf', red: '#b3261e' };
