import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResignButton } from './ResignButton';
import { ResignedNotice } from './ResignedNotice';
import { renderWithI18n } from './testI18n';
import { playersOf } from './testPlayers';

describe('ResignButton', () => {
  it.each([
    ['otherWins', 'The other player wins the game.'],
    ['othersShareWin', 'The other players share the win.'],
    ['seatLeaves', 'You leave the game; the others play on.'],
  ] as const)('says what conceding does (%s) and concedes only when confirmed', async (effect, text) => {
    const onResign = jest.fn();
    renderWithI18n(<ResignButton onResign={onResign} effect={effect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resign' }));
    expect(screen.getByRole('dialog', { name: 'Resign this game?' })).toHaveTextContent(text);
    expect(onResign).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('resign-confirm'));
    expect(onResign).toHaveBeenCalledTimes(1);
  });
});

describe('ResignedNotice', () => {
  it('names the seats that are out while the others play on', () => {
    const { rerender } = renderWithI18n(<ResignedNotice seats={['1']} players={playersOf(4)} />);
    expect(screen.getByTestId('resigned-notice')).toHaveTextContent('Ben has resigned.');
    rerender(<ResignedNotice seats={['1', '3']} players={playersOf(4)} />);
    expect(screen.getByTestId('resigned-notice')).toHaveTextContent('Ben and Dora have resigned.');
    rerender(<ResignedNotice seats={Array.from({ length: 12 }, (_, seat) => String(seat))} players={playersOf(30)} />);
    expect(screen.getByTestId('resigned-notice')).toHaveTextContent('Anna, Ben and 10 others have resigned.');
  });

  it('shows nothing when nobody has resigned', () => {
    renderWithI18n(<ResignedNotice seats={[]} players={playersOf(2)} />);
    expect(screen.queryByTestId('resigned-notice')).not.toBeInTheDocument();
  });
});
