import type { LogLine } from '@tabula/game-kit';
import { Client } from 'boardgame.io/client';
import { clientFromState } from '@tabula/game-kit/testing';
import { game } from './game';
import { LAST, at, stateWithBoard } from './testPositions';
import { logTextProblems, unusedLogTexts } from './testLogTexts';
import type { CornerusState } from './types';

function start(numPlayers: number, setup?: () => CornerusState, first = '0') {
  const client = setup
    ? clientFromState(game, setup, first, numPlayers)
    : Client<CornerusState>({ game, numPlayers, debug: false });
  client.start();
  return client;
}

function act(client: ReturnType<typeof start>, move: 'placePiece' | 'endColour', ...args: number[]) {
  client.updatePlayerID(client.getState()!.ctx.currentPlayer);
  client.moves[move]!(...args);
}

const place = (client: ReturnType<typeof start>, choice: ReturnType<typeof at>) =>
  act(client, 'placePiece', choice.piece, choice.orientation, choice.x, choice.y);

describe('cornerus log texts', () => {
  it('reads every line in all five languages, every text used', () => {
    const played = start(2);
    for (const corner of [at(1, 0, 0, 0), at(0, 0, LAST, LAST), at(0, 0, LAST, 0), at(0, 0, 0, LAST)]) place(played, corner);
    for (let turn = 0; turn < 4; turn += 1) act(played, 'endColour');
    const drawn = start(2);
    for (let turn = 0; turn < 4; turn += 1) act(drawn, 'endColour');
    const blocked = start(2, () => stateWithBoard(['Y.', '.R'], [LAST - 1, LAST - 1]));
    place(blocked, at(0, 0, 0, 0));
    const shared = start(3, () => ({ ...stateWithBoard(['.Y', 'G.'], [0, LAST - 1]), slot: 2 }), '2');
    place(shared, at(0, 0, LAST, LAST));
    for (let turn = 0; turn < 3; turn += 1) act(shared, 'endColour');
    // Lines the matches above do not reach: the other colours passed over, a shared win.
    const rare: LogLine[] = [
      ...[0, 1, 3].map((colour) => ({ key: `blocked.${colour}`, seat: '0' })),
      { key: 'sharedWin', seat: '1', values: { count: 1 } },
    ];
    const lines = [
      ...played.getState()!.G.log,
      ...drawn.getState()!.G.log,
      ...blocked.getState()!.G.log,
      ...shared.getState()!.G.log,
      ...rare,
    ];
    expect(played.getState()!.ctx.gameover).toBeDefined();
    expect(shared.getState()!.ctx.gameover).toBeDefined();
    expect(logTextProblems(lines)).toEqual([]);
    expect(unusedLogTexts(lines)).toEqual([]);
  });
});
