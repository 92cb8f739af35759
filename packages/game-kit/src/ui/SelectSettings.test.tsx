import { fireEvent, screen, within } from '@testing-library/react';
import { SelectSettings, type SelectSetting } from './SelectSettings';
import { renderWithI18n } from './testI18n';

interface Settings {
  length: 'short' | 'long';
  rounds: number | null;
}

const texts = {
  settings: {
    title: 'Room options',
    length: 'Match length',
    short: 'One deal',
    long: 'To 66',
    rounds: 'Rounds',
    untilQuit: 'Until someone quits',
  },
};

const SETTINGS: ReadonlyArray<SelectSetting<Settings>> = [
  {
    key: 'length',
    labelKey: 'settings.length',
    options: [
      { value: 'short', labelKey: 'settings.short' },
      { value: 'long', labelKey: 'settings.long' },
    ],
  },
  {
    key: 'rounds',
    labelKey: 'settings.rounds',
    options: [{ value: null, labelKey: 'settings.untilQuit' }, { value: 8 }, { value: 12 }],
  },
];

function show(value: Settings, onChange: (value: Settings) => void = () => {}, readOnly?: boolean) {
  return renderWithI18n(
    <SelectSettings namespace="toy" settings={SETTINGS} value={value} onChange={onChange} readOnly={readOnly} />,
    { toy: texts },
  );
}

describe('SelectSettings', () => {
  it("shows the title and each option's chosen value in the game's texts", () => {
    show({ length: 'long', rounds: null });
    expect(screen.getByTestId('toy-settings')).toHaveTextContent('Room options');
    expect(screen.getByRole('combobox', { name: 'Match length' })).toHaveTextContent('To 66');
    expect(screen.getByRole('combobox', { name: 'Rounds' })).toHaveTextContent('Until someone quits');
  });

  it('lists the choices and changes only the field chosen, to the value of the same type', () => {
    const onChange = jest.fn();
    show({ length: 'long', rounds: null }, onChange);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rounds' }));
    const choices = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Until someone quits', '8', '12']);
    fireEvent.click(choices[2]!);
    expect(onChange).toHaveBeenCalledWith({ length: 'long', rounds: 12 });
  });

  it('chooses null back from a number', () => {
    const onChange = jest.fn();
    show({ length: 'short', rounds: 8 }, onChange);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rounds' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Until someone quits' }));
    expect(onChange).toHaveBeenCalledWith({ length: 'short', rounds: null });
  });

  it('disables every select when read only', () => {
    show({ length: 'short', rounds: 8 }, jest.fn(), true);
    for (const name of ['Match length', 'Rounds'])
      expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-disabled', 'true');
  });
});
