// Random GraphQL requests for every root field of the schema: arguments from the boundary pools
// (as variables or inline literals), random selections, and deliberate mistakes (missing or
// mistyped variables, unknown fields and arguments, wrong operation names).
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { Rng } from './random';
import { randomBoolean, randomInt, randomString, type KnownIds } from './values';

export type OperationKind = 'query' | 'mutation' | 'subscription';

export interface RootField {
  kind: OperationKind;
  field: GraphQLField<unknown, unknown>;
}

export interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export function rootFields(schema: GraphQLSchema): RootField[] {
  const roots: [OperationKind, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([kind, type]) => (type ? Object.values(type.getFields()).map((field) => ({ kind, field })) : []));
}

/** A value for `type`: usually of the right shape, sometimes not. */
export function randomValue(rng: Rng, type: GraphQLInputType, known: KnownIds, depth = 0): unknown {
  if (isNonNullType(type)) return rng.chance(0.03) ? null : randomValue(rng, type.ofType, known, depth);
  if (rng.chance(0.04)) return null;
  if (isListType(type)) {
    const length = rng.pick([0, 1, 2, 5]);
    return Array.from({ length }, () => randomValue(rng, type.ofType, known, depth + 1));
  }
  if (isInputObjectType(type)) {
    if (depth > 3 || rng.chance(0.04)) return rng.pick<unknown>(['object?', 7, [], true]);
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (rng.chance(0.05)) continue; // a missing field
      value[field.name] = randomValue(rng, field.type, known, depth + 1);
    }
    if (rng.chance(0.04)) value.unknownField = 'surprise';
    return value;
  }
  if (isEnumType(type)) return rng.pick([...type.getValues().map((v) => v.name), 'NOPE']);
  if (isScalarType(type)) {
    if (type.name === 'Int' || type.name === 'Float') return randomInt(rng, known);
    if (type.name === 'Boolean') return randomBoolean(rng);
    return randomString(rng, known);
  }
  return null;
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** GraphQL literal syntax for a JSON value. */
export function toLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0';
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(toLiteral).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([key]) => NAME.test(key));
  return `{ ${entries.map(([key, v]) => `${key}: ${toLiteral(v)}`).join(', ')} }`;
}

/** A selection set for `type`: valid most of the time. */
export function randomSelection(rng: Rng, type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return rng.chance(0.02) ? ' { id }' : '';
  if (rng.chance(0.02)) return ''; // an object without a selection
  const fields = Object.values(named.getFields());
  const chosen = fields.filter(() => rng.chance(0.5));
  if (chosen.length === 0) chosen.push(rng.pick(fields));
  const parts = chosen.map((field) => {
    const alias = rng.chance(0.05) ? `a${rng.int(3)}: ` : '';
    return `${alias}${field.name}${depth < 6 ? randomSelection(rng, field.type, depth + 1) : ''}`;
  });
  if (rng.chance(0.05)) parts.push('__typename');
  if (rng.chance(0.03)) parts.push(rng.pick(['nope', 'password', 'bgioSecret { id }', '__schema { types { name } }']));
  return ` { ${parts.join(' ')} }`;
}

interface ArgumentChoice {
  arg: GraphQLArgument;
  value: unknown;
}

/** One request with one (sometimes two) root fields of the same operation kind. */
export function randomRequest(rng: Rng, fields: RootField[], known: KnownIds): GraphQLBody {
  const first = rng.pick(fields);
  const sameKind = fields.filter((f) => f.kind === first.kind);
  const chosen = rng.chance(0.08) ? [first, rng.pick(sameKind)] : [first];
  const asVariables = rng.chance(0.6);
  const declarations: string[] = [];
  const variables: Record<string, unknown> = {};
  let counter = 0;
  const selections = chosen.map(({ field }, index) => {
    const args: ArgumentChoice[] = field.args
      .filter(() => !rng.chance(0.04))
      .map((arg) => ({ arg, value: randomValue(rng, arg.type, known) }));
    const rendered = args.map(({ arg, value }) => {
      if (!asVariables) return `${arg.name}: ${toLiteral(value)}`;
      const name = `v${counter++}`;
      const declared = rng.chance(0.05)
        ? rng.pick(['Int', 'String', 'Boolean', 'String!', 'Int!', '[String]', 'Nope'])
        : String(arg.type);
      declarations.push(`$${name}: ${declared}`);
      if (!rng.chance(0.04)) variables[name] = value; // else: a missing variable
      return `${arg.name}: $${name}`;
    });
    if (rng.chance(0.03)) rendered.push('bogusArgument: 1');
    const alias = chosen.length > 1 ? `f${index}: ` : '';
    const argList = rendered.length > 0 ? `(${rendered.join(', ')})` : '';
    return `${alias}${field.name}${argList}${randomSelection(rng, field.type)}`;
  });
  const named = rng.chance(0.5);
  const header = `${first.kind}${named ? ' Fuzz' : ''}${declarations.length > 0 ? `(${declarations.join(', ')})` : ''}`;
  const omitKeyword = first.kind === 'query' && !named && declarations.length === 0 && rng.chance(0.5);
  const body: GraphQLBody = { query: `${omitKeyword ? '' : header} { ${selections.join(' ')} }` };
  if (asVariables && !rng.chance(0.03)) body.variables = rng.chance(0.02) ? { ...variables, extra: 1 } : variables;
  if (named && rng.chance(0.2)) body.operationName = rng.pick(['Fuzz', 'Fuzz', 'Wrong', '', null, 5]);
  return body;
}
