import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Choosing a bet among the legal amounts (lowest first), betting it, or passing when allowed. */
export function BetPanel({
  amounts,
  mayPass,
  onBet,
  onPass,
}: {
  amounts: number[];
  mayPass: boolean;
  onBet: (amount: number) => void;
  onPass: () => void;
}) {
  const { t } = useTranslation('bombsAndBunnies');
  const [choice, setChoice] = useState(0);
  const index = Math.min(choice, amounts.length - 1);
  const amount = amounts[index];
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="bet-panel">
      {amount !== undefined && (
        <>
          <IconButton aria-label={t('table.lower')} disabled={index <= 0} onClick={() => setChoice(index - 1)}>
            −
          </IconButton>
          <Typography aria-label={t('table.betAmount')} sx={{ minWidth: 24, textAlign: 'center', fontWeight: 700 }}>
            {amount}
          </Typography>
          <IconButton aria-label={t('table.higher')} disabled={index >= amounts.length - 1} onClick={() => setChoice(index + 1)}>
            +
          </IconButton>
          <Button variant="contained" onClick={() => onBet(amount)}>
            {t('table.betButton', { amount })}
          </Button>
        </>
      )}
      {mayPass && (
        <Button variant="outlined" onClick={onPass}>
          {t('table.pass')}
        </Button>
      )}
    </Stack>
  );
}
