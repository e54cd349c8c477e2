import { z } from "zod";

/**
 * The server's whole configuration, read once from the environment and validated, so a typo in a
 * variable stops the start with a clear sentence instead of a strange failure later.
 */
const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "PORT doit être un numéro de port." })
    .int("PORT doit être un nombre entier.")
    .min(1, "PORT doit être entre 1 et 65535.")
    .max(65535, "PORT doit être entre 1 et 65535.")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "DATA_DIR ne peut pas être vide.").default("./data"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL doit être une adresse postgres://…" })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  RESTAURANT_FILE: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  /**
   * For demos and browser tests only: the shop's clock starts at this instant (ISO 8601) and runs
   * on from there, so "open now" and time slots can be shown at a chosen time of day.
   */
  CLOCK_START: z.iso
    .datetime({ offset: true, error: "CLOCK_START doit être une date ISO 8601, ex. 2026-11-24T11:00:00Z." })
    .optional(),
  GEOCODER: z
    .enum(["embedded", "ban"], { error: "GEOCODER doit valoir « embedded » ou « ban »." })
    .default("embedded"),
  BAN_URL: z
    .url({ protocol: /^https?$/, error: "BAN_URL doit être une adresse http(s)://…" })
    .default("https://api-adresse.data.gouv.fr"),
  OSRM_URL: z.url({ protocol: /^https?$/, error: "OSRM_URL doit être une adresse http(s)://…" }).optional(),
  /** Card payments through Stripe when set; otherwise the simulated provider ("mode démo"). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      "STRIPE_SECRET_KEY doit être une clé secrète Stripe (sk_test_… ou sk_live_…).",
    )
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(
      /^pk_(test|live)_\w+$/,
      "STRIPE_PUBLISHABLE_KEY doit être une clé publiable Stripe (pk_test_… ou pk_live_…).",
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "STRIPE_WEBHOOK_SECRET doit être un secret de webhook Stripe (whsec_…).")
    .optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "SMTP_URL doit être une adresse smtp://… ou smtps://…" })
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, "MAIL_FROM doit être une adresse, ex. « Piment Rouge <bonjour@exemple.fr> ».")
    .optional(),
  DEV_MAILBOX: z
    .enum(["0", "1"], { error: "DEV_MAILBOX doit valoir 0 ou 1." })
    .optional()
    .transform((value) => value === "1"),
  /** Orders one client may place in 10 minutes (default 30, see ORDER_RATE_LIMIT in routes/checkout/orders.ts); load and browser tests raise it. */
  ORDER_RATE_LIMIT: z.coerce
    .number({ error: "ORDER_RATE_LIMIT doit être un nombre de commandes." })
    .int("ORDER_RATE_LIMIT doit être un nombre entier.")
    .min(1, "ORDER_RATE_LIMIT doit valoir au moins 1.")
    .optional(),
  TRUST_PROXY: z
    .enum(["0", "1"], { error: "TRUST_PROXY doit valoir 0 ou 1." })
    .optional()
    .transform((value) => value === "1"),
});

export type Config = z.infer<typeof envSchema>;

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
      message:
        "Configuration invalide :\n✖ STRIPE_PUBLISHABLE_KEY est requise avec STRIPE_SECRET_KEY : la page de paiement en a besoin.",
    };
  }
  if (parsed.success) return { ok: true, config: parsed.data };
  return { ok: false, message: `Configuration invalide :\n${z.prettifyError(parsed.error)}` };
}
