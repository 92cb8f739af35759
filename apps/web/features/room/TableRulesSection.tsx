import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  AWAY_SECONDS,
  INCREMENT_SECONDS,
  PER_MATCH_MINUTES,
  PER_MOVE_SECONDS,
  TIMEOUT_RULES,
  type TableRules,
  type TimeoutRule,
} from '@tabula/game-kit';
import { type ClockKindChoice, clockOfKind, withClock } from './tableRulesChoice';

export interface TableRulesSectionProps {
  rules: TableRules;
  /** The creator changes them before the start; every other member reads them. */
  editable: boolean;
  creatorNickname: string;
  /** A clock needs a computer player (it plays when time runs out): no clock choice without one. */
  hasComputer: boolean;
  busy: boolean;
  onChange: (rules: TableRules) => void;
}

const CLOCK_KINDS: ClockKindChoice[] = ['none', 'perMove', 'perMatch'];
const NEVER = 'never';

interface ChoiceProps {
  label: string;
  value: string | number;
  disabled: boolean;
  onPick: (value: string) => void;
  children: ReactNode;
}

function Choice({ label, value, disabled, onPick, children }: ChoiceProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onPick(event.target.value)}
    >
      {children}
    </TextField>
  );
}

/**
 * The room's table rules, beside the game's own: the turn clock (for a game with a computer
 * player), what happens when a seat's time runs out, and when a gone player counts as away.
 * Only the creator changes them; the others see them disabled.
 */
export function TableRulesSection({ rules, editable, creatorNickname, hasComputer, busy, onChange }: TableRulesSectionProps) {
  const { t } = useTranslation('online');
  const disabled = !editable || busy;
  const { clock } = rules;
  const duration = (seconds: number) =>
    seconds < 60 ? t('room.table.seconds', { value: seconds }) : t('room.table.minutes', { value: seconds / 60 });
  const clockChoices = hasComputer && (
    <>
      <Choice
        label={t('room.table.clock')}
        value={clock.kind}
        disabled={disabled}
        onPick={(kind) => onChange(withClock(rules, clockOfKind(kind as ClockKindChoice)))}
      >
        {CLOCK_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`room.table.clockKind.${kind}`)}
          </MenuItem>
        ))}
      </Choice>
      {clock.kind === 'perMove' && (
        <Choice
          label={t('room.table.perMove')}
          value={clock.seconds}
          disabled={disabled}
          onPick={(seconds) => onChange({ ...rules, clock: { kind: 'perMove', seconds: Number(seconds) } })}
        >
          {PER_MOVE_SECONDS.map((seconds) => (
            <MenuItem key={seconds} value={seconds}>
              {duration(seconds)}
            </MenuItem>
          ))}
        </Choice>
      )}
      {clock.kind === 'perMatch' && (
        <>
          <Choice
            label={t('room.table.perMatch')}
            value={clock.minutes}
            disabled={disabled}
            onPick={(minutes) => onChange({ ...rules, clock: { ...clock, minutes: Number(minutes) } })}
          >
            {PER_MATCH_MINUTES.map((minutes) => (
              <MenuItem key={minutes} value={minutes}>
                {duration(minutes * 60)}
              </MenuItem>
            ))}
          </Choice>
          <Choice
            label={t('room.table.increment')}
            value={clock.incrementSeconds}
            disabled={disabled}
            onPick={(increment) => onChange({ ...rules, clock: { ...clock, incrementSeconds: Number(increment) } })}
          >
            {INCREMENT_SECONDS.map((seconds) => (
              <MenuItem key={seconds} value={seconds}>
                {t('room.table.increase', { value: seconds })}
              </MenuItem>
            ))}
          </Choice>
        </>
      )}
      {clock.kind !== 'none' && (
        <Choice
          label={t('room.table.onTimeout')}
          value={rules.onTimeout}
          disabled={disabled}
          onPick={(onTimeout) => onChange({ ...rules, onTimeout: onTimeout as TimeoutRule })}
        >
          {TIMEOUT_RULES.map((rule) => (
            <MenuItem key={rule} value={rule}>
              {t(`room.table.timeout.${rule}`)}
            </MenuItem>
          ))}
        </Choice>
      )}
    </>
  );
  return (
    <Paper component="section" aria-labelledby="table-rules-title" sx={{ p: 2 }} data-testid="table-rules">
      <Typography id="table-rules-title" variant="h6" component="h2">
        {t('room.table.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {editable ? t('room.rulesShared') : t('room.rulesChosenBy', { nickname: creatorNickname })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {clockChoices}
        <Choice
          label={t('room.table.away')}
          value={rules.awaySeconds ?? NEVER}
          disabled={disabled}
          onPick={(away) => onChange({ ...rules, awaySeconds: away === NEVER ? null : Number(away) })}
        >
          <MenuItem value={NEVER}>{t('room.table.never')}</MenuItem>
          {AWAY_SECONDS.map((seconds) => (
            <MenuItem key={seconds} value={seconds}>
              {duration(seconds)}
            </MenuItem>
          ))}
        </Choice>
      </Box>
      {rules.awaySeconds !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {hasComputer ? t('room.table.awayComputer') : t('room.table.awayNoComputer')}
        </Typography>
      )}
    </Paper>
  );
}
