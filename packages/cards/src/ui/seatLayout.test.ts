import { seatPlaces } from './seatLayout';

describe('seatPlaces', () => {
  it('puts the viewer at the bottom and the others clockwise, the next seat on the left', () => {
    expect(Object.fromEntries(seatPlaces(['0', '1', '2', '3'], '2')!)).toEqual({
      '2': 'bottom',
      '3': 'left',
      '0': 'top',
      '1': 'right',
    });
  });

  it('seats two opposite each other and three in a triangle', () => {
    expect(Object.fromEntries(seatPlaces(['0', '1'], '1')!)).toEqual({ '1': 'bottom', '0': 'top' });
    expect(Object.fromEntries(seatPlaces(['0', '1', '2'], '0')!)).toEqual({ '0': 'bottom', '1': 'topLeft', '2': 'topRight' });
  });

  it('puts the first seat at the bottom for a spectator, and gives up on more than six seats', () => {
    expect(seatPlaces(['0', '1', '2', '3', '4', '5'], null)!.get('0')).toBe('bottom');
    expect(new Set(seatPlaces(['0', '1', '2', '3', '4', '5'])!.values()).size).toBe(6);
    expect(seatPlaces(['0', '1', '2', '3', '4', '5', '6'], '0')).toBeNull();
  });
});
