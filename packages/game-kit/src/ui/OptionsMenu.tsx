import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVert from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import { type Confirmation, ConfirmDialog } from './ConfirmDialog';
import { GAME_KIT_NAMESPACE } from './namespace';

export interface GameMenuItem {
  label: string;
  onClick: () => void;
  /** Asked first, for an item that ends or abandons the game (New game). */
  confirm?: Confirmation;
}

/** The game screen's "⋮" menu; an item with `confirm` runs only once the player confirms. */
export function OptionsMenu({ items }: { items: GameMenuItem[] }) {
  const { t } = useTranslation(GAME_KIT_NAMESPACE);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState<GameMenuItem | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('layout.options')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="game-options"
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.label}
            onClick={() => {
              setAnchor(null);
              if (item.confirm) setAsking(item);
              else item.onClick();
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
      {asking?.confirm && (
        <ConfirmDialog
          open
          {...asking.confirm}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            asking.onClick();
          }}
        />
      )}
    </>
  );
}
