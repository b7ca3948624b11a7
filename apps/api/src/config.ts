import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Relative DATA_DIR and WEB_DIST_DIR are resolved against the repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Memory each SQLite connection may keep of the database file, in MiB: the pages a search reads
 * stay in the process instead of being read again from the file (docs/decisions/032). SQLite
 * takes it only as the pages are read, so a small board uses little of it.
 */
export const DEFAULT_SQLITE_CACHE_MB = 256;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    message: 'use true or false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on');

// Forms of Fastify's trustProxy: a yes/no word, a hop count, or the proxies' addresses.
const TRUST_WORDS: Record<string, boolean> = {
  true: true,
  yes: true,
  on: true,
  false: false,
  no: false,
  off: false,
};
// Names proxy-addr (Fastify's trustProxy) knows for whole address ranges.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUST_PROXY_HINT =
  'use true, false, a hop count (a whole number) or proxy addresses and CIDRs separated by commas, e.g. 10.0.0.0/8,127.0.0.1';

/** An IP address, a CIDR such as 10.0.0.0/8, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  return (
    version !== 0 &&
    rest.length === 0 &&
    bits !== undefined &&
    /^\d{1,3}$/.test(bits) &&
    Number(bits) <= (version === 4 ? 32 : 128)
  );
}

/**
 * TRUST_PROXY in the forms of Fastify's trustProxy: true or false, a hop count (how many proxies
 * in front of the API to believe; "1" is one proxy, no longer a synonym of true), or the
 * addresses and CIDRs of the proxies whose X-Forwarded-For is believed.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    const word = TRUST_WORDS[value.toLowerCase()];
    if (word !== undefined) return word;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.find((entry) => !isProxyAddress(entry));
    if (wrong === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: wrong
        ? `"${wrong}" is not an address or CIDR: ${TRUST_PROXY_HINT}`
        : TRUST_PROXY_HINT,
    });
    return z.NEVER;
  });

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .positive({ message: 'must be greater than 0' })
    .default(fallback);

const url = (protocols: RegExp, hint: string) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v) && protocols.test(new URL(v).protocol), { message: hint });

// Empty strings mean "not set", so that a copied .env.example with blank values still loads.
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

// Where uploaded files live (docs/decisions/023): the local folder DATA_DIR/uploads, or a
// bucket of S3 or an S3-compatible store (MinIO, Ceph, R2 …) that every instance shares.
const FILE_STORAGE_KINDS = ['local', 's3'] as const;
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** S3 variables without a default: set while FILE_STORAGE is local, they would do nothing. */
const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const fileStorageVariables = {
  FILE_STORAGE: z
    .enum(FILE_STORAGE_KINDS, { message: 'use local (files under DATA_DIR) or s3 (a bucket)' })
    .default('local'),
  S3_ENDPOINT: url(/^https?:$/, 'must be an http:// or https:// URL').optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(BUCKET_NAME, {
      message:
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens (the server goes in S3_ENDPOINT)',
    })
    .optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
};

type FileStorageEnv = z.output<z.ZodObject<typeof fileStorageVariables>>;

function checkFileStorage(env: FileStorageEnv, ctx: z.RefinementCtx): void {
  if (env.FILE_STORAGE === 'local') {
    const stray = S3_SETTINGS.filter((name) => env[name] !== undefined);
    if (stray.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['FILE_STORAGE'],
        message: `is local, so ${stray.join(', ')} would do nothing: set FILE_STORAGE=s3 to keep uploads in the bucket, or remove the S3 variables`,
      });
    }
    return;
  }
  if (!env.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'required when FILE_STORAGE=s3: the name of the bucket that keeps uploaded resumes',
    });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message:
        "set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together (or neither, to use the AWS SDK's own credentials: AWS_* variables, an instance or task role)",
    });
  }
}

export type FileStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Unset: AWS S3 of the region. */
      endpoint: string | undefined;
      region: string;
      /** Bucket in the path (http://host/bucket/key) rather than the host name. */
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's default credential chain. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export type S3StorageConfig = Extract<FileStorageConfig, { kind: 's3' }>;

