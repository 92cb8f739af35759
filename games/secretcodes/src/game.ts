import { answerMove, defineGame } from '@tabula/game-kit';
import { enumerate } from './enumerate';
import { appointSpymaster, giveClue, guess, joinTeam, pass, startPlay } from './moves';
import { secretsFor } from './secrets';
import { settingsFrom, validateSettings } from './settings';
import { CLUE_STAGE, GUESS_STAGE, PLAY_PHASE, playStages, TEAMS_PHASE, TEAMS_STAGE } from './stages';
import { membersOf, TWO_SEAT_TABLE, twoSeatTeams } from './teams';
import type { SecretCodesState } from './types';
import { playerView } from './view';

// Choosing teams, several seats at once: each move checks the state it lands on, so one sent on a
// state another seat's move has just replaced is applied, not refused as stale.
const TEAM_MOVES = {
  joinTeam: answerMove(joinTeam),
  appointSpymaster: answerMove(appointSpymaster),
  // Deals the grid and the key: the server alone runs it.
  startPlay: answerMove(startPlay, { client: false }),
};
// A guess reveals what the guesser's client does not know: the server alone runs it. A guess sent
// on a state another guesser has just changed is refused (the card may be revealed, the turn over).
const PLAY_MOVES = {
  giveClue,
  guess: { move: guess, client: false as const },
  pass,
};

export const game = defineGame({
  name: 'secretcodes',
  minPlayers: 2,
  maxPlayers: 20,
  validateSetupData: (setupData) => validateSettings(setupData),
  // Nothing secret here: the grid and the key are dealt by the move that starts play.
  setup: ({ ctx }, setupData): SecretCodesState => {
    const seats = [...ctx.playOrder];
    const teams =
      ctx.numPlayers === TWO_SEAT_TABLE
        ? twoSeatTeams()
        : { teams: Object.fromEntries(seats.map((seat) => [seat, null])), spymasters: { blue: null, red: null } };
    return {
      settings: settingsFrom(setupData),
      ...teams,
      words: [],
      revealed: [],
      key: null,
      lastRevealed: null,
      startingTeam: null,
      turn: null,
      winner: null,
      endReason: null,
      log: [],
    };
  },
  moves: { ...TEAM_MOVES, ...PLAY_MOVES },
  phases: {
    [TEAMS_PHASE]: {
      start: true,
      turn: {
        // Everyone chooses a team at once; at a two-seat table the teams are set and the host starts.
        onBegin: ({ ctx, events }) =>
          events.setActivePlayers(ctx.numPlayers === TWO_SEAT_TABLE ? { value: { '0': TEAMS_STAGE } } : { all: TEAMS_STAGE }),
        stages: { [TEAMS_STAGE]: { moves: TEAM_MOVES } },
      },
      moves: TEAM_MOVES,
      next: PLAY_PHASE,
    },
    [PLAY_PHASE]: {
      // One turn per clue, led by the active team's spymaster.
      turn: {
        order: {
          first: ({ G, ctx }) => ctx.playOrder.indexOf(G.spymasters[G.turn!.team]!),
          next: ({ G, ctx }) => ctx.playOrder.indexOf(G.spymasters[G.turn!.team]!),
        },
        onBegin: ({ G, events }) => events.setActivePlayers({ value: playStages(G) }),
        stages: {
          [CLUE_STAGE]: { moves: { giveClue: PLAY_MOVES.giveClue } },
          [GUESS_STAGE]: { moves: { guess: PLAY_MOVES.guess, pass: PLAY_MOVES.pass } },
        },
      },
      moves: PLAY_MOVES,
    },
  },
  endIf: ({ G }) => (G.winner === null ? undefined : { winners: membersOf(G, G.winner), reason: G.endReason ?? 'allAgents' }),
  playerView,
  secrets: secretsFor,
  ai: { enumerate: (G, ctx, playerID) => enumerate(G, ctx, playerID) },
});
