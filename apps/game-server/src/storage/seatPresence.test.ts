import type { Server } from 'boardgame.io';
import { SeatPresence } from './seatPresence';

const metadata = (): Server.MatchData => ({
  gameName: 'tictactoe',
  players: { 0: { id: 0, name: 'Ana', isConnected: true }, 1: { id: 1, name: 'Bo' } },
  createdAt: 1,
  updatedAt: 1,
});

describe('SeatPresence', () => {
  it('lays the recorded seats over metadata read, leaving the others as stored', () => {
    const presence = new SeatPresence();
    presence.set('m', '1', true);
    presence.set('m', '0', false);
    const read = metadata();
    presence.apply('m', read);
    expect(read.players).toMatchObject({ 0: { isConnected: false }, 1: { isConnected: true } });
    const other = metadata();
    presence.apply('n', other);
    expect(other).toEqual(metadata());
    presence.forget('m');
    const forgotten = metadata();
    presence.apply('m', forgotten);
    expect(forgotten).toEqual(metadata());
  });

  it('holds at most its number of matches, forgetting the one changed longest ago', () => {
    const presence = new SeatPresence(2);
    presence.set('a', '1', true);
    presence.set('b', '1', true);
    presence.set('a', '0', true);
    presence.set('c', '1', true);
    expect(presence.size()).toBe(2);
    const [a, b] = [metadata(), metadata()];
    presence.apply('a', a);
    presence.apply('b', b);
    expect(a.players[1]!.isConnected).toBe(true);
    expect(b.players[1]!.isConnected).toBeUndefined();
  });
});
