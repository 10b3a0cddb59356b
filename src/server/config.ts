import path from 'node:path';
import { z } from 'zod';

/**
 * The only module that reads process.env. Everything else receives a Config.
 * README.md#configuration documents each variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_ROOT: z.string().min(1).default('./dist/web'),
  /** Seconds SIGTERM waits for in-flight requests before the process exits anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /** Behind a load balancer, trust its X-Forwarded-* headers (for client addresses and https). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export interface Config {
  env: 'production' | 'development' | 'test';
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  webRoot: string;
  shutdownGraceMs: number;
  trustProxy: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webRoot: path.resolve(e.WEB_ROOT),
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY === 'true',
  };
}
