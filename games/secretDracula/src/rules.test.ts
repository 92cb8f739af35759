import { ASIDE_STAGE, PICK_STAGE } from '@tabula/game-kit';
import { eligiblePriests } from './election';
import { enumerateMoves } from './enumerate';
import { refusedIn, standardRoles, table } from './testTable';
import type { Policy } from './types';

const B: Policy = 'blood';
const G_: Policy = 'garlic';

describe('nominations and term limits', () => {
  it('never offers the last elected Priest, nor the last Mayor while more than five are alive', () => {
    const { state, as } = table({ roles: standardRoles(7, 3), mayor: '2', termLimited: { mayor: '0', priest: '1' } });
    expect(eligiblePriests(state().G)).toEqual(['3', '4', '5', '6']);
    expect(refusedIn(() => as('2').nominate!('1'))).toBe(1);
    expect(refusedIn(() => as('2').nominate!('0'))).toBe(1);
    expect(refusedIn(() => as('2').nominate!('2'))).toBe(1);
    expect(state().G.step).toBe('nominate');
  });

  it('lets the last Mayor be nominated with five or fewer alive, never a dead seat', () => {
    const { state } = table({
      roles: standardRoles(7, 3),
      mayor: '2',
      termLimited: { mayor: '0', priest: '1' },
      dead: ['5', '6'],
    });
    expect(eligiblePriests(state().G)).toEqual(['0', '3', '4']);
  });

  it('refuses a nomination from any seat but the candidate', () => {
    const { state, as } = table({ roles: standardRoles(5, 2) });
    expect(refusedIn(() => as('1').nominate!('2'))).toBe(1);
    expect(enumerateMoves(state().G, state().ctx, '1')).toEqual([]);
    expect(enumerateMoves(state().G, state().ctx, '0').map((m) => m.args[0])).toEqual(['1', '2', '3', '4']);
  });
});

describe('the vote', () => {
  it('asks every living seat in secret, the dead not at all, and reveals all ballots together', () => {
    const { state, as, viewOf } = table({ roles: standardRoles(6, 2), dead: ['5'] });
    as('0').nominate!('1');
    expect(Object.keys(state().ctx.activePlayers!)).toEqual(['0', '1', '2', '3', '4']);
    expect(refusedIn(() => as('5').vote!(state().G.votes.round, { ballot: 'yes' }))).toBe(1);
    as('2').vote!(state().G.votes.round, { ballot: 'no' });
    expect(state().ctx.activePlayers!['2']).toBe(ASIDE_STAGE);
    expect(viewOf('2').votes.mine).toEqual({ ballot: 'no' });
    expect(viewOf('3').votes).toMatchObject({ mine: null, picked: ['2'] });
    expect(JSON.stringify(viewOf('3'))).not.toContain('"ballot":"no"');
    for (const seat of ['0', '1', '3', '4']) as(seat).vote!(state().G.votes.round, { ballot: 'yes' });
    expect(state().G.lastElection).toEqual({
      mayor: '0',
      priest: '1',
      ballots: { '0': true, '1': true, '2': false, '3': true, '4': true },
      elected: true,
    });
  });

  it('refuses a ballot that is not exactly yes or no, or one for another round', () => {
    const { state, as } = table({ roles: standardRoles(5, 2) });
    as('0').nominate!('1');
    const round = state().G.votes.round;
    expect(refusedIn(() => as('1').vote!(round, { ballot: 'maybe' } as never))).toBe(1);
    expect(refusedIn(() => as('1').vote!(round, { ballot: 'yes', extra: 1 } as never))).toBe(1);
    expect(refusedIn(() => as('1').vote!(round + 1, { ballot: 'yes' }))).toBe(1);
    expect(state().ctx.activePlayers!['1']).toBe(PICK_STAGE);
  });

  it('fails on a tie: the tracker moves on and the candidacy passes clockwise', () => {
    const { state, voteAll, as } = table({ roles: standardRoles(6, 2) });
    as('0').nominate!('1');
    voteAll(['0', '1', '2']);
    expect(state().G.lastElection!.elected).toBe(false);
    expect(state().G.electionTracker).toBe(1);
    expect(state().G.mayor).toBe('1');
    expect(state().G.step).toBe('nominate');
  });

  it('passes over a dead seat when the candidacy moves on', () => {
    const { state, reject } = table({ roles: standardRoles(7, 3), dead: ['1'] });
    reject('2');
    expect(state().G.mayor).toBe('2');
  });
});

