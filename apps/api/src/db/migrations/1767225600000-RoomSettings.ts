import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rooms keep the settings their match will start with; rematch offers find a match by its next room. */
export class RoomSettings1767225600000 implements MigrationInterface {
  name = 'RoomSettings1767225600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rooms" ADD COLUMN "setup_data" text`);
    await queryRunner.query(`CREATE INDEX "matches_next_room_idx" ON "matches" ("next_room_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "matches_next_room_idx"`);
    await queryRunner.query(`ALTER TABLE "rooms" DROP COLUMN "setup_data"`);
  }
}
