import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763780000000 implements MigrationInterface {
  name = 'InitialSchema1763780000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" SERIAL PRIMARY KEY,
        "nickname" varchar(64) NOT NULL,
        "created_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "rooms" (
        "id" varchar(36) PRIMARY KEY,
        "game_code" varchar(64) NOT NULL,
        "capacity" integer NOT NULL,
        "is_public" boolean NOT NULL,
        "match_id" varchar(36),
        "created_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "rooms_lobby_idx" ON "rooms" ("is_public", "match_id", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "room_memberships" (
        "id" SERIAL PRIMARY KEY,
        "room_id" varchar(36) NOT NULL REFERENCES "rooms" ("id") ON DELETE CASCADE,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "is_creator" boolean NOT NULL,
        "position" integer NOT NULL
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "room_memberships_room_user_idx" ON "room_memberships" ("room_id", "user_id")`);
    await queryRunner.query(`
      CREATE TABLE "matches" (
        "id" varchar(36) PRIMARY KEY,
        "game_code" varchar(64) NOT NULL,
        "room_id" varchar(36) NOT NULL REFERENCES "rooms" ("id") ON DELETE CASCADE,
        "bgio_server_url" varchar(512) NOT NULL,
        "bgio_match_id" varchar(128) NOT NULL,
        "next_room_id" varchar(36),
        "created_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "match_memberships" (
        "id" SERIAL PRIMARY KEY,
        "match_id" varchar(36) NOT NULL REFERENCES "matches" ("id") ON DELETE CASCADE,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "bgio_player_id" varchar(16) NOT NULL,
        "bgio_secret" varchar(256) NOT NULL
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "match_memberships_match_user_idx" ON "match_memberships" ("match_id", "user_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "chat_messages" (
        "id" SERIAL PRIMARY KEY,
        "channel_type" varchar(16) NOT NULL,
        "channel_id" varchar(36) NOT NULL,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "message" varchar(2000) NOT NULL,
        "created_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "chat_messages_channel_idx" ON "chat_messages" ("channel_type", "channel_id", "created_at")`,
    );
    await queryRunner.query(`CREATE INDEX "chat_messages_user_idx" ON "chat_messages" ("user_id", "created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['chat_messages', 'match_memberships', 'matches', 'room_memberships', 'rooms', 'users']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
