import type { Ctx } from 'boardgame.io';
import { allCards } from '@tabula/cards';
import { playerViewFor, randomPositions, seededRandom } from '@tabula/game-kit';
import { DECK } from './cards';
import { chooseCard } from './cardSearch';
import { sampleInformed } from './determinize';
import { game } from './game';
import { copyForPlayout, payoffOf, playOut } from './playout';
import { card, cards } from './testState';
import type { TarotState } from './types';
import type { TarotView } from './view';

const playCtx = (seat: string) =>
  ({ phase: 'play', currentPlayer: seat, activePlayers: null, gameover: undefined, numPlayers: 4 }) as unknown as Ctx;

/** A garde taken by seat 1, which led the Queen of hearts; seats 2 and 3 followed low; seat 0 holds the King. */
function queenLed(): TarotState {
  const [G] = randomPositions(game, { count: 1, numPlayers: 4, seed: 1 }).map((p) => p.G as TarotState);
  const own = cards('Kh 2h 1c 2c 3c 4c 5c 6c 7c 8c 9c 10c 1s 2s 3s 4s 5s 6s');
  const trick = cards('Qh 5h 7h');
  const rest = allCards(DECK).filter((c) => !own.includes(c) && !trick.includes(c));
  const hands = { '0': own, '1': rest.slice(0, 17), '2': rest.slice(17, 34), '3': rest.slice(34, 51) };
  return {
    ...G!,
    hands,
    dealtHands: hands,
    kitty: rest.slice(51, 57),
    kittyShown: false,
    discards: [],
    trumpDiscards: [],
    bids: [{ seat: '1', call: 'gardeSans' }],
    contract: { kind: 'gardeSans', taker: '1', calledCard: null, slam: false, ready: true },
    partner: null,
    poignees: [],
    shownPoignee: null,
    trick: {
      leader: '1',
      cards: [
        { seat: '1', card: trick[0]! },
        { seat: '2', card: trick[1]! },
        { seat: '3', card: trick[2]! },
      ],
    },
    tricks: [],
    toAct: '0',
    revealed: false,
  };
}

describe('the card search', () => {
  it('plays a deal out to its last trick, the payoffs summing to zero', () => {
    const G = queenLed();
    playOut(G, seededRandom(1));
    expect(G.tricks).toHaveLength(18);
    expect(Object.values(G.hands).flat()).toEqual([]);
    expect(G.seats.reduce((sum, seat) => sum + payoffOf(copyForPlayout(G), seat), 0)).toBe(0);
  });

  it('takes the taker’s Queen with its King rather than playing low', () => {
    const G = queenLed();
    const view = playerViewFor(game, G, playCtx('0'), '0') as TarotView;
    const choice = chooseCard(view, playCtx('0'), '0', { samples: 60, timeMs: 10_000 }, seededRandom(3), sampleInformed);
    expect(choice.card).toBe(card('Kh'));
    expect(choice.means.get(card('Kh'))!).toBeGreaterThan(choice.means.get(card('2h'))!);
  });
});
