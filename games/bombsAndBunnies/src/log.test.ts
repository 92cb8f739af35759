import type { Ctx } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { type LogLine, withSeededChance } from '@tabula/game-kit';
import { logTextProblems, seededRandom, unusedLogTexts } from '@tabula/game-kit/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it_ from '../locales/it.json';
import pt from '../locales/pt.json';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { table } from './testTable';
import type { BombsAndBunniesState, CardKind } from './types';

const LOCALES = { en, pt, de, fr, it: it_ };

/** Every log line of a seeded random match. */
function playedLog(numPlayers: number, seed: number): LogLine[] {
  const client = Client({
    game: withSeededChance({ ...game, seed: `log ${seed}`, playerView: undefined }),
    numPlayers,
    debug: false,
  });
  client.start();
  const random = seededRandom(seed);
  for (let moves = 0; moves < 2000; moves += 1) {
    const { G, ctx } = client.store.getState() as { G: BombsAndBunniesState; ctx: Ctx };
    if (ctx.gameover) break;
    const options = enumerateMoves(G, ctx, ctx.currentPlayer);
    const choice = options[Math.floor(random() * options.length)]!;
    client.updatePlayerID(ctx.currentPlayer);
    client.moves[choice.move]!(...choice.args);
  }
  return (client.store.getState().G as BombsAndBunniesState).log;
}

describe('the Bombs & Bunnies log', () => {
  const written = [2, 4, 6].flatMap((numPlayers) => [1, 2].flatMap((seed) => playedLog(numPlayers, seed)));

  it('reads in all five languages, about another seat and about "You"', () => {
    expect(logTextProblems(LOCALES, written)).toEqual([]);
  });

  it('uses every log text it has', () => {
    const four = [0, 1, 2, 3].map((): CardKind[] => ['bunny']);
    const t = table({ hands: four, stacks: four });
    t.as('0').bet!(2);
    t.as('1').pass!();
    t.as('2').pass!();
    t.as('3').pass!();
    t.as('0').resign!();
    expect(unusedLogTexts(LOCALES, [...written, ...t.state().G.log])).toEqual([]);
  });

  it('never names a card: a placement and a lost card are told without their kind', () => {
    expect(written.some((line) => line.key === 'placed')).toBe(true);
    expect(written.some((line) => line.key === 'lostCard')).toBe(true);
    for (const line of written) expect(Object.values(line.values ?? {})).not.toEqual(expect.arrayContaining(['bunny']));
    expect(JSON.stringify(written)).not.toMatch(/"(bunny|bomb)"/);
  });

  it('tells a flip by its owner once it is face up', () => {
    const t = table({ hands: [[], []], stacks: [['bunny'], ['bomb']] });
    t.as('0').bet!(2);
    t.as('0').flip!('0');
    t.as('0').flip!('1');
    expect(t.state().G.log.slice(-3)).toEqual([
      { key: 'challenge', seat: '0', values: { amount: 2 } },
      { key: 'flippedBunny', seat: '0' },
      { key: 'flippedBomb', seat: '1' },
    ]);
  });
});
