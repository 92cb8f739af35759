import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const RetryButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  padding: '4px 10px',
  color: 'inherit',
  background: 'transparent',
  border: `1px solid ${theme.palette.error.light}`,
  borderRadius: theme.shape.borderRadius,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/**
 * The page's code could not be downloaded (offline, a new deployment): says so and tries again.
 * Plain elements: it must show without fetching anything, and stays out of MUI's Alert and Button.
 */
export function DownloadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('online');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1,
        borderRadius: 1,
        color: 'error.light',
        border: 1,
        borderColor: 'error.dark',
      }}
    >
      <Typography role="alert" sx={{ flex: 1 }}>
        {t('errors.download')}
      </Typography>
      <RetryButton type="button" onClick={onRetry}>
        {t('errors.retry')}
      </RetryButton>
    </Box>
  );
}
