// Secret Codes' computer player (src/ai.ts): its reply time as spymaster and as guesser, and how
// often a team of two computer players beats a team playing at random (node scripts/bench.mjs secretcodes).
import os from 'node:os';
import { type AiMove, playerViewFor, seatsThatMayAct } from '@tabula/game-kit';
import { seededRandom, summarize, type BenchFigure, type BenchOutput } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';
import { CLUE_STAGE } from '../src/stages';
import { startedFour } from '../src/testMatch';
import type { SecretCodesState, Team } from '../src/types';
import type { SecretCodesView } from '../src/view';

const MATCHES = 200;
const round2 = (value: number) => Math.round(100 * value) / 100;

/** The random team: a clue of 1 to 3 on a word not on the grid, one card at random, then a pass. */
function randomMove(G: SecretCodesState, stage: string | undefined, random: () => number): AiMove {
  if (stage === CLUE_STAGE) return { move: 'giveClue', args: ['Zebrafish', 1 + Math.floor(random() * 3)] };
  if (G.turn!.guessesMade > 0) return { move: 'pass', args: [] };
  const open = G.revealed.flatMap((card, index) => (card === null ? [index] : []));
  return { move: 'guess', args: [open[Math.floor(random() * open.length)]] };
}

/** One match at four seats (Blue 0 and 1, Red 2 and 3): `computer` plays the computer's team. */
async function play(seed: number, computer: Team, times: { clue: number[]; guess: number[] }) {
  const match = startedFour({ words: (['en', 'pt', 'de', 'fr', 'it'] as const)[seed % 5] }, `bench ${seed}`);
  const random = seededRandom(seed);
  for (let moves = 0; moves < 400 && !match.state().ctx.gameover; moves += 1) {
    const { G, ctx } = match.state();
    const seat = seatsThatMayAct(ctx)[0]!;
    const stage = ctx.activePlayers?.[seat];
    let choice: AiMove;
    if (G.teams[seat] === computer) {
      const view = playerViewFor(game, G, ctx, seat) as SecretCodesView;
      const started = performance.now();
      choice = await aiConfig.chooseMove({ view, ctx, playerID: seat, level: 'normal', random });
      (stage === CLUE_STAGE ? times.clue : times.guess).push(performance.now() - started);
    } else choice = randomMove(G, stage, random);
    if (!match.as(seat)(choice.move, ...choice.args)) throw new Error(`refused: ${choice.move} ${JSON.stringify(choice.args)}`);
  }
  const { G } = match.state();
  return { won: G.winner === computer, assassin: G.endReason === 'assassin' && G.winner !== computer };
}

export default async function bench(): Promise<BenchOutput> {
  const load = os.loadavg()[0]!.toFixed(1);
  const times = { clue: [] as number[], guess: [] as number[] };
  let won = 0;
  let assassin = 0;
  for (let seed = 1; seed <= MATCHES; seed += 1) {
    const result = await play(seed, seed % 2 === 0 ? 'blue' : 'red', times);
    if (result.won) won += 1;
    if (result.assassin) assassin += 1;
  }
  const figures: BenchFigure[] = [
    summarize('AI spymaster reply time, 4 players', 'ms', times.clue),
    summarize('AI guesser reply time, 4 players', 'ms', times.guess),
    {
      name: 'AI team vs random team: matches won (share)',
      unit: 'share',
      runs: MATCHES,
      median: round2(won / MATCHES),
      p99: round2(won / MATCHES),
    },
  ];
  const markdown = `Secret Codes' computer player: the spymaster picks the theme of the language's association table whose
unrevealed words are most its own agents (never one holding the assassin), the guessers reveal that theme's words.
${MATCHES} matches at four seats, the computer's team (spymaster and guesser) against a team giving a clue of 1-3 at
random and revealing one card at random: the computer's team won ${won} (${Math.round((100 * won) / MATCHES)}%), lost
${assassin} by revealing the assassin. Load average ${load} when the run started (a shared, busy machine).`;
  return { figures, markdown };
}
