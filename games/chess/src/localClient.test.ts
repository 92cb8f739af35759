import { Client } from 'boardgame.io/client';
import { game } from './game';

// On a shared device and against the AI the web shell's client has no playerID and acts for
// whoever is to move.
describe('chess on a client without a seat', () => {
  it('accepts the moves of whoever is to move', () => {
    const client = Client({ game, numPlayers: 2, debug: false });
    client.start();
    client.moves.movePiece!('e2', 'e4');
    client.moves.movePiece!('e7', 'e5');
    expect(client.getState()!.G.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2');
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
  });
});
