import { COLOURS, type Identity, VALUES } from './cards';

/** What the hints told about one card, for one colour or value: unknown, yes or no. */
export type Mark = 'unknown' | 'yes' | 'no';

/**
 * What every seat knows about a card in a hand from the hints given (public: everybody saw them).
 * `colours[c]` is about colour c (0-4), `values[v - 1]` about value v (1-5).
 */
export interface Knowledge {
  colours: Mark[];
  values: Mark[];
}

export type ClueKind = 'colour' | 'value';

/** A hint's content: a colour (0-4) or a value (1-5). */
export interface Clue {
  kind: ClueKind;
  index: number;
}

export const unknownKnowledge = (): Knowledge => ({
  colours: COLOURS.map(() => 'unknown'),
  values: VALUES.map(() => 'unknown'),
});

/** Whether the clue points at a card of that identity. */
export const clueTouches = (clue: Clue, card: Identity) =>
  clue.kind === 'colour' ? card.colour === clue.index : card.value === clue.index;

/**
 * The marks after a hint: yes for the hinted colour or value and no for the others of its kind when
 * the card is touched, else no for it; a single option left unexcluded becomes yes.
 */
export function withClue(knowledge: Knowledge, clue: Clue, touched: boolean): Knowledge {
  const marks = clue.kind === 'colour' ? [...knowledge.colours] : [...knowledge.values];
  const position = clue.kind === 'colour' ? clue.index : clue.index - 1;
  if (touched) marks.forEach((_, i) => (marks[i] = i === position ? 'yes' : 'no'));
  else marks[position] = 'no';
  const open = marks.flatMap((mark, i) => (mark === 'no' ? [] : [i]));
  if (open.length === 1) marks[open[0]!] = 'yes';
  return clue.kind === 'colour' ? { ...knowledge, colours: marks } : { ...knowledge, values: marks };
}

/** Whether an identity agrees with the marks. */
export function allows(knowledge: Knowledge, identity: Identity): boolean {
  const colour = knowledge.colours[identity.colour];
  const value = knowledge.values[identity.value - 1];
  const yesColour = knowledge.colours.indexOf('yes');
  const yesValue = knowledge.values.indexOf('yes');
  if (colour === 'no' || value === 'no') return false;
  return (yesColour === -1 || yesColour === identity.colour) && (yesValue === -1 || yesValue === identity.value - 1);
}
