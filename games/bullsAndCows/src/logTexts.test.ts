import { makeGuess, startWith } from './testTable';
import { logTextProblems, unusedLogTexts } from './testLogTexts';

describe('bullsAndCows log texts', () => {
  it('reads every line of a won and a lost game in all five languages, every text used', () => {
    const won = startWith([0, 1, 2, 3]);
    makeGuess(won, [3, 2, 1, 0]);
    makeGuess(won, [0, 1, 2, 3]);
    const lost = startWith([0, 1, 2], { limitOfAttempts: 4 });
    for (const guess of [
      [2, 1, 0],
      [1, 0, 2],
      [2, 0, 1],
      [1, 2, 0],
    ])
      makeGuess(lost, guess);
    expect(won.getState()!.ctx.gameover).toBeDefined();
    expect(lost.getState()!.ctx.gameover).toBeDefined();
    const lines = [...won.getState()!.G.log, ...lost.getState()!.G.log];
    expect(logTextProblems(lines)).toEqual([]);
    expect(unusedLogTexts(lines)).toEqual([]);
  });
});
