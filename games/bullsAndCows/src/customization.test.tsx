import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customization } from './customization';

jest.mock('react-i18next', () => require('./board/testI18n').reactI18nextMock);

describe('bullsAndCows settings', () => {
  it('starts from the defaults and turns repeats on', async () => {
    expect(customization.defaultValue).toEqual({ secretLength: 4, limitOfAttempts: 10, allowToRepeat: false, totalOfColours: 6 });
    const onChange = jest.fn();
    const { Component } = customization;
    render(<Component value={customization.defaultValue} onChange={onChange} mode="AI" />);
    await userEvent.click(screen.getByRole('switch', { name: 'Allow repeated colours' }));
    expect(onChange).toHaveBeenCalledWith({ ...customization.defaultValue, allowToRepeat: true });
  });

  it('keeps the length within the colours when repeats are off', async () => {
    const onChange = jest.fn();
    const { Component } = customization;
    render(<Component value={{ ...customization.defaultValue, secretLength: 6 }} onChange={onChange} mode="AI" />);
    const colours = screen.getByRole('slider', { name: /Total of colour options/ });
    colours.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenCalledWith({ ...customization.defaultValue, secretLength: 5, totalOfColours: 5 });
  });
});
