import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customization } from '@games/checkers/customization';
import checkers from '../../../../games/checkers/locales/en.json';
import online from '../../locales/en/online.json';
import { renderInLanguage } from '../i18n/testI18n';
import { RoomRules } from './RoomRules';

const roomSettings = { ...customization.defaultValue, piecesPerPlayer: 8, forcedCapture: false };

function show(editable: boolean) {
  const onChange = jest.fn();
  renderInLanguage(
    <RoomRules
      customization={customization}
      value={roomSettings}
      editable={editable}
      creatorNickname="Anna"
      onChange={onChange}
    />,
    'en',
    { online, checkers },
  );
  return onChange;
}

describe('RoomRules', () => {
  it('shows every member the rules the creator chose, without letting them change them', () => {
    show(false);
    const rules = screen.getByRole('region', { name: 'Rules' });
    expect(rules).toHaveTextContent('Chosen by Anna, who created the room.');
    expect(within(rules).getByRole('combobox', { name: 'Pieces per player' })).toHaveTextContent('8');
    const forced = within(rules).getByRole('switch', { name: 'Forced capture' });
    expect(forced).not.toBeChecked();
    expect(forced).toBeDisabled();
    expect(within(rules).getByRole('switch', { name: 'Kings can move any distance' })).toBeDisabled();
  });

  it('does not open a read-only choice list from the keyboard either', async () => {
    const onChange = show(false);
    const pieces = within(screen.getByRole('region', { name: 'Rules' })).getByRole('combobox', { name: 'Pieces per player' });
    expect(pieces).toHaveAttribute('aria-disabled', 'true');
    pieces.focus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets the creator change them for everyone', async () => {
    const onChange = show(true);
    expect(screen.getByRole('region', { name: 'Rules' })).toHaveTextContent('Everyone in the room plays with these settings.');
    await userEvent.click(screen.getByRole('switch', { name: 'Forced capture' }));
    expect(onChange).toHaveBeenCalledWith({ ...roomSettings, forcedCapture: true });
  });
});
