import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rooms keep their table rules; rooms made before them get the defaults (no clock, nobody counted away). */
export class TableRules1767571200000 implements MigrationInterface {
  name = 'TableRules1767571200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // The JSON of DEFAULT_TABLE_RULES, spelled out: a migration must not change when the code's defaults do.
    await queryRunner.query(
      `ALTER TABLE "rooms" ADD COLUMN "table_rules" text NOT NULL DEFAULT '{"clock":{"kind":"none"},"onTimeout":"moveOnce","awaySeconds":null}'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rooms" DROP COLUMN "table_rules"`);
  }
}
