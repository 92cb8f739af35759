import { fireEvent, render, screen, within } from '@testing-library/react';
import { SchafkopfSettingsPanel, customization } from './customization';

jest.mock('react-i18next', () => require('./board/testI18n').reactI18nextMock);

describe('Schafkopf settings', () => {
  it('defaults to playing until a player quits', () => {
    expect(customization.defaultValue).toEqual({ deals: null });
  });

  it('chooses a number of deals', () => {
    const onChange = jest.fn();
    render(<SchafkopfSettingsPanel value={{ deals: null }} onChange={onChange} mode="OnlineFriend" />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Number of deals' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '8' }));
    expect(onChange).toHaveBeenCalledWith({ deals: 8 });
  });
});
