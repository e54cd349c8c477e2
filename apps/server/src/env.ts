import { configChecks, fill } from "@comptoir/messages";
import { z } from "zod";

/**
 * The server's whole configuration, read once from the environment and validated, so a typo in a
 * variable stops the start with a clear sentence instead of a strange failure later.
 */
const envSchema = z.object({
  PORT: z.coerce
    .number({ error: configChecks.portNotANumber })
    .int(configChecks.portNotAnInteger)
    .min(1, configChecks.portRange)
    .max(65535, configChecks.portRange)
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1, configChecks.dataDirEmpty).default("./data"),
  /**
   * The shop's private key that signs the sales journal's archives (ADR 066, 071): made at the
   * first start, `<DATA_DIR>/journal-key.pem` unless set. Kept out of the database and its backups.
   */
  JOURNAL_KEY_FILE: z
    .string()
    .min(1)
    .refine((value) => !/[/\\]$/.test(value), configChecks.journalKeyFile)
    .optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: configChecks.databaseUrl }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  RESTAURANT_FILE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  /**
   * For demos and browser tests only: the shop's clock starts at this instant (ISO 8601) and runs
   * on from there, so "open now" and time slots can be shown at a chosen time of day.
   */
  CLOCK_START: z.iso.datetime({ offset: true, error: configChecks.clockStart }).optional(),
  GEOCODER: z.enum(["embedded", "ban"], { error: configChecks.geocoder }).default("embedded"),
  BAN_URL: z
    .url({ protocol: /^https?$/, error: configChecks.banUrl })
    .default("https://api-adresse.data.gouv.fr"),
  OSRM_URL: z.url({ protocol: /^https?$/, error: configChecks.osrmUrl }).optional(),
  /** Card payments through Stripe when set; otherwise the simulated provider ("mode démo"). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, configChecks.stripeSecretKey)
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, configChecks.stripePublishableKey)
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, configChecks.stripeWebhookSecret)
    .optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: configChecks.smtpUrl }).optional(),
  MAIL_FROM: z.string().min(3, configChecks.mailFrom).optional(),
  DEV_MAILBOX: z
    .enum(["0", "1"], { error: configChecks.devMailbox })
    .optional()
    .transform((value) => value === "1"),
  /** Orders one client may place in 10 minutes (default 30, see ORDER_RATE_LIMIT in routes/checkout/orders.ts); load and browser tests raise it. */
  ORDER_RATE_LIMIT: z.coerce
    .number({ error: configChecks.orderRateLimitNotANumber })
    .int(configChecks.orderRateLimitNotAnInteger)
    .min(1, configChecks.orderRateLimitBelowOne)
    .optional(),
  /**
   * How many proxies in front of the shop append to X-Forwarded-For (0: none, the socket's address
   * is the client; 1: one proxy or load balancer). See http/client-address.ts.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(10|[0-9])$/, configChecks.trustProxy)
    .optional()
    .transform((value) => (value === undefined ? 0 : Number(value))),
});

type Config = z.infer<typeof envSchema>;

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

export function readConfig(env: Record<string, string | undefined>): ConfigResult {
  // An empty variable (`PORT=`) means "not set", as in most shells' habits.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (parsed.success && parsed.data.STRIPE_SECRET_KEY && !parsed.data.STRIPE_PUBLISHABLE_KEY) {
    return {
      ok: false,
      message: fill(configChecks.invalid, { problems: configChecks.stripePublishableKeyMissing }),
    };
  }
  if (parsed.success) return { ok: true, config: parsed.data };
  return { ok: false, message: fill(configChecks.invalid, { problems: z.prettifyError(parsed.error) }) };
}
