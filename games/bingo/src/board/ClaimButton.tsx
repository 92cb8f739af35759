import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CLAIMS_PER_SEAT } from '../game';

export interface ClaimButtonProps {
  claimsLeft: number;
  /** The seat's claim just spent without a line: the message stays until the next claim. */
  failed: boolean;
  disabled: boolean;
  onClaim: () => void;
}

/** "Bingo! ★★★", a star for each claim left; with none left, the sorry text instead. */
export function ClaimButton({ claimsLeft, failed, disabled, onClaim }: ClaimButtonProps) {
  const { t } = useTranslation('bingo');
  if (claimsLeft <= 0) {
    return (
      <Typography role="status" data-testid="claims-used-up" sx={{ textAlign: 'center', fontWeight: 600, maxWidth: 400 }}>
        {t('board.sorryUsedUp')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
      <Button
        variant="contained"
        color="warning"
        size="large"
        disabled={disabled}
        onClick={onClaim}
        aria-label={t('board.bingoLabel', { count: claimsLeft })}
        data-testid="claim-bingo"
        sx={{ fontWeight: 800, fontSize: 22, px: 4, textTransform: 'none' }}
      >
        {t('board.bingo')}&nbsp;
        <span aria-hidden="true">
          {'★'.repeat(claimsLeft)}
          <span style={{ opacity: 0.35 }}>{'☆'.repeat(Math.max(0, CLAIMS_PER_SEAT - claimsLeft))}</span>
        </span>
      </Button>
      {failed && (
        <Typography role="status" variant="body2" data-testid="claim-failed" sx={{ textAlign: 'center' }}>
          {t('board.notALine', { count: claimsLeft })}
        </Typography>
      )}
    </Box>
  );
}
