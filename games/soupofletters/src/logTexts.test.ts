import { cellsOf, moveAs, startTestMatch, type TestMatch } from './testMatch';
import { logTextProblems, unusedLogTexts } from './testLogTexts';

const claim = (match: TestMatch, word: string) => moveAs(match, 'claim', [{ cells: cellsOf(word) }]);

describe('soupofletters log texts', () => {
  it('reads every line of a won and a shared game in all five languages, every text used', () => {
    const won = startTestMatch();
    claim(won, 'CAT');
    moveAs(won, 'pass', []);
    for (const word of ['DOG', 'SUN', 'OWL', 'HEN', 'BEE', 'ANT', 'FOX']) claim(won, word);
    const shared = startTestMatch(3);
    claim(shared, 'CAT');
    moveAs(shared, 'timeOut', [shared.getState()!.ctx.turn]);
    claim(shared, 'DOG');
    for (let turn = 0; turn < 6; turn += 1) moveAs(shared, 'pass', []);
    const lines = [...won.getState()!.G.log, ...shared.getState()!.G.log];
    expect(won.getState()!.ctx.gameover).toBeDefined();
    expect(shared.getState()!.ctx.gameover).toBeDefined();
    expect(logTextProblems(lines)).toEqual([]);
    expect(unusedLogTexts(lines)).toEqual([]);
  });
});
