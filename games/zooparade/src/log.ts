import type { PlayerID } from 'boardgame.io';
import { addLogLine } from '@tabula/game-kit';
import type { Card } from './cards';
import type { ClueRecord, ZooParadeState } from './types';

// The public log: cards only once played or discarded (then on the table for all to see), hints as
// everybody heard them. Never a card still in a hand or in the deck.

export const logDealt = (G: ZooParadeState) => addLogLine(G, { key: 'dealt', values: { count: G.deck.length } });

export function logPlay(G: ZooParadeState, seat: PlayerID, card: Card, success: boolean): void {
  addLogLine(G, {
    key: success ? 'played' : 'misplayed',
    seat,
    values: { colour: String(card.colour), value: String(card.value) },
  });
}

export function logDiscard(G: ZooParadeState, seat: PlayerID, card: Card): void {
  addLogLine(G, { key: 'discarded', seat, values: { colour: String(card.colour), value: String(card.value) } });
}

/**
 * Two lines a hint (a line names one seat): who gives it, then what the receiver is told, with the
 * slots (1 = leftmost) of the cards it points at.
 */
export function logHint(G: ZooParadeState, clue: ClueRecord): void {
  addLogLine(G, { key: 'hintGiven', seat: clue.giver });
  const count = clue.touchedIds.length;
  const told: Record<string, string> = { [clue.kind]: String(clue.index) };
  const kind = clue.kind === 'colour' ? 'Colour' : 'Value';
  if (count === 0) {
    addLogLine(G, { key: `toldNo${kind}`, seat: clue.receiver, values: told });
    return;
  }
  const slots = clue.touchedIds.map((id) => clue.handIds.indexOf(id) + 1).join(', ');
  addLogLine(G, { key: `told${kind}`, seat: clue.receiver, values: { ...told, slots, count } });
}

export const logFinalRound = (G: ZooParadeState) => addLogLine(G, { key: 'finalRound', values: { count: G.seats.length } });

export const logEnded = (G: ZooParadeState, score: number) => addLogLine(G, { key: 'ended', values: { score } });
