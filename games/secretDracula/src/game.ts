import { ASIDE_STAGE, defineGame, newPicks, PICK_STAGE } from '@tabula/game-kit';
import { enumerateMoves } from './enumerate';
import { openStep, winnersOf } from './flow';
import { logRolesDealt } from './log';
import { MOVES } from './moves';
import { rolesToDeal } from './roles';
import { secretsFor } from './secrets';
import { fullDeck, MAX_PLAYERS, MIN_PLAYERS } from './table';
import type { SecretDraculaState } from './types';
import { playerView } from './view';

const {
  nominate,
  vote,
  mayorDiscard,
  priestDiscard,
  proposeVeto,
  answerVeto,
  investigate,
  endPeek,
  callSpecialElection,
  execute,
} = MOVES;

export const game = defineGame({
  name: 'secretDracula',
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  setup: ({ ctx }): SecretDraculaState => {
    const seats = [...ctx.playOrder];
    // Nothing secret here: the first phase's state goes out unfiltered; roles and deck come in the next phase.
    return {
      seats,
      roles: {},
      drawPile: [],
      discardPile: [],
      mayorHand: null,
      priestHand: null,
      garlicEnacted: 0,
      bloodEnacted: 0,
      electionTracker: 0,
      dead: [],
      mayor: seats[0]!,
      priest: null,
      rotation: seats[0]!,
      termLimited: null,
      step: 'nominate',
      votes: newPicks<{ ballot: 'yes' | 'no' }>([]),
      lastElection: null,
      legislations: [],
      vetoRefused: false,
      investigations: [],
      winner: null,
      winReason: null,
      log: [],
    };
  },
  moves: MOVES,
  phases: {
    start: { start: true, endIf: () => true, next: 'play' },
    play: {
      // Roles and the deck are dealt from the secret random once the match has started (a test's table comes dealt).
      onBegin: ({ G, random }) => {
        if (Object.keys(G.roles).length > 0) return;
        const roles = random.Shuffle(rolesToDeal(G.seats.length));
        G.roles = Object.fromEntries(G.seats.map((seat, i) => [seat, roles[i]!]));
        G.drawPile = random.Shuffle(fullDeck());
        logRolesDealt(G);
      },
      // One turn for the whole match: each step sets who acts (a stage per step, the vote as secret picks).
      turn: {
        onBegin: ({ G, events }) => openStep({ G, events }),
        stages: {
          nominate: { moves: { nominate } },
          [PICK_STAGE]: { moves: { vote } },
          [ASIDE_STAGE]: { moves: { vote } },
          mayorDiscard: { moves: { mayorDiscard } },
          priestDiscard: { moves: { priestDiscard, proposeVeto } },
          vetoReview: { moves: { answerVeto } },
          investigate: { moves: { investigate } },
          peek: { moves: { endPeek } },
          specialElection: { moves: { callSpecialElection } },
          execute: { moves: { execute } },
        },
      },
      moves: MOVES,
    },
  },
  endIf: ({ G }) => {
    if (G.winner === null) return undefined;
    return { winners: winnersOf(G, G.winner), reason: G.winReason! };
  },
  playerView,
  secrets: secretsFor,
  ai: { enumerate: enumerateMoves },
});
