// Decides, without asking the server, whether a request could change the database: it must
// either fail before any resolver runs (parse, validation, variable coercion, operation name) or
// call only resolvers that the documented rules refuse for this actor and these arguments.
// "may-write" inputs are kept out of the refusal phase, whose database must stay byte-identical.
import {
  Kind,
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { findGame } from '@tabula/catalogue';
import { depthLimit } from '../graphql/depth-limit';
import { parseOptions } from '../graphql/limits';
import type { GraphQLBody } from './operations';

export type Verdict = 'refused' | 'no-write' | 'may-write';

export type ActorName = 'nobody' | 'forged' | 'ann' | 'bob' | 'cid';

/** The refusal phase's fixed world: who is where. */
export interface World {
  /** Ann alone, tictactoe for 2, public. */
  openRoom: string;
  /** Ann (creator) and Bob, not started. */
  fullRoom: string;
  /** Ann (creator) and Bob, started: its match is `match`. */
  startedRoom: string;
  match: string;
}

/** The README's nickname rule: 1-24 letters, digits, spaces, "_" or "-", after trimming. */
export function nicknameAcceptable(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  const nickname = raw.trim();
  const length = [...nickname].length;
  return length >= 1 && length <= 24 && /^[\p{L}\p{M}\p{Nd} _-]+$/u.test(nickname);
}

export function roomSettingsAcceptable(gameCode: unknown, capacity: unknown): boolean {
  if (typeof gameCode !== 'string' || typeof capacity !== 'number') return false;
  const entry = findGame(gameCode.trim());
  return !!entry && entry.modes.includes('OnlineFriend') && capacity >= entry.minPlayers && capacity <= entry.maxPlayers;
}

function messageAcceptable(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  const length = [...raw.trim()].length;
  return length >= 1 && length <= 500;
}

function setupDataAcceptable(raw: unknown): boolean {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return true;
  if (typeof raw !== 'string' || raw.length > 10_000) return false;
  try {
    JSON.parse(raw);
    return true; // the game's own validation may still refuse it: counted as a possible write
  } catch {
    return false;
  }
}

type Args = Record<string, any>;

/** Whether one mutation field, run by `actor` in `world`, could write. */
function mutationMayWrite(field: string, args: Args, actor: ActorName, world: World): boolean {
  if (field === 'newUser') return nicknameAcceptable(args.user?.nickname);
  if (actor === 'nobody' || actor === 'forged') return false; // every other mutation needs a login
  const creator = actor === 'ann';
  const member = actor === 'ann' || actor === 'bob';
  switch (field) {
    case 'updateUser':
      return nicknameAcceptable(args.user?.nickname);
    case 'newRoom':
      return roomSettingsAcceptable(args.room?.gameCode, args.room?.capacity);
    case 'nextRoom':
      return args.matchId === world.match && member;
    case 'setStandIn':
    case 'resignAwayPlayer':
      return false; // the match's game server changes the seat; the API's database stays as it is
    case 'sendMessage': {
      const { channelType, channelId, message } = args.message ?? {};
      return channelType === 'match' && channelId === world.match && member && messageAcceptable(message);
    }
    default:
  }
  const roomId = field === 'updateRoom' ? args.room?.roomId : args.roomId;
  if (roomId === world.openRoom) {
    if (field === 'joinRoom') return !creator; // Ann is already in it
    if (field === 'startMatch') return false; // not full
    return creator;
  }
  if (roomId === world.fullRoom) {
    if (field === 'joinRoom') return false; // members get it back, Cid finds it full
    if (field === 'leaveRoom') return member;
    if (field === 'startMatch') return creator && setupDataAcceptable(args.setupData);
    return creator;
  }
  return false; // the started room refuses every change; other ids do not exist
}

function operationsToJudge(document: DocumentNode, operationName: unknown): OperationDefinitionNode[] {
  const named = typeof operationName === 'string' && operationName !== '' ? operationName : undefined;
  const candidates = [getOperationAST(document, named), operationName === '' ? getOperationAST(document) : null];
  return candidates.filter((op): op is OperationDefinitionNode => op !== null);
}

/** The verdict for one JSON request body sent with a working transport (CSRF, content type). */
export function judge(schema: GraphQLSchema, body: GraphQLBody, actor: ActorName, world: World): Verdict {
  if (typeof body.query !== 'string') return 'refused';
  if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== 'string') return 'refused';
  if (
    body.variables !== undefined &&
    body.variables !== null &&
    (typeof body.variables !== 'object' || Array.isArray(body.variables))
  ) {
    return 'refused';
  }
  let document: DocumentNode;
  try {
    document = parse(body.query, parseOptions);
  } catch {
    return 'refused';
  }
  if (validate(schema, document, [...specifiedRules, depthLimit()]).length > 0) return 'refused';
  const operations = operationsToJudge(document, body.operationName);
  if (operations.length === 0) return 'refused';
  let verdict: Verdict = 'refused';
  for (const operation of operations) {
    const coerced = getVariableValues(
      schema,
      operation.variableDefinitions ?? [],
      (body.variables ?? {}) as Record<string, unknown>,
    );
    if (coerced.errors) continue;
    if (operation.operation !== 'mutation') {
      verdict = 'no-write';
      continue;
    }
    const mutationType = schema.getMutationType()!;
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) return 'may-write'; // fragments at the root: not judged
      const field = mutationType.getFields()[selection.name.value];
      if (!field) continue; // __typename
      let args: Args;
      try {
        args = getArgumentValues(field, selection, coerced.coerced);
      } catch {
        continue; // this field fails before its resolver runs
      }
      if (mutationMayWrite(field.name, args, actor, world)) return 'may-write';
    }
    verdict = 'no-write';
  }
  return verdict;
}
