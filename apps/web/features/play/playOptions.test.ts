import { findGame } from '@tabula/catalogue';
import { parsePlayOptions, playQuery } from './playOptions';

const skat = findGame('skat')!;
const schafkopf = findGame('schafkopf')!;
const tictactoe = findGame('tictactoe')!;

describe('parsePlayOptions', () => {
  it('puts the human in the seat the link names', () => {
    expect(parsePlayOptions(skat, { seat: '2' }).humanSeat).toBe('2');
    expect(parsePlayOptions(schafkopf, { players: '4', seat: '3' }).humanSeat).toBe('3');
  });

  it('still reads the older links that said first or second', () => {
    expect(parsePlayOptions(tictactoe, { order: 'second' }).humanSeat).toBe('1');
    expect(parsePlayOptions(tictactoe, { order: 'first' }).humanSeat).toBe('0');
  });

  it('seats the human first when the seat is not at the table', () => {
    expect(parsePlayOptions(schafkopf, { players: '3', seat: '3' }).humanSeat).toBe('0');
    expect(parsePlayOptions(skat, { seat: 'north' }).humanSeat).toBe('0');
    expect(parsePlayOptions(skat, { seat: '-1' }).humanSeat).toBe('0');
  });

  it("starts a link without a player count at the game's usual table", () => {
    expect(parsePlayOptions(schafkopf, {}).numPlayers).toBe(4);
    expect(parsePlayOptions(skat, {}).numPlayers).toBe(3);
  });

  it('reads back the query it writes', () => {
    const query = playQuery({ numPlayers: 4, level: 'hard', humanSeat: '2', setupData: { deals: 8 } });
    expect(query).toEqual({ players: '4', level: 'hard', seat: '2', setup: '{"deals":8}' });
    expect(parsePlayOptions(schafkopf, query)).toEqual({ numPlayers: 4, level: 'hard', humanSeat: '2', setupData: { deals: 8 } });
  });
});
