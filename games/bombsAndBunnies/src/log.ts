import type { PlayerID } from 'boardgame.io';
import { addLogLine } from '@tabula/game-kit';
import type { BombsAndBunniesState, CardKind } from './types';

// The public log: placements are told without the card, a lost card without what it was; only a
// flipped card is named, once it is face up.

type Line = (G: BombsAndBunniesState, seat: PlayerID) => void;

export const logRoundStarted = (G: BombsAndBunniesState, seat: PlayerID) =>
  addLogLine(G, { key: 'roundStarted', seat, values: { number: G.round } });
export const logPlaced: Line = (G, seat) => addLogLine(G, { key: 'placed', seat });
export const logBet = (G: BombsAndBunniesState, seat: PlayerID, amount: number) =>
  addLogLine(G, { key: 'bet', seat, values: { amount } });
export const logPassed: Line = (G, seat) => addLogLine(G, { key: 'passed', seat });
export const logChallenge = (G: BombsAndBunniesState, seat: PlayerID, amount: number) =>
  addLogLine(G, { key: 'challenge', seat, values: { amount } });
/** The flipped card's owner is the line's seat. */
export const logFlipped = (G: BombsAndBunniesState, owner: PlayerID, kind: CardKind) =>
  addLogLine(G, { key: kind === 'bomb' ? 'flippedBomb' : 'flippedBunny', seat: owner });
export const logChallengeWon = (G: BombsAndBunniesState, seat: PlayerID, wins: number) =>
  addLogLine(G, { key: wins >= 2 ? 'secondWin' : 'challengeWon', seat });
export const logLostCard: Line = (G, seat) => addLogLine(G, { key: 'lostCard', seat });
export const logEliminated: Line = (G, seat) => addLogLine(G, { key: 'eliminated', seat });
export const logLastStanding: Line = (G, seat) => addLogLine(G, { key: 'lastStanding', seat });
export const logAbandoned: Line = (G, seat) => addLogLine(G, { key: 'abandoned', seat });
