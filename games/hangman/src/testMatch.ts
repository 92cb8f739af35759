import { Client } from 'boardgame.io/client';
import { game } from './game';
import type { HangmanState, WordEntry } from './types';

/** A client over the whole state (no player view), for rule tests. */
export function newMatch() {
  const client = Client<HangmanState>({ game: { ...game, playerView: undefined }, numPlayers: 2, debug: false });
  client.start();
  return client;
}

export type Match = ReturnType<typeof newMatch>;

export function act(client: Match, seat: string, move: 'setWord' | 'guessLetter', arg: unknown) {
  client.updatePlayerID(seat);
  client.moves[move]!(arg);
}

/** Both seats set their words: seat 0 sets `word0` (guessed by seat 1), seat 1 sets `word1`. */
export function matchWithWords(word0: WordEntry, word1: WordEntry) {
  const client = newMatch();
  act(client, '0', 'setWord', word0);
  act(client, '1', 'setWord', word1);
  return client;
}

export function guessAll(client: Match, seat: string, letters: string) {
  for (const letter of letters) act(client, seat, 'guessLetter', letter);
}
