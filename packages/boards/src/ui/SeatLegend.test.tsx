import { render, screen } from '@testing-library/react';
import { t } from './pointTestTexts';
import { SeatLegend } from './SeatLegend';

const PAINT = { '0': { fill: '#f00', edge: '#800' }, '1': { fill: '#00f', edge: '#008' } };

describe('SeatLegend', () => {
  it("names each player with their colour, outlines the one on turn and adds the game's detail", () => {
    render(
      <SeatLegend
        seats={['0', '1'] as const}
        players={[
          { playerID: '0', name: 'Ana' },
          { playerID: '1', name: 'Blue' },
        ]}
        current="1"
        paint={PAINT}
        detail={(seat) => (seat === '0' ? '2 pieces to place' : undefined)}
        t={t}
      />,
    );
    expect(screen.getByRole('list', { name: 'Players' })).toBeInTheDocument();
    expect(screen.getByTestId('legend-0')).toHaveTextContent(/^Ana \(Red\)2 pieces to place$/);
    expect(screen.getByTestId('legend-1')).toHaveTextContent(/^Blue$/);
    expect(screen.getByTestId('legend-1')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('legend-0')).not.toHaveAttribute('aria-current');
  });

  it('outlines nobody once the game is over', () => {
    render(<SeatLegend seats={['0', '1'] as const} players={[]} current={null} paint={PAINT} t={t} />);
    expect(screen.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-current'))).toEqual([]);
  });
});
