import { makeExecutableSchema } from '@graphql-tools/schema';
import { chatResolvers } from '../chat/resolver';
import { lobbyResolvers } from '../lobby/resolver';
import { matchesResolvers } from '../matches/resolver';
import { roomsResolvers } from '../rooms/resolver';
import { usersResolvers } from '../users/resolver';
import { typeDefs } from './type-defs';

export function buildSchema() {
  return makeExecutableSchema({
    typeDefs,
    resolvers: [usersResolvers, roomsResolvers, matchesResolvers, chatResolvers, lobbyResolvers],
  });
}
