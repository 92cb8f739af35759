// Plays one match through a real game server with bare socket.io clients and counts the bytes of
// every frame the server sends each seat (the engine.io packet as it goes over the WebSocket:
// `42/<game>,["update",...]`; socket.io compresses nothing by default), then syncs a fresh socket
// as seat 0 to measure a reconnection's sync with the whole log.
import type { Game, State } from 'boardgame.io';
import { io, type Socket } from 'socket.io-client';
import { lobbyClient } from '../../src/testing/lobby';
import { legalMovesOf, seededRandom } from '../sideBySide/loads';

export interface Frame {
  event: string;
  /** The frame as sent: an engine.io message packet holding a socket.io event. */
  text: string;
  bytes: number;
}

export interface RecordedMatch {
  game: string;
  moves: number;
  /** Frames each seat received, in order, from its first sync to the last move. */
  seatFrames: Frame[][];
  /** The sync a fresh socket of seat 0 received after the last move. */
  lateSync: Frame;
}

const EVENT_FRAME = /^42\/[^,]*,\["([^"]+)"/;

/** A socket that records every event frame it receives and tracks the newest state. */
async function seatSocket(url: string, gameName: string) {
  const socket: Socket = io(`${url}/${gameName}`, { transports: ['websocket'], reconnection: false, forceNew: true });
  const frames: Frame[] = [];
  let state: State | undefined;
  socket.io.on('open', () => {
    // engine.io hands over a message packet's data without its type, the leading '4'.
    socket.io.engine.on('data', (data: unknown) => {
      const text = `4${String(data)}`;
      const event = EVENT_FRAME.exec(text)?.[1];
      if (event) frames.push({ event, text, bytes: Buffer.byteLength(text) });
    });
  });
  socket.on('sync', (_matchID: string, info: { state: State }) => (state = info.state));
  socket.on('update', (_matchID: string, next: State) => (state = next));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const waitFor = async (check: () => boolean, what: string) => {
    for (let waited = 0; !check(); waited += 5) {
      if (waited > 10_000) throw new Error(`${gameName}: timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return {
    socket,
    frames,
    state: () => state,
    waitForStateID: (stateID: number) => waitFor(() => (state?._stateID ?? -1) >= stateID, `stateID ${stateID}`),
    waitForFrame: (event: string) => waitFor(() => frames.some((f) => f.event === event), `a ${event}`),
  };
}

/**
 * Creates a match of `game`, syncs both seats, and plays up to `maxMoves` moves (fewer if the game
 * ends), each chosen at random (seeded) among the legal moves of the seat's own view.
 */
export async function recordMatch(
  url: string,
  secret: string | undefined,
  game: Game,
  maxMoves: number,
  seed: number,
): Promise<RecordedMatch> {
  const lobby = lobbyClient(url, secret);
  const { matchID, credentials } = await lobby.createAndJoin(game.name!, 2);
  const seats = [await seatSocket(url, game.name!), await seatSocket(url, game.name!)];
  seats.forEach((seat, i) => seat.socket.emit('sync', matchID, String(i), credentials[i], 2));
  await Promise.all(seats.map((seat) => seat.waitForStateID(0)));
  const random = seededRandom(seed);
  let moves = 0;
  for (; moves < maxMoves; moves += 1) {
    const stateID = Math.max(...seats.map((seat) => seat.state()!._stateID));
    const choice = seats
      .map((seat, i) => ({ playerID: String(i), moves: legalMovesOf(game, seat.state()!, String(i)) }))
      .find((c) => c.moves.length > 0);
    if (!choice) break;
    const move = choice.moves[Math.floor(random() * choice.moves.length)]!;
    const action = {
      type: 'MAKE_MOVE',
      payload: { type: move.move, args: move.args, playerID: choice.playerID, credentials: credentials[Number(choice.playerID)] },
    };
    seats[Number(choice.playerID)]!.socket.emit('update', action, stateID, matchID, choice.playerID);
    await Promise.all(seats.map((seat) => seat.waitForStateID(stateID + 1)));
  }
  const late = await seatSocket(url, game.name!);
  late.socket.emit('sync', matchID, '0', credentials[0], 2);
  await late.waitForFrame('sync');
  for (const socket of [...seats, late]) socket.socket.close();
  return {
    game: game.name!,
    moves,
    seatFrames: seats.map((s) => s.frames),
    lateSync: late.frames.find((f) => f.event === 'sync')!,
  };
}
