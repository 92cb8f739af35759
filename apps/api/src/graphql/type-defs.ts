import { chatTypeDefs } from '../chat/schema';
import { lobbyTypeDefs } from '../lobby/schema';
import { matchesTypeDefs } from '../matches/schema';
import { roomsTypeDefs } from '../rooms/schema';
import { usersTypeDefs } from '../users/schema';

/** The schema's SDL, one string per domain; the generated types (codegen.ts) are made from it too. */
export const typeDefs = [usersTypeDefs, roomsTypeDefs, matchesTypeDefs, chatTypeDefs, lobbyTypeDefs];
