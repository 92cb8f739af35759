/** Each seat's colour, as in the reference: red, blue, green, orange. */
export const SEAT_COLOURS: Record<string, string> = { '0': '#ef5350', '1': '#42a5f5', '2': '#66bb6a', '3': '#ffa726' };

export const seatColour = (seat: string) => SEAT_COLOURS[seat] ?? '#bdbdbd';

export const SELECTION = '#fdd835';
export const UNFOUND = '#e0e0e0';

/** The grid's paper and ink: dark letters on a light sheet, whatever the site's theme. */
export const GRID_PAPER = '#fafafa';
export const GRID_INK = '#212121';
