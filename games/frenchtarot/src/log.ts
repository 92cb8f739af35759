import type { PlayerID } from 'boardgame.io';
import { cardOf, idOf, type CardId, type Suit } from '@tabula/cards';
import { addLogLine, type LogLine } from '@tabula/game-kit';
import { DECK } from './cards';
import { contractKey } from './scoring';
import type { BidCall, CompletedTrick, DealResult, PoigneeLevel, TarotState } from './types';

// What the table hears and sees, as `log.<key>` lines: only what is public when the line is
// written. Never a hand, never a discard but a trump (shown), the partner only once the called card is played.

/**
 * The values naming `cards` in order: `kind<n>` ('suit', 'trump' or 'excuse'), `rank<n>`, `suit<n>`;
 * the `log.cards.c<n>` texts turn them into card names ("Knight of hearts", "Trump 21", "The Excuse").
 */
export function cardValues(cards: readonly CardId[]): Record<string, string> {
  const values: Record<string, string> = {};
  cards.forEach((id, index) => {
    const card = cardOf(DECK, id);
    const n = index + 1;
    values[`kind${n}`] = card.rank === 'excuse' ? 'excuse' : card.suit === 'trumps' ? 'trump' : 'suit';
    values[`rank${n}`] = card.rank;
    values[`suit${n}`] = card.suit;
  });
  return values;
}

/** The cards a line's values name (`cardValues` read back), in order. */
export function cardsOfValues(values: LogLine['values']): CardId[] {
  const named: CardId[] = [];
  for (let n = 1; values?.[`rank${n}`] !== undefined; n += 1)
    named.push(idOf(DECK, values[`suit${n}`] as Suit, String(values[`rank${n}`])));
  return named;
}

export function logDealStarted(G: TarotState): void {
  const number = G.rounds.length + 1;
  addLogLine(
    G,
    G.settings.deals === null
      ? { key: 'dealStarted', seat: G.dealer, values: { number } }
      : { key: 'dealOfStarted', seat: G.dealer, values: { number, total: G.settings.deals } },
  );
}

/** A Petit sec: its holder's hand is laid down for everyone (the board shows it from these values) and the deal is void. */
export const logPetitSec = (G: TarotState, seat: PlayerID, hand: readonly CardId[]) =>
  addLogLine(G, { key: 'petitSec', seat, values: cardValues(hand) });

export const logBid = (G: TarotState, seat: PlayerID, call: BidCall) => addLogLine(G, { key: 'bid', seat, values: { call } });
export const logAllPassed = (G: TarotState) => addLogLine(G, { key: 'allPassed' });
export const logContract = (G: TarotState, seat: PlayerID) =>
  addLogLine(G, { key: 'contract', seat, values: { contract: contractKey(G.contract!.kind) } });
/** "Ana calls the King of hearts" (its holder stays unnamed). */
export const logCalled = (G: TarotState, seat: PlayerID, card: CardId) =>
  addLogLine(G, { key: 'called', seat, values: cardValues([card]) });
/** The chien turned face up for everyone (petite, garde). */
export const logKittyShown = (G: TarotState) => addLogLine(G, { key: `kitty${G.kitty.length}`, values: cardValues(G.kitty) });
export const logKittyUnseen = (G: TarotState) =>
  addLogLine(G, { key: G.contract!.kind === 'gardeContre' ? 'kittyToDefenders' : 'kittyToTaker' });
/** A trump discarded has to be shown. */
export const logTrumpDiscarded = (G: TarotState, seat: PlayerID, card: CardId) =>
  addLogLine(G, { key: 'trumpDiscarded', seat, values: cardValues([card]) });
export const logDiscardDone = (G: TarotState, seat: PlayerID) => addLogLine(G, { key: 'discarded', seat });
export const logSlam = (G: TarotState, seat: PlayerID) => addLogLine(G, { key: 'slamAnnounced', seat });
export const logPoignee = (G: TarotState, seat: PlayerID, level: PoigneeLevel, cards: readonly CardId[]) =>
  addLogLine(G, { key: 'poignee', seat, values: { level, count: cards.length } });
export const logCalledCardPlayed = (G: TarotState, seat: PlayerID, alone: boolean) =>
  addLogLine(G, { key: alone ? 'calledCardAlone' : 'calledCard', seat });

export function logTrick(G: TarotState, trick: CompletedTrick): void {
  const cards = trick.cards.map((played) => played.card);
  addLogLine(G, { key: `trick${cards.length}`, seat: trick.winner, values: cardValues(cards) });
}

/** The deal's result, one line per item counted. */
export function logDealResult(G: TarotState, result: DealResult): void {
  const contract = G.contract!;
  addLogLine(G, {
    key: `${result.won ? 'won' : 'lost'}${result.takers.length > 1 ? 'WithPartner' : ''}`,
    seat: contract.taker,
    values: { contract: contractKey(contract.kind), points: result.points, required: result.required, count: result.oudlers },
  });
  if (result.petitAuBout !== 0) addLogLine(G, { key: result.petitAuBout > 0 ? 'petitAuBoutTakers' : 'petitAuBoutDefenders' });
  if (result.poignee > 0) addLogLine(G, { key: 'poigneePoints', values: { points: result.poignee } });
  if (result.slam !== 0) addLogLine(G, { key: 'slamPoints', values: { points: result.slam } });
  addLogLine(G, {
    key: result.value >= 0 ? 'defendersPay' : 'defendersReceive',
    values: { value: Math.abs(result.value), multiplier: result.multiplier },
  });
}

export const logNextDeal = (G: TarotState, seat: PlayerID) => addLogLine(G, { key: 'readyForNextDeal', seat });
export const logQuit = (G: TarotState, seat: PlayerID) => addLogLine(G, { key: 'quit', seat });
