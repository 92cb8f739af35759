import type { PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { MoveContext } from '@tabula/game-kit';
import { guessesAllowed, legalClue } from './clue';
import { agentsLeft, dealGrid, GRID_SIZE } from './deal';
import { logAllFound, logClue, logJoined, logPass, logReveal, logSpymaster, logStart } from './log';
import { HOST_SEAT, playStages } from './stages';
import { guessersOf, otherTeam, startProblem, TEAMS, TWO_SEAT_TABLE } from './teams';
import type { ClueNumber, SecretCodesState, Team } from './types';

type Context = MoveContext<SecretCodesState>;

const isTeam = (team: unknown): team is Team => TEAMS.includes(team as Team);

/** A player joins a team or switches to the other; a spymaster who switches loses the role. Not at a two-seat table. */
export function joinTeam({ G, ctx, playerID }: Context, team: Team) {
  if (ctx.numPlayers === TWO_SEAT_TABLE || !isTeam(team) || G.teams[playerID] === team) return INVALID_MOVE;
  const previous = G.teams[playerID];
  if (previous != null && G.spymasters[previous] === playerID) G.spymasters[previous] = null;
  G.teams[playerID] = team;
  logJoined(G, playerID, team);
}

/**
 * The host makes a member of `team` its spymaster, in place of any other. Naming the team guards
 * against an appointment the host made while that player was switching teams.
 */
export function appointSpymaster({ G, ctx, playerID }: Context, seat: PlayerID, team: Team) {
  if (ctx.numPlayers === TWO_SEAT_TABLE || playerID !== HOST_SEAT || !isTeam(team)) return INVALID_MOVE;
  if (typeof seat !== 'string' || G.teams[seat] !== team || G.spymasters[team] === seat) return INVALID_MOVE;
  G.spymasters[team] = seat;
  logSpymaster(G, seat, team);
}

/** "Done, play!": the host starts once the start rule holds; the grid, the first team and the key are dealt now. */
export function startPlay({ G, ctx, playerID, random, events }: Context) {
  if (playerID !== HOST_SEAT || startProblem(G, ctx.numPlayers) !== null) return INVALID_MOVE;
  dealGrid(G, random);
  logStart(G, G.startingTeam!);
  events.endPhase();
}

/** The active team's spymaster gives a clue: then the team's guessers reveal cards. */
export function giveClue({ G, playerID, events }: Context, word: string, number: ClueNumber) {
  const turn = G.turn;
  if (turn === null || G.winner !== null || turn.clue !== null || G.spymasters[turn.team] !== playerID) return INVALID_MOVE;
  const clue = legalClue(G, word, number);
  if (clue === null) return INVALID_MOVE;
  turn.clue = clue;
  logClue(G, playerID, clue.word, clue.number);
  events.setActivePlayers({ value: playStages(G) });
}

const isGuesser = (G: SecretCodesState, seat: PlayerID) =>
  G.turn !== null && G.turn.clue !== null && G.winner === null && guessersOf(G, G.turn.team).includes(seat);

/**
 * A guesser of the active team reveals a card not yet revealed. An agent of its own team lets the
 * team go on while guesses are left; anything else ends its turn. The assassin loses the game for
 * the team that revealed it; the last agent of either team wins for that team.
 */
export function guess({ G, playerID, events }: Context, card: number) {
  if (!isGuesser(G, playerID) || !Number.isInteger(card) || card < 0 || card >= GRID_SIZE) return INVALID_MOVE;
  if (G.revealed[card] !== null || G.key === null) return INVALID_MOVE;
  const turn = G.turn!;
  const agent = G.key[card]!;
  G.revealed[card] = agent;
  G.lastRevealed = card;
  turn.guessesMade += 1;
  logReveal(G, playerID, G.words[card]!, agent);
  if (agent === 'assassin') return endGame(G, otherTeam(turn.team), 'assassin');
  const finished = TEAMS.find((team) => agentsLeft(G, team) === 0);
  if (finished !== undefined) {
    logAllFound(G, finished);
    return endGame(G, finished, 'allAgents');
  }
  if (agent !== turn.team || turn.guessesMade >= guessesAllowed(G.settings, turn.clue!)) endTeamTurn(G, events);
}

/** A guesser ends the team's turn, once the team has revealed at least one card on the clue. */
export function pass({ G, playerID, events }: Context) {
  if (!isGuesser(G, playerID) || G.turn!.guessesMade < 1) return INVALID_MOVE;
  logPass(G, playerID);
  endTeamTurn(G, events);
}

function endTeamTurn(G: SecretCodesState, events: Context['events']) {
  G.turn = { team: otherTeam(G.turn!.team), clue: null, guessesMade: 0 };
  events.endTurn();
}

function endGame(G: SecretCodesState, winner: Team, reason: 'allAgents' | 'assassin') {
  G.winner = winner;
  G.endReason = reason;
}
