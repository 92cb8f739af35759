export { secretCard, secretCardNumber, secretCards } from './secretCards';
export { isCardKey, CARD_KEYS, CARD_KEY_SUFFIXES } from '../rules/cardKeys';
export { secretsSeenIn, type SecretMatcher } from '@tabula/game-kit/testing';