function fileStorageConfig(env: FileStorageEnv): FileStorageConfig {
  if (env.FILE_STORAGE === 'local' || !env.S3_BUCKET) return { kind: 'local' };
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    // S3-compatible servers are mostly reached by path; AWS itself by host name.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int({ message: 'must be a port number' })
      .min(0, { message: 'must be between 0 and 65535' })
      .max(65535, { message: 'must be between 0 and 65535' })
      .default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: url(/^postgres(ql)?:$/, 'must be a postgres:// URL').optional(),
    PUBLIC_URL: url(/^https?:$/, 'must be an http:// or https:// URL').optional(),
    SMTP_URL: url(/^smtps?:$/, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().trim().min(1).default('FirstShift <no-reply@firstshift.test>'),
    SAFETY_EMAIL: z.email('must be an email address').optional(),
    REDIS_URL: url(/^rediss?:$/, 'must be a redis:// or rediss:// URL').optional(),
    ...fileStorageVariables,
    GOOGLE_CLIENT_ID: z.string().trim().optional(),
    GOOGLE_CLIENT_SECRET: z.string().trim().optional(),
    GOOGLE_ISSUER: url(/^https?:$/, 'must be an http:// or https:// URL').default(
      'https://accounts.google.com',
    ),
    SEED_DEMO: flag.optional(),
    WEB_DIST_DIR: z.string().trim().min(1).default('apps/web/dist'),
    WEB_RENDERER: z.string().trim().min(1).optional(),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
      .default('info'),
    TRUST_PROXY: trustProxy.default(false),
    PUBLIC_CACHE_SECONDS: z.coerce
      .number({ message: 'must be a whole number' })
      .int({ message: 'must be a whole number' })
      .min(0, { message: 'must be 0 or more' })
      .default(5),
    WEB_CONCURRENCY: positiveInt(availableParallelism()),
    SQLITE_CACHE_MB: positiveInt(DEFAULT_SQLITE_CACHE_MB),
    RATE_LIMIT_WINDOW_MINUTES: positiveInt(15),
    RATE_LIMIT_AUTH_PER_IP: positiveInt(600),
    RATE_LIMIT_LOGIN_FAILURES_BEFORE_DELAY: positiveInt(5),
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: positiveInt(100),
    NODE_ENV: z.string().trim().optional(),
  })
  .superRefine((env, ctx) => {
    checkFileStorage(env, ctx);
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'required when NODE_ENV=production: set it to the address users open, e.g. https://jobs.example.org (links in mails, the sitemap and canonical URLs are built from it)',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together',
      });
    }
  });

type Env = z.output<typeof envSchema>;

/** Every environment variable the API reads. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set when the API runs on PostgreSQL; otherwise SQLite under dataDir. */
  databaseUrl: string | undefined;
  /** Origin used for absolute links (sitemap, canonical URLs, mails), without trailing slash. */
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Sender of every mail, e.g. `FirstShift <no-reply@example.org>`. */
  mailFrom: string;
  /** Who hears of every reported message (docs/decisions/034); reports are logged either way. */
  safetyEmail: string | undefined;
  redisUrl: string | undefined;
  /** Where uploaded files (resumes) live (docs/decisions/023). */
  fileStorage: FileStorageConfig;
  google: { clientId: string | undefined; clientSecret: string | undefined; issuer: string };
  seedDemo: boolean;
  webDistDir: string;
  /** The web build's server renderer (dist-server/entry-server.js beside WEB_DIST_DIR). */
  webRendererFile: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Fastify's trustProxy: believe X-Forwarded-For from any, this many, or these proxies. */
  trustProxy: boolean | number | string[];
  /** How long public job reads (list pages, job details) are shared between requests; 0 = off. */
  publicCacheMs: number;
  /** Server processes on this machine (Node's cluster; docs/decisions/024). */
  webConcurrency: number;
  /** Most memory each SQLite connection keeps of the database file (docs/decisions/032). */
  sqliteCacheMb: number;
  /** Throttling of sign-in, registration and password resets (docs/decisions/021). */
  rateLimit: {
    windowMinutes: number;
    /** Registration, reset and Google requests plus failed password checks per address. */
    authPerIp: number;
    /** Failed password checks for one account from one address before the delays begin. */
    loginFailuresBeforeDelay: number;
    /** Failed password checks for one account from all addresses together. */
    loginFailuresPerAccount: number;
  };
}

/**
 * The trustProxy option for Fastify. A hop count becomes a function of the hop: Fastify 5 takes
 * a bare number as "trust nothing", since a client that reaches the API directly could claim any
 * address; a deployment that sets a count has said that only its proxies reach the API.
 */
export function fastifyTrustProxy(
  trustProxy: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  if (trustProxy === 0) return false;
  return (_address, hop) => hop < trustProxy;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws a ConfigError listing every variable that is wrong. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  rootDir: string = REPO_ROOT,
): Config {
  const raw = Object.fromEntries(CONFIG_VARIABLES.map((key) => [key, blankToUndefined(env[key])]));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return toConfig(parsed.data, rootDir);
}

function toConfig(env: Env, rootDir: string): Config {
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(rootDir, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    safetyEmail: env.SAFETY_EMAIL,
    redisUrl: env.REDIS_URL,
    fileStorage: fileStorageConfig(env),
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      issuer: env.GOOGLE_ISSUER,
    },
    seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
    webDistDir: path.resolve(rootDir, env.WEB_DIST_DIR),
    webRendererFile: env.WEB_RENDERER
      ? path.resolve(rootDir, env.WEB_RENDERER)
      : path.resolve(rootDir, env.WEB_DIST_DIR, '../dist-server/entry-server.js'),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    publicCacheMs: env.PUBLIC_CACHE_SECONDS * 1000,
    webConcurrency: env.WEB_CONCURRENCY,
    sqliteCacheMb: env.SQLITE_CACHE_MB,
    rateLimit: {
      windowMinutes: env.RATE_LIMIT_WINDOW_MINUTES,
      authPerIp: env.RATE_LIMIT_AUTH_PER_IP,
      loginFailuresBeforeDelay: env.RATE_LIMIT_LOGIN_FAILURES_BEFORE_DELAY,
      loginFailuresPerAccount: env.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
    },
  };
}
