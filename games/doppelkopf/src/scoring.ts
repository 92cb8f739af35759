import type { PlayerID } from 'boardgame.io';
import { roundScore } from '@tabula/cards';
import type { RoundScore } from '@tabula/game-kit';
import { otherSide } from './announcements';
import { isCharlie, isFox } from './cards';
import { TRICKS_PER_ROUND, cardPointsOf, seatsOf, trickPoints } from './play';
import type { DoppelkopfState, RoundResult, Side } from './types';

/** What a side must reach to win: card points, or 'trick' (one trick at all) or 'all' (every trick). */
export type Requirement = number | 'trick' | 'all';

const OWN_TARGET: Record<number, Requirement> = { 2: 151, 3: 181, 4: 211, 5: 'all' };
const AGAINST_TARGET: Record<number, Requirement> = { 2: 90, 3: 60, 4: 30, 5: 'trick' };

/**
 * What `side` needs (DDV): 151, 181, 211 or every trick after its own No 90, No 60, No 30 or
 * Schwarz; else 90, 60, 30 or one trick against the other side's; else Re 121 and Kontra 120,
 * except that a Kontra said without any Re turns it round (Re 120, Kontra 121).
 */
export function requirementOf(levels: Record<Side, number>, side: Side): Requirement {
  const own = levels[side];
  const other = levels[otherSide(side)];
  if (own >= 2) return OWN_TARGET[own]!;
  if (other >= 2) return AGAINST_TARGET[other]!;
  const kontraAlone = levels.kontra >= 1 && levels.re === 0;
  if (side === 're') return kontraAlone ? 120 : 121;
  return kontraAlone ? 121 : 120;
}

function meets(requirement: Requirement, points: number, tricks: number): boolean {
  if (requirement === 'trick') return tricks > 0;
  if (requirement === 'all') return tricks === TRICKS_PER_ROUND;
  return points >= requirement;
}

/** Whether the special points (fox, Charlie, Doppelkopf, against the old ones) count: normal games and marriages with a partner. */
export const hasSpecialPoints = (G: DoppelkopfState) =>
  G.contract?.kind === 'normal' || (G.contract?.kind === 'marriage' && G.contract.partner !== null);

/** The special points each side earned: foxes caught, Charlie in the last trick, tricks of 40 or more. */
function specialPoints(G: DoppelkopfState): Array<{ key: string; side: Side }> {
  const items: Array<{ key: string; side: Side }> = [];
  G.tricks.forEach((trick, index) => {
    const side = G.teams[trick.winner]!;
    for (const played of trick.cards) {
      if (isFox(played.card) && G.teams[played.seat] !== side) items.push({ key: 'score.fox', side });
    }
    if (trickPoints(trick) >= 40) items.push({ key: 'score.doppelkopf', side });
    const winning = trick.cards.find((played) => played.seat === trick.winner)!;
    if (index === TRICKS_PER_ROUND - 1 && isCharlie(winning.card)) items.push({ key: 'score.charlie', side });
  });
  return items;
}

