import type { CardId } from '../deck';

/** Choosing `count` cards at once (Skat's two-card discard): the game keeps `selected` and toggles it. */
export interface HandSelection {
  count: number;
  selected: readonly CardId[];
  onToggle: (card: CardId) => void;
}

/** How one card of the hand is shown and what pressing it does. */
export interface CardState {
  /** 'raised': may be played or chosen now; 'chosen': selected for the discard; 'refused': dimmed, does nothing; 'plain': not the player's turn. */
  look: 'raised' | 'chosen' | 'refused' | 'plain';
  /** Why a refused card does nothing, as a locale key of the `hand` texts. */
  refusal?: 'notPlayable' | 'selectionFull';
  /** What pressing the card does, if anything. */
  act?: () => void;
}

export interface HandModeInput {
  legal?: readonly CardId[];
  onPlay?: (card: CardId) => void;
  select?: HandSelection;
}

/**
 * What each card does in the hand's three modes: selecting (`select` given: any card, or any legal
 * card, until `count` are chosen), playing (`legal` and `onPlay` given: legal cards play, the rest
 * are refused), or looking (neither: the cards are only shown).
 */
export function cardStateOf(card: CardId, { legal, onPlay, select }: HandModeInput): CardState {
  const allowed = legal === undefined || legal.includes(card);
  if (select) {
    if (select.selected.includes(card)) return { look: 'chosen', act: () => select.onToggle(card) };
    if (!allowed) return { look: 'refused', refusal: 'notPlayable' };
    if (select.selected.length >= select.count) return { look: 'plain', refusal: 'selectionFull' };
    return { look: 'raised', act: () => select.onToggle(card) };
  }
  if (legal === undefined || onPlay === undefined) return { look: 'plain' };
  return allowed ? { look: 'raised', act: () => onPlay(card) } : { look: 'refused', refusal: 'notPlayable' };
}
