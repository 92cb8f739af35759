import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type HintKind, HintPeg } from './HintMarks';
import type { Translate } from './texts';

const KINDS: HintKind[] = ['bulls', 'cows', 'misses'];

/** What the hint pegs mean, drawn with the pegs themselves. */
export function HintLegend({ t }: { t: Translate }) {
  return (
    <Box
      component="ul"
      aria-label={t('legend.title')}
      data-testid="hint-legend"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {KINDS.map((kind) => (
        <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <HintPeg kind={kind} />
          <Typography variant="body2" component="span" color="text.secondary">
            {t(`legend.${kind}`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
