import type { PlayerID } from 'boardgame.io';
import { roundScore, zeroSumPayments, type CardId } from '@tabula/cards';
import type { RoundScore } from '@tabula/game-kit';
import { findAnnouncement, gameLevel, otherSide } from './announcements';
import { KINGS, MOND, PAGAT, SKUS, TRULL } from './cards';
import { cardPointsWon, isEmperorsTrick, takerSide, TRICKS_PER_DEAL } from './play';
import type { BonusItem, ContractKind, DealResult, Side, ZwanzigerrufenState } from './types';

/** The contract's basic value: Normal 1, Suit Solo 4, Solo 5. */
export const BASIC_VALUE: Record<ContractKind, number> = { normal: 1, suitSolo: 4, solo: 5 };
const VALAT_SILENT = 6;
const VALAT_ANNOUNCED = 12;
const ABSOLUT_POINTS = 56;

type Scored = Pick<ZwanzigerrufenState, 'contract' | 'partner' | 'tricks' | 'dealtHands' | 'announcements' | 'seats'>;

/** +1 for the takers, -1 for the opponents. */
const sign = (side: Side) => (side === 'takers' ? 1 : -1);

/**
 * A bonus announced by a side scores 2 x its level, won or lost; unannounced ("silent") it scores 1
 * for the side that made it. `madeBy(side)` says whether a side made it.
 */
function bonus(G: Scored, item: BonusItem, madeBy: (side: Side) => boolean, silentBy: Side | null): number {
  let total = 0;
  for (const side of ['takers', 'opponents'] as const) {
    const announced = findAnnouncement(G, side, item);
    if (announced) total += sign(side) * (madeBy(side) ? 1 : -1) * 2 * announced.level;
  }
  const anyAnnounced = G.announcements.some((a) => a.item === item);
  if (!anyAnnounced && silentBy !== null) total += sign(silentBy);
  return total;
}

/** The side of the one original hand that held all of `cards`, or null. */
function heldTogetherBy(G: Scored, cards: readonly CardId[], takers: readonly PlayerID[]): Side | null {
  const holder = G.seats.find((seat) => cards.every((card) => (G.dealtHands[seat] ?? []).includes(card)));
  if (holder === undefined) return null;
  return takers.includes(holder) ? 'takers' : 'opponents';
}

const wonBy = (takers: readonly PlayerID[], seat: PlayerID): Side => (takers.includes(seat) ? 'takers' : 'opponents');

/** The side that won every one of `cards` in its tricks, or null. */
function capturedAllBy(G: Scored, takers: readonly PlayerID[], cards: readonly CardId[]): Side | null {
  const sides = cards.map((card) => {
    const trick = G.tricks.find((t) => t.cards.some((p) => p.card === card));
    return trick ? wonBy(takers, trick.winner) : null;
  });
  return sides.every((side) => side === sides[0]) ? sides[0]! : null;
}

/** The side whose Pagat took the last trick, or null. */
function pagatUltimoBy(G: Scored, takers: readonly PlayerID[]): Side | null {
  const last = G.tricks[TRICKS_PER_DEAL - 1];
  const pagat = last?.cards.find((p) => p.card === PAGAT);
  return last && pagat && last.winner === pagat.seat ? wonBy(takers, pagat.seat) : null;
}

/** The side that caught the other side's XXI with the Sküs, or null. */
function mondCaughtBy(G: Scored, takers: readonly PlayerID[]): Side | null {
  const trick = G.tricks.find((t) => t.cards.some((p) => p.card === SKUS) && t.cards.some((p) => p.card === MOND));
  if (!trick || isEmperorsTrick(trick)) return null;
  const skus = trick.cards.find((p) => p.card === SKUS)!;
  const mond = trick.cards.find((p) => p.card === MOND)!;
  if (trick.winner !== skus.seat || wonBy(takers, mond.seat) === wonBy(takers, skus.seat)) return null;
  return wonBy(takers, skus.seat);
}

