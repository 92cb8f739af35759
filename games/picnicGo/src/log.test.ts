import type { Ctx } from 'boardgame.io';
import { type LogLine, withSeededChance } from '@tabula/game-kit';
import { isCardKey } from '@tabula/cards/testing';
import { logTextProblems, seededRandom, unusedLogTexts } from '@tabula/game-kit/testing';
import { Client } from 'boardgame.io/client';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it_ from '../locales/it.json';
import pt from '../locales/pt.json';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import type { PicnicGoState } from './types';

const LOCALES = { en, pt, de, fr, it: it_ };

/** Every log line of a seeded random match, with the log as it stood when each pick was made. */
function playedLog(numPlayers: number, seed: number): { lines: LogLine[]; linesWhilePicksOpen: LogLine[][] } {
  const client = Client({
    game: withSeededChance({ ...game, seed: `log ${seed}`, playerView: undefined }),
    numPlayers,
    debug: false,
  });
  client.start();
  const random = seededRandom(seed);
  const linesWhilePicksOpen: LogLine[][] = [];
  for (let moves = 0; moves < 600; moves += 1) {
    const { G, ctx } = client.store.getState() as { G: PicnicGoState; ctx: Ctx };
    if (ctx.gameover) break;
    const options = Object.keys(ctx.activePlayers ?? {}).flatMap((seat) =>
      enumerateMoves(G, ctx, seat).map((m) => ({ seat, m })),
    );
    const choice = options[Math.floor(random() * options.length)]!;
    client.updatePlayerID(choice.seat);
    client.moves[choice.m.move]!(...choice.m.args);
    const after = client.store.getState().G as PicnicGoState;
    if (Object.values(after.picks.picks).some((pick) => pick !== null)) linesWhilePicksOpen.push([...after.log]);
  }
  const { G } = client.store.getState() as { G: PicnicGoState };
  return { lines: G.log, linesWhilePicksOpen };
}

describe('the Picnic Go log', () => {
  const played = [2, 5].map((numPlayers) => playedLog(numPlayers, numPlayers));
  const lines = played.flatMap((match) => match.lines);

  it('reads in all five languages, about another seat and about "You"', () => {
    expect(logTextProblems(LOCALES, lines)).toEqual([]);
  });

  it('uses every log text it has', () => {
    const more = [3, 4, 6, 7].flatMap((seed) => playedLog(4, seed).lines);
    expect(unusedLogTexts(LOCALES, [...lines, ...more])).toEqual([]);
  });

  it('names no card by its id, and tells nothing of a pick before the reveal', () => {
    expect(lines.every((line) => Object.keys(line.values ?? {}).every((key) => !isCardKey(key)))).toBe(true);
    // While picks are open, the last line is never about a card taken: the reveal writes those.
    for (const log of played.flatMap((match) => match.linesWhilePicksOpen)) {
      expect(log.at(-1)?.key).toMatch(/^(roundStarted|revealed|took|usedFork|chips|cupcakes|roundOver|ready)/);
    }
    expect(lines.some((line) => line.key === 'tookPizza')).toBe(true);
  });
});
