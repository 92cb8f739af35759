import { render, screen } from '@testing-library/react';
import { customization } from './customization';
import { game } from './game';

jest.mock('react-i18next', () => require('./board/testI18n').reactI18nextMock);

describe('skat settings', () => {
  it('starts from valid defaults and refuses other deal counts', () => {
    expect(game.validateSetupData!(customization.defaultValue, 3)).toBeUndefined();
    expect(game.validateSetupData!({ deals: 36 }, 3)).toBeUndefined();
    expect(game.validateSetupData!({ deals: 7 }, 3)).toBeDefined();
    expect(game.validateSetupData!({ rounds: 3 }, 3)).toBeDefined();
  });

  it('shows the number of deals', () => {
    const { Component } = customization;
    render(<Component value={{ deals: 12 }} onChange={jest.fn()} mode="AI" />);
    expect(screen.getByRole('combobox', { name: 'Number of deals' })).toHaveTextContent('12');
  });
});
