import type { Ctx } from 'boardgame.io';
import { HANDS, SKAT, card, dealtState } from './testState';
import { playerView, secrets } from './views';

const ctx = {} as Ctx;

describe('skat views', () => {
  it('gives a seat its own hand, the others as counts, and hides the skat', () => {
    const view = playerView({ G: dealtState(HANDS, SKAT), ctx, playerID: '2' });
    expect(Object.keys(view.hands)).toEqual(['2']);
    expect(view.handCounts).toEqual({ '0': 10, '1': 10, '2': 10 });
    expect(view.skat).toEqual([]);
    expect(view.dealtHands).toEqual({});
  });

  it('gives a spectator no hand at all', () => {
    const view = playerView({ G: dealtState(HANDS, SKAT), ctx, playerID: null });
    expect(view.hands).toEqual({});
    expect(secrets(dealtState(HANDS, SKAT), ctx, null)).toHaveLength(32);
  });

  it('shows the discards to the declarer only, and an ouvert hand to everyone', () => {
    const G = dealtState(HANDS, SKAT, {
      stage: 'playing',
      declarer: '1',
      bid: 18,
      pickedUp: true,
      discards: [card('7C'), card('7D')],
      contract: { kind: 'null', announcement: 'ouvert', hand: false },
    });
    expect(playerView({ G, ctx, playerID: '1' }).discards).toEqual([card('7C'), card('7D')]);
    const other = playerView({ G, ctx, playerID: '0' });
    expect(other.discards).toEqual([]);
    expect(Object.keys(other.hands).sort()).toEqual(['0', '1']);
    expect(Object.keys(playerView({ G, ctx, playerID: null }).hands)).toEqual(['1']);
  });

  it('reveals everything at the round end', () => {
    const view = playerView({ G: dealtState(HANDS, SKAT, { stage: 'roundEnd' }), ctx, playerID: null });
    expect(view.skat).toEqual([card('7C'), card('7D')]);
    expect(Object.keys(view.dealtHands)).toHaveLength(3);
  });
});
