// Test-only stand-in for react-i18next reading the game's real English texts:
// `jest.mock('react-i18next', () => require('./testI18n').reactI18nextMock)`.
import { reactI18nextStandIn } from '@tabula/game-kit/testing';
import en from '../../locales/en.json';

export const reactI18nextMock = reactI18nextStandIn('bingo', en);
