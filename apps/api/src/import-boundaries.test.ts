import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';

// The house's import boundaries (eslint.config.js) hold for both apps: each case lints a file
// that would sit at `file` and imports a module that exists, with the project's own ESLint
// configuration, and expects the zone's error — or none, for the imports the layers allow.
// The fixtures are not files of a TypeScript project, so the type-aware rules are left out.

const eslint = new ESLint({ cwd: REPO_ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

async function boundaryErrors(file: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export * from '${importPath}';\n`, {
    filePath: path.join(REPO_ROOT, file),
  });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`ESLint could not lint the fixture: ${fatal.message}`);
  return messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it('refuse a web feature importing another feature', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/jobs/boundary-fixture.ts',
        '../favourites/api/get-favourites',
      ),
    ).toEqual([expect.stringContaining('Features do not import each other')]);
  });

  it('refuse web shared code importing a feature', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/components/boundary-fixture.ts',
        '../features/favourites/api/get-favourites',
      ),
    ).toEqual([expect.stringContaining('Shared code does not import features')]);
  });

  it('refuse an API feature importing another feature', async () => {
    expect(
      await boundaryErrors(
        'apps/api/src/features/jobs/boundary-fixture.ts',
        '../health/health.routes',
      ),
    ).toEqual([expect.stringContaining('API features do not import each other')]);
  });

  it.each(['lib', 'plugins', 'db'])('refuse API %s/ importing a feature', async (layer) => {
    expect(
      await boundaryErrors(
        `apps/api/src/${layer}/boundary-fixture.ts`,
        '../features/notifications/notices',
      ),
    ).toEqual([expect.stringContaining('do not import features')]);
  });

  it('allow a feature its own files and shared code', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/favourites/boundary-fixture.ts',
        './api/get-favourites',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/web/src/features/jobs/boundary-fixture.ts',
        '../../components/tag',
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/api/src/features/jobs/boundary-fixture.ts',
        '../../lib/http-error',
      ),
    ).toEqual([]);
  });
});
