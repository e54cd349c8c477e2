// @vitest-environment happy-dom
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isPasswordRequired, retryAfterPassword, usePasswordAgain } from "./use-password-again.ts";

afterEach(cleanup);

const asked: ApiResult<null> = {
  ok: false,
  status: 403,
  code: "password_required",
  message: "Pour cette action, retapez votre mot de passe.",
};
const done: ApiResult<string> = { ok: true, status: 200, payload: "publiée" };
const wrong: ApiResult<null> = { ...asked, message: "Mot de passe incorrect." };

/** A call answered in turn by each of `answers`. */
function answering<T>(...answers: ApiResult<T>[]) {
  return vi.fn(async () => answers.shift() as ApiResult<T>);
}

describe("the password asked again", () => {
  it("is only a 403 password_required, not an owner-only refusal", () => {
    expect(isPasswordRequired(asked)).toBe(true);
    expect(isPasswordRequired({ ...asked, code: "owner_only" })).toBe(false);
    expect(isPasswordRequired(done)).toBe(false);
  });

  it("retries the call once after the password, and never asks when the call went through", async () => {
    const call = answering<string | null>(asked as ApiResult<string | null>, done);
    const ask = vi.fn(async () => true);
    await expect(retryAfterPassword(call, ask)).resolves.toEqual(done);
    expect(call).toHaveBeenCalledTimes(2);

    const direct = answering(done);
    const never = vi.fn(async () => true);
    await expect(retryAfterPassword(direct, never)).resolves.toEqual(done);
    expect(never).not.toHaveBeenCalled();
  });

  it("gives null, without calling again, when the question is closed", async () => {
    const call = answering<string | null>(asked as ApiResult<string | null>);
    await expect(retryAfterPassword(call, async () => false)).resolves.toBeNull();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("keeps the question open on a wrong password, with the server's French message", async () => {
    const confirmPassword = answering<null>(wrong, { ok: true, status: 200, payload: null });
    const { result } = renderHook(() => usePasswordAgain({ confirmPassword }));
    const call = answering<string | null>(asked as ApiResult<string | null>, done);
    let outcome: Promise<ApiResult<string | null> | null> = Promise.resolve(null);
    act(() => {
      outcome = result.current.withPassword(call);
    });
    await waitFor(() => expect(result.current.prompt).not.toBeNull());

    let refusal: string | null = null;
    await act(async () => {
      refusal = (await result.current.prompt?.confirm("pas-le-bon")) ?? null;
    });
    expect(refusal).toBe("Mot de passe incorrect.");
    expect(result.current.prompt).not.toBeNull();

    await act(async () => {
      refusal = (await result.current.prompt?.confirm("le-bon")) ?? null;
    });
    expect(refusal).toBeNull();
    expect(result.current.prompt).toBeNull();
    await expect(outcome).resolves.toEqual(done);
    expect(confirmPassword.mock.calls).toEqual([["pas-le-bon"], ["le-bon"]]);
  });
});
