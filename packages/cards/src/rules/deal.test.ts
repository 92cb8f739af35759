import { Client } from 'boardgame.io/client';
import { DECKS, allCards, type CardId } from '../deck';
import { dealPackets } from './deal';

interface DealState {
  packets: CardId[][];
}

/** Deals the Skat way through boardgame.io's own seeded random, as a game's move or phase would. */
function dealWithSeed(seed: string): CardId[][] {
  const client = Client<DealState>({
    game: {
      seed,
      setup: () => ({ packets: [] }),
      moves: {
        deal: ({ G, random }) => {
          G.packets = dealPackets(random, allCards(DECKS.french32), [10, 10, 10, 2]);
        },
      },
    },
    numPlayers: 3,
  });
  client.start();
  client.moves.deal!();
  const { packets } = client.getState()!.G;
  client.stop();
  return packets;
}

describe('dealPackets', () => {
  it('deals every card exactly once, in packets of the sizes asked for', () => {
    const packets = dealWithSeed('one');
    expect(packets.map((packet) => packet.length)).toEqual([10, 10, 10, 2]);
    expect(packets.flat().sort((a, b) => a - b)).toEqual(allCards(DECKS.french32));
  });

  it('deals the same hands from the same seed and others from another seed', () => {
    expect(dealWithSeed('one')).toEqual(dealWithSeed('one'));
    expect(dealWithSeed('two')).not.toEqual(dealWithSeed('one'));
  });

  it('cuts the shuffled deck into consecutive packets, without touching the cards it was given', () => {
    const cards = [0, 1, 2, 3, 4];
    const reversing = { Shuffle: <T>(deck: T[]) => deck.reverse() };
    expect(dealPackets(reversing, cards, [2, 0, 3])).toEqual([[4, 3], [], [2, 1, 0]]);
    expect(cards).toEqual([0, 1, 2, 3, 4]);
  });

  it('refuses sizes that do not add up to the deck', () => {
    const keep = { Shuffle: <T>(deck: T[]) => deck };
    expect(() => dealPackets(keep, [0, 1, 2], [1, 1])).toThrow(/3/);
    expect(() => dealPackets(keep, [0, 1, 2], [4, -1])).toThrow();
  });
});
