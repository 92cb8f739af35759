import type { Ctx } from 'boardgame.io';
import { type LogLine, withSeededChance } from '@tabula/game-kit';
import { logTextProblems, seededRandom, unusedLogTexts } from '@tabula/game-kit/testing';
import { Client } from 'boardgame.io/client';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it_ from '../locales/it.json';
import pt from '../locales/pt.json';
import { enumerateMoves } from './enumerate';
import { game } from './game';
import { refusedIn, standardRoles, table } from './testTable';
import type { SecretDraculaState } from './types';

const LOCALES = { en, pt, de, fr, it: it_ };

/** Every line of a seeded random match, with whether the game was over when it was written. */
function playedLog(numPlayers: number, seed: number): Array<{ line: LogLine; over: boolean }> {
  const client = Client({
    game: withSeededChance({ ...game, seed: `log ${seed}`, playerView: undefined }),
    numPlayers,
    debug: false,
  });
  client.start();
  const random = seededRandom(seed);
  const written: Array<{ line: LogLine; over: boolean }> = [];
  let seen = 0;
  for (let moves = 0; moves < 1500; moves += 1) {
    const { G, ctx } = client.store.getState() as { G: SecretDraculaState; ctx: Ctx };
    for (const line of G.log.slice(seen)) written.push({ line, over: G.winner !== null });
    seen = G.log.length;
    if (ctx.gameover) break;
    const options = Object.keys(ctx.activePlayers ?? {}).flatMap((seat) =>
      enumerateMoves(G, ctx, seat).map((m) => ({ seat, m })),
    );
    const choice = options[Math.floor(random() * options.length)]!;
    client.updatePlayerID(choice.seat);
    client.moves[choice.m.move]!(...choice.m.args);
  }
  return written;
}

const SECRET_WORDS = ['villager', 'vampire', 'dracula', 'villagers', 'vampires', 'yes', 'no'];

describe('the Secret Dracula log', () => {
  const written = [5, 7, 10].flatMap((numPlayers) => [1, 2].flatMap((seed) => playedLog(numPlayers, seed * numPlayers)));

  it('reads in all five languages, about another seat and about "You"', () => {
    expect(
      logTextProblems(
        LOCALES,
        written.map(({ line }) => line),
      ),
    ).toEqual([]);
  });

  it('uses every log text it has', () => {
    // The veto lines, which random matches rarely reach: one veto refused, one agreed.
    const vetoLog = (agree: boolean) => {
      const deck = ['blood', 'blood', 'garlic', 'blood', 'blood', 'blood'] as const;
      const { as, elect, state } = table({ roles: standardRoles(5, 2), deck: [...deck], bloodEnacted: 5 });
      elect('3');
      as('0').mayorDiscard!('garlic');
      as('3').proposeVeto!();
      as('0').answerVeto!(agree);
      return state().G.log;
    };
    // And Dracula executed, which random matches may miss.
    const executed = table({
      roles: standardRoles(6, 2),
      deck: ['blood', 'blood', 'blood', 'garlic'],
      bloodEnacted: 3,
      mayor: '2',
    });
    executed.elect('4');
    executed.as('2').mayorDiscard!('blood');
    executed.as('4').priestDiscard!('blood');
    executed.as('2').execute!('0');
    const lines = [...written.map(({ line }) => line), ...vetoLog(true), ...vetoLog(false), ...executed.state().G.log];
    expect(unusedLogTexts(LOCALES, lines)).toEqual([]);
  });

  it('never names a role, a side or a ballot before the game is over, nor the kind a seat discarded', () => {
    const early = written.filter(({ over }) => !over).map(({ line }) => line);
    const told = early.filter((line) => Object.values(line.values ?? {}).some((value) => SECRET_WORDS.includes(String(value))));
    expect(told).toEqual([]);
    const discards = early.filter((line) => line.key === 'mayorDiscarded');
    expect(discards.length).toBeGreaterThan(0);
    expect(discards.every((line) => line.values === undefined)).toBe(true);
  });

  it('tells the vote by its counts when it is revealed, and who was executed', () => {
    const { state, as, elect, voteAll } = table({
      roles: standardRoles(6, 2),
      deck: ['blood', 'blood', 'blood', 'garlic', 'blood'],
      bloodEnacted: 3,
      mayor: '2',
    });
    as('2').nominate!('4');
    voteAll(['2', '4', '5']);
    expect(state().G.log.at(-2)).toEqual({ key: 'rejected', values: { yes: 3, no: 3, tracker: 1 } });
    elect('5');
    as('3').mayorDiscard!('blood');
    as('5').priestDiscard!('blood');
    as('3').execute!('1');
    expect(state().G.log).toContainEqual({ key: 'executed', seat: '1' });
    expect(refusedIn(() => as('1').nominate!('2'))).toBe(1);
  });
});
