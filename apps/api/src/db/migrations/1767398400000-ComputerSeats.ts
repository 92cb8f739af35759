import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rooms keep the levels of their computer players; matches keep which of their seats computer players play. */
export class ComputerSeats1767398400000 implements MigrationInterface {
  name = 'ComputerSeats1767398400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rooms" ADD COLUMN "computer_levels" text NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "matches" ADD COLUMN "computer_seats" text NOT NULL DEFAULT '[]'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "matches" DROP COLUMN "computer_seats"`);
    await queryRunner.query(`ALTER TABLE "rooms" DROP COLUMN "computer_levels"`);
  }
}
