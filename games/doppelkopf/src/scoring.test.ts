import { DECK } from './cards';
import { requirementOf, roundResult, seatPoints } from './scoring';
import { cards, roundState } from './testState';
import type { CompletedTrick, ContractKind, DoppelkopfState } from './types';

/** Tricks in deck order (four cards each, seat 0 leading), the n-th won by winners[n]: six tricks are 120 card points. */
function deckOrderTricks(winners: string[]): CompletedTrick[] {
  return winners.map((winner, n) => ({
    leader: '0',
    winner,
    cards: [0, 1, 2, 3].map((i) => ({ seat: String(i), card: DECK.cards[n * 4 + i]!.id })),
  }));
}

function finished(
  kind: ContractKind,
  winners: string[],
  levels = { re: 0, kontra: 0 },
  declarer: string | null = null,
): DoppelkopfState {
  const G = roundState({ hands: ['Q-clubs', "Q-clubs'", '', ''], contract: { kind: 'normal' } });
  if (declarer !== null) {
    G.teams = { 0: 'kontra', 1: 'kontra', 2: 'kontra', 3: 'kontra', [declarer]: 're' };
  }
  G.contract = { kind, declarer, partner: null, decidedAt: 0 };
  G.levels = levels;
  G.tricks = deckOrderTricks(winners);
  return G;
}

const reTakes = (n: number) => [...Array(n).fill('0'), ...Array(12 - n).fill('2')] as string[];

describe('scoring a round (DDV count)', () => {
  it('gives the winner 1, plus 1 each for the losers under 90, 60, 30 and schwarz, and the foxes caught', () => {
    const result = roundResult(finished('normal', reTakes(12)));
    expect(result.winner).toBe('re');
    expect(result.rePoints).toBe(240);
    // won, under 90, 60, 30, schwarz; both foxes of seat 3 (Kontra) caught by Re.
    expect(result.value).toBe(7);
    expect(seatPoints(['0', '1', '2', '3'], result)).toEqual({ 0: 7, 1: 7, 2: -7, 3: -7 });
  });

  it('lets Kontra win with 120 and scores against the old ones', () => {
    const result = roundResult(finished('normal', reTakes(6)));
    expect([result.rePoints, result.kontraPoints]).toEqual([120, 120]);
    expect(result.winner).toBe('kontra');
    expect(result.items.map((item) => [item.key, item.value])).toEqual([
      ['score.won', -1],
      ['score.againstTheOld', -1],
      // The fox of seat 3 (Kontra) in the sixth trick went to Re.
      ['score.fox', 1],
    ]);
    expect(result.value).toBe(-1);
  });

  it('lets Re win with 120 when only Kontra was said', () => {
    const G = finished('normal', reTakes(6), { re: 0, kontra: 1 });
    expect(requirementOf(G.levels, 're')).toBe(120);
    expect(requirementOf(G.levels, 'kontra')).toBe(121);
    const result = roundResult(G);
    expect(result.winner).toBe('re');
    expect(result.value).toBe(1 + 2 + 1);
  });

  it('after Re says No 90, Kontra wins with 90 and scores 120 against it', () => {
    const G = finished('normal', reTakes(6), { re: 2, kontra: 0 });
    expect(requirementOf(G.levels, 're')).toBe(151);
    expect(requirementOf(G.levels, 'kontra')).toBe(90);
    const result = roundResult(G);
    expect(result.winner).toBe('kontra');
    expect(result.items.map((item) => item.key)).toEqual([
      'score.won',
      'score.reSaid',
      'score.no90Said',
      'score.against90',
      'score.againstTheOld',
      'score.fox',
    ]);
    expect(result.value).toBe(-1 - 2 - 1 - 1 - 1 + 1);
  });

  it('needs every trick after Schwarz is said, and one trick against it', () => {
    const G = finished('normal', reTakes(11), { re: 5, kontra: 0 });
    expect(requirementOf(G.levels, 're')).toBe('all');
    expect(roundResult(G).winner).toBe('kontra');
  });

  it('triples a silent solo for its player and counts no special points', () => {
    const result = roundResult(finished('silentSolo', reTakes(12), { re: 0, kontra: 0 }, '0'));
    expect(result.solo).toBe(true);
    expect(result.value).toBe(5);
    expect(seatPoints(['0', '1', '2', '3'], result)).toEqual({ 0: 15, 1: -5, 2: -5, 3: -5 });
  });

  it('scores Charlie for the side taking the last trick with a club jack, and a Doppelkopf for a trick of 40', () => {
    const G = finished('normal', reTakes(6));
    G.tricks[11] = {
      leader: '0',
      winner: '2',
      cards: cards("9-spades 9-spades' J-clubs 9-hearts").map((card, i) => ({ seat: String(i), card })),
    };
    G.tricks[10] = {
      leader: '0',
      winner: '3',
      cards: cards('A-clubs A-spades A-hearts 10-spades').map((card, i) => ({ seat: String(i), card })),
    };
    const keys = roundResult(G).items.map((item) => [item.key, item.value]);
    expect(keys).toContainEqual(['score.charlie', -1]);
    expect(keys).toContainEqual(['score.doppelkopf', -1]);
  });

  it('has nobody win when both sides miss what they announced', () => {
    const result = roundResult(finished('normal', reTakes(7), { re: 2, kontra: 2 }));
    expect(result.winner).toBeNull();
    expect(result.items.map((item) => item.key)).toEqual(['score.fox']);
  });
});
