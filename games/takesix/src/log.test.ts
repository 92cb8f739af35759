import type { LogLine } from '@tabula/game-kit';
import { logTextProblems, unusedLogTexts } from '@tabula/game-kit/testing';
import { Client } from 'boardgame.io/client';
import { withSeededChance } from '@tabula/game-kit';
import { seededRandom } from '@tabula/game-kit/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it_ from '../locales/it.json';
import pt from '../locales/pt.json';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { table } from './testTable';
import type { TakeSixState } from './types';

const LOCALES = { en, pt, de, fr, it: it_ };

/** A seeded random match of two deals or more, with every log line it wrote and, per line, the hands it was written beside. */
function playedLog(numPlayers: number, seed: number) {
  const client = Client({
    game: withSeededChance({ ...game, seed: `log ${seed}`, playerView: undefined }),
    numPlayers,
    debug: false,
  });
  client.start();
  const random = seededRandom(seed);
  const hiddenWhenWritten: Array<{ line: LogLine; hidden: Set<number> }> = [];
  for (let moves = 0; moves < 400; moves += 1) {
    const { G, ctx } = client.store.getState() as { G: TakeSixState; ctx: import('boardgame.io').Ctx };
    if (ctx.gameover) break;
    const options = Object.keys(ctx.activePlayers ?? {}).flatMap((seat) =>
      enumerateMoves(G, ctx, seat).map((m) => ({ seat, m })),
    );
    const choice = options[Math.floor(random() * options.length)]!;
    const before = G.log.length;
    client.updatePlayerID(choice.seat);
    client.moves[choice.m.move]!(...choice.m.args);
    const after = client.store.getState().G as TakeSixState;
    const hidden = new Set([...Object.values(after.hands).flat(), ...after.undealtCards]);
    for (const line of after.log.slice(before)) hiddenWhenWritten.push({ line, hidden });
  }
  return hiddenWhenWritten;
}

describe('the Take 6! log', () => {
  const written = [2, 6].flatMap((numPlayers) => playedLog(numPlayers, numPlayers));

  it('reads in all five languages, about another seat and about "You"', () => {
    expect(
      logTextProblems(
        LOCALES,
        written.map(({ line }) => line),
      ),
    ).toEqual([]);
  });

  it('uses every log text it has', () => {
    const { pickAll, as } = table({
      hands: [
        [3, 95],
        [50, 96],
      ],
      rows: [[10], [20], [30], [40]],
    });
    pickAll([3, 50]);
    as('0').chooseRow!(0);
    expect(
      unusedLogTexts(
        LOCALES,
        written.map(({ line }) => line),
      ),
    ).toEqual([]);
  });

  it('never names a card still in a hand or undealt when the line is written', () => {
    const named = written.filter(({ line, hidden }) => typeof line.values?.card === 'number' && hidden.has(line.values.card));
    expect(named).toEqual([]);
    expect(written.some(({ line }) => line.key === 'placed')).toBe(true);
  });

  it('tells who took a row and how many bullheads', () => {
    const { pickAll, as, state } = table({
      hands: [
        [3, 95],
        [50, 96],
      ],
      rows: [[10, 11], [20], [30], [40]],
    });
    pickAll([3, 50]);
    as('0').chooseRow!(0);
    expect(state().G.log).toContainEqual({ key: 'choseRow', seat: '0', values: { card: 3, row: 1, bullheads: 8 } });
  });
});
