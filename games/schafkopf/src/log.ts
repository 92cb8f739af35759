import type { PlayerID } from 'boardgame.io';
import { cardOf, DECKS, type CardId } from '@tabula/cards';
import { addLogLine } from '@tabula/game-kit';
import { contractKey } from './scoring';
import type { BidCall, CompletedTrick, Contract, DealResult, SchafkopfState } from './types';

// What the table hears and sees, as `log.<key>` lines. Only what is public when the line is
// written: never a hand, and the partner only once the called ace is played or Re is said.

/**
 * The values naming `cards` in order, `rank1`/`suit1`, `rank2`/`suit2`...: the `log.cards.c<n>`
 * texts turn them into the card names of @tabula/cards ("Eichel-Ober", "Ober of acorns").
 */
export function cardValues(deckName: SchafkopfState['deckName'], cards: readonly CardId[]): Record<string, string> {
  const values: Record<string, string> = {};
  cards.forEach((id, index) => {
    const card = cardOf(DECKS[deckName], id);
    // A German-suited ace has a name of its own (Sau): @tabula/cards keeps it under ranks.daus.
    values[`rank${index + 1}`] = card.rank === 'A' ? 'daus' : card.rank;
    values[`suit${index + 1}`] = card.suit;
  });
  return values;
}

/** "Deal 3 of 8: Anna deals", numbered as the board numbers deals (a thrown-in deal is dealt again under its number). */
export function logDealStarted(G: SchafkopfState): void {
  const number = G.rounds.length + 1;
  addLogLine(
    G,
    G.settings.deals === null
      ? { key: 'dealStarted', seat: G.dealer, values: { number } }
      : { key: 'dealOfStarted', seat: G.dealer, values: { number, total: G.settings.deals } },
  );
}

/** "Anna: Pass", "Bob: I'm playing", "Cy: Wenz", in the game's own words for each call. */
export const logBid = (G: SchafkopfState, seat: PlayerID, call: BidCall) => addLogLine(G, { key: 'bid', seat, values: { call } });

export const logAllPassed = (G: SchafkopfState) => addLogLine(G, { key: 'allPassed' });

/** The contract once declared: "Anna plays: Ace game with the acorn ace" (the ace's holder stays unnamed). */
export const logContract = (G: SchafkopfState, contract: Contract) =>
  addLogLine(G, { key: 'contract', seat: contract.taker, values: { contract: contractKey(contract) } });

export const logContra = (G: SchafkopfState, seat: PlayerID) => addLogLine(G, { key: 'contra', seat });

/** Re from the taker, or from the partner, who is known from then on. */
export const logRe = (G: SchafkopfState, seat: PlayerID) =>
  addLogLine(G, { key: seat === G.contract?.taker ? 're' : 'rePartner', seat });

/** The called ace hits the table: its holder is the taker's partner, for all to see. */
export const logCalledAcePlayed = (G: SchafkopfState, seat: PlayerID) => addLogLine(G, { key: 'calledAce', seat });

/** "Cy takes the trick: Eichel-Ober, Herz-Sau, Gras-Zehn, Schellen-Sieben", cards in play order. */
export function logTrick(G: SchafkopfState, trick: CompletedTrick): void {
  const cards = trick.cards.map((played) => played.card);
  addLogLine(G, { key: `trick${cards.length}`, seat: trick.winner, values: cardValues(G.deckName, cards) });
}

/** The deal's result as the round-end panel and the score sheet give it, one line per item counted. */
export function logDealResult(G: SchafkopfState, contract: Contract, result: DealResult): void {
  const withPartner = result.takers.length > 1 ? 'WithPartner' : '';
  addLogLine(G, {
    key: `${result.won ? 'won' : 'lost'}${withPartner}`,
    seat: contract.taker,
    // count: the tricks, which the texts put in the singular or plural.
    values: { contract: contractKey(contract), points: result.takerPoints, count: result.takerTricks },
  });
  if (result.running > 0) addLogLine(G, { key: 'running', values: { count: result.running } });
  if (result.schwarz) addLogLine(G, { key: 'schwarz' });
  else if (result.schneider) addLogLine(G, { key: 'schneider' });
  if (result.multiplier > 1) addLogLine(G, { key: result.multiplier === 4 ? 'contraRe' : 'contraOnly' });
  addLogLine(G, {
    key: result.won ? 'opponentsPay' : 'opponentsReceive',
    values: { value: Math.abs(result.value), basic: result.basic },
  });
}

export const logNextDeal = (G: SchafkopfState, seat: PlayerID) => addLogLine(G, { key: 'readyForNextDeal', seat });

export const logQuit = (G: SchafkopfState, seat: PlayerID) => addLogLine(G, { key: 'quit', seat });
