import { ACCOUNT_ERROR_CODES } from "@comptoir/contracts";
import { forgetSession } from "../auth-store.ts";
import { writeSessionCookie } from "./session-cookie-writer.ts";

/**
 * A profile call refused: its French message to show. A session the server no longer knows
 * (expired, closed elsewhere) is forgotten here, its cookie copy with it (ADR 079), and the
 * profile page then sends the customer to login, bringing them back after it.
 */
export function sessionProblem(result: { code: string | null; message: string }): { problem: string } {
  if (result.code === ACCOUNT_ERROR_CODES.notLoggedIn) {
    forgetSession();
    writeSessionCookie(null);
  }
  return { problem: result.message };
}
