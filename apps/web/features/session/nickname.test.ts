import { isValidNickname, nicknameProblems, normalizeNickname } from './nickname';

describe('the nickname rule, as the API applies it', () => {
  it('accepts letters of any script, digits, spaces, _ and -, up to 24 characters', () => {
    for (const name of ['Ana', 'José Maria', 'Zoë_2', 'Ли-Мин', 'محمد', '田中', 'a'.repeat(24)])
      expect(isValidNickname(name)).toBe(true);
  });

  it('trims and collapses spaces before counting', () => {
    expect(normalizeNickname('  Ana   Bea ')).toBe('Ana Bea');
    expect(nicknameProblems(` ${'a'.repeat(24)}   `)).toEqual([]);
  });

  it('names each problem: empty, characters not allowed (once each), too long', () => {
    expect(nicknameProblems('   ')).toEqual([{ kind: 'empty' }]);
    expect(nicknameProblems('a.b@c.d')).toEqual([{ kind: 'notAllowed', characters: ['.', '@'] }]);
    expect(nicknameProblems('é'.repeat(27))).toEqual([{ kind: 'tooLong', over: 3 }]);
    expect(nicknameProblems(`${'x'.repeat(24)}!`)).toEqual([
      { kind: 'notAllowed', characters: ['!'] },
      { kind: 'tooLong', over: 1 },
    ]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isValidNickname('𠀀'.repeat(24))).toBe(true);
    expect(nicknameProblems('𠀀'.repeat(25))).toEqual([{ kind: 'tooLong', over: 1 }]);
    expect(nicknameProblems('Ana🎲')).toEqual([{ kind: 'notAllowed', characters: ['🎲'] }]);
  });
});
