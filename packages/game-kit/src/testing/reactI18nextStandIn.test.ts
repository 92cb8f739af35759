import { reactI18nextStandIn } from './reactI18nextStandIn';

const texts = { status: { turn: "{{name}}'s move" }, gameOver: { title: 'Match over' } };

describe('reactI18nextStandIn', () => {
  const { useTranslation } = reactI18nextStandIn('demo', texts);

  it("reads the game's English texts by default and fills placeholders", () => {
    expect(useTranslation().t('status.turn', { name: 'Ana' })).toBe("Ana's move");
  });

  it('looks in the namespaces asked for, in order, and in the one a call names', () => {
    expect(useTranslation('game-kit').t('gameOver.title')).toBe('Game over');
    expect(useTranslation(['demo', 'game-kit']).t('gameOver.title')).toBe('Match over');
    expect(useTranslation(['demo', 'game-kit']).t('gameOver.youWon')).toBe('You won!');
    expect(useTranslation().t('gameOver.youLost', { ns: 'game-kit' })).toBe('You lost');
  });

  it('picks the English plural form for a count, and a context when the texts have one', () => {
    const { t } = reactI18nextStandIn('demo', {
      seen: { cards_one: '{{count}} card', cards_other: '{{count}} cards' },
      hello: 'Hi {{name}}',
      hello_vowel: 'Hey {{name}}',
    }).useTranslation();
    expect(t('seen.cards', { count: 1 })).toBe('1 card');
    expect(t('seen.cards', { count: 28 })).toBe('28 cards');
    expect(t('hello', { name: 'Anna', context: 'vowel' })).toBe('Hey Anna');
    expect(t('hello', { name: 'Ben', context: 'other' })).toBe('Hi Ben');
    expect(useTranslation('game-kit').t('players.andOthers', { names: 'Anna, Ben', count: 28 })).toBe('Anna, Ben and 28 others');
  });

  it('gives a missing key back as itself', () => {
    expect(useTranslation().t('status.nothing')).toBe('status.nothing');
  });
});
