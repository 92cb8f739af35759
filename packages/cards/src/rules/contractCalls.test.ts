import { auctionEnded, finalContract, legalCallFrom, legalContractCalls, type ContractCall, type Strain } from './contractCalls';

const bid = (level: number, strain: Strain): ContractCall => ({ type: 'bid', level, strain });
const pass: ContractCall = { type: 'pass' };
const double: ContractCall = { type: 'double' };
const redouble: ContractCall = { type: 'redouble' };
const types = (calls: ContractCall[]) => calls.filter((call) => call.type !== 'bid').map((call) => call.type);

describe('legalContractCalls', () => {
  it('opens with all 35 bids and a pass', () => {
    const calls = legalContractCalls([]);
    expect(calls.filter((call) => call.type === 'bid')).toHaveLength(35);
    expect(types(calls)).toEqual(['pass']);
  });

  it('offers only higher bids, notrump above spades and the next level above notrump', () => {
    const calls = legalContractCalls([bid(1, 'spades')]);
    expect(calls[0]).toEqual(bid(1, 'notrump'));
    expect(calls[1]).toEqual(bid(2, 'clubs'));
    expect(legalContractCalls([bid(7, 'notrump')]).filter((call) => call.type === 'bid')).toEqual([]);
  });

  it("lets the opponents double a bid, never the bidder's partner", () => {
    expect(types(legalContractCalls([bid(1, 'hearts')]))).toEqual(['pass', 'double']);
    expect(types(legalContractCalls([bid(1, 'hearts'), pass]))).toEqual(['pass']);
    expect(types(legalContractCalls([bid(1, 'hearts'), pass, pass]))).toEqual(['pass', 'double']);
  });

  it('refuses to double a doubled bid and lets only the doubled side redouble, once', () => {
    expect(types(legalContractCalls([bid(1, 'hearts'), double]))).toEqual(['pass', 'redouble']);
    expect(types(legalContractCalls([bid(1, 'hearts'), double, pass]))).toEqual(['pass']);
    expect(types(legalContractCalls([bid(1, 'hearts'), double, pass, pass]))).toEqual(['pass', 'redouble']);
    expect(types(legalContractCalls([bid(1, 'hearts'), double, redouble]))).toEqual(['pass']);
  });

  it('lets a new bid after a double be doubled again', () => {
    expect(types(legalContractCalls([bid(1, 'hearts'), double, bid(2, 'clubs')]))).toEqual(['pass', 'double']);
  });

  it('offers nothing once the auction has ended', () => {
    expect(legalContractCalls([bid(1, 'clubs'), pass, pass, pass])).toEqual([]);
  });
});

describe('auctionEnded', () => {
  it('ends after three passes following a bid, or four passes', () => {
    expect(auctionEnded([pass, pass, pass])).toBe(false);
    expect(auctionEnded([pass, pass, pass, pass])).toBe(true);
    expect(auctionEnded([pass, bid(1, 'clubs'), pass, pass])).toBe(false);
    expect(auctionEnded([pass, bid(1, 'clubs'), pass, pass, pass])).toBe(true);
    expect(auctionEnded([bid(1, 'clubs'), double, pass, pass, pass])).toBe(true);
  });
});

describe('legalCallFrom', () => {
  it('returns a clean copy of a legal call and null for anything else', () => {
    const history = [bid(2, 'hearts')];
    expect(legalCallFrom(history, { type: 'bid', level: 3, strain: 'clubs', note: 'x'.repeat(100) })).toEqual(bid(3, 'clubs'));
    expect(legalCallFrom(history, { type: 'double' })).toEqual(double);
    for (const sent of [
      bid(2, 'diamonds'),
      bid(8, 'clubs'),
      { type: 'redouble' },
      { type: 'bid', level: '3', strain: 'clubs' },
      'pass',
      null,
    ]) {
      expect(legalCallFrom(history, sent)).toBeNull();
    }
  });
});

describe('finalContract', () => {
  it('names the contract, its doubling and the first of the winning side to name the strain', () => {
    const history = [bid(1, 'hearts'), bid(1, 'spades'), bid(2, 'hearts'), double, redouble, pass, pass, pass];
    expect(finalContract(history)).toEqual({ level: 2, strain: 'hearts', doubled: 'redoubled', declarerIndex: 0 });
    const partnerFirst = [pass, bid(1, 'notrump'), pass, bid(3, 'notrump'), pass, pass, pass];
    expect(finalContract(partnerFirst)).toMatchObject({ level: 3, strain: 'notrump', doubled: 'undoubled', declarerIndex: 1 });
  });

  it('has no contract when everyone passed or the auction goes on', () => {
    expect(finalContract([pass, pass, pass, pass])).toBeNull();
    expect(finalContract([bid(1, 'clubs'), pass])).toBeNull();
  });
});
