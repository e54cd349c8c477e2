import { describe, expect, it } from "vitest";
import { staffCaller } from "../staff-api.ts";
import { apiResultOf, createPhotoClient, uploadPhoto } from "./photo-client.ts";

const PHOTO = { id: "a".repeat(64), width: 4032, height: 3024, mime: "image/jpeg", byte_size: 3_000_000 };

/** Just what `uploadPhoto` uses of an XMLHttpRequest, driven by the test. */
class FakeRequest {
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: unknown = null;
  aborted = false;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function started(token: string | null = "jeton") {
  const request = new FakeRequest();
  const progress: number[] = [];
  const file = new Blob(["photo"], { type: "image/jpeg" });
  const handle = uploadPhoto(file, {
    token,
    onProgress: (sent) => progress.push(sent),
    makeRequest: () => request as unknown as XMLHttpRequest,
  });
  return { request, progress, file, handle };
}

describe("a photo's upload", () => {
  it("posts the raw file with the staff token and tells its progress", async () => {
    const { request, progress, file, handle } = started();
    expect(request.opened).toEqual(["POST", "/v2/staff/photos"]);
    expect(request.headers.authorization).toBe("Bearer jeton");
    expect(request.sent).toBe(file);
    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(201, { status: "success", payload: { photo: PHOTO } });
    expect(progress).toEqual([0.25, 1]);
    expect(await handle.done).toEqual({ ok: true, status: 201, payload: { photo: PHOTO } });
  });

  it("keeps the server's French refusal and its code", async () => {
    const { request, handle } = started();
    request.answer(415, { status: "error", code: "photo_type", message: "Ce fichier n'est pas une photo." });
    expect(await handle.done).toEqual({
      ok: false,
      status: 415,
      code: "photo_type",
      message: "Ce fichier n'est pas une photo.",
    });
  });

  it("ends with nothing once cancelled", async () => {
    const { request, handle } = started();
    handle.cancel();
    expect(request.aborted).toBe(true);
    expect(await handle.done).toBeNull();
  });

  it("says the connection failed in French", async () => {
    const { request, handle } = started();
    request.onerror?.();
    const result = await handle.done;
    expect(result?.ok).toBe(false);
    expect(result && !result.ok && result.status).toBe(0);
  });

  it("sends no authorization without a session", () => {
    const { request } = started(null);
    expect(request.headers.authorization).toBeUndefined();
  });
});

describe("an answer's text", () => {
  it("reads as the shared request reads a fetch's", () => {
    expect(apiResultOf(200, JSON.stringify({ status: "success", payload: 1 }))).toEqual({
      ok: true,
      status: 200,
      payload: 1,
    });
    const unreadable = apiResultOf(502, "<html>");
    expect(unreadable.ok).toBe(false);
    expect(!unreadable.ok && unreadable.message.length).toBeGreaterThan(0);
  });
});

describe("the framings' and the original's calls", () => {
  it("name the photo, the kind and the crop, with the staff token", async () => {
    const calls: { path: string; method: string; authorization: string | null; body: unknown }[] = [];
    const fetcher = async (path: string, init?: RequestInit) => {
      calls.push({
        path,
        method: init?.method ?? "GET",
        authorization: new Headers(init?.headers).get("authorization"),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (path.endsWith("/original")) return new Response(new Blob(["octets"]), { status: 200 });
      return new Response(
        JSON.stringify({
          status: "success",
          payload: { framing: { key: "k", status: "ready", failure: null } },
        }),
      );
    };
    const client = createPhotoClient(staffCaller("jeton", fetcher), "jeton", fetcher);
    const crop = { x: 0, y: 0.125, width: 1, height: 0.75 };
    expect((await client.frame(PHOTO.id, "dish", crop)).ok).toBe(true);
    expect((await client.framing("0123456789abcdef0123")).ok).toBe(true);
    const original = await client.original(PHOTO.id);
    expect(original.ok && (await original.payload.text())).toBe("octets");
    expect(calls).toEqual([
      {
        path: `/v2/staff/photos/${PHOTO.id}/framings`,
        method: "POST",
        authorization: "Bearer jeton",
        body: { kind: "dish", crop },
      },
      {
        path: "/v2/staff/photos/framings/0123456789abcdef0123",
        method: "GET",
        authorization: "Bearer jeton",
        body: undefined,
      },
      {
        path: `/v2/staff/photos/${PHOTO.id}/original`,
        method: "GET",
        authorization: "Bearer jeton",
        body: undefined,
      },
    ]);
  });

  it("give a refused original as the server words it", async () => {
    const fetcher = async () =>
      new Response(JSON.stringify({ status: "error", code: "not_found", message: "Photo inconnue." }), {
        status: 404,
      });
    const client = createPhotoClient(staffCaller("jeton", fetcher), "jeton", fetcher);
    expect(await client.original("b".repeat(64))).toEqual({
      ok: false,
      status: 404,
      code: "not_found",
      message: "Photo inconnue.",
    });
  });
});
