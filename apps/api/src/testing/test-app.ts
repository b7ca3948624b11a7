import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, onTestFinished } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db/create-db';
import { type TestDatabase, type TestDatabaseKind, createTestDatabase } from '../db/test-database';

export { testDatabaseKinds, type TestDatabaseKind } from '../db/test-database';

/** A quiet configuration for tests; `env` overrides any variable. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PUBLIC_CACHE_SECONDS: '0',
    DATA_DIR: path.join(tmpdir(), 'firstshift-test-data'),
    WEB_DIST_DIR: path.join(tmpdir(), 'firstshift-no-web-build'),
    ...env,
  });
}

export interface TestContext {
  readonly app: FastifyInstance;
  readonly db: Db;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Files of a fake SPA build (path → content), written to a temp dir used as WEB_DIST_DIR. */
  webDist?: Record<string, string>;
}

/**
 * Registers hooks that build the app on a fresh database of `kind` for this test file, empty
 * every table before each test, and tear everything down after the file.
 */
export function setupTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): TestContext {
  let state: { app: FastifyInstance; db: Db; destroy: () => Promise<void> } | undefined;

  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    const distDir = options.webDist ? writeWebDist(options.webDist) : undefined;
    const env = { ...(distDir ? { WEB_DIST_DIR: distDir } : {}), ...options.env };
    const app = await buildApp(testConfig(env), { db: database.db });
    await app.ready();
    state = {
      app,
      db: database.db,
      destroy: async () => {
        await app.close();
        await database.destroy();
        if (distDir) rmSync(distDir, { recursive: true, force: true });
      },
    };
    resetDb = () => database.reset();
  });
  let resetDb: (() => Promise<void>) | undefined;
  beforeEach(async () => {
    await resetDb?.();
  });
  afterAll(async () => {
    await state?.destroy();
  });

  const current = () => {
    if (!state) throw new Error('The test app is built in beforeAll; use it inside tests');
    return state;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
  };
}

export function writeWebDist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'firstshift-web-'));
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return dir;
}

/**
 * An app on its own fresh database, for a test that needs a set-up of its own. Both are closed
 * when the test ends, whether it passes or fails.
 */
export async function buildIsolatedApp(
  kind: TestDatabaseKind,
  options: { env?: Record<string, string>; wrapDb?: (db: Db) => Db } = {},
): Promise<{ app: FastifyInstance; database: TestDatabase }> {
  const database = await createTestDatabase(kind);
  onTestFinished(() => database.destroy());
  const db = options.wrapDb ? options.wrapDb(database.db) : database.db;
  const app = await buildApp(testConfig(options.env), { db });
  onTestFinished(() => app.close());
  return { app, database };
}

/**
 * An isolated app whose database counts the statements it runs, and a function that says how
 * many one request took: for tests that the number of queries does not grow with the page.
 */
export async function buildQueryCountingApp(kind: TestDatabaseKind) {
  let queries = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => node,
    // Called once per executed statement (transformQuery also sees subqueries).
    transformResult: ({ result }) => {
      queries++;
      return Promise.resolve(result);
    },
  };
  const built = await buildIsolatedApp(kind, { wrapDb: (db) => db.withPlugin(counter) });
  const queriesFor = async (url: string, headers: Record<string, string> = {}) => {
    const before = queries;
    const res = await built.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return queries - before;
  };
  return { ...built, queriesFor };
}
