import { ACCOUNT_ERROR_CODES } from "@comptoir/contracts/account-constants";
import { forgetSession } from "../auth-store.ts";

/**
 * A profile call refused: its French message to show. A session the server no longer knows
 * (expired, closed elsewhere) is forgotten here, and the profile page then sends the customer to
 * login, bringing them back after it.
 */
export function sessionProblem(result: { code: string | null; message: string }): { problem: string } {
  if (result.code === ACCOUNT_ERROR_CODES.notLoggedIn) forgetSession();
  return { problem: result.message };
}
