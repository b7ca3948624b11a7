import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, fastifyTrustProxy, loadConfig } from './config';

const ROOT = '/srv/firstshift';

/** The error loadConfig throws for `env`: the test fails if it throws none. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, ROOT);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('configuration from the environment', () => {
  it('has working defaults for the embedded database', () => {
    const config = loadConfig({}, ROOT);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(ROOT, 'data'),
      databaseUrl: undefined,
      seedDemo: true,
      webDistDir: path.join(ROOT, 'apps/web/dist'),
      logLevel: 'info',
      google: { issuer: 'https://accounts.google.com' },
      trustProxy: false,
      sqliteCacheMb: 256,
      rateLimit: {
        windowMinutes: 15,
        authPerIp: 600,
        loginFailuresBeforeDelay: 5,
        loginFailuresPerAccount: 100,
      },
    });
  });

  it('reads every variable, resolves relative directories and trims the public URL', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://app@db:5432/firstshift',
        PUBLIC_URL: 'https://jobs.example.org/',
        SMTP_URL: 'smtp://mail:25',
        REDIS_URL: 'redis://cache:6379',
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        WEB_DIST_DIR: '/opt/web',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_IP: '900',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(ROOT, 'var/data'),
      databaseUrl: 'postgres://app@db:5432/firstshift',
      publicUrl: 'https://jobs.example.org',
      smtpUrl: 'smtp://mail:25',
      redisUrl: 'redis://cache:6379',
      google: { clientId: 'id', clientSecret: 'secret' },
      // Demo data is only for the embedded database unless asked for.
      seedDemo: false,
      webDistDir: '/opt/web',
      logLevel: 'warn',
      rateLimit: { authPerIp: 900 },
    });
    expect(loadConfig({ SEED_DEMO: 'false' }, ROOT).seedDemo).toBe(false);
    expect(loadConfig({ PORT: '' }, ROOT).port).toBe(3000);
  });

  it('lists everything that is wrong at once', () => {
    const error = configError({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db',
      SEED_DEMO: 'sometimes',
      LOG_LEVEL: 'loud',
    });
    expect(error.problems).toEqual([
      'PORT: must be a port number',
      'DATABASE_URL: must be a postgres:// URL',
      'SEED_DEMO: use true or false',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
    expect(error.message).toContain('  - PORT: must be a port number');
  });

  it('refuses to start in production without PUBLIC_URL, and says what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, ROOT)).toThrow(
      /PUBLIC_URL: required when NODE_ENV=production: set it to the address users open/,
    );
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://jobs.example.org' });
    expect(config.publicUrl).toBe('https://jobs.example.org');
    // Anything but production (npm start, npm run dev, tests) keeps the local origin.
    expect(loadConfig({ NODE_ENV: 'development' }, ROOT).publicUrl).toBeUndefined();
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['yes', true],
    ['false', false],
    ['off', false],
    ['0', 0],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8,127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    [' 10.0.0.0/8 , 127.0.0.1 ', ['10.0.0.0/8', '127.0.0.1']],
    ['192.168.1.10', ['192.168.1.10']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%j as Fastify takes it', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, ROOT).trustProxy).toEqual(expected);
  });

  it.each([
    '10.0.0.0/33',
    'proxy.internal',
    '10.0.0.1,',
    '1.5',
    '-1',
    '10.0.0.0/8/1',
    'fd00::/129',
  ])('refuses TRUST_PROXY=%j and says which forms it takes', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value }, ROOT)).toThrow(
      /TRUST_PROXY: .*use true, false, a hop count \(a whole number\) or proxy addresses and CIDRs separated by commas, e\.g\. 10\.0\.0\.0\/8,127\.0\.0\.1/,
    );
  });

  it('hands Fastify a hop count as a function of the hop, which Fastify no longer takes as a number', () => {
    const hops = fastifyTrustProxy(2);
    expect(typeof hops).toBe('function');
    if (typeof hops !== 'function') return;
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(0)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(true)).toBe(true);
  });

  it('wants the Google client id and secret together', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' }, ROOT)).toThrow(
      'GOOGLE_CLIENT_SECRET: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together',
    );
  });
});

describe('where uploaded files live (FILE_STORAGE)', () => {
  it('keeps them under DATA_DIR by default', () => {
    expect(loadConfig({}, ROOT).fileStorage).toEqual({ kind: 'local' });
  });

  it('reads the bucket, the server, the region and the credentials', () => {
    const config = loadConfig(
      {
        FILE_STORAGE: 's3',
        S3_BUCKET: 'firstshift-resumes',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
      ROOT,
    );
    expect(config.fileStorage).toEqual({
      kind: 's3',
      bucket: 'firstshift-resumes',
      endpoint: 'https://minio.internal:9000',
      region: 'us-east-1',
      // An S3-compatible server is reached by path unless told otherwise.
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // AWS itself: host-style addressing, the SDK's own credentials (a role, AWS_* variables).
    expect(
      loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'resumes', S3_REGION: 'eu-west-1' }, ROOT)
        .fileStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'resumes',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig(
        {
          FILE_STORAGE: 's3',
          S3_BUCKET: 'resumes',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_FORCE_PATH_STYLE: 'false',
        },
        ROOT,
      ).fileStorage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('will not start on S3 without a bucket, and names the variable', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' }, ROOT)).toThrow(
      'S3_BUCKET: required when FILE_STORAGE=s3: the name of the bucket that keeps uploaded resumes',
    );
  });

  it('says what is wrong with each S3 variable, all at once', () => {
    const error = configError({
      FILE_STORAGE: 'bucket',
      S3_ENDPOINT: 'minio:9000',
      S3_BUCKET: 's3://Resumes',
      S3_FORCE_PATH_STYLE: 'maybe',
    });
    expect(error.problems).toEqual([
      'FILE_STORAGE: use local (files under DATA_DIR) or s3 (a bucket)',
      'S3_ENDPOINT: must be an http:// or https:// URL',
      'S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (the server goes in S3_ENDPOINT)',
      'S3_FORCE_PATH_STYLE: use true or false',
    ]);
  });

  it('wants the access key id and secret together', () => {
    expect(() =>
      loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'resumes', S3_ACCESS_KEY_ID: 'key' }, ROOT),
    ).toThrow(/S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/);
  });

  it('refuses S3 settings that would do nothing because FILE_STORAGE is local', () => {
    expect(() =>
      loadConfig({ S3_BUCKET: 'resumes', S3_ENDPOINT: 'http://minio:9000' }, ROOT),
    ).toThrow(
      'FILE_STORAGE: is local, so S3_BUCKET, S3_ENDPOINT would do nothing: set FILE_STORAGE=s3 to keep uploads in the bucket, or remove the S3 variables',
    );
  });
});

describe('.env.example', () => {
  const text = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
  const entries = text
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => line.split('=', 2) as [string, string]);

  it('documents every variable the API reads', () => {
    expect(entries.map(([key]) => key).sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('loads as the defaults when copied as it is', () => {
    expect(loadConfig(Object.fromEntries(entries), ROOT)).toEqual(loadConfig({}, ROOT));
  });
});
