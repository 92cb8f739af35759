// A room link's visitor reads what it is invited to before choosing a nickname: the game, the seats
// and who created the room, and nothing more.
import { databaseKinds } from '../testing/databases';
import { startStack, type TestStack } from '../testing/stack';

jest.setTimeout(90_000);

const INVITATION = 'query ($id: String!) { roomInvitation(roomId: $id) { gameCode capacity creatorNickname started } }';
const NEW_ROOM = 'mutation ($g: String!, $c: Int!) { newRoom(room: { gameCode: $g, capacity: $c }) { roomId } }';

describe.each(databaseKinds())('room invitation on %s', (kind) => {
  let stack: TestStack;
  let starting: Promise<void> | undefined;
  beforeAll(() => {
    starting = (async () => {
      stack = await startStack(kind);
    })();
    return starting;
  }, 120_000);
  afterAll(async () => {
    await starting?.catch(() => undefined);
    await stack?.close();
  }, 60_000);

  it('names the game, the seat count and the creator to a visitor without a nickname', async () => {
    const anna = await stack.client();
    await anna.signUp('Anna');
    const { newRoom } = await anna.ok(NEW_ROOM, { g: 'tictactoe', c: 2 });
    const visitor = await stack.client();
    const { roomInvitation } = await visitor.ok(INVITATION, { id: newRoom.roomId });
    expect(roomInvitation).toEqual({ gameCode: 'tictactoe', capacity: 2, creatorNickname: 'Anna', started: false });
  });

  it('answers null for a room that does not exist, whatever its id', async () => {
    const visitor = await stack.client();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x'.repeat(200), ''])
      expect((await visitor.ok(INVITATION, { id })).roomInvitation).toBeNull();
  });
});
