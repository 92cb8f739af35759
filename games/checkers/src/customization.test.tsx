import { fireEvent, render, screen } from '@testing-library/react';
import { game } from './game';
import { customization } from './customization';
import { DEFAULT_SETTINGS } from './settings';

jest.mock('react-i18next', () => require('./board/testI18n').reactI18nextMock);

describe('checkers settings panel', () => {
  it('starts from valid defaults', () => {
    expect(customization.defaultValue).toEqual(DEFAULT_SETTINGS);
    expect(game.validateSetupData!(customization.defaultValue, 2)).toBeUndefined();
  });

  it('changes a switch and keeps the other settings', () => {
    const onChange = jest.fn();
    const { Component } = customization;
    render(<Component value={DEFAULT_SETTINGS} onChange={onChange} mode="LocalFriend" />);
    fireEvent.click(screen.getByRole('switch', { name: 'Kings can move any distance' }));
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_SETTINGS, flyingKings: true });
    expect(game.validateSetupData!(onChange.mock.calls[0][0], 2)).toBeUndefined();
  });

  it('shows every option with its label', () => {
    const { Component } = customization;
    render(<Component value={{ ...DEFAULT_SETTINGS, drawAfterMoves: null }} onChange={jest.fn()} mode="AI" />);
    for (const label of ['Forced capture', 'Stop jumping if piece kinged'])
      expect(screen.getByRole('switch', { name: label })).toBeInTheDocument();
    expect(screen.getByText('Pieces per player', { selector: 'label' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Draw after n moves without progress' })).toHaveTextContent('Off');
  });
});
