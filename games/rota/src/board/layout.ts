import type { PointGeometry } from '@tabula/boards/ui';
import { CENTRE, KEYBOARD_LAYOUT, pointPosition } from '../wheel';

/** The wheel on screen: the points read and arrowed through as a 3x3 grid, the tab stop starting in the centre. */
export const WHEEL_GEOMETRY: PointGeometry = {
  rows: KEYBOARD_LAYOUT,
  firstFocus: CENTRE,
  positionOf: (point) => {
    const { x, y } = pointPosition(point);
    return { left: x, top: y };
  },
  pointSize: 0.16,
  width: 'min(92vw, 440px)',
};
