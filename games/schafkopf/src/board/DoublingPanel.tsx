import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface DoublingPanelProps {
  question: 'contra' | 're';
  /** The answers the viewer may give (from the rules): [false] only for the partner asked about Contra. */
  answers: readonly boolean[];
  onAnswer: (say: boolean) => void;
}

/** "Would you like to give contra?" / "...answer Re?" with Yes and No. */
export function DoublingPanel({ question, answers, onAnswer }: DoublingPanelProps) {
  const { t } = useTranslation('schafkopf');
  const onlyNo = !answers.includes(true);
  return (
    <Stack spacing={1} data-testid="doubling-panel" sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {t(question === 'contra' ? 'doubling.giveContra' : 'doubling.answerRe')}
      </Typography>
      {question === 'contra' && onlyNo && <Typography variant="body2">{t('doubling.partnerCannotContra')}</Typography>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" color="warning" disabled={onlyNo} onClick={() => onAnswer(true)}>
          {t(question === 'contra' ? 'doubling.contra' : 'doubling.re')}
        </Button>
        <Button variant="outlined" color="inherit" onClick={() => onAnswer(false)}>
          {t('doubling.no')}
        </Button>
      </Stack>
    </Stack>
  );
}