/** The outcome of a played deal, every row signed for the takers. */
export function dealResult(G: Scored): DealResult {
  const contract = G.contract!;
  const takers = takerSide(G);
  const takerPoints = cardPointsWon(G, takers);
  const opponentPoints = 88 - takerPoints;
  const takerTricks = G.tricks.filter((t) => takers.includes(t.winner)).length;
  const allBy: Side | null = takerTricks === TRICKS_PER_DEAL ? 'takers' : takerTricks === 0 ? 'opponents' : null;
  const takerAbsolut = findAnnouncement(G, 'takers', 'absolut') !== undefined;
  const opponentAbsolut = findAnnouncement(G, 'opponents', 'absolut') !== undefined;
  const takerNeeded = takerAbsolut ? ABSOLUT_POINTS : opponentAbsolut ? 33 : 45;
  const opponentsNeeded = opponentAbsolut ? ABSOLUT_POINTS : takerAbsolut ? 33 : 44;
  const basicValue = BASIC_VALUE[contract.kind] * gameLevel(G);
  const empty = { valat: 0, absolut: 0, kings: 0, trull: 0, pagat: 0, mond: 0 };
  const result = (
    rows: Omit<DealResult, 'takers' | 'takerPoints' | 'takerNeeded' | 'opponentsNeeded' | 'value'>,
  ): DealResult => ({
    takers,
    takerPoints,
    takerNeeded,
    opponentsNeeded,
    ...rows,
    value: rows.basic + rows.valat + rows.absolut + rows.kings + rows.trull + rows.pagat + rows.mond,
  });

  const valatAnnounced = G.announcements.filter((a) => a.item === 'valat');
  if (valatAnnounced.length > 0 || allBy !== null) {
    // A Valat replaces everything else: the basic value goes to the side that took every trick, or
    // against the side whose announced Valat failed (by card points when both sides' failed).
    const valat =
      valatAnnounced.length > 0
        ? valatAnnounced.reduce((sum, a) => sum + sign(a.side) * (allBy === a.side ? 1 : -1) * VALAT_ANNOUNCED * a.level, 0)
        : sign(allBy!) * VALAT_SILENT;
    const announcers = new Set(valatAnnounced.map((a) => a.side));
    const byPoints: Side = takerPoints >= takerNeeded ? 'takers' : 'opponents';
    const winner = allBy ?? (announcers.size === 1 ? otherSide(valatAnnounced[0]!.side) : byPoints);
    return result({ ...empty, basic: sign(winner) * basicValue, valat });
  }

  const basic = takerPoints >= takerNeeded ? basicValue : opponentPoints >= opponentsNeeded ? -basicValue : 0;
  const pointsOf = (side: Side) => (side === 'takers' ? takerPoints : opponentPoints);
  const silentAbsolut = (['takers', 'opponents'] as const).find((side) => pointsOf(side) >= ABSOLUT_POINTS) ?? null;
  const suitSolo = contract.kind === 'suitSolo';
  const mond = mondCaughtBy(G, takers);
  const captured = (cards: readonly CardId[]) => (side: Side) => capturedAllBy(G, takers, cards) === side;
  return result({
    basic,
    valat: 0,
    absolut: bonus(G, 'absolut', (side) => pointsOf(side) >= ABSOLUT_POINTS, silentAbsolut),
    kings: bonus(G, 'kings', captured(KINGS), heldTogetherBy(G, KINGS, takers)),
    trull: suitSolo ? 0 : bonus(G, 'trull', captured(TRULL), heldTogetherBy(G, TRULL, takers)),
    pagat: suitSolo ? 0 : bonus(G, 'pagat', (side) => pagatUltimoBy(G, takers) === side, pagatUltimoBy(G, takers)),
    mond: suitSolo ? 0 : bonus(G, 'mond', (side) => mond === side, mond),
  });
}

/** The contract's key in the locale namespace. */
export const contractKey = (kind: ContractKind) => `contracts.${kind}`;

/** The score-sheet row of a played deal, with its zero-sum payments (a lone taker gets three times the value). */
export function dealRow(G: ZwanzigerrufenState, result: DealResult): RoundScore {
  const contract = G.contract!;
  return roundScore(G.seats, {
    round: G.rounds.length + 1,
    dealer: G.dealer,
    declarer: contract.taker,
    contract: contractKey(contract.kind),
    points: zeroSumPayments(G.seats, result.takers, result.value),
    breakdown: {
      'score.points': `${result.takerPoints} (${result.takerNeeded})`,
      'score.basic': result.basic,
      'score.valat': result.valat !== 0 && result.valat,
      'score.absolut': result.absolut !== 0 && result.absolut,
      'score.kings': result.kings !== 0 && result.kings,
      'score.trull': result.trull !== 0 && result.trull,
      'score.pagat': result.pagat !== 0 && result.pagat,
      'score.mond': result.mond !== 0 && result.mond,
      'score.value': result.value,
    },
  });
}
