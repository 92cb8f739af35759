import { fireEvent, render, screen } from '@testing-library/react';
import { customization } from './customization';
import { game } from './game';

jest.mock('react-i18next', () => require('./board/testI18n').reactI18nextMock);

describe('bashni settings panel', () => {
  it('defaults to forced capture, a valid setup', () => {
    expect(customization.defaultValue).toEqual({ forced_capture: true });
    expect(game.validateSetupData!(customization.defaultValue, 2)).toBeUndefined();
  });

  it('turns forced capture off', () => {
    const onChange = jest.fn();
    const { Component } = customization;
    render(<Component value={{ forced_capture: true }} onChange={onChange} mode="OnlineFriend" />);
    fireEvent.click(screen.getByRole('switch', { name: 'Forced capture' }));
    expect(onChange).toHaveBeenCalledWith({ forced_capture: false });
  });
});
