// Small helpers the fuzz phases share: bounded parallelism, a seeded failure report, and the
// signed-in fixture world of the refusal phase.
import type { ApiClient } from '../testing/client';
import type { TestStack } from '../testing/stack';
import type { World } from './oracle';

/** Runs `task` over `items` with at most `width` in flight. */
export async function inParallel<T>(
  items: readonly T[],
  width: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/** Throws one error naming the seed, so a failing run can be replayed with FUZZ_SEED. */
export function reportFailures(seed: number, what: string, total: number, failures: string[]): void {
  if (failures.length === 0) return;
  const shown = failures.slice(0, 8).join('\n\n');
  throw new Error(
    `FUZZ_SEED=${seed}: ${failures.length} of ${total} ${what}. Replay with FUZZ_SEED=${seed}. First ones:\n\n${shown}`,
  );
}

/** The first lines where two database snapshots differ. */
export function snapshotDiff(before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  const tables = ['users', 'rooms', 'room_memberships', 'matches', 'match_memberships', 'chat_messages'];
  return tables
    .map((table, i) => (a[i] === b[i] ? null : `${table}:\n  before ${a[i]?.slice(0, 600)}\n  after  ${b[i]?.slice(0, 600)}`))
    .filter(Boolean)
    .join('\n');
}

export interface Cast {
  ann: ApiClient;
  bob: ApiClient;
  cid: ApiClient;
  ids: { ann: number; bob: number; cid: number };
  world: World;
}

const NEW_ROOM = 'mutation ($p: Boolean) { newRoom(room: { gameCode: "tictactoe", capacity: 2, isPublic: $p }) { roomId } }';
const JOIN = 'mutation ($id: String!) { joinRoom(roomId: $id) { id } }';

/** Ann, Bob and Cid; an open room, a full room and a started room with its match. */
export async function buildWorld(stack: TestStack): Promise<Cast> {
  const [ann, bob, cid] = await Promise.all([stack.client(), stack.client(), stack.client()]);
  const ids = { ann: await ann.signUp('Ann'), bob: await bob.signUp('Bob'), cid: await cid.signUp('Cid') };
  const room = async (isPublic: boolean) => (await ann.ok(NEW_ROOM, { p: isPublic })).newRoom.roomId as string;
  const openRoom = await room(true);
  const fullRoom = await room(false);
  await bob.ok(JOIN, { id: fullRoom });
  const startedRoom = await room(false);
  await bob.ok(JOIN, { id: startedRoom });
  const { startMatch: match } = await ann.ok('mutation ($id: String!) { startMatch(roomId: $id, shuffleUsers: false) }', {
    id: startedRoom,
  });
  await ann.ok('mutation ($id: String!) { sendMessage(message: { channelType: "match", channelId: $id, message: "gl hf" }) }', {
    id: match,
  });
  return { ann, bob, cid, ids, world: { openRoom, fullRoom, startedRoom, match } };
}

export async function csrfToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/csrf-token`);
  return ((await response.json()) as { token: string }).token;
}