describe('three failed elections', () => {
  it('enact the top policy on its own track with no power, reset the tracker and forget term limits', () => {
    const { state, reject } = table({
      roles: standardRoles(5, 2),
      deck: [G_, B, B, B, B],
      electionTracker: 2,
      termLimited: { mayor: '3', priest: '4' },
    });
    reject('1');
    const { G } = state();
    expect(G.garlicEnacted).toBe(1);
    expect(G.bloodEnacted).toBe(0);
    expect(G.electionTracker).toBe(0);
    expect(G.termLimited).toBeNull();
    expect(G.legislations).toEqual([{ mayor: null, priest: null, outcome: 'garlic' }]);
    expect(G.step).toBe('nominate');
    expect(G.mayor).toBe('1');
  });

  it('give no power for an automatic blood policy on a power box', () => {
    const { state, reject } = table({ roles: standardRoles(5, 2), deck: [B, B, B, G_, B], electionTracker: 2, bloodEnacted: 2 });
    reject('1');
    expect(state().G.bloodEnacted).toBe(3);
    expect(state().G.step).toBe('nominate');
  });
});

describe('legislation', () => {
  it('gives the Mayor three cards, the Priest the two passed, and enacts what the Priest keeps', () => {
    const { state, as, elect, viewOf } = table({ roles: standardRoles(5, 2), deck: [B, G_, B, G_, G_, B] });
    elect('3');
    expect(viewOf('0').mayorHand).toEqual({ garlic: 1, blood: 2 });
    expect(viewOf('3').mayorHand).toBeNull();
    expect(refusedIn(() => as('0').mayorDiscard!('purple'))).toBe(1);
    expect(refusedIn(() => as('3').mayorDiscard!('blood'))).toBe(1);
    as('0').mayorDiscard!('blood');
    expect(viewOf('3').priestHand).toEqual({ garlic: 1, blood: 1 });
    expect(viewOf('0').priestHand).toEqual({ garlic: 1, blood: 1 });
    expect(viewOf('1').priestHand).toBeNull();
    expect(refusedIn(() => as('0').priestDiscard!('blood'))).toBe(1);
    as('3').priestDiscard!('blood');
    expect(state().G.garlicEnacted).toBe(1);
    expect([...state().G.discardPile].sort()).toEqual(['blood', 'blood']);
    expect(state().G.mayor).toBe('1');
  });

  it('refuses a discard of a kind the hand does not hold', () => {
    const { as, elect, state } = table({ roles: standardRoles(5, 2), deck: [B, B, B, G_, G_] });
    elect('3');
    expect(refusedIn(() => as('0').mayorDiscard!('garlic'))).toBe(1);
    expect(enumerateMoves(state().G, state().ctx, '0')).toEqual([{ move: 'mayorDiscard', args: ['blood'] }]);
  });

  it('shuffles the discards back in when fewer than three policies remain', () => {
    const { state, elect, as } = table({ roles: standardRoles(5, 2), deck: [B, G_, G_, B] });
    elect('3');
    as('0').mayorDiscard!('blood');
    as('3').priestDiscard!('garlic');
    const { G } = state();
    expect(G.drawPile).toHaveLength(3);
    expect(G.discardPile).toEqual([]);
    expect(G.log.some((line) => line.key === 'reshuffled')).toBe(true);
  });
});

describe('veto', () => {
  const atBlood = (bloodEnacted: number) =>
    table({ roles: standardRoles(5, 2), deck: [B, B, G_, B, B, G_, B, B], bloodEnacted, garlicEnacted: 1 });

  it('is not offered before the fifth blood policy', () => {
    const { state, elect, as } = atBlood(4);
    elect('3');
    as('0').mayorDiscard!('garlic');
    expect(enumerateMoves(state().G, state().ctx, '3')).toEqual([{ move: 'priestDiscard', args: ['blood'] }]);
    expect(refusedIn(() => as('3').proposeVeto!())).toBe(1);
  });

  it('agreed by the Mayor, discards both policies and moves the election tracker on', () => {
    const { state, elect, as } = atBlood(5);
    elect('3');
    as('0').mayorDiscard!('garlic');
    expect(enumerateMoves(state().G, state().ctx, '3')).toContainEqual({ move: 'proposeVeto', args: [] });
    as('3').proposeVeto!();
    expect(state().G.step).toBe('vetoReview');
    as('0').answerVeto!(true);
    const { G } = state();
    expect(G.bloodEnacted).toBe(5);
    expect(G.electionTracker).toBe(1);
    expect(G.legislations.at(-1)).toEqual({ mayor: '0', priest: '3', outcome: 'veto' });
    expect(G.mayor).toBe('1');
  });

  it('refused by the Mayor, makes the Priest enact, with no second veto', () => {
    const { state, elect, as } = atBlood(5);
    elect('3');
    as('0').mayorDiscard!('garlic');
    as('3').proposeVeto!();
    expect(refusedIn(() => as('0').answerVeto!('yes' as never))).toBe(1);
    as('0').answerVeto!(false);
    expect(state().G.step).toBe('priestDiscard');
    expect(refusedIn(() => as('3').proposeVeto!())).toBe(1);
    as('3').priestDiscard!('blood');
    expect(state().ctx.gameover).toEqual({ winners: ['0', '1'], reason: 'bloodPolicies' });
  });
});

