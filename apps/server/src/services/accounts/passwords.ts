import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with OWASP's and ASVS 5.0's minimum: 19 MiB of memory, 2 passes, one lane. The PHC
 * string it returns carries these parameters, so raising them later keeps old hashes readable.
 */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash opens nothing.
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account to check against, so that a login
 * with an unknown address takes as long as one with a wrong password (no enumeration by timing).
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword("aucun compte ne porte ce mot de passe");
  await passwordMatches(await decoy, password);
}
