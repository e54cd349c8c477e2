/**
 * What one sign-in page hands the next through the navigation's state (never the address, which
 * ends in logs and history): the e-mail typed, and the server's news to show ("we sent a code").
 */
export interface AuthHandoff {
  email: string;
  notice: string | null;
}

export function handoffOf(state: unknown): AuthHandoff {
  const fields = typeof state === "object" && state !== null ? (state as Record<string, unknown>) : {};
  return {
    email: typeof fields.email === "string" ? fields.email : "",
    notice: typeof fields.notice === "string" ? fields.notice : null,
  };
}
