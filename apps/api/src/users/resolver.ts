import type { Resolvers } from '../graphql/generated-types';
import { validNickname } from './nickname';

// A nickname is checked before the rate limits so that only calls that would change something
// count (every aliased field is a call of its own).
export const usersResolvers: Resolvers = {
  Query: {
    user: async (_, __, { services, requireUserId }) => {
      const user = await services.users.get(await requireUserId());
      return { id: user.id, nickname: user.nickname };
    },
  },
  Mutation: {
    newUser: async (_, { user }, { services, limits, clientAddress }) => {
      validNickname(user.nickname);
      limits.newUser(clientAddress);
      const created = await services.users.create(user.nickname);
      return { jwtToken: services.tokens.issue(created.id) };
    },
    updateUser: async (_, { user }, { services, limits, clientAddress, requireUserId }) => {
      const userId = await requireUserId();
      validNickname(user.nickname);
      limits.updateUser(userId, clientAddress);
      await services.users.rename(userId, user.nickname);
      return true;
    },
  },
};
