import { cards, flip, startWith } from './testing';

const stateOf = (client: ReturnType<typeof startWith>) => client.getState()!;

describe('war', () => {
  it("on a tie lays three down and one up each; the higher face-up card takes all ten, the winner's as laid first", () => {
    const client = startWith({
      '0': ['7S', '2C', '3C', '4C', 'KC', 'JD'],
      '1': ['7H', '2D', '3D', '4D', 'QC', 'JS'],
    });
    flip(client, 2);
    expect(stateOf(client).G.war).toBe(true);
    flip(client);
    const during = stateOf(client).G;
    expect(during.table['0']).toEqual([
      { downCards: [], upCard: cards('7S')[0] },
      { downCards: cards('2C', '3C', '4C'), upCard: cards('KC')[0] },
    ]);
    expect(during.pileCounts).toEqual({ '0': 1, '1': 5 });
    flip(client);
    const { G } = stateOf(client);
    expect(G.war).toBe(false);
    expect(G.pileCards['0']).toEqual(cards('JD', '7S', '2C', '3C', '4C', 'KC', '7H', '2D', '3D', '4D', 'QC'));
    expect(G.lastBattle!.takenCount).toBe(10);
    expect(G.lastBattle!.plays['1']).toEqual([
      { downCount: 0, upCard: cards('7H')[0] },
      { downCount: 3, upCard: cards('QC')[0] },
    ]);
    expect(G.battles).toBe(2);
  });

  it('goes on while the face-up cards tie again (a double war takes 18 cards)', () => {
    const client = startWith({
      '0': ['7S', '2C', '3C', '4C', '9C', '5C', '6C', '8C', 'AC', '10D'],
      '1': ['7H', '2D', '3D', '4D', '9D', '5D', '6D', '8D', 'KD', '10S'],
    });
    flip(client, 4);
    expect(stateOf(client).G.war).toBe(true);
    expect(stateOf(client).G.table['1']).toHaveLength(2);
    flip(client, 2);
    const { G } = stateOf(client);
    expect(G.lastBattle!.winner).toBe('0');
    expect(G.lastBattle!.takenCount).toBe(18);
    expect(G.pileCounts).toEqual({ '0': 19, '1': 1 });
  });

  it('lets a seat short of cards lay what it has, its last card face up', () => {
    const client = startWith({ '0': ['7S', '2C', 'AC'], '1': ['7H', '2D', '3D', '4D', 'KD', '5S'] });
    flip(client, 3);
    const { G } = stateOf(client);
    expect(G.table['0']![1]).toEqual({ downCards: cards('2C'), upCard: cards('AC')[0] });
    flip(client);
    const after = stateOf(client).G;
    expect(after.lastBattle!.winner).toBe('0');
    expect(after.pileCards['0']).toEqual(cards('7S', '2C', 'AC', '7H', '2D', '3D', '4D', 'KD'));
    expect(after.result).toBeNull();
  });

  it('a seat whose last card tied has nothing for the war and loses', () => {
    const client = startWith({ '0': ['7S'], '1': ['7H', '2D'] });
    flip(client, 2);
    const { G, ctx } = stateOf(client);
    expect(G.result).toEqual({ winner: '1', reason: 'outOfCards' });
    expect(ctx.gameover).toEqual({ winner: '1', reason: 'outOfCards' });
    expect(G.log.at(-1)).toEqual({ key: 'ranOut', seat: '0' });
  });

  it('a short war that ties on the last card of the short seat ends it too', () => {
    const client = startWith({ '0': ['7S', '2C', '9C'], '1': ['7H', '2D', '3D', '4D', '9D', '5S'] });
    flip(client, 4);
    expect(stateOf(client).ctx.gameover).toEqual({ winner: '1', reason: 'outOfCards' });
  });

  it('is a draw when both seats run out at the same tie', () => {
    const client = startWith({ '0': ['7S', '2C', '9C'], '1': ['7H', '2D', '9D'] });
    flip(client, 4);
    expect(stateOf(client).ctx.gameover).toEqual({ draw: true, reason: 'outOfCards' });
    expect(stateOf(client).G.log.at(-1)).toEqual({ key: 'bothRanOut' });
  });
});