/** The round's result by the DDV's count: game points to the winner, special points to each side. */
export function roundResult(G: DoppelkopfState): RoundResult {
  const points: Record<Side, number> = { re: cardPointsOf(G, 're'), kontra: cardPointsOf(G, 'kontra') };
  const tricks: Record<Side, number> = {
    re: G.tricks.filter((trick) => G.teams[trick.winner] === 're').length,
    kontra: G.tricks.filter((trick) => G.teams[trick.winner] === 'kontra').length,
  };
  const { levels } = G;
  const winner: Side | null = meets(requirementOf(levels, 're'), points.re, tricks.re)
    ? 're'
    : meets(requirementOf(levels, 'kontra'), points.kontra, tricks.kontra)
      ? 'kontra'
      : null;
  const items: Array<{ key: string; value: number }> = [];
  if (winner !== null) {
    const loser = otherSide(winner);
    const sign = winner === 're' ? 1 : -1;
    const add = (key: string, when: boolean, value = 1) => {
      if (when) items.push({ key, value: sign * value });
    };
    add('score.won', true);
    add('score.under90', points[loser] < 90);
    add('score.under60', points[loser] < 60);
    add('score.under30', points[loser] < 30);
    add('score.schwarz', tricks[loser] === 0);
    add('score.reSaid', levels.re >= 1, 2);
    add('score.kontraSaid', levels.kontra >= 1, 2);
    for (const side of ['re', 'kontra'] as const) {
      add('score.no90Said', levels[side] >= 2);
      add('score.no60Said', levels[side] >= 3);
      add('score.no30Said', levels[side] >= 4);
      add('score.schwarzSaid', levels[side] >= 5);
    }
    add('score.against90', levels[loser] >= 2 && points[winner] >= 120);
    add('score.against60', levels[loser] >= 3 && points[winner] >= 90);
    add('score.against30', levels[loser] >= 4 && points[winner] >= 60);
    add('score.againstSchwarz', levels[loser] >= 5 && points[winner] >= 30);
  }
  const special = hasSpecialPoints(G);
  if (special && winner === 'kontra') items.push({ key: 'score.againstTheOld', value: -1 });
  if (special) for (const item of specialPoints(G)) items.push({ key: item.key, value: item.side === 're' ? 1 : -1 });
  const reSeats = seatsOf(G, 're');
  return {
    rePoints: points.re,
    kontraPoints: points.kontra,
    winner,
    items,
    value: items.reduce((sum, item) => sum + item.value, 0),
    reSeats,
    solo: reSeats.length === 1,
  };
}

/** Each seat's score: every Re seat the value (three times for a lone player), every Kontra seat minus it. */
export function seatPoints(seats: readonly PlayerID[], result: RoundResult): Record<PlayerID, number> {
  const multiplier = result.reSeats.length === 1 ? 3 : 1;
  return Object.fromEntries(
    seats.map((seat) => [seat, result.reSeats.includes(seat) ? result.value * multiplier : -result.value]),
  );
}

/** The contract's key in the locale namespace: "contracts.normal", "contracts.soloQueens"... */
export function contractKey(G: DoppelkopfState): string {
  const contract = G.contract!;
  if (contract.kind === 'marriage' && contract.decidedAt > 0 && contract.partner === null) return 'contracts.marriageAlone';
  return `contracts.${contract.kind}`;
}

/** The score-sheet row of a finished round. */
export function roundRow(G: DoppelkopfState, result: RoundResult): RoundScore {
  const sumOf = (key: string) => result.items.filter((item) => item.key === key).reduce((sum, item) => sum + item.value, 0);
  const basic = result.items
    .filter((item) => !['score.charlie', 'score.doppelkopf', 'score.fox', 'score.againstTheOld'].includes(item.key))
    .reduce((sum, item) => sum + item.value, 0);
  const requirement = (side: Side) => {
    const value = requirementOf(G.levels, side);
    return typeof value === 'number' ? String(value) : value === 'all' ? '12' : '1';
  };
  return roundScore(G.seats, {
    round: G.rounds.length + 1,
    dealer: G.dealer,
    declarer: G.contract!.declarer ?? undefined,
    contract: contractKey(G),
    points: seatPoints(G.seats, result),
    breakdown: {
      'score.points': `${result.rePoints} : ${result.kontraPoints}`,
      'score.required': `${requirement('re')} / ${requirement('kontra')}`,
      'score.basic': basic,
      // The announcements made, labelled by the highest ("Re: No 60"), worth 2 and 1 more per level above.
      [`score.re${G.levels.re}`]: G.levels.re > 0 && G.levels.re + 1,
      [`score.kontra${G.levels.kontra}`]: G.levels.kontra > 0 && G.levels.kontra + 1,
      'score.againstTheOld': sumOf('score.againstTheOld') !== 0 && sumOf('score.againstTheOld'),
      'score.charlie': sumOf('score.charlie') !== 0 && sumOf('score.charlie'),
      'score.doppelkopf': sumOf('score.doppelkopf') !== 0 && sumOf('score.doppelkopf'),
      'score.foxes': sumOf('score.fox') !== 0 && sumOf('score.fox'),
      'score.value': result.value,
    },
  });
}
