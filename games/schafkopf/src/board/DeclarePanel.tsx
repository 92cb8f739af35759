import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CARDS_NAMESPACE } from '@tabula/cards/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Declaration } from '../moves';
import type { ContractKind } from '../types';

export interface DeclarePanelProps {
  kind: ContractKind;
  /** The declarations the taker may make (from the rules' legalDeclarations). */
  options: readonly Declaration[];
  onDeclare: (declaration: Declaration) => void;
}

/** The taker's choices: the ace to call (Ace game), the trump suit (Solo), and whether to announce Tout (Solo, Wenz). */
export function DeclarePanel({ kind, options, onDeclare }: DeclarePanelProps) {
  const { t } = useTranslation(['schafkopf', CARDS_NAMESPACE]);
  const [tout, setTout] = useState(false);
  const toutOffered = options.some((option) => option.tout === true);
  const suits = [...new Set(options.flatMap((option) => (option.suit ? [option.suit] : [])))];
  const suitName = (suit: string) => t(`suits.${suit}`, { ns: CARDS_NAMESPACE });
  const prompt = kind === 'rufspiel' ? 'declare.selectAce' : kind === 'solo' ? 'declare.selectTrump' : 'declare.announceTout';
  return (
    <Stack spacing={1} data-testid="declare-panel" sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {t(prompt, { ns: 'schafkopf' })}
      </Typography>
      {kind === 'wenz' ? (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" color="warning" onClick={() => onDeclare({ tout: true })}>
            {t('doubling.yes', { ns: 'schafkopf' })}
          </Button>
          <Button variant="outlined" color="inherit" onClick={() => onDeclare({ tout: false })}>
            {t('doubling.no', { ns: 'schafkopf' })}
          </Button>
        </Stack>
      ) : (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            {suits.map((suit) => (
              <Button
                key={suit}
                variant="contained"
                color="warning"
                onClick={() => onDeclare({ suit, tout: toutOffered && tout })}
              >
                {kind === 'rufspiel' ? t('declare.aceOf', { ns: 'schafkopf', suit: suitName(suit) }) : suitName(suit)}
              </Button>
            ))}
          </Stack>
          {toutOffered && (
            <FormControlLabel
              control={<Checkbox checked={tout} onChange={(event) => setTout(event.target.checked)} sx={{ color: 'inherit' }} />}
              label={t('declare.announceTout', { ns: 'schafkopf' })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
