import type { ServiceDeps } from '../deps';
import { unauthenticated } from '../errors';
import { validNickname } from './nickname';
import { UserEntity } from './entity';

export class UsersService {
  constructor(
    private readonly deps: ServiceDeps,
    /** Called after a rename so the rooms the user sits in show the new name. */
    private readonly onRenamed: (userId: number) => Promise<void>,
  ) {}

  async create(rawNickname: string): Promise<UserEntity> {
    const nickname = validNickname(rawNickname);
    return this.deps.db.transaction((manager) =>
      manager.save(manager.create(UserEntity, { nickname, createdAt: this.deps.now() })),
    );
  }

  async find(userId: number): Promise<UserEntity | null> {
    return this.deps.db.read((manager) => manager.findOneBy(UserEntity, { id: userId }));
  }

  async get(userId: number): Promise<UserEntity> {
    const user = await this.find(userId);
    if (!user) throw unauthenticated('This login no longer exists; choose a nickname again.');
    return user;
  }

  async rename(userId: number, rawNickname: string): Promise<void> {
    const nickname = validNickname(rawNickname);
    const updated = await this.deps.db.transaction(async (manager) => {
      const result = await manager.update(UserEntity, { id: userId }, { nickname });
      return (result.affected ?? 0) > 0;
    });
    if (!updated) throw unauthenticated('This login no longer exists; choose a nickname again.');
    await this.onRenamed(userId);
  }
}
