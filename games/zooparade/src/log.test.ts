import type { Ctx } from 'boardgame.io';
import { withSeededChance } from '@tabula/game-kit';
import { logTextProblems, seededRandom, unusedLogTexts } from '@tabula/game-kit/testing';
import { Client } from 'boardgame.io/client';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it_ from '../locales/it.json';
import pt from '../locales/pt.json';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { table } from './testTable';
import type { ZooParadeState } from './types';

const LOCALES = { en, pt, de, fr, it: it_ };

/** Every log line of seeded random matches, each with the ids of the cards still hidden (hands and deck) when written. */
function playedLog(numPlayers: number, seed: number, emptyHints: 'refused' | 'allowed') {
  const seeded = withSeededChance({ ...game, seed: `log ${seed}`, playerView: undefined });
  const setup = seeded.setup!;
  const client = Client({ game: { ...seeded, setup: (context) => setup(context, { emptyHints }) }, numPlayers, debug: false });
  client.start();
  const random = seededRandom(seed);
  const written: Array<{ line: ZooParadeState['log'][number]; lastCard?: number; hidden: Set<number> }> = [];
  for (const line of (client.getState()!.G as ZooParadeState).log) written.push({ line, hidden: new Set() });
  for (let moves = 0; moves < 400; moves += 1) {
    const { G, ctx } = client.getState() as unknown as { G: ZooParadeState; ctx: Ctx };
    if (ctx.gameover) break;
    const options = enumerateMoves(G, ctx, ctx.currentPlayer);
    const choice = options[Math.floor(random() * options.length)]!;
    const before = G.log.length;
    client.updatePlayerID(ctx.currentPlayer);
    client.moves[choice.move]!(...choice.args);
    const after = client.getState()!.G as ZooParadeState;
    const hidden = new Set([...Object.values(after.hands).flat(), ...after.deck].map((card) => card.id));
    const action = after.lastAction;
    const lastCard = action && action.kind !== 'hint' ? action.card.id : undefined;
    for (const line of after.log.slice(before)) written.push({ line, lastCard, hidden });
  }
  return written;
}

describe('the Zoo Parade log', () => {
  const written = [
    ...playedLog(2, 1, 'refused'),
    ...playedLog(5, 2, 'allowed'),
    ...playedLog(3, 3, 'allowed'),
    ...playedLog(4, 4, 'refused'),
  ];

  it('reads in all five languages, about another seat and about "You"', () => {
    expect(
      logTextProblems(
        LOCALES,
        written.map(({ line }) => line),
      ),
    ).toEqual([]);
  });

  it('uses every log text it has', () => {
    // The final round, which random play rarely reaches alive: the last card drawn.
    const t = table({ hands: [[[0, 1]], [[1, 1]]], deck: [[2, 1]], treats: 5 });
    t.as('0').discard!(t.idAt('0', 0));
    const lines = [...written.map(({ line }) => line), ...t.state().G.log];
    expect(lines.some((line) => line.key === 'finalRound')).toBe(true);
    expect(unusedLogTexts(LOCALES, lines)).toEqual([]);
  });

  it('names a card only once it has left the hands for the piles or the trash', () => {
    const cardLines = written.filter(({ line }) => ['played', 'misplayed', 'discarded'].includes(line.key));
    expect(cardLines.length).toBeGreaterThan(0);
    for (const { lastCard, hidden } of cardLines) expect(hidden.has(lastCard!)).toBe(false);
    // No line carries a card id at all: the lines hold animal and value as text, never an id.
    expect(written.every(({ line }) => !('id' in (line.values ?? {})))).toBe(true);
  });
});
