// The public game log: what the three players hear and see at a real table, never a card before
// everyone may see it (the skat and the cards laid away only once the round end shows them).
import { addLogLine } from '@tabula/game-kit';
import { cardOf, type CardId } from '@tabula/cards';
import { DECK } from './cards';
import { declarerScore } from './scoring';
import type { AuctionCall, Contract, DealOutcome, Seat, SkatState, SkatSuit } from './types';

const SUIT_SYMBOLS: Record<SkatSuit, string> = { clubs: '♣', spades: '♠', hearts: '♥', diamonds: '♦' };

/**
 * The cards as `rank1`, `suit1`, `rank2`...: the texts print each as its corner index (`cardIndex.<rank>`,
 * B for a jack in German) and its suit symbol. Strings only: a number under a card's name would read as a card id.
 */
export function cardValues(cards: readonly CardId[]): Record<string, string> {
  const values: Record<string, string> = {};
  cards.forEach((id, index) => {
    const { rank, suit } = cardOf(DECK, id);
    values[`rank${index + 1}`] = rank;
    values[`suit${index + 1}`] = SUIT_SYMBOLS[suit as SkatSuit];
  });
  return values;
}

/** The deal as the board counts it ("Deal 2 of 6": a thrown-in deal is dealt again under its number) and its dealer. */
export function logDealStart(G: SkatState, ordinal: number): void {
  addLogLine(G, { key: 'dealStarts', seat: G.dealer, values: { number: ordinal, total: G.settings.deals } });
}

/** A bid with its value, a hold of the value just bid, or a pass. */
export function logCall(G: SkatState, call: AuctionCall, highest: number | null): void {
  if (call.call === 'bid') addLogLine(G, { key: 'bid', seat: call.seat, values: { value: call.value } });
  else if (call.call === 'hold') addLogLine(G, { key: 'hold', seat: call.seat, values: { value: highest ?? 0 } });
  else addLogLine(G, { key: 'pass', seat: call.seat });
}

export function logAllPassed(G: SkatState): void {
  addLogLine(G, { key: 'allPassed' });
}

export function logBiddingWon(G: SkatState, declarer: Seat, bid: number): void {
  addLogLine(G, { key: 'biddingWon', seat: declarer, values: { value: bid } });
}

/** That the declarer took the skat or plays from the hand, and that two cards were laid away: never which. */
export function logSkatChoice(G: SkatState, declarer: Seat, choice: 'pickedUp' | 'handGame' | 'laidAway'): void {
  addLogLine(G, { key: choice, seat: declarer });
}

function contractKey({ hand, announcement }: Contract): string {
  if (announcement === 'none') return hand ? 'declaredHand' : 'declared';
  if (announcement === 'ouvert') return hand ? 'declaredOuvertHand' : 'declaredOuvert';
  return announcement === 'schneider' ? 'declaredSchneider' : 'declaredSchwarz';
}

/** The game announced as the declarer names it: "Grand Hand, Schneider announced". */
export function logContract(G: SkatState, declarer: Seat, contract: Contract): void {
  addLogLine(G, { key: contractKey(contract), seat: declarer, values: { kind: contract.kind } });
}

/** A completed trick: its cards in play order and who takes it. */
export function logTrick(G: SkatState, winner: Seat, cards: readonly CardId[]): void {
  addLogLine(G, { key: 'trick', seat: winner, values: cardValues(cards) });
}

function resultKey(outcome: DealOutcome): string {
  if (outcome.contract.kind === 'null') return outcome.won ? 'nullWon' : 'nullLost';
  if (outcome.won) return 'won';
  return outcome.overbid ? 'lostOverbid' : 'lost';
}

/**
 * The deal's result as the round-end panel states it, then the skat and the cards laid away, which
 * the round end shows to everyone.
 */
export function logDealEnd(G: SkatState, outcome: DealOutcome, skat: readonly CardId[]): void {
  const values = { score: declarerScore(outcome), points: outcome.declarerPoints, bid: outcome.bid };
  addLogLine(G, { key: resultKey(outcome), seat: outcome.declarer, values });
  addLogLine(G, { key: 'skatShown', values: cardValues(skat) });
  if (G.pickedUp) addLogLine(G, { key: 'laidAwayShown', seat: outcome.declarer, values: cardValues(G.discards) });
}

export function logRoundEndAnswer(G: SkatState, seat: Seat, answer: 'ready' | 'quit'): void {
  addLogLine(G, { key: answer, seat });
}
