import type { TableRules } from '@tabula/game-kit';
import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/entity';

@Entity('rooms')
export class RoomEntity {
  @PrimaryColumn('varchar', { length: 36 })
  id: string;

  @Column('varchar', { name: 'game_code', length: 64 })
  gameCode: string;

  @Column('integer')
  capacity: number;

  @Column('boolean', { name: 'is_public' })
  isPublic: boolean;

  /** Set once the room's match has started. */
  @Column('varchar', { name: 'match_id', length: 36, nullable: true })
  matchId: string | null;

  /** The settings (boardgame.io setupData) as JSON that the match starts with; null for the game's defaults. */
  @Column('text', { name: 'setup_data', nullable: true })
  setupData: string | null;

  /** The levels of the room's computer players (keys of the game's AI levels), seated after its people. */
  @Column('simple-json', { name: 'computer_levels' })
  computerLevels: string[];

  /** The table rules (clock, what a timeout does, away time) the room's match is played with. */
  @Column('simple-json', { name: 'table_rules' })
  tableRules: TableRules;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @OneToMany(
    () => RoomMembershipEntity,
    (membership) => membership.room,
  )
  memberships: RoomMembershipEntity[];
}

@Entity('room_memberships')
@Index(['roomId', 'userId'], { unique: true })
export class RoomMembershipEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column('varchar', { name: 'room_id', length: 36 })
  roomId: string;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('boolean', { name: 'is_creator' })
  isCreator: boolean;

  /** 0-based seat order in the room. */
  @Column('integer')
  position: number;

  @ManyToOne(
    () => RoomEntity,
    (room) => room.memberships,
    { onDelete: 'CASCADE' },
  )
  @JoinColumn({ name: 'room_id' })
  room: RoomEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: UserEntity;
}
