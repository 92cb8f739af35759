import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Policy } from '../types';

export const POLICY_COLORS: Record<Policy, { face: string; edge: string; ink: string }> = {
  garlic: { face: '#f6f1e1', edge: '#6b8f3a', ink: '#3d5a1e' },
  blood: { face: '#3a0d16', edge: '#b3122e', ink: '#f5d6da' },
};

/** A policy card face: its kind's colour and name (the kinds also differ by text, not by colour alone). */
export function PolicyCard({ policy, width = 64 }: { policy: Policy; width?: number }) {
  const { t } = useTranslation('secretDracula');
  const colors = POLICY_COLORS[policy];
  const name = t(`policy.${policy}`);
  return (
    <Box
      role="img"
      aria-label={t('board.card', { policy: name })}
      sx={{
        width,
        height: Math.round(width * 1.4),
        borderRadius: 1,
        bgcolor: colors.face,
        border: `3px solid ${colors.edge}`,
        color: colors.ink,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 700,
        fontSize: Math.max(11, Math.round(width / 5)),
        textAlign: 'center',
        userSelect: 'none',
      }}
    >
      <Box component="span" aria-hidden sx={{ fontSize: Math.round(width / 2.6) }}>
        {policy === 'garlic' ? '🧄' : '🩸'}
      </Box>
      {name}
    </Box>
  );
}
