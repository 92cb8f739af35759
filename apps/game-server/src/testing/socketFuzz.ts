// A seeded generator of hostile socket packets: the suite's shapes mixed with junk, sent by a seat
// with valid credentials. Whatever it sends, a match may change only through a legal move.
import { deeplyNested, hostilePackets, type Actor } from './hostilePackets';
import type { LegalMove } from './matchFixture';

export interface FuzzContext {
  matchID: string;
  stateID: number;
  actor: Actor;
  /** Credentials of another seat of the same match. */
  otherSeat: Actor;
  legal: LegalMove;
  /** Move names of other games. */
  foreignMoves: string[];
}

/** One packet: the event name and its arguments, as `socket.emit(event, ...args)` takes them. */
export type FuzzPacket = [string, ...unknown[]];

const JUNK: unknown[] = [
  null,
  undefined,
  0,
  -1,
  1e308,
  NaN,
  '',
  'x',
  '__proto__',
  [],
  {},
  { __proto__: { x: 1 } },
  [[[]]],
  true,
  'A'.repeat(300),
];

export function fuzzPackets(context: FuzzContext, random: () => number, count: number): FuzzPacket[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const shapes = hostilePackets(context.legal);
  const { matchID, stateID, actor } = context;
  const makers: (() => FuzzPacket)[] = [
    () => ['update', pick(shapes).action(actor), stateID, matchID, actor.playerID],
    // A legal move dressed wrongly: another seat, another seat's credentials, stale state, junk args.
    () => [
      'update',
      moveAction(context.legal.move, context.legal.args, context.otherSeat),
      stateID,
      matchID,
      context.otherSeat.playerID,
    ],
    () => [
      'update',
      moveAction(context.legal.move, context.legal.args, { ...actor, credentials: context.otherSeat.credentials }),
      stateID,
      matchID,
      actor.playerID,
    ],
    () => [
      'update',
      moveAction(context.legal.move, context.legal.args, actor),
      stateID + 1 + Math.floor(random() * 5),
      matchID,
      actor.playerID,
    ],
    () => ['update', moveAction(context.legal.move, pick(JUNK), actor), stateID, matchID, actor.playerID],
    () => ['update', moveAction(context.legal.move, [pick(JUNK), pick(JUNK)], actor), stateID, matchID, actor.playerID],
    () => ['update', moveAction(pick(context.foreignMoves), context.legal.args, actor), stateID, matchID, actor.playerID],
    () => [
      'update',
      moveAction(context.legal.move, [deeplyNested(2 + Math.floor(random() * 50))], actor),
      stateID,
      matchID,
      actor.playerID,
    ],
    () => [
      'update',
      {
        type: pick(['SYNC', 'RESET', 'PATCH', 'PLUGIN', 'STRIP_TRANSIENTS', pick(JUNK)]),
        payload: { playerID: actor.playerID, credentials: actor.credentials },
        state: {},
      },
      stateID,
      matchID,
      actor.playerID,
    ],
    () => ['update', pick(JUNK), pick(JUNK), pick(JUNK), pick(JUNK)],
    () => [pick(['chat', 'sync', 'matchData', 'patch', 'x']), matchID, pick(JUNK), actor.credentials, pick(JUNK)],
    () => ['sync', pick(JUNK), pick(JUNK), pick(JUNK), pick(JUNK)],
  ];
  return Array.from({ length: count }, () => pick(makers)());
}

function moveAction(type: unknown, args: unknown, actor: Actor) {
  return { type: 'MAKE_MOVE', payload: { type, args, playerID: actor.playerID, credentials: actor.credentials } };
}
