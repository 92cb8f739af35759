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

  it('gives a missing key back as itself', () => {
    expect(useTranslation().t('status.nothing')).toBe('status.nothing');
  });
});
