import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GameArgs } from '@tabula/game-kit';
import { COLOURS } from '../geometry';
import { colourScore, seatScores } from '../rules';
import type { Colour, CornerusState } from '../types';
import { COLOUR_PAINT } from './colours';
import { colourName, colourWithPlayer, controllerOf, type Translate } from './texts';
import { nameOf } from '@tabula/game-kit/ui';

export interface ColourPanelProps {
  G: CornerusState;
  numPlayers: number;
  gameArgs: GameArgs;
  current: Colour | null;
  t: Translate;
}

/** Every colour: who plays it, pieces left, its score so far and whether it stopped; then each player's score. */
export function ColourPanel({ G, numPlayers, gameArgs, current, t }: ColourPanelProps) {
  const scores = seatScores(G, numPlayers);
  return (
    <Box sx={{ width: '100%', maxWidth: 600, containerType: 'inline-size' }}>
      <Box
        component="ul"
        aria-label={t('panel.label')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          '@container (min-width: 520px)': { gridTemplateColumns: 'repeat(4, 1fr)' },
          gap: 0.5,
        }}
      >
        {COLOURS.map((colour) => {
          const state = G.colours[colour]!;
          const status = state.end === null ? t('panel.piecesLeft', { count: state.remaining.length }) : t(`panel.${state.end}`);
          return (
            <Box
              component="li"
              key={colour}
              data-testid={`colour-${colour}`}
              aria-current={current === colour ? 'true' : undefined}
              sx={{
                p: 0.5,
                borderRadius: 1,
                borderLeft: `6px solid ${COLOUR_PAINT[colour].fill}`,
                bgcolor: current === colour ? 'action.selected' : 'transparent',
                opacity: state.end === null ? 1 : 0.7,
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: current === colour ? 700 : 400 }}>
                {colourWithPlayer(t, colour, controllerOf(t, gameArgs, numPlayers, colour))}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {status} · {t('panel.points', { count: colourScore(state) })}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {/* With four players each plays one colour, whose points the panel already shows. */}
      {numPlayers < 4 && (
        <Typography variant="body2" data-testid="scores" sx={{ mt: 0.5, textAlign: 'center' }}>
          {t('panel.scores', {
            list: Object.entries(scores)
              .map(([seat, score]) => t('panel.seatScore', { player: nameOf(gameArgs.players, seat), count: score }))
              .join(', '),
          })}
          {numPlayers === 3 && ` ${t('panel.greenUnscored', { colour: colourName(t, 3) })}`}
        </Typography>
      )}
    </Box>
  );
}
