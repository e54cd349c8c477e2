import type { StaffErrorCode } from "@comptoir/contracts";
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { useCallback, useState } from "react";
import type { StaffApi } from "./staff-api.ts";

// The code by its value: the contracts' constants come with zod, which the pages never load.
const PASSWORD_REQUIRED: StaffErrorCode = "password_required";

/** The server asks for the owner's password again (403 `password_required`, ADR 051). */
export function isPasswordRequired(result: ApiResult<unknown>): boolean {
  return !result.ok && result.status === 403 && result.code === PASSWORD_REQUIRED;
}

/**
 * Runs `call`; when the server asks for the password again, asks it (`ask` resolves true once the
 * server took it) and runs the call once more. Null: the person closed the question, nothing happened.
 */
export async function retryAfterPassword<T>(
  call: () => Promise<ApiResult<T>>,
  ask: () => Promise<boolean>,
): Promise<ApiResult<T> | null> {
  const first = await call();
  if (!isPasswordRequired(first)) return first;
  if (!(await ask())) return null;
  return call();
}

/** The question on screen: the password typed (the server's French refusal, or null once taken), or closed. */
export interface PasswordPrompt {
  confirm: (password: string) => Promise<string | null>;
  cancel: () => void;
}

/**
 * The owner's sensitive calls (publish, restore, schedule, payments, the team) through
 * `withPassword`: a call refused for an old password opens `prompt` (the page draws it with
 * `PasswordAgainDialog`), and goes again once the password is confirmed. A wrong password keeps
 * the question open with the server's message.
 */
export function usePasswordAgain(api: Pick<StaffApi, "confirmPassword">) {
  const [prompt, setPrompt] = useState<PasswordPrompt | null>(null);
  const withPassword = useCallback(
    <T>(call: () => Promise<ApiResult<T>>) =>
      retryAfterPassword(
        call,
        () =>
          new Promise<boolean>((resolve) => {
            setPrompt({
              confirm: async (password) => {
                const answer = await api.confirmPassword(password);
                if (!answer.ok) return answer.message;
                setPrompt(null);
                resolve(true);
                return null;
              },
              cancel: () => {
                setPrompt(null);
                resolve(false);
              },
            });
          }),
      ),
    [api],
  );
  return { withPassword, prompt };
}
