// Secret Dracula's computer player (src/ai.ts): its reply time at 5 and 10 players, and the
// share of matches each side wins when it is played by the computer and the other side by random
// players (node scripts/bench.mjs secretDracula).
import os from 'node:os';
import type { Ctx, PlayerID } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import {
  type AiConfig,
  playerViewFor,
  randomPlayer,
  randomPositions,
  seatsThatMayAct,
  seededRandom,
  withSeededChance,
} from '@tabula/game-kit';
import { type BenchFigure, type BenchOutput, summarize } from '@tabula/game-kit/testing';
import { aiConfig } from '../src/ai';
import { game } from '../src/game';
import { partyOf } from '../src/roles';
import type { Party, SecretDraculaState } from '../src/types';
import type { SecretDraculaView } from '../src/view';

const POSITIONS = 60;
const MATCHES = 100;
const PLAYERS = [5, 7, 10];

async function replyTimes(numPlayers: number): Promise<number[]> {
  const times: number[] = [];
  const positions = randomPositions(game, { count: POSITIONS, numPlayers, seed: numPlayers });
  for (const [index, { G, ctx }] of positions.entries()) {
    const seat = seatsThatMayAct(ctx)[0];
    if (seat === undefined) continue;
    const view = playerViewFor(game, G, ctx, seat) as SecretDraculaView;
    const started = performance.now();
    await aiConfig.chooseMove({ view, ctx, playerID: seat, level: 'normal', random: seededRandom(index + 1) });
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * One match: roles are dealt first, then each seat is played by the computer when its side is in
 * `computerSides`, else at random; the winning side.
 */
async function playOne(numPlayers: number, seed: number, computerSides: Party[]): Promise<Party> {
  const client = Client({
    game: withSeededChance({ ...game, seed: `bench ${seed}`, playerView: undefined }),
    numPlayers,
    debug: false,
  });
  client.start();
  const random = seededRandom(seed);
  const randomBot = randomPlayer(game) as unknown as AiConfig<SecretDraculaView>;
  for (let moves = 0; moves < 3000; moves += 1) {
    const { G, ctx } = client.getState() as { G: SecretDraculaState; ctx: Ctx };
    if (G.winner !== null) return G.winner;
    const seat: PlayerID = seatsThatMayAct(ctx)[0]!;
    const bot = computerSides.includes(partyOf(G.roles[seat]!)) ? aiConfig : randomBot;
    const view = playerViewFor(game, G, ctx, seat) as SecretDraculaView;
    const move = await bot.chooseMove({ view, ctx, playerID: seat, level: 'normal', random });
    client.updatePlayerID(seat);
    client.moves[move.move]!(...(move.args ?? []));
  }
  throw new Error('Secret Dracula bench: a match did not end');
}

async function villagerWins(numPlayers: number, computerSides: Party[]): Promise<number> {
  let wins = 0;
  for (let match = 0; match < MATCHES; match += 1)
    if ((await playOne(numPlayers, match + 1, computerSides)) === 'villagers') wins += 1;
  return wins;
}

const SETUPS: Array<{ label: string; sides: Party[] }> = [
  { label: 'all random', sides: [] },
  { label: 'computer villagers vs random vampires', sides: ['villagers'] },
  { label: 'random villagers vs computer vampires', sides: ['vampires'] },
  { label: 'computer on both sides', sides: ['villagers', 'vampires'] },
];

export default async function bench(): Promise<BenchOutput> {
  const load = os.loadavg()[0]!.toFixed(1);
  const figures: BenchFigure[] = [];
  for (const numPlayers of [5, 10])
    figures.push(summarize(`AI reply time, ${numPlayers} players`, 'ms', await replyTimes(numPlayers)));
  const rows: string[] = [];
  for (const numPlayers of PLAYERS) {
    const cells: string[] = [];
    for (const { label, sides } of SETUPS) {
      const wins = await villagerWins(numPlayers, sides);
      figures.push({ name: `villager wins, ${label}, ${numPlayers} players`, unit: '%', runs: MATCHES, median: wins, p99: wins });
      cells.push(`${wins}%`);
    }
    rows.push(`| ${numPlayers} | ${cells.join(' | ')} |`);
  }
  const markdown = `Secret Dracula's computer player (rules of thumb on its seat's view). Villagers' share of ${MATCHES} matches
per cell (the vampires win the rest), each seat played by the computer or at random by its side:

| players | ${SETUPS.map((setup) => setup.label).join(' | ')} |
|---|${SETUPS.map(() => '---').join('|')}|
${rows.join('\n')}

Load average ${load} when the run started (a shared, busy machine).`;
  return { figures, markdown };
}
