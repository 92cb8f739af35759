import { makeExecutableSchema } from '@graphql-tools/schema';
import { chatResolvers } from '../chat/resolver';
import { chatTypeDefs } from '../chat/schema';
import { lobbyResolvers } from '../lobby/resolver';
import { lobbyTypeDefs } from '../lobby/schema';
import { matchesResolvers } from '../matches/resolver';
import { matchesTypeDefs } from '../matches/schema';
import { roomsResolvers } from '../rooms/resolver';
import { roomsTypeDefs } from '../rooms/schema';
import { usersResolvers } from '../users/resolver';
import { usersTypeDefs } from '../users/schema';

export function buildSchema() {
  return makeExecutableSchema({
    typeDefs: [usersTypeDefs, roomsTypeDefs, matchesTypeDefs, chatTypeDefs, lobbyTypeDefs],
    resolvers: [usersResolvers, roomsResolvers, matchesResolvers, chatResolvers, lobbyResolvers],
  });
}