describe('Dracula elected Priest', () => {
  it('wins nothing with two blood policies enacted', () => {
    const { state, elect } = table({ roles: standardRoles(5, 2), mayor: '1', bloodEnacted: 2 });
    elect('0');
    expect(state().ctx.gameover).toBeUndefined();
    expect(state().G.step).toBe('mayorDiscard');
  });

  it('wins for the vampires with three', () => {
    const { state, elect } = table({ roles: standardRoles(5, 2), mayor: '1', bloodEnacted: 3 });
    elect('0');
    expect(state().ctx.gameover).toEqual({ winners: ['0', '1'], reason: 'draculaElected' });
  });
});

describe('powers by board position and table size', () => {
  const bloodSession = (players: number, vampires: number, bloodEnacted: number) => {
    const t = table({ roles: standardRoles(players, vampires), deck: [B, B, B, G_, B, G_], bloodEnacted, mayor: '2' });
    t.elect('4');
    t.as('2').mayorDiscard!('blood');
    t.as('4').priestDiscard!('blood');
    return t;
  };

  it.each([
    [5, 2, 0, 'nominate'],
    [5, 2, 2, 'peek'],
    [6, 2, 3, 'execute'],
    [7, 3, 0, 'nominate'],
    [7, 3, 1, 'investigate'],
    [8, 3, 2, 'specialElection'],
    [8, 3, 4, 'execute'],
    [9, 4, 0, 'investigate'],
    [10, 4, 1, 'investigate'],
    [10, 4, 2, 'specialElection'],
  ])('at %i players, a blood policy enacted after %i (%i already) gives: %s', (players, vampires, before, step) => {
    const { state } = bloodSession(players, vampires, before);
    expect(state().G.bloodEnacted).toBe(before + 1);
    expect(state().G.step).toBe(step);
  });

  it('shows the top three policies to the peeking Mayor only, in order', () => {
    const { state, viewOf, as } = bloodSession(5, 2, 2);
    const top = state().G.drawPile.slice(0, 3);
    expect(viewOf('2').peek).toEqual(top);
    expect(viewOf('3').peek).toBeNull();
    as('2').endPeek!();
    expect(state().G.drawPile.slice(0, 3)).toEqual(top);
    expect(state().G.mayor).toBe('3');
  });

  it('tells an investigation result to the investigating Mayor only, Dracula showing as a vampire, and never twice', () => {
    const { state, viewOf, as } = bloodSession(9, 4, 0);
    expect(refusedIn(() => as('2').investigate!('2'))).toBe(1);
    as('2').investigate!('0');
    expect(viewOf('2').investigations).toEqual([{ mayor: '2', target: '0', party: 'vampires' }]);
    expect(viewOf('5').investigations).toEqual([{ mayor: '2', target: '0' }]);
    expect(state().G.mayor).toBe('3');
  });

  it('sends the rotation back after a special election: the seat after the Mayor who called it', () => {
    const { state, as, elect, reject } = bloodSession(7, 3, 2);
    expect(refusedIn(() => as('2').callSpecialElection!('2'))).toBe(1);
    as('2').callSpecialElection!('5');
    expect(state().G.mayor).toBe('5');
    elect('1');
    as('5').mayorDiscard!('blood');
    as('1').priestDiscard!('garlic');
    expect(state().G.mayor).toBe('3');
    reject('4');
    expect(state().G.mayor).toBe('4');
  });

  it('executes: the dead neither vote nor may be nominated; executing Dracula wins for the villagers', () => {
    const first = bloodSession(6, 2, 3);
    first.as('2').execute!('5');
    expect(first.state().G.dead).toEqual(['5']);
    expect(eligiblePriests(first.state().G)).not.toContain('5');
    first.as('3').nominate!('1');
    expect(Object.keys(first.state().ctx.activePlayers!)).not.toContain('5');

    const second = bloodSession(6, 2, 3);
    expect(refusedIn(() => second.as('3').execute!('0'))).toBe(1);
    second.as('2').execute!('0');
    expect(second.state().ctx.gameover).toEqual({ winners: ['2', '3', '4', '5'], reason: 'draculaExecuted' });
  });
});

describe('the policy tracks', () => {
  it('give the villagers the win with five garlic policies', () => {
    const { state, elect, as } = table({ roles: standardRoles(5, 2), deck: [G_, G_, B, B], garlicEnacted: 4, mayor: '2' });
    elect('3');
    as('2').mayorDiscard!('blood');
    as('3').priestDiscard!('garlic');
    expect(state().ctx.gameover).toEqual({ winners: ['2', '3', '4'], reason: 'garlicPolicies' });
    expect(enumerateMoves(state().G, state().ctx, '4')).toEqual([]);
  });
});
