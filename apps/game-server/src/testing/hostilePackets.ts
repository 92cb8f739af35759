// What a hostile client with valid credentials sends instead of a legal move: the shapes the
// hostile-client suite sends one by one and the socket fuzzer mixes at random.
export interface Actor {
  playerID: string;
  credentials: string;
}

export interface HostilePacket {
  name: string;
  /** The action of an 'update' packet. */
  action: (actor: Actor) => unknown;
}

export const EVENT_NAMES = [
  'endGame',
  'pass',
  'endTurn',
  'setActivePlayers',
  'endPhase',
  'setPhase',
  'endStage',
  'setStage',
] as const;
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const eventArgs = (event: string, playerID: string): unknown[] => {
  switch (event) {
    case 'endGame':
      return [{ winner: playerID }];
    case 'setActivePlayers':
      return [{ all: 'x', value: { [playerID]: 'x' } }];
    case 'setPhase':
    case 'setStage':
      return ['x'];
    case 'endTurn':
      return [{ next: playerID }];
    default:
      return [];
  }
};

const action = (type: string, payloadType: string | null, args: unknown, actor: Actor) => ({
  type,
  payload: { type: payloadType, args, playerID: actor.playerID, credentials: actor.credentials },
});

/**
 * Stands for arrays nested `depth` deep in a packet sent with `emitRaw`, which writes the brackets
 * itself: serializing such a value overflows the stack of the sender before the server sees it.
 */
export const nestedMarker = (depth: number) => `<nested ${depth}>`;

/** Nested arrays `depth` deep, built without recursion. */
export function deeplyNested(depth: number): unknown[] {
  let value: unknown[] = [];
  for (let i = 1; i < depth; i += 1) value = [value];
  return value;
}

/** Every hostile shape that needs no knowledge of the game's moves. */
export function hostilePackets(legalMove: { move: string; args: unknown[] }): HostilePacket[] {
  return [
    ...EVENT_NAMES.map((event) => ({
      name: `the event ${event}`,
      action: (actor: Actor) => action('GAME_EVENT', event, eventArgs(event, actor.playerID), actor),
    })),
    { name: 'undo', action: (actor: Actor) => action('UNDO', null, null, actor) },
    { name: 'redo', action: (actor: Actor) => action('REDO', null, null, actor) },
    ...PROTOTYPE_NAMES.map((move) => ({
      name: `the move name ${move}`,
      action: (actor: Actor) => action('MAKE_MOVE', move, [], actor),
    })),
    {
      name: 'a legal move with 200 KB of extra arguments',
      action: (actor: Actor) => action('MAKE_MOVE', legalMove.move, [...legalMove.args, 'x'.repeat(200 * 1024)], actor),
    },
    {
      name: 'a legal move with arguments nested 5,000 deep',
      action: (actor: Actor) => action('MAKE_MOVE', legalMove.move, [...legalMove.args, nestedMarker(5000)], actor),
    },
  ];
}
