import { Column, Entity, Index, JoinColumn, ManyToOne, OneToMany, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/entity';

export interface MatchComputerSeat {
  bgioPlayerId: string;
  level: string;
}

@Entity('matches')
export class MatchEntity {
  @PrimaryColumn('varchar', { length: 36 })
  id: string;

  @Column('varchar', { name: 'game_code', length: 64 })
  gameCode: string;

  @Column('varchar', { name: 'room_id', length: 36 })
  roomId: string;

  @Column('varchar', { name: 'bgio_server_url', length: 512 })
  bgioServerUrl: string;

  @Column('varchar', { name: 'bgio_match_id', length: 128 })
  bgioMatchId: string;

  /** The room every player who asks for a rematch is sent to (created by the first to ask). */
  @Column('varchar', { name: 'next_room_id', length: 36, nullable: true })
  nextRoomId: string | null;

  /** The seats computer players play, each with its level; the other seats have a membership. */
  @Column('simple-json', { name: 'computer_seats' })
  computerSeats: MatchComputerSeat[];

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @OneToMany(
    () => MatchMembershipEntity,
    (membership) => membership.match,
  )
  memberships: MatchMembershipEntity[];
}

@Entity('match_memberships')
@Index(['matchId', 'userId'], { unique: true })
export class MatchMembershipEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column('varchar', { name: 'match_id', length: 36 })
  matchId: string;

  @Column('integer', { name: 'user_id' })
  userId: number;

  @Column('varchar', { name: 'bgio_player_id', length: 16 })
  bgioPlayerId: string;

  /** boardgame.io playerCredentials for this seat, handed only to its player as bgioSecret. */
  @Column('varchar', { name: 'bgio_secret', length: 256 })
  bgioSecret: string;

  @ManyToOne(
    () => MatchEntity,
    (match) => match.memberships,
    { onDelete: 'CASCADE' },
  )
  @JoinColumn({ name: 'match_id' })
  match: MatchEntity;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: UserEntity;
}
