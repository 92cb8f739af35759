import type { PlayerID } from 'boardgame.io';
import { DECKS, roundScore, zeroSumPayments, type CardId } from '@tabula/cards';
import type { RoundScore } from '@tabula/game-kit';
import { trumpOrder } from './contracts';
import { cardPointsOf, takerSide, tricksWonBy } from './play';
import type { Contract, DealResult, DeckNameUsed, SchafkopfState } from './types';

/** Basic values in abstract units: Rufspiel 1, Bettel 3, Solo and Wenz 5, Tout 10. */
export const BASIC_VALUE = { rufspiel: 1, bettel: 3, wenz: 5, solo: 5, tout: 10 } as const;

/**
 * Running trumps (Laufende): the top trumps held without a gap by one side's original hands,
 * the taker's side if it holds the highest trump, else the opponents. Counted from three (two in
 * a Wenz), continuing down the whole trump order. None in a Bettel.
 */
export function runningTrumps(
  deckName: DeckNameUsed,
  contract: Pick<Contract, 'kind' | 'trumpSuit'>,
  dealtHands: Record<PlayerID, readonly CardId[]>,
  takers: readonly PlayerID[],
): number {
  const deck = DECKS[deckName];
  const faces = trumpOrder(deck, contract.kind, contract.trumpSuit);
  if (faces.length === 0) return 0;
  const takerCards = new Set(takers.flatMap((seat) => dealtHands[seat] ?? []));
  const heldByTakers = (index: number) => {
    const face = faces[index]!;
    const id = deck.cards.find((card) => card.suit === face.suit && card.rank === face.rank)!.id;
    return takerCards.has(id);
  };
  const side = heldByTakers(0);
  let run = 0;
  while (run < faces.length && heldByTakers(run) === side) run += 1;
  const minimum = contract.kind === 'wenz' ? 2 : 3;
  return run >= minimum ? run : 0;
}

/** The outcome of a decided deal: who won and the value each opponent pays (negative: receives). */
export function dealResult(G: SchafkopfState): DealResult {
  const contract = G.contract!;
  const takers = takerSide(G);
  const takerPoints = cardPointsOf(G, takers);
  const takerTricks = tricksWonBy(G, takers).length;
  const allTricks = G.dealtHands[contract.taker]!.length;
  const multiplier = 2 ** ((G.contra.length > 0 ? 1 : 0) + (G.re.length > 0 ? 1 : 0));
  let won: boolean;
  let basic: number;
  let running = 0;
  let schneider = false;
  let schwarz = false;
  if (contract.kind === 'bettel') {
    won = takerTricks === 0 && G.tricks.length === allTricks;
    basic = BASIC_VALUE.bettel;
  } else {
    running = runningTrumps(G.deckName, contract, G.dealtHands, takers);
    if (contract.tout) {
      won = takerTricks === allTricks;
      basic = BASIC_VALUE.tout;
    } else {
      won = takerPoints >= 61;
      basic = BASIC_VALUE[contract.kind];
      // Schwarz counts tricks: one side took them all.
      schwarz = takerTricks === allTricks || takerTricks === 0;
      schneider = !schwarz && (takerPoints > 90 || takerPoints <= 30);
    }
  }
  const total = (basic + running + (schwarz ? 2 : schneider ? 1 : 0)) * multiplier;
  return { takers, won, takerPoints, takerTricks, basic, running, schneider, schwarz, multiplier, value: won ? total : -total };
}

/** The contract's key in the locale namespace: "contracts.solo.acorns", "contracts.wenzTout"... */
export function contractKey(contract: Contract): string {
  if (contract.kind === 'rufspiel') return `contracts.rufspiel.${contract.calledSuit}`;
  if (contract.kind === 'solo') return `contracts.${contract.tout ? 'soloTout' : 'solo'}.${contract.trumpSuit}`;
  if (contract.kind === 'wenz') return contract.tout ? 'contracts.wenzTout' : 'contracts.wenz';
  return 'contracts.bettel';
}

/** The score-sheet row of a decided deal, with its zero-sum payments. */
export function dealRow(G: SchafkopfState, result: DealResult): RoundScore {
  const contract = G.contract!;
  const cardGame = contract.kind !== 'bettel' && !contract.tout;
  return roundScore(G.seats, {
    round: G.rounds.length + 1,
    dealer: G.dealer,
    declarer: contract.taker,
    contract: contractKey(contract),
    points: zeroSumPayments(G.seats, result.takers, result.value),
    breakdown: {
      'score.points': result.takerPoints,
      'score.tricks': !cardGame && result.takerTricks,
      'score.basic': result.basic,
      'score.running': result.running > 0 && result.running,
      'score.schneider': result.schneider && 1,
      'score.schwarz': result.schwarz && 2,
      'score.multiplier': result.multiplier > 1 && `×${result.multiplier}`,
      'score.value': Math.abs(result.value),
    },
  });
}
