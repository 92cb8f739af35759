import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { depthLimit } from './depth-limit';

const schema = buildSchema(`
  type Node { id: Int!  child: Node  children: [Node!]! }
  type Query { node: Node }
`);

const check = (query: string, max = 3) =>
  validate(schema, parse(query), [...specifiedRules, depthLimit(max)]).map((e) => e.message);

describe('depthLimit', () => {
  it('lets queries up to the limit through', () => {
    expect(check('{ node { child { id } } }')).toEqual([]);
    expect(check('{ node { child { ...F } } } fragment F on Node { id }')).toEqual([]);
  });

  it('refuses deeper queries, also when the depth hides in fragments', () => {
    expect(check('{ node { child { child { id } } } }')).toEqual(['This query is nested more than 3 levels deep.']);
    expect(check('{ node { ...A } } fragment A on Node { children { ...B } } fragment B on Node { child { id } }')).toHaveLength(
      1,
    );
    expect(check('{ node { ... on Node { child { child { id } } } } }')).toHaveLength(1);
  });

  it('does not count introspection fields and survives fragment cycles', () => {
    expect(check('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }')).toEqual([]);
    const cyclic = check('{ node { ...A } } fragment A on Node { child { ...A } }');
    expect(cyclic.some((message) => message.includes('Cannot spread fragment "A" within itself'))).toBe(true);
  });
});
