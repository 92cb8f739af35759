import { createContext, useContext, type ReactNode } from 'react';
import type { Deck, Suit } from '../deck';

/**
 * How French suits are coloured: 'classic' red and black; 'fourColour' the international
 * four-colour deck (♠ black, ♥ red, ♦ blue, ♣ green); 'skat' the German tournament deck
 * (♣ black, ♠ green, ♥ red, ♦ orange). German-suited and tarot faces keep their own colours.
 */
export type CardPalette = 'classic' | 'fourColour' | 'skat';

const BLACK = '#1b1b1b';
const RED = '#c62828';
const GREEN = '#2e7d32';
const BLUE = '#1565c0';
const ORANGE = '#b86e00';

const FRENCH_INK: Record<CardPalette, Record<string, string>> = {
  classic: { clubs: BLACK, spades: BLACK, hearts: RED, diamonds: RED },
  fourColour: { clubs: GREEN, spades: BLACK, hearts: RED, diamonds: BLUE },
  skat: { clubs: BLACK, spades: GREEN, hearts: RED, diamonds: ORANGE },
};

/** Dark enough for the corner index on white; the German suit symbols add colours of their own. */
const GERMAN_INK: Record<string, string> = { acorns: '#6d4216', leaves: GREEN, hearts: RED, bells: '#a35f00' };

/** The colour of a suit's corner index and (for French suits) its symbol. */
export function suitInk(deck: Deck, suit: Suit, palette: CardPalette): string {
  if (deck.faces === 'german') return GERMAN_INK[suit] ?? BLACK;
  if (suit === 'trumps') return BLACK;
  return FRENCH_INK[palette][suit] ?? BLACK;
}

const PaletteContext = createContext<CardPalette>('classic');

/** Sets the palette of every card drawn inside (a player's preference); 'classic' without it. */
export function CardPaletteProvider({ palette, children }: { palette: CardPalette; children: ReactNode }) {
  return <PaletteContext.Provider value={palette}>{children}</PaletteContext.Provider>;
}

export function useCardPalette(): CardPalette {
  return useContext(PaletteContext);
}
