/**
 * Accounts, for docs/quality.md's "no account enumeration by timing" (ADR 029): the time of
 * one argon2id hash on this machine, and the login latency of a known address with a wrong
 * password beside an unknown address, measured one request at a time, alternately, on the server
 * under test (which must run with DEV_MAILBOX=1, to read the codes, and TRUST_PROXY=1).
 */
import { hashPassword } from "../apps/server/src/services/accounts/passwords.ts";

export interface AccountFigures {
  /** Milliseconds, median of the hashes. */
  argon2Ms: number;
  known: { p50: number; p90: number; n: number };
  unknown: { p50: number; p90: number; n: number };
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

/** Each request from its own address, so the per-client limits never answer instead of the login. */
let client = 0;
async function post(origin: string, path: string, body: unknown) {
  const response = await fetch(`${origin}/v2/public/auth/${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.9.${client >> 8}.${client++ & 255}`,
    },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** Accounts whose code is read from the development mailbox, as a person trying the demo would. */
async function confirmedAccounts(origin: string, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let index = 0; index < count; index++) {
    const email = `mesure-${index}-${Date.now()}@exemple.fr`;
    const details = {
      first_name: "Camille",
      last_name: "Martin",
      phone: "0612345678",
      email,
      password: "harissa-et-cumin",
    };
    if ((await post(origin, "signup/", details)) !== 202) throw new Error("inscription refusée");
    // The mailbox shows the newest mail first: this signup's code.
    const mailbox = await (await fetch(`${origin}/dev/mailbox`)).text();
    const code = mailbox.match(/Votre code à 6 chiffres est : (\d{6})/)?.[1];
    const verified = await fetch(
      `${origin}/v2/public/auth/verify-otp/?email=${encodeURIComponent(email)}&otp=${code}`,
      { headers: { "x-forwarded-for": `10.8.0.${index}` } },
    );
    if (verified.status !== 200) throw new Error("code refusé");
    emails.push(email);
  }
  return emails;
}

export async function measureAccounts(origin: string): Promise<AccountFigures> {
  const hashes: number[] = [];
  for (let index = 0; index < 10; index++) {
    const started = performance.now();
    await hashPassword(`mot-de-passe-${index}`);
    hashes.push(performance.now() - started);
  }
  // 5 logins per address stay under its limit of 10 per 10 minutes.
  const emails = await confirmedAccounts(origin, 6);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let index = 0; index < 30; index++) {
    for (const [list, email] of [
      [known, emails[index % emails.length]],
      [unknown, `personne-${index}-${Date.now()}@exemple.fr`],
    ] as const) {
      const started = performance.now();
      const status = await post(origin, "login/", { email, password: "pas-le-bon-mot-de-passe" });
      list.push(performance.now() - started);
      if (status !== 401) throw new Error(`connexion : ${status} au lieu de 401`);
    }
  }
  const figures = (values: number[]) => ({
    p50: quantile(values, 0.5),
    p90: quantile(values, 0.9),
    n: values.length,
  });
  return { argon2Ms: quantile(hashes, 0.5), known: figures(known), unknown: figures(unknown) };
}
