import { findGame } from '@tabula/catalogue';
import type { CatalogueEntry, Language } from '@tabula/game-kit';
import type { Room } from '../../lib/apollo/types';
import { roomPath } from '../room/paths';
import type { LobbyRoom } from './LobbyList';

/** What the lobby shows of a room: its game's name and thumbnail, and where to join it. */
export function lobbyRoom(room: Room, language: Language, nameOf: (entry: CatalogueEntry) => string): LobbyRoom {
  const entry = findGame(room.gameCode);
  if (!entry) return { room, gameName: room.gameCode, href: null, imageURL: null };
  const gameName = nameOf(entry);
  return { room, gameName, href: room.id ? roomPath(language, entry, gameName, room.id) : null, imageURL: entry.imageURL };
}
