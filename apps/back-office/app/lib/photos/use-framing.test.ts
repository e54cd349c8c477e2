// @vitest-environment happy-dom
import type { ApiResult } from "@comptoir/ui/api-request.ts";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FramingPayload, FramingStatus, PhotoClient } from "./photo-client.ts";
import { FRAMING_POLL_MS, useFraming } from "./use-framing.ts";

const PHOTO = { id: "c".repeat(64), crop: { x: 0.125, y: 0, width: 0.75, height: 1 } };
const KEY = "0123456789abcdef0123";

const answer = (
  status: FramingStatus,
  failure: string | null = null,
): ApiResult<{ framing: FramingPayload }> => ({
  ok: true,
  status: 200,
  payload: { framing: { key: KEY, status, failure } },
});

/** A client whose framing goes through the given states, one per call. */
function clientGoingThrough(states: ApiResult<{ framing: FramingPayload }>[]) {
  const calls: string[] = [];
  let next = 0;
  const take = async () =>
    states[Math.min(next++, states.length - 1)] as ApiResult<{ framing: FramingPayload }>;
  const client = {
    frame: async (id: string, kind: string) => {
      calls.push(`frame ${id.slice(0, 4)} ${kind}`);
      return take();
    },
    framing: async (key: string) => {
      calls.push(`framing ${key}`);
      return take();
    },
    original: async () => ({ ok: false, status: 404, code: null, message: "" }),
  } as unknown as PhotoClient;
  return { client, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function settle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe("a photo's framing in its form", () => {
  it("is none without a photo, and asks nothing", async () => {
    const { client, calls } = clientGoingThrough([]);
    const { result } = renderHook(() =>
      useFraming({ photo: null, kind: "dish", client, readOnly: false, onUnauthorized: () => undefined }),
    );
    await settle();
    expect(result.current).toEqual({ phase: "none" });
    expect(calls).toEqual([]);
  });

  it("is made, then asked again every second until it is ready", async () => {
    const { client, calls } = clientGoingThrough([answer("pending"), answer("encoding"), answer("ready")]);
    const { result } = renderHook(() =>
      useFraming({ photo: PHOTO, kind: "dish", client, readOnly: false, onUnauthorized: () => undefined }),
    );
    await settle();
    expect(result.current).toEqual({ phase: "preparing", key: KEY });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FRAMING_POLL_MS);
    });
    expect(result.current).toEqual({ phase: "preparing", key: KEY });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FRAMING_POLL_MS);
    });
    expect(result.current).toEqual({ phase: "ready", key: KEY });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FRAMING_POLL_MS * 5);
    });
    expect(calls).toEqual(["frame cccc dish", `framing ${KEY}`, `framing ${KEY}`]);
  });

  it("says in French why the encoder failed", async () => {
    const { client } = clientGoingThrough([answer("failed", "photo illisible")]);
    const { result } = renderHook(() =>
      useFraming({ photo: PHOTO, kind: "hero", client, readOnly: false, onUnauthorized: () => undefined }),
    );
    await settle();
    expect(result.current).toEqual({
      phase: "failed",
      key: KEY,
      message: "La photo n'a pas pu être préparée : photo illisible",
    });
  });

  it("leaves a team member's photo unknown, asking nothing", async () => {
    const { client, calls } = clientGoingThrough([answer("ready")]);
    const { result } = renderHook(() =>
      useFraming({ photo: PHOTO, kind: "dish", client, readOnly: true, onUnauthorized: () => undefined }),
    );
    await settle();
    expect(result.current).toEqual({ phase: "unknown", message: null });
    expect(calls).toEqual([]);
  });

  it("ends the session on a 401", async () => {
    const onUnauthorized = vi.fn();
    const { client } = clientGoingThrough([
      { ok: false, status: 401, code: null, message: "Session expirée" },
    ]);
    const { result } = renderHook(() =>
      useFraming({ photo: PHOTO, kind: "dish", client, readOnly: false, onUnauthorized }),
    );
    await settle();
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(result.current.phase).toBe("unknown");
  });
});
