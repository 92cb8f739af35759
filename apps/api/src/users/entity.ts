import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('increment')
  id: number;

  @Column('varchar', { length: 64 })
  nickname: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
