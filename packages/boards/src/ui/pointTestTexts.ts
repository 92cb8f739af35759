// Test-only: the English texts a point board reads, in the shape of a game's locale file.
import { reactI18nextStandIn } from '@tabula/game-kit/testing';
import type { Translate } from './draughtsStatus';

const TEXTS = {
  seats: { '0': 'Red', '1': 'Blue' },
  board: {
    pointState: '{{point}}, {{content}}',
    empty: 'empty',
    piece: '{{colour}} piece',
    selected: 'selected',
    movable: 'can move',
    canPlace: 'you can place here',
    target: 'legal move',
    removable: 'can be removed',
    lastMove: 'last move',
    movedFrom: 'moved from here',
    removedHere: 'piece removed here',
    winningLine: 'winning line',
    players: 'Players',
    playerColour: '{{name}} ({{colour}})',
  },
};

export const t = reactI18nextStandIn('points', TEXTS).useTranslation().t as Translate;
