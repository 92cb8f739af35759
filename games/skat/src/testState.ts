// Test helpers: cards by name and a G in a chosen situation.
import { idOf, newTrick, type CardId } from '@tabula/cards';
import { DECK } from './cards';
import { initialState } from './game';
import type { SkatState } from './types';

const SUIT = { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' } as const;

/** "JC" is the jack of clubs, "10H" the ten of hearts. */
export function card(name: string): CardId {
  const suit = SUIT[name.slice(-1) as keyof typeof SUIT];
  return idOf(DECK, suit, name.slice(0, -1));
}

export const cards = (names: string) => names.split(' ').filter(Boolean).map(card);

/** A deal in play: seat 0 dealt, so 1 is forehand, 2 middlehand and 0 rearhand. */
export function dealtState(hands: Record<string, string>, skat: string, patch: Partial<SkatState> = {}): SkatState {
  const G = initialState();
  G.dealNumber = 1;
  G.dealer = '0';
  G.hands = Object.fromEntries(Object.entries(hands).map(([seat, names]) => [seat, cards(names)]));
  G.dealtHands = JSON.parse(JSON.stringify(G.hands));
  G.skat = cards(skat);
  G.toAct = '2';
  G.trick = newTrick('1');
  return { ...G, ...patch };
}

/** A standard deal: seat 1 (forehand) holds the four jacks and the clubs. */
export const HANDS = {
  '1': 'JC JS JH JD AC 10C KC QC 9C 8C',
  '2': 'AS 10S KS QS 9S 8S 7S AH 10H KH',
  '0': 'QH 9H 8H 7H AD 10D KD QD 9D 8D',
};
export const SKAT = '7C 7D';
