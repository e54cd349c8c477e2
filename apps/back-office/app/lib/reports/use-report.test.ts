// @vitest-environment happy-dom

import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useReport } from "./use-report.ts";

afterEach(cleanup);

type Answer = ApiResult<{ day: string }>;

/** A server whose answers the test gives one by one, in the order it chooses. */
function server() {
  const pending: ((answer: Answer) => void)[] = [];
  const read = vi.fn(() => new Promise<Answer>((resolve) => pending.push(resolve)));
  return {
    read,
    answer: async (index: number, answer: Answer) => {
      await act(async () => pending[index]?.(answer));
    },
  };
}

const refused = (status: number, message: string): Answer => ({ ok: false, status, code: null, message });

describe("a report read for the page's day or period", () => {
  it("waits for the owner's session, then shows the report, read again when the day changes", async () => {
    const { read, answer } = server();
    const endSession = vi.fn();
    const { result, rerender } = renderHook(
      ({ owner, key }: { owner: boolean; key: string }) => useReport(owner ? read : null, key, endSession),
      { initialProps: { owner: false, key: "2026-11-24" } },
    );
    expect(result.current).toEqual({ kind: "loading" });
    expect(read).not.toHaveBeenCalled();

    rerender({ owner: true, key: "2026-11-24" });
    expect(read).toHaveBeenCalledTimes(1);
    await answer(0, { ok: true, status: 200, payload: { day: "mardi" } });
    expect(result.current).toEqual({ kind: "ready", report: { day: "mardi" } });

    rerender({ owner: true, key: "2026-11-25" });
    expect(result.current).toEqual({ kind: "loading" });
    await answer(1, { ok: true, status: 200, payload: { day: "mercredi" } });
    expect(result.current).toEqual({ kind: "ready", report: { day: "mercredi" } });
    expect(endSession).not.toHaveBeenCalled();
  });

  it("drops the answer to a day no longer asked for", async () => {
    const { read, answer } = server();
    const { result, rerender } = renderHook(({ key }: { key: string }) => useReport(read, key, vi.fn()), {
      initialProps: { key: "2026-11-24" },
    });
    rerender({ key: "2026-11-25" });
    await answer(1, { ok: true, status: 200, payload: { day: "mercredi" } });
    await answer(0, { ok: true, status: 200, payload: { day: "mardi" } });
    expect(result.current).toEqual({ kind: "ready", report: { day: "mercredi" } });
  });

  it("says a refusal in French, and goes back to the login when the session has ended", async () => {
    const { read, answer } = server();
    const endSession = vi.fn();
    const { result, rerender } = renderHook(({ key }: { key: string }) => useReport(read, key, endSession), {
      initialProps: { key: "2026-11-24" },
    });
    await answer(0, refused(503, "Le serveur est indisponible."));
    expect(result.current).toEqual({
      kind: "failed",
      message: expect.stringContaining("Le serveur est indisponible."),
    });
    expect(endSession).not.toHaveBeenCalled();

    rerender({ key: "2026-11-25" });
    await answer(1, refused(401, "Session expirée."));
    expect(endSession).toHaveBeenCalledTimes(1);
  });
});
