import { logTextProblems, unusedLogTexts } from './testLogTexts';
import { act, FLEET_0, FLEET_1, newMatch } from './testMatch';

describe('seabattle log texts', () => {
  it('reads every line of a whole match in all five languages, every text used', () => {
    const client = newMatch();
    act(client, '0', 'placeFleet', FLEET_0);
    act(client, '1', 'placeFleet', FLEET_1);
    const targets = FLEET_1.flatMap((ship) => ship.cells);
    for (let turn = 0; client.getState()!.ctx.gameover === undefined; turn += 1) {
      act(client, '0', 'fire', turn % 2 === 0 ? targets[turn / 2] : 50 + turn);
      act(client, '1', 'fire', turn);
    }
    const { log } = client.getState()!.G;
    expect(logTextProblems(log)).toEqual([]);
    expect(unusedLogTexts(log)).toEqual([]);
  });
});
