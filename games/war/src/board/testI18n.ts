// Test-only stand-in for react-i18next reading the real English texts of the game and of the cards.
import cardsEn from '@tabula/cards/locales/en.json';
import { reactI18nextStandIn } from '@tabula/game-kit/testing';
import en from '../../locales/en.json';

export const reactI18nextMock = reactI18nextStandIn('war', en, { cards: cardsEn });
