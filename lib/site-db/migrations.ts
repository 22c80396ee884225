import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Versioned migrations, applied in the order of their names and recorded in the database
// (kysely_migration). Written with Kysely's schema builder, so one set serves SQLite and
// PostgreSQL. A released migration is never edited: a change is a new one.

const reviewBoards: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('review_boards')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('locale', 'text', (column) => column.notNull())
      .addColumn('talent_ids', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('review_boards_expires_at')
      .on('review_boards')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('reviewers')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('board_id', 'text', (column) =>
        column.notNull().references('review_boards.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('key_hash', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('reviewers_board_position')
      .on('reviewers')
      .columns(['board_id', 'position'])
      .unique()
      .execute();
    await db.schema
      .createTable('review_marks')
      .addColumn('board_id', 'text', (column) =>
        column.notNull().references('review_boards.id').onDelete('cascade'),
      )
      .addColumn('reviewer_id', 'text', (column) =>
        column.notNull().references('reviewers.id').onDelete('cascade'),
      )
      .addColumn('talent_id', 'integer', (column) => column.notNull())
      .addColumn('mark', 'text')
      .addColumn('comment', 'text')
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(1))
      .addPrimaryKeyConstraint('review_marks_pk', ['reviewer_id', 'talent_id'])
      .execute();
    await db.schema
      .createIndex('review_marks_board_id')
      .on('review_marks')
      .column('board_id')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('review_marks').execute();
    await db.schema.dropTable('reviewers').execute();
    await db.schema.dropTable('review_boards').execute();
  },
};

export const MIGRATIONS: Record<string, Migration> = {
  '2026-12-03-001-review-boards': reviewBoards,
};
