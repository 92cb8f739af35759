import type { Ctx, PlayerID } from 'boardgame.io';
import { seatsThatMayAct } from '@tabula/game-kit';
import { CLUE_NUMBERS, legalClue } from './clue';
import { CLUE_STAGE, GUESS_STAGE, HOST_SEAT, TEAMS_STAGE } from './stages';
import { startProblem, TEAMS, TWO_SEAT_TABLE } from './teams';
import type { SecretCodesState } from './types';

export interface SecretCodesMove {
  move: 'joinTeam' | 'appointSpymaster' | 'startPlay' | 'giveClue' | 'guess' | 'pass';
  args: unknown[];
}

/**
 * Clue words random playouts and bots may give (a clue is free text: these stand for it); the
 * first two not on the grid are offered.
 */
const SAMPLE_CLUES = ['Lantern', 'Orbit', 'Meadow', 'Velvet', 'Harbor'];

/**
 * The moves `playerID` may make now. Choosing teams: joining a team (or switching) first, then the
 * host's appointments and "Done, play!" once the start rule holds; a seat's own team move comes
 * first, so that every seat's first answer stays legal whatever the others answer at the same time.
 */
export function enumerate(G: SecretCodesState, ctx: Ctx, playerID: PlayerID): SecretCodesMove[] {
  if (!seatsThatMayAct(ctx).includes(playerID)) return [];
  const stage = ctx.activePlayers?.[playerID];
  if (stage === TEAMS_STAGE) return teamMoves(G, ctx, playerID);
  if (stage === CLUE_STAGE) {
    const words = SAMPLE_CLUES.filter((word) => legalClue(G, word, 1) !== null).slice(0, 2);
    return words.flatMap((word) => CLUE_NUMBERS.map((number) => ({ move: 'giveClue' as const, args: [word, number] })));
  }
  if (stage === GUESS_STAGE) {
    const cards = G.revealed.flatMap((card, index) => (card === null ? [{ move: 'guess' as const, args: [index] }] : []));
    return G.turn!.guessesMade > 0 ? [...cards, { move: 'pass', args: [] }] : cards;
  }
  return [];
}

function teamMoves(G: SecretCodesState, ctx: Ctx, playerID: PlayerID): SecretCodesMove[] {
  const moves: SecretCodesMove[] = [];
  if (ctx.numPlayers !== TWO_SEAT_TABLE) {
    for (const team of TEAMS) if (G.teams[playerID] !== team) moves.push({ move: 'joinTeam', args: [team] });
  }
  if (playerID !== HOST_SEAT) return moves;
  if (ctx.numPlayers !== TWO_SEAT_TABLE) {
    for (const [seat, team] of Object.entries(G.teams)) {
      if (team !== null && G.spymasters[team] !== seat) moves.push({ move: 'appointSpymaster', args: [seat, team] });
    }
  }
  if (startProblem(G, ctx.numPlayers) === null) moves.push({ move: 'startPlay', args: [] });
  return moves;
}
