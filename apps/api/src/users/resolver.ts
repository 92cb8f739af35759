import type { GraphQLContext } from '../graphql/context';
import { validNickname } from './nickname';

interface NicknameArgs {
  user: { nickname: string };
}

// A nickname is checked before the rate limits so that only calls that would change something
// count (every aliased field is a call of its own).
export const usersResolvers = {
  Query: {
    user: async (_: unknown, __: unknown, { services, requireUserId }: GraphQLContext) => {
      const user = await services.users.get(await requireUserId());
      return { id: user.id, nickname: user.nickname };
    },
  },
  Mutation: {
    newUser: async (_: unknown, { user }: NicknameArgs, { services, limits, clientAddress }: GraphQLContext) => {
      validNickname(user.nickname);
      limits.newUser(clientAddress);
      const created = await services.users.create(user.nickname);
      return { jwtToken: services.tokens.issue(created.id) };
    },
    updateUser: async (_: unknown, { user }: NicknameArgs, { services, limits, clientAddress, requireUserId }: GraphQLContext) => {
      const userId = await requireUserId();
      validNickname(user.nickname);
      limits.updateUser(userId, clientAddress);
      await services.users.rename(userId, user.nickname);
      return true;
    },
  },
};
