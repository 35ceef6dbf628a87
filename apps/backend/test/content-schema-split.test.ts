import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/client.ts';
import { queryRows } from '../src/db/query.ts';

// The migration that moved the content tables out of the cms schema into their modules' own
// schemas must keep what was in them: rows, foreign keys and identity sequences.
const migrations = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
const splitTag = '0038_split_cms_schema';
const serverUrl = process.env.TEST_DATABASE_URL;

/** The migrations folder as it was before the split: the same files, the journal cut before it. */
async function migrationsBeforeSplit(dir: string): Promise<string> {
  const folder = path.join(dir, 'migrations');
  await cp(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const split = journal.entries.find((e) => e.tag === splitTag)!;
  journal.entries = journal.entries.filter((e) => e.idx < split.idx);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describe('splitting the cms schema', () => {
  let dir: string;
  let database: Database;
  let dropDatabase = async () => {};
  const migrateFrom = (migrationsFolder: string) =>
    database.kind === 'postgres'
      ? migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder })
      : migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'shop-split-'));
    if (serverUrl) {
      const name = `shop_split_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      database = await connectDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
      dropDatabase = async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      };
    } else {
      database = await connectDatabase({ kind: 'pglite' });
    }
    await migrateFrom(await migrationsBeforeSplit(dir));
    for (const statement of [
      `insert into cms.menus (code, title) values ('main', 'Hlavní')`,
      `insert into cms.menu_items (menu_code, title, path) values ('main', '{"cs":"Kontakt"}', '/kontakt')`,
      `insert into cms.pages (id, title, content) values (7, '{"cs":"O nás"}', '{"cs":"<p>Ahoj</p>"}')`,
      `insert into cms.url_rewrites (locale, path, page_id) values ('cs', '/o-nas', 7)`,
      `insert into cms.page_meta (entity_type, entity_id, locale, slug) values ('page', 7, 'cs', 'o-nas')`,
      `insert into cms.articles (title, content, date_published) values ('{"cs":"Článek"}', '{"cs":"x"}', now())`,
      `insert into cms.article_tags (title) values ('{"cs":"Rady"}')`,
      `insert into cms.article_tag_links (article_id, tag_id) values (1, 1)`,
      `insert into cms.virtual_categories (title) values ('{"cs":"Dárky"}')`,
      `insert into cms.faq_entries (topic, question, answer) values ('{"cs":"A"}', '{"cs":"B?"}', '{"cs":"C"}')`,
      `insert into cms.branch_contents (title, street, city, postcode, country_code, region, gps_latitude, gps_longitude) values ('{"cs":"Praha"}', 'Ulice 1', 'Praha', '11000', 'CZ', 'Praha', 50, 14)`,
    ]) {
      await database.db.execute(sql.raw(statement));
    }
    await database.migrate();
  });

  afterAll(async () => {
    await database.close();
    await dropDatabase();
    await rm(dir, { recursive: true, force: true });
  });

  it('moves every table with its rows into its module’s schema and drops cms', async () => {
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from navigation.menu_items`)).toEqual([
      { n: 1 },
    ]);
    expect(await rows<{ slug: string }>(sql`select slug from publishing.page_meta`)).toEqual([
      { slug: 'o-nas' },
    ]);
    expect(await rows<{ page_id: number }>(sql`select page_id from pages.url_rewrites`)).toEqual([
      { page_id: 7 },
    ]);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from articles.article_tag_links`)).toEqual(
      [{ n: 1 }],
    );
    expect(
      await rows<{ n: number }>(sql`select count(*)::int as n from merchandising.virtual_categories`),
    ).toEqual([{ n: 1 }]);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from content.faq_entries`)).toEqual([
      { n: 1 },
    ]);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from branches.branch_contents`)).toEqual([
      { n: 1 },
    ]);
    expect(
      await rows<{ n: number }>(
        sql`select count(*)::int as n from information_schema.schemata where schema_name = 'cms'`,
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('keeps the identity sequences counting on and the foreign keys cascading', async () => {
    const [added] = await rows<{ id: number }>(
      sql`insert into articles.articles (title, content, date_published) values ('{"cs":"Další"}', '{"cs":"y"}', now()) returning id`,
    );
    expect(added!.id).toBe(2);
    await database.db.execute(sql`delete from pages.pages where id = 7`);
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from pages.url_rewrites`)).toEqual([
      { n: 0 },
    ]);
  });
});
