import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const Notice = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.error.light,
  border: `1px solid ${theme.palette.error.dark}`,
}));

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
 * Plain elements: it must show without fetching anything, and is part of every online page's first load.
 */
export function DownloadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('online');
  return (
    <Notice>
      <span role="alert" style={{ flex: 1 }}>
        {t('errors.download')}
      </span>
      <RetryButton type="button" onClick={onRetry}>
        {t('errors.retry')}
      </RetryButton>
    </Notice>
  );
}
