import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCommon } from '../i18n/useCommon';

/** The search found nothing: say so and offer the whole list back. */
export function NoResults({ query, onShowAll }: { query: string; onShowAll: () => void }) {
  const { t } = useCommon();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }} data-testid="no-results">
      <Typography color="text.secondary" role="status">
        {t('catalogue.noResults', { query })}
      </Typography>
      <Button variant="outlined" onClick={onShowAll}>
        {t('catalogue.showAll')}
      </Button>
    </Box>
  );
}
