import { secretCards } from '@tabula/cards/testing';
import { DECK } from './cards';
import type { WarState } from './types';
import { hiddenCards } from './view';

/** Every viewer alike must not receive a card in a pile or a face-down card of a war. */
export const secrets = (G: WarState) => secretCards(hiddenCards(G), DECK.name);
