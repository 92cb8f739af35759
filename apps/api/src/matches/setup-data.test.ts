import { GraphQLError } from 'graphql';
import { parseSetupData, SETUP_DATA_MAX_DEPTH, SETUP_DATA_MAX_VALUES } from './setup-data';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

function refusal(raw: string): string {
  try {
    parseSetupData(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    return (error as GraphQLError).message;
  }
  throw new Error(`accepted ${raw.slice(0, 40)}`);
}

describe('parseSetupData', () => {
  it('reads the settings games use, and blanks as no settings', () => {
    expect(parseSetupData('{"piecesPerPlayer":8,"forcedCapture":false,"drawAfterMoves":null}')).toEqual({
      piecesPerPlayer: 8,
      forcedCapture: false,
      drawAfterMoves: null,
    });
    expect(parseSetupData(null)).toBeUndefined();
    expect(parseSetupData('  ')).toBeUndefined();
  });

  it(`accepts ${SETUP_DATA_MAX_DEPTH} levels and ${SETUP_DATA_MAX_VALUES} values, not one more`, () => {
    expect(parseSetupData(nested(SETUP_DATA_MAX_DEPTH))).toBeDefined();
    expect(refusal(nested(SETUP_DATA_MAX_DEPTH + 1))).toBe(`setupData is nested more than ${SETUP_DATA_MAX_DEPTH} levels deep.`);
    const values = (count: number) =>
      `[${Array(count - 1)
        .fill('"x"')
        .join(',')}]`;
    expect(parseSetupData(values(SETUP_DATA_MAX_VALUES))).toHaveLength(SETUP_DATA_MAX_VALUES - 1);
    expect(refusal(values(SETUP_DATA_MAX_VALUES + 1))).toBe(`setupData holds more than ${SETUP_DATA_MAX_VALUES} values.`);
  });

  it('refuses 4,900 levels of nesting without overflowing the stack', () => {
    expect(refusal(nested(4900))).toBe(`setupData is nested more than ${SETUP_DATA_MAX_DEPTH} levels deep.`);
    expect(refusal(`${'{"a":'.repeat(1600)}1${'}'.repeat(1600)}`)).toBe(
      `setupData is nested more than ${SETUP_DATA_MAX_DEPTH} levels deep.`,
    );
    expect(refusal('{not json')).toBe('setupData is not valid JSON.');
  });
});
