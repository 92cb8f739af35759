import { fireEvent, render, screen, within } from '@testing-library/react';
import { ZwanzigerrufenSettingsPanel, customization } from './customization';

jest.mock('react-i18next', () => require('./board/testI18n').reactI18nextMock);

describe('Zwanzigerrufen settings', () => {
  it('defaults to playing until a player quits', () => {
    expect(customization.defaultValue).toEqual({ deals: null });
  });

  it('chooses a number of deals', () => {
    const onChange = jest.fn();
    render(<ZwanzigerrufenSettingsPanel value={{ deals: null }} onChange={onChange} mode="OnlineFriend" />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Number of deals' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '8' }));
    expect(onChange).toHaveBeenCalledWith({ deals: 8 });
  });
});
