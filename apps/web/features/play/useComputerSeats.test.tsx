import { act, renderHook } from '@testing-library/react';
import type { PlayerID } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { ActivePlayers, INVALID_MOVE } from 'boardgame.io/core';
import { answerMove, defineGame, type MoveContext } from '@tabula/game-kit';
import type { ChooseMove } from './ai/chooser';
import { useComputerSeats } from './useComputerSeats';

/** Every seat answers once, all at once (a round end); the third answer closes the round. */
interface Round {
  answered: PlayerID[];
  rounds: number;
}

function ready({ G, playerID }: MoveContext<Round>) {
  if (G.answered.includes(playerID)) return INVALID_MOVE;
  G.answered.push(playerID);
}

const roundEnds = defineGame({
  name: 'roundEnds',
  minPlayers: 3,
  maxPlayers: 3,
  setup: () => ({ answered: [] as PlayerID[], rounds: 0 }),
  moves: {},
  phases: {
    roundEnd: {
      start: true,
      turn: { activePlayers: ActivePlayers.ALL_ONCE },
      moves: { ready: answerMove(ready) },
      endIf: ({ G }) => G.answered.length === 3,
      onEnd: ({ G }) => {
        G.answered = [];
        G.rounds += 1;
      },
      next: 'roundEnd',
    },
  },
  endIf: ({ G }) => (G.rounds >= 3 ? { draw: true } : undefined),
});

describe('computer seats of a game with secrets', () => {
  it('answer a step every seat answers at once without a move the master refuses', async () => {
    jest.useFakeTimers();
    const refused = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const multiplayer = Local();
    const person = Client({ game: roundEnds, multiplayer, numPlayers: 3, playerID: '0', debug: false });
    person.start();
    const choose: ChooseMove = async () => ({ move: 'ready', args: [] });
    renderHook(() =>
      useComputerSeats({ game: roundEnds, multiplayer, numPlayers: 3, aiSeats: ['1', '2'], choose, level: '', delayMs: 100 }),
    );
    for (let round = 0; round < 3; round += 1) {
      // The computer seats answer (each a move behind the other), then the person closes the round.
      for (let tick = 0; tick < 10; tick += 1) await act(async () => jest.advanceTimersByTimeAsync(100));
      expect([...person.getState()!.G.answered].sort()).toEqual(['1', '2']);
      act(() => person.moves.ready!());
    }
    expect(person.getState()!.ctx.gameover).toEqual({ draw: true });
    // boardgame.io reports every refused move on the console ("player not active", "disallowed move").
    expect(refused.mock.calls.map((call) => String(call[0]))).toEqual([]);
    refused.mockRestore();
    person.stop();
    jest.useRealTimers();
  });
});
