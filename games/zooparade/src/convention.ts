// The computer players' shared convention, a small part of the H-Group's beginner conventions
// (hanabi.github.io): the chop is a hand's oldest card no hint pointed at; a hint's focus is the chop
// when it points at it, else the newest card it points at for the first time; the focus of a hint
// is to be played when an identity its marks allow is playable on the piles of that moment, and is
// saved (kept) otherwise. Everything here reads only what every seat knows: marks, piles, trash, hints.
import type { PlayerID } from 'boardgame.io';
import { COPIES, IDENTITIES, type Identity } from './cards';
import { allows, type Clue, clueTouches, type Knowledge, withClue } from './knowledge';
import { isPlayable } from './table';
import type { ClueRecord } from './types';
import type { CardView, ZooParadeView } from './view';

/** The identities the marks allow. */
export const allowedBy = (knowledge: Knowledge): Identity[] => IDENTITIES.filter((identity) => allows(knowledge, identity));

/** The hand's chop: its oldest card (lowest id: ids are draw order) no hint pointed at, or undefined. */
export function chopOf(hand: readonly Pick<CardView, 'id' | 'clued'>[]): number | undefined {
  const unclued = hand.filter((card) => !card.clued).map((card) => card.id);
  return unclued.length === 0 ? undefined : Math.min(...unclued);
}

/** The focus of a hint: the chop if it points at it first, else the newest card it points at first; undefined when it points at nothing new. */
export function focusOf(
  handIds: readonly number[],
  touchedIds: readonly number[],
  cluedBefore: ReadonlySet<number>,
): number | undefined {
  const fresh = touchedIds.filter((id) => !cluedBefore.has(id));
  if (fresh.length === 0) return undefined;
  const chop = chopOf(handIds.map((id) => ({ id, clued: cluedBefore.has(id) })));
  return chop !== undefined && fresh.includes(chop) ? chop : Math.max(...fresh);
}

/** Whether a focus with these marks reads as "play it" on these piles. */
export const readsAsPlay = (knowledge: Knowledge, piles: readonly number[]) =>
  allowedBy(knowledge).some((identity) => isPlayable(piles, identity));

/** The ids of the cards the hints so far asked their holders to play (cards still in a hand). */
export function playFocuses(view: Pick<ZooParadeView, 'clues' | 'hands'>): Set<number> {
  const knowledgeOf = new Map<number, Knowledge>();
  for (const hand of Object.values(view.hands)) for (const card of hand) knowledgeOf.set(card.id, card.knowledge);
  const cluedBefore = new Set<number>();
  const focuses = new Set<number>();
  for (const clue of view.clues) {
    const focus = focusOf(clue.handIds, clue.touchedIds, cluedBefore);
    for (const id of clue.touchedIds) cluedBefore.add(id);
    const knowledge = focus === undefined ? undefined : knowledgeOf.get(focus);
    if (focus !== undefined && knowledge !== undefined && readsAsPlay(knowledge, clue.piles)) focuses.add(focus);
  }
  return focuses;
}

/** The cards every seat has pointed at so far. */
export const cluedIds = (view: Pick<ZooParadeView, 'hands'>) =>
  new Set(Object.values(view.hands).flatMap((hand) => hand.filter((card) => card.clued).map((card) => card.id)));

/** How a hint would read to its receiver: its focus and whether the focus reads as "play it". */
export function readingOf(
  view: ZooParadeView,
  receiver: PlayerID,
  clue: Clue,
): { focus?: number; play: boolean; touched: CardView[] } {
  const hand = view.hands[receiver] ?? [];
  const touched = hand.filter((card) => card.colour !== undefined && clueTouches(clue, card as Identity));
  const focus = focusOf(
    hand.map((card) => card.id),
    touched.map((card) => card.id),
    cluedIds(view),
  );
  const focusCard = hand.find((card) => card.id === focus);
  const play = focusCard !== undefined && readsAsPlay(withClue(focusCard.knowledge, clue, true), view.piles);
  return { focus, play, touched };
}

/** Copies of the identity nobody can use any more or that are on a pile: how many of its copies are gone. */
export function copiesGone(view: Pick<ZooParadeView, 'trash'>, identity: Identity): number {
  return view.trash.filter((card) => card.colour === identity.colour && card.value === identity.value).length;
}

/** Whether losing this card would lose its value for good: not yet played and the last copy. */
export function isCritical(view: Pick<ZooParadeView, 'trash' | 'piles'>, identity: Identity): boolean {
  if (view.piles[identity.colour]! >= identity.value) return false;
  return COPIES[identity.value]! - copiesGone(view, identity) === 1;
}

/** Whether the card can never be played: its pile is past it, or a lower card of its colour is all gone. */
export function isDead(view: Pick<ZooParadeView, 'trash' | 'piles'>, identity: Identity): boolean {
  if (view.piles[identity.colour]! >= identity.value) return true;
  for (let value = view.piles[identity.colour]! + 1; value < identity.value; value += 1)
    if (copiesGone(view, { colour: identity.colour, value }) === COPIES[value]) return true;
  return false;
}

export type { ClueRecord };
