// The bytes a frame would have once trimUpdatePayload has run on the server: socket.io encodes an
// event without binary data as `2<namespace>,<JSON of [event, ...args]>` inside engine.io's `4`.
import type { Game } from 'boardgame.io';
import { trimUpdatePayload } from '../../src/transport/updatePayload';
import type { Frame } from './recordMatch';

export function trimmedBytes(game: Game, frame: Frame): number {
  const comma = frame.text.indexOf(',');
  const [event, ...args] = JSON.parse(frame.text.slice(comma + 1)) as [string, ...unknown[]];
  const json = JSON.stringify([event, ...trimUpdatePayload(game, event, args)]);
  return Buffer.byteLength(frame.text.slice(0, comma + 1)) + Buffer.byteLength(json);
}
