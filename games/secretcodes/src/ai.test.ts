import { playerViewFor, seatsThatMayAct } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
import { chooseClue, aiConfig } from './ai';
import { game } from './game';
import { ASSOCIATIONS } from './associations';
import { WORD_LISTS } from './words';
import { startedFour, testMatch } from './testMatch';
import { foldWord } from './wordText';
import type { SecretCodesView } from './view';

/** Computer players at every seat, from the lobby to the end: every move they choose is taken. */
async function botsPlay(numPlayers: number, seed: number, words: 'en' | 'de' = 'en') {
  const match = testMatch(numPlayers, { words }, `bots ${seed}`);
  const random = seededRandom(seed);
  const refused: string[] = [];
  for (let moves = 0; moves < 600 && !match.state().ctx.gameover; moves += 1) {
    const { G, ctx } = match.state();
    const acting = seatsThatMayAct(ctx);
    const seat = acting[Math.floor(random() * acting.length)]!;
    const view = playerViewFor(game, G, ctx, seat) as SecretCodesView;
    const choice = await aiConfig.chooseMove({ view, ctx, playerID: seat, level: 'normal', random });
    if (!match.as(seat)(choice.move, ...choice.args)) refused.push(`${choice.move}(${JSON.stringify(choice.args)})`);
  }
  return { refused, over: match.state().ctx.gameover !== undefined };
}

describe('the computer player', () => {
  it.each([2, 4, 7])('plays whole games at %i seats, every move it chooses taken', async (numPlayers) => {
    for (const seed of [1, 2, 3])
      expect(await botsPlay(numPlayers, seed, seed === 2 ? 'de' : 'en')).toEqual({ refused: [], over: true });
  });

  it('as spymaster never gives a theme that holds the assassin, and counts only its own agents', () => {
    let themed = 0;
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const { state } = startedFour({}, seed);
      const { G } = state();
      const team = G.turn!.team;
      const [clue, number] = chooseClue(G, team, seededRandom(1)).args as [string, number];
      const theme = ASSOCIATIONS.en.find((candidate) => candidate.clue === clue);
      if (!theme) continue;
      themed += 1;
      const cards = theme.words.map((word) => G.words.indexOf(word)).filter((card) => card >= 0);
      expect(cards.map((card) => G.key![card])).not.toContain('assassin');
      expect(cards.filter((card) => G.key![card] === team)).toHaveLength(number);
    }
    expect(themed).toBeGreaterThanOrEqual(6);
  });
});

describe('the association tables', () => {
  it.each(Object.entries(WORD_LISTS))('(%s) name only words of their list, with clues of one word', (language, words) => {
    const list = new Set(words.map(foldWord));
    const table = ASSOCIATIONS[language as keyof typeof WORD_LISTS];
    expect(table.length).toBeGreaterThanOrEqual(30);
    expect(table.flatMap((theme) => theme.words).filter((word) => !list.has(foldWord(word)))).toEqual([]);
    expect(table.map((theme) => theme.clue).filter((clue) => !/^\p{L}+$/u.test(clue))).toEqual([]);
  });
});
