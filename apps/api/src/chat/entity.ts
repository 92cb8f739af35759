import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/entity';

@Entity('chat_messages')
@Index(['channelType', 'channelId', 'createdAt'])
@Index(['userId', 'createdAt'])
export class ChatMessageEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column('varchar', { name: 'channel_type', length: 16 })
  channelType: string;

  @Column('varchar', { name: 'channel_id', length: 36 })
  channelId: string;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('varchar', { length: 2000 })
  message: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: UserEntity;
}
