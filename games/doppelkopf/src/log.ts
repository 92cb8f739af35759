import type { PlayerID } from 'boardgame.io';
import { cardOf, type CardId } from '@tabula/cards';
import { addLogLine } from '@tabula/game-kit';
import { DECK } from './cards';
import { contractKey } from './scoring';
import type { Announcement, BidCall, CompletedTrick, DoppelkopfState, RoundResult } from './types';

// What the table hears and sees, as `log.<key>` lines. Only what is public when the line is
// written: never a hand, and a seat's side only once it has shown it.

/** The values naming `cards` in order, `rank1`/`suit1`, `rank2`/`suit2`...: the `log.cards.c<n>` texts name each card. */
export function cardValues(cards: readonly CardId[]): Record<string, string> {
  const values: Record<string, string> = {};
  cards.forEach((id, index) => {
    const card = cardOf(DECK, id);
    values[`rank${index + 1}`] = card.rank;
    values[`suit${index + 1}`] = card.suit;
  });
  return values;
}

/** "Round 3 of 8: Anna deals". */
export function logRoundStarted(G: DoppelkopfState): void {
  const number = G.rounds.length + 1;
  addLogLine(
    G,
    G.settings.rounds === null
      ? { key: 'roundStarted', seat: G.dealer, values: { number } }
      : { key: 'roundOfStarted', seat: G.dealer, values: { number, total: G.settings.rounds } },
  );
}

export const logBid = (G: DoppelkopfState, seat: PlayerID, call: BidCall) =>
  addLogLine(G, { key: 'bid', seat, values: { call } });

/** "Everyone is healthy: a normal game" or "Anna plays: Queen solo". */
export function logContract(G: DoppelkopfState): void {
  const contract = G.contract!;
  if (contract.declarer === null) addLogLine(G, { key: 'normalGame' });
  else addLogLine(G, { key: 'contract', seat: contract.declarer, values: { contract: contractKey(G) } });
}

export const logAnnouncement = (G: DoppelkopfState, seat: PlayerID, call: Announcement) =>
  addLogLine(G, { key: 'announce', seat, values: { call } });

/** A club queen played in a normal game: its player is Re, for all to see. */
export const logShowsRe = (G: DoppelkopfState, seat: PlayerID) => addLogLine(G, { key: 'showsRe', seat });

export const logSilentSolo = (G: DoppelkopfState, seat: PlayerID) => addLogLine(G, { key: 'silentSolo', seat });

export function logMarriageDecided(G: DoppelkopfState): void {
  const contract = G.contract!;
  if (contract.partner !== null) addLogLine(G, { key: 'marriagePartner', seat: contract.partner });
  else addLogLine(G, { key: 'marriageAlone', seat: contract.declarer! });
}

/** "Cy takes the trick: queen of clubs, ...", cards in play order. */
export function logTrick(G: DoppelkopfState, trick: CompletedTrick): void {
  const cards = trick.cards.map((played) => played.card);
  addLogLine(G, { key: 'trick', seat: trick.winner, values: cardValues(cards) });
}

/** The round's result: card points, who won, each item counted and the value. */
export function logRoundResult(G: DoppelkopfState, result: RoundResult): void {
  const values = { re: result.rePoints, kontra: result.kontraPoints };
  addLogLine(G, { key: result.winner === null ? 'nobodyWon' : `${result.winner}Won`, values });
  for (const item of result.items) addLogLine(G, { key: 'item', values: { item: item.key, value: item.value } });
  addLogLine(G, { key: 'roundValue', values: { value: result.value, contract: contractKey(G) } });
}

export const logNextRound = (G: DoppelkopfState, seat: PlayerID) => addLogLine(G, { key: 'readyForNextRound', seat });

export const logQuit = (G: DoppelkopfState, seat: PlayerID) => addLogLine(G, { key: 'quit', seat });
