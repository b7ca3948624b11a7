import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_APPLICANT_LOGIN, DEMO_BUSINESS_LOGIN } from './db/demo-data';
import { hasDemoAccounts } from './db/seed';

// Starts and stops the server; everything else is built by buildApp.

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const app = await buildApp(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start the server');
  await app.close();
  process.exit(1);
}

console.log(`\nFirstShift is running at ${app.siteOrigin()}`);
console.log(`API docs: ${app.siteOrigin()}/api/docs`);
if (await hasDemoAccounts(app.db)) {
  console.log('Demo logins:');
  console.log(`  business   ${DEMO_BUSINESS_LOGIN.email} / ${DEMO_BUSINESS_LOGIN.password}`);
  console.log(`  applicant  ${DEMO_APPLICANT_LOGIN.email} / ${DEMO_APPLICANT_LOGIN.password}`);
}
