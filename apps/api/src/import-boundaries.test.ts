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

/** A file that would sit in `folder` of `app`'s src. */
const fixture = (app: 'api' | 'web', folder: string) =>
  `apps/${app}/src/${folder}/boundary-fixture.ts`;

const EACH_OTHER = 'do not import each other';

// [the fixture's file, what it imports, the zone's message]
const REFUSED: [string, string, string][] = [
  [fixture('web', 'features/jobs'), '../favourites/api/get-favourites', `Features ${EACH_OTHER}`],
  [fixture('web', 'components'), '../features/jobs/api/get-job', 'Shared code does not import'],
  [fixture('api', 'features/jobs'), '../health/health.routes', `API features ${EACH_OTHER}`],
  ...['lib', 'plugins', 'db'].map((layer): [string, string, string] => [
    fixture('api', layer),
    '../features/notifications/notices',
    'lib/, plugins/ and db/ do not import features',
  ]),
];

// [the fixture's file, what it imports]
const ALLOWED: [string, string][] = [
  [fixture('web', 'features/favourites'), './api/get-favourites'],
  [fixture('web', 'features/jobs'), '../../components/tag'],
  [fixture('api', 'features/jobs'), '../../lib/http-error'],
];

describe('import boundaries', () => {
  it.each(REFUSED)('refuse %s importing %s', async (file, importPath, message) => {
    expect(await boundaryErrors(file, importPath)).toEqual([expect.stringContaining(message)]);
  });

  it.each(ALLOWED)('allow %s to import %s', async (file, importPath) => {
    expect(await boundaryErrors(file, importPath)).toEqual([]);
  });
});
