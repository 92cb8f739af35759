import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customization } from './customization';

jest.mock('react-i18next', () => require('./board/testI18n').reactI18nextMock);

describe('memorymatch settings', () => {
  it('stays in turn on a match by default, and the switch turns it off', async () => {
    expect(customization.defaultValue).toEqual({ stayOnMatch: true });
    const onChange = jest.fn();
    const { Component } = customization;
    render(<Component value={customization.defaultValue} onChange={onChange} mode="OnlineFriend" />);
    const toggle = screen.getByRole('switch', { name: 'Stay in turn on a match' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith({ stayOnMatch: false });
  });
});
