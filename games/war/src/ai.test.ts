import { seededRandom } from '@tabula/game-kit';
import { aiConfig } from './ai';
import { game } from './game';
import { startWith } from './testing';
import type { WarView } from './types';

describe('war computer player', () => {
  it('turns its card when it is its turn: the one move the rules list', async () => {
    const client = startWith({ '0': ['5C', '9H'], '1': ['QD', '2S'] });
    client.updatePlayerID('0');
    client.moves.flip!();
    const { G, ctx } = client.getState()!;
    const view = game.playerView!({ G, ctx, playerID: '1' }) as WarView;
    const choice = await aiConfig.chooseMove({ view, ctx, playerID: '1', level: 'flips', random: seededRandom(1) });
    expect(game.ai!.enumerate(G, ctx, '1')).toContainEqual(choice);
    client.updatePlayerID('1');
    client.moves[choice.move]!(...choice.args);
    expect(client.getState()!.G.lastBattle?.winner).toBe('1');
  });

  it('has one level, the default', () => {
    expect(aiConfig.levels.map((level) => level.key)).toEqual([aiConfig.defaultLevel]);
  });
});
