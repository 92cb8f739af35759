import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import SmartToy from '@mui/icons-material/SmartToy';
import { useTranslation } from 'react-i18next';
import type { ComputerLevelChoice } from './computerLevels';

export interface AddComputerPlayerProps {
  levels: ComputerLevelChoice[];
  busy: boolean;
  onAdd: (level: string) => void;
}

/** An empty seat's button for the creator: pick a level, and a computer player takes the seat. */
export function AddComputerPlayer({ levels, busy, onAdd }: AddComputerPlayerProps) {
  const { t } = useTranslation('online');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (level: string) => {
    setAnchor(null);
    onAdd(level);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<SmartToy />}
        disabled={busy}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('room.addComputer')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('room.computerLevel') } }}
      >
        {levels.map((level) => (
          <MenuItem key={level.key} onClick={() => choose(level.key)}>
            {level.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
