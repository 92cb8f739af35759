import { seededRandom } from '@tabula/game-kit';
import { BATTLE_CAP } from './battle';
import { flip, startWith } from './testing';

const stateOf = (client: ReturnType<typeof startWith>) => client.getState()!;

describe('the end of a war match', () => {
  it('ends when one seat holds every card, and refuses any further flip', () => {
    const client = startWith({ '0': ['AS', 'KS'], '1': ['2C'] });
    flip(client, 2);
    const { G, ctx, _stateID } = stateOf(client);
    expect(ctx.gameover).toEqual({ winner: '0', reason: 'allCards' });
    expect(G.pileCounts).toEqual({ '0': 3, '1': 0 });
    expect(G.log.at(-1)).toEqual({ key: 'allCards', seat: '0' });
    client.updatePlayerID('0');
    client.moves.flip!();
    expect(stateOf(client)._stateID).toBe(_stateID);
  });

  it(`stops at ${BATTLE_CAP} battles: the larger pile wins`, () => {
    const client = startWith({ '0': ['AS', '2S', '3S'], '1': ['KH', '2H', '3H'] }, (G) => {
      G.battles = BATTLE_CAP - 1;
    });
    flip(client, 2);
    const { G, ctx } = stateOf(client);
    expect(G.battles).toBe(BATTLE_CAP);
    expect(ctx.gameover).toEqual({ winner: '0', reason: 'battleCap' });
    expect(G.log.at(-1)).toEqual({
      key: 'capWon',
      seat: '0',
      values: { battles: BATTLE_CAP, winnerCount: 4, loserCount: 2 },
    });
  });

  it('stops at the cap with equal piles as a draw', () => {
    const client = startWith({ '0': ['AS', '2S'], '1': ['KH', '2H', '3H', '4H'] }, (G) => {
      G.battles = BATTLE_CAP - 1;
    });
    flip(client, 2);
    expect(stateOf(client).ctx.gameover).toEqual({ draw: true, reason: 'battleCap' });
  });

  it('lets a war under way at the cap finish first', () => {
    const client = startWith({ '0': ['5S', '2S', '3S', '4S', 'AS', '6S'], '1': ['5H', '2H', '3H', '4H', 'KH', '6H'] }, (G) => {
      G.battles = BATTLE_CAP - 1;
    });
    flip(client, 2);
    expect(stateOf(client).ctx.gameover).toBeUndefined();
    flip(client, 2);
    expect(stateOf(client).ctx.gameover).toEqual({ winner: '0', reason: 'battleCap' });
    expect(stateOf(client).G.battles).toBe(BATTLE_CAP + 1);
  });

  it('never loses or doubles a card: piles and table always hold the 52 (a shuffled deal played to the end)', () => {
    const random = seededRandom(7);
    const order = Array.from({ length: 52 }, (_, id) => id).sort(() => random() - 0.5);
    const client = startWith({ '0': [], '1': [] }, (G) => {
      G.pileCards = { '0': order.slice(0, 26), '1': order.slice(26) };
      G.pileCounts = { '0': 26, '1': 26 };
    });
    while (stateOf(client).ctx.gameover === undefined) {
      flip(client);
      const { G } = stateOf(client);
      const all = [
        ...G.pileCards['0']!,
        ...G.pileCards['1']!,
        ...Object.values(G.table).flatMap((plays) => plays.flatMap((play) => [...play.downCards, play.upCard])),
      ];
      expect(new Set(all).size).toBe(52);
      expect(all).toHaveLength(52);
      expect(G.pileCounts['0']).toBe(G.pileCards['0']!.length);
    }
    expect(stateOf(client).G.battles).toBeLessThanOrEqual(BATTLE_CAP + 13);
  });
});
