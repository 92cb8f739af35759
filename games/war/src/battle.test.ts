import { game } from './game';
import { card, cards, flip, startWith } from './testing';

const stateOf = (client: ReturnType<typeof startWith>) => client.getState()!;

describe('war battles', () => {
  it('the higher card takes both to the bottom of its pile, its own card first', () => {
    const client = startWith({ '0': ['5C', '9H'], '1': ['QD', '2S'] });
    flip(client, 2);
    const { G } = stateOf(client);
    expect(G.pileCards['1']).toEqual(cards('2S', 'QD', '5C'));
    expect(G.pileCards['0']).toEqual(cards('9H'));
    expect(G.pileCounts).toEqual({ '0': 1, '1': 3 });
    expect(G.lastBattle).toEqual({
      winner: '1',
      plays: { '0': [{ downCount: 0, upCard: card('5C') }], '1': [{ downCount: 0, upCard: card('QD') }] },
      takenCount: 2,
    });
    expect(G.battles).toBe(1);
  });

  it('ranks the ace highest: an ace beats a king, and a two loses to everything', () => {
    const client = startWith({ '0': ['AS', '2C', '3C'], '1': ['KH', '3D', '4D'] });
    flip(client, 2);
    expect(stateOf(client).G.lastBattle!.winner).toBe('0');
    flip(client, 2);
    expect(stateOf(client).G.lastBattle!.winner).toBe('1');
  });

  it('ignores suits: only a tie of ranks makes war', () => {
    const client = startWith({ '0': ['7S', '2C'], '1': ['7H', '3D'] });
    flip(client, 2);
    expect(stateOf(client).G.war).toBe(true);
    expect(stateOf(client).G.lastBattle).toBeNull();
  });

  it('lets seat 0 turn first and then seat 1, and refuses any other flip', () => {
    const client = startWith({ '0': ['5C', '9H'], '1': ['QD', '2S'] });
    const before = stateOf(client)._stateID;
    client.updatePlayerID('1');
    client.moves.flip!();
    expect(stateOf(client)._stateID).toBe(before);
    flip(client);
    expect(stateOf(client).G.toAct).toBe('1');
    client.updatePlayerID('0');
    client.moves.flip!();
    expect(stateOf(client).G.table['0']).toHaveLength(1);
    expect(stateOf(client).G.pileCounts['0']).toBe(1);
  });

  it('plays the won cards again once they come up, in the order they went under', () => {
    const client = startWith({ '0': ['AS'], '1': ['KH', '2C', '3C'] });
    flip(client, 2);
    expect(stateOf(client).G.pileCards['0']).toEqual(cards('AS', 'KH'));
    flip(client, 2);
    // The ace comes up again and beats the two; then the king beats the three.
    expect(stateOf(client).G.pileCards['0']).toEqual(cards('KH', 'AS', '2C'));
    flip(client, 2);
    expect(stateOf(client).G.pileCards['0']).toEqual(cards('AS', '2C', 'KH', '3C'));
  });

  it('lists the flip for the seat to act only', () => {
    const client = startWith({ '0': ['5C', '9H'], '1': ['QD', '2S'] });
    const { G, ctx } = stateOf(client);
    expect(game.ai!.enumerate(G, ctx, '0')).toEqual([{ move: 'flip', args: [] }]);
    expect(game.ai!.enumerate(G, ctx, '1')).toEqual([]);
  });
});
