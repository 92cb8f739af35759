import { useRouter } from 'next/router';
import type { CatalogueEntry } from '@tabula/game-kit';
import { gamePath } from '../i18n/paths';
import { useCommon } from '../i18n/useCommon';

/** Opens a game's page, as its card's link does, or hands the game to `onPick` when given. */
export function useOpenGame(onPick?: (entry: CatalogueEntry) => void): (entry: CatalogueEntry) => void {
  const router = useRouter();
  const { language } = useCommon();
  return (entry) => {
    if (onPick) onPick(entry);
    else void router.push(gamePath(entry, language), undefined, { locale: false });
  };
}
