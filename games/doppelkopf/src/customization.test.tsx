import { fireEvent, render, screen, within } from '@testing-library/react';
import { DoppelkopfSettingsPanel, customization } from './customization';

jest.mock('react-i18next', () => require('./board/testI18n').reactI18nextMock);

describe('Doppelkopf settings', () => {
  it('defaults to playing until a player quits', () => {
    expect(customization.defaultValue).toEqual({ rounds: null });
  });

  it('chooses a number of rounds, and only the room creator may', () => {
    const onChange = jest.fn();
    const { unmount } = render(<DoppelkopfSettingsPanel value={{ rounds: null }} onChange={onChange} mode="OnlineFriend" />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Number of rounds' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '12' }));
    expect(onChange).toHaveBeenCalledWith({ rounds: 12 });
    unmount();
    render(<DoppelkopfSettingsPanel value={{ rounds: 8 }} onChange={onChange} mode="OnlineFriend" readOnly />);
    expect(screen.getByRole('combobox', { name: 'Number of rounds' })).toHaveAttribute('aria-disabled', 'true');
  });
});
