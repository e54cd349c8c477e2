import type { PhotoCrop, PhotoKind } from "@comptoir/domain";
import { connection as connectionText } from "@comptoir/messages";
import { type ApiResult, defaultFetcher, type Fetcher } from "@comptoir/ui/api-request.ts";
import { type StaffCall, withStaffToken } from "../staff-api.ts";

/**
 * The editor's calls to the photos' staff API (ADR 055): the upload, with its progress and a way
 * to stop it, a framing made and followed until it is ready, and the original read again to frame
 * it anew. Every call carries the staff session as the other staff calls do (a bearer header).
 */

/** A photo as the upload answers it: its SHA-256, its upright size, its type and weight. */
export interface UploadedPhoto {
  id: string;
  width: number;
  height: number;
  mime: string;
  byte_size: number;
}

export type FramingStatus = "pending" | "encoding" | "ready" | "failed";

export interface FramingPayload {
  key: string;
  status: FramingStatus;
  failure: string | null;
}

const PHOTOS = "/v2/staff/photos";

/**
 * An API answer's text read as the shared `request` reads a fetch's: the payload of a success,
 * else the server's French message and code (or the connection's message for an unreadable one).
 */
type Envelope<T> = { status?: string; payload?: T; message?: string; code?: string };

function envelopeOf<T>(body: string): Envelope<T> | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === "object" ? (parsed as Envelope<T>) : null;
  } catch {
    return null;
  }
}

export function apiResultOf<T>(status: number, body: string): ApiResult<T> {
  const parsed = envelopeOf<T>(body);
  if (status === 0) return { ok: false, status: 0, code: null, message: connectionText.offline };
  if (status >= 200 && status < 300 && parsed?.status === "success")
    return { ok: true, status, payload: parsed.payload as T };
  const error = parsed?.status === "error" ? parsed : null;
  return {
    ok: false,
    status,
    code: error?.code ?? null,
    message: error?.message || connectionText.unavailable,
  };
}

export interface UploadHandle {
  /** The server's answer; `null` once the upload was cancelled. */
  done: Promise<ApiResult<{ photo: UploadedPhoto }> | null>;
  /** Stops the upload: the server keeps nothing of a body that never ended. */
  cancel: () => void;
}

/**
 * Sends a photo as the raw body of `POST /v2/staff/photos`. Through XMLHttpRequest, as fetch tells
 * nothing of an upload's progress: `onProgress` gets the share sent, from 0 to 1.
 */
export function uploadPhoto(
  file: Blob,
  {
    token,
    onProgress,
    makeRequest = () => new XMLHttpRequest(),
  }: {
    token: string | null;
    onProgress: (sent: number) => void;
    makeRequest?: () => XMLHttpRequest;
  },
): UploadHandle {
  const xhr = makeRequest();
  const done = new Promise<ApiResult<{ photo: UploadedPhoto }> | null>((resolve) => {
    xhr.open("POST", PHOTOS);
    xhr.setRequestHeader("accept", "application/json");
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(apiResultOf(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve(apiResultOf(0, ""));
    xhr.onabort = () => resolve(null);
    xhr.send(file);
  });
  return { done, cancel: () => xhr.abort() };
}

export function createPhotoClient(call: StaffCall, token: string | null, fetcher: Fetcher = defaultFetcher) {
  const withToken = withStaffToken(token, fetcher);
  return {
    /** Makes the framing if it does not exist yet (the encoder then prepares it); its key and state. */
    frame: (id: string, kind: PhotoKind, crop: PhotoCrop) =>
      call<{ framing: FramingPayload }>("POST", `${PHOTOS}/${id}/framings`, { kind, crop }),
    /** A framing's state, for "En préparation…". */
    framing: (key: string) => call<{ framing: FramingPayload }>("GET", `${PHOTOS}/framings/${key}`),
    /** The original's bytes, to frame it again; a refusal as the other calls give it. */
    original: async (id: string): Promise<ApiResult<Blob>> => {
      try {
        const response = await withToken(`${PHOTOS}/${id}/original`, { method: "GET" });
        if (response.ok) return { ok: true, status: response.status, payload: await response.blob() };
        return apiResultOf<Blob>(response.status, await response.text());
      } catch {
        return apiResultOf<Blob>(0, "");
      }
    },
  };
}

export type PhotoClient = ReturnType<typeof createPhotoClient>;
