import { playerViewFor, randomPositions, seatsThatMayAct } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
import { aiConfig } from './ai';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { standardRoles, table } from './testTable';
import type { SecretDraculaView } from './view';

const choose = (view: SecretDraculaView, ctx: Parameters<typeof aiConfig.chooseMove>[0]['ctx'], seat: string, seed = 1) =>
  aiConfig.chooseMove({ view, ctx, playerID: seat, level: 'normal', random: seededRandom(seed) });

describe('Secret Dracula computer player', () => {
  it.each([5, 7, 10])('always chooses a legal move from its seat\u2019s view (%i players)', async (numPlayers) => {
    const positions = randomPositions(game, { count: 25, numPlayers, seed: numPlayers });
    for (const [index, { G, ctx }] of positions.entries()) {
      for (const seat of seatsThatMayAct(ctx)) {
        const view = playerViewFor(game, G, ctx, seat) as SecretDraculaView;
        expect(enumerateMoves(G, ctx, seat)).toContainEqual(await choose(view, ctx, seat, index));
      }
    }
  });

  it('as a villager Mayor throws blood away; as a vampire Mayor, garlic', async () => {
    const villager = table({ roles: standardRoles(5, 2), mayor: '3', deck: ['blood', 'garlic', 'blood', 'garlic'] });
    villager.elect('4');
    expect(await choose(villager.viewOf('3'), villager.state().ctx, '3')).toEqual({ move: 'mayorDiscard', args: ['blood'] });
    const vampire = table({ roles: standardRoles(5, 2), mayor: '1', deck: ['blood', 'garlic', 'blood', 'garlic'] });
    vampire.elect('4');
    expect(await choose(vampire.viewOf('1'), vampire.state().ctx, '1')).toEqual({ move: 'mayorDiscard', args: ['garlic'] });
  });

  it('as a vampire, nominates Dracula once three blood policies are down', async () => {
    const { viewOf, state } = table({ roles: standardRoles(7, 3), mayor: '2', bloodEnacted: 3 });
    expect(await choose(viewOf('2'), state().ctx, '2')).toEqual({ move: 'nominate', args: ['0'] });
  });

  it('as a villager, votes against a government whose Priest enacted blood before, and for a clean one', async () => {
    const legislations = [{ mayor: '2', priest: '1', outcome: 'blood' as const }];
    const suspect = table({ roles: standardRoles(7, 3), mayor: '4', legislations });
    suspect.as('4').nominate!('1');
    const { round } = suspect.state().G.votes;
    expect(await choose(suspect.viewOf('5'), suspect.state().ctx, '5')).toEqual({
      move: 'vote',
      args: [round, { ballot: 'no' }],
    });
    const clean = table({ roles: standardRoles(7, 3), mayor: '4', legislations });
    clean.as('4').nominate!('6');
    expect(await choose(clean.viewOf('5'), clean.state().ctx, '5')).toEqual({ move: 'vote', args: [round, { ballot: 'yes' }] });
  });

  it('decides from its seat\u2019s view alone: the same view with the hidden roles dealt otherwise gives the same move', async () => {
    const first = table({ roles: ['villager', 'dracula', 'vampire', 'villager', 'villager', 'vampire', 'villager'], mayor: '3' });
    const second = table({
      roles: ['vampire', 'villager', 'villager', 'villager', 'dracula', 'villager', 'vampire'],
      mayor: '3',
    });
    expect(first.viewOf('3')).toEqual(second.viewOf('3'));
    expect(await choose(first.viewOf('3'), first.state().ctx, '3', 7)).toEqual(
      await choose(second.viewOf('3'), second.state().ctx, '3', 7),
    );
  });
});
