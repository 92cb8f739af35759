import type { CardId } from '@tabula/cards';
import { BASE_VALUES } from './bidding';
import { trumpIds } from './cards';
import { nullValue } from './contract';
import type { Contract, DealOutcome, GameKind, Seat } from './types';

export const TRICKS_PER_DEAL = 10;

/**
 * Matadors of the declarer's twelve cards (the ten dealt and the skat): positive "with n", the
 * unbroken run of trumps held from the club jack down; negative "without n", the run of top trumps
 * missing above the highest held (without all, when no trump is held). Null games have none.
 */
export function matadors(kind: GameKind, cards: readonly CardId[]): number {
  if (kind === 'null') return 0;
  const held = new Set(cards);
  const trumps = trumpIds(kind);
  const withTop = held.has(trumps[0]!);
  let run = 0;
  while (run < trumps.length && held.has(trumps[run]!) === withTop) run += 1;
  return withTop ? run : -run;
}

interface Reached {
  schneider: boolean;
  schwarz: boolean;
}

/** Game 1, hand 1, Schneider 1 (reached or announced), announced 1, Schwarz 1 (reached or announced), announced 1, ouvert 1. */
export function levelsOf(contract: Contract, reached: Reached): number {
  const { hand, announcement } = contract;
  const ouvert = announcement === 'ouvert';
  const schwarzAnnounced = announcement === 'schwarz' || ouvert;
  const schneiderAnnounced = announcement === 'schneider' || schwarzAnnounced;
  return (
    1 +
    Number(hand) +
    Number(reached.schneider || schneiderAnnounced) +
    Number(schneiderAnnounced) +
    Number(reached.schwarz || schwarzAnnounced) +
    Number(schwarzAnnounced) +
    Number(ouvert)
  );
}

/** Card points the announcement alone asks for: 61, 90 after Schneider, all tricks (120) after Schwarz or ouvert. */
function announcedRequirement(contract: Contract): number {
  if (contract.announcement === 'schwarz' || contract.announcement === 'ouvert') return 120;
  return contract.announcement === 'schneider' ? 90 : 61;
}

export interface PlayedDeal {
  declarer: Seat;
  contract: Contract;
  bid: number;
  /** The declarer's ten dealt cards and the skat as dealt. */
  declarerCards: readonly CardId[];
  /** Card points of the declarer's tricks and of the skat (laid away or left untouched). */
  declarerPoints: number;
  declarerTricks: number;
}

/**
 * How a deal scores (ISkO): the declarer wins with 61 card points (90 after announcing Schneider,
 * every trick after Schwarz or ouvert), a null game with no trick; a suit game or grand whose
 * value falls short of the bid is lost, valued at the lowest multiple of its base value that
 * reaches the bid.
 */
export function scoreDeal(deal: PlayedDeal): DealOutcome {
  const { contract, bid, declarerPoints, declarerTricks } = deal;
  const common = { declarer: deal.declarer, contract, bid, declarerPoints, declarerTricks };
  if (contract.kind === 'null') {
    const value = nullValue(contract);
    return { ...common, won: declarerTricks === 0, value, required: 0, overbid: false, matadors: 0, levels: 0, baseValue: value };
  }
  const baseValue = BASE_VALUES[contract.kind];
  const tops = matadors(contract.kind, deal.declarerCards);
  const reached = {
    schneider: declarerPoints >= 90 || declarerPoints <= 30,
    schwarz: declarerTricks === TRICKS_PER_DEAL || declarerTricks === 0,
  };
  const levels = levelsOf(contract, reached);
  const gameValue = (Math.abs(tops) + levels) * baseValue;
  const needed = announcedRequirement(contract);
  const madeIt = needed === 120 ? declarerTricks === TRICKS_PER_DEAL : declarerPoints >= needed;
  const overbid = gameValue < bid;
  const value = overbid ? Math.ceil(bid / baseValue) * baseValue : gameValue;
  return {
    ...common,
    won: madeIt && !overbid,
    value,
    required: requiredPoints(contract, tops, bid),
    overbid,
    matadors: tops,
    levels,
    baseValue,
  };
}

/**
 * The card points the declarer needs to win, given the bid: 61, 90 or 120 (all tricks); 0 when no
 * outcome reaches the bid (the game is overbid whatever happens).
 */
export function requiredPoints(contract: Contract, tops: number, bid: number): number {
  if (contract.kind === 'null') return 0;
  const base = BASE_VALUES[contract.kind];
  const steps: Array<[number, Reached]> = [
    [61, { schneider: false, schwarz: false }],
    [90, { schneider: true, schwarz: false }],
    [120, { schneider: true, schwarz: true }],
  ];
  const needed = announcedRequirement(contract);
  for (const [points, reached] of steps) {
    if (points < needed) continue;
    if ((Math.abs(tops) + levelsOf(contract, reached)) * base >= bid) return points;
  }
  return 0;
}

/** Round score: the declarer +value when won, -2 x value when lost; the defenders nothing. */
export function declarerScore(outcome: DealOutcome): number {
  return outcome.won ? outcome.value : -2 * outcome.value;
}
