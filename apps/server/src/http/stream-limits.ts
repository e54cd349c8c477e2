import { readFileSync } from "node:fs";
import { ERROR_CODES, type ErrorCode } from "@comptoir/contracts";
import { liveStreamApi } from "@comptoir/messages";
import type { Context } from "hono";
import { errorResponse } from "./api-error.ts";
import { clientAddress } from "./client-address.ts";

/**
 * How many live streams one process holds (ADR 039). Each open stream is a socket, a file
 * descriptor and some 70 KB of memory for as long as it lasts: without a bound, one address could
 * open them until the process runs out of files and every other client is refused.
 */
export interface StreamLimits {
  /** Public streams (the menu's, /success's) per client address: a family or an office shares one. */
  perClient: number;
  /** Public streams in this process, all addresses together. */
  total: number;
  /** Board streams per staff session (a kitchen's tablets share an address, not a session). */
  perStaffSession: number;
  /** Any stream ends after this; the browser reconnects, and its guard and counts run again. */
  lifetimeMs: number;
}

/** Public streams never take more than this share of the process's file limit. */
const TOTAL_SHARE_OF_FILES = 0.5;
/** …nor more than this many (some 140 MB of memory), whatever the file limit. */
const TOTAL_AT_MOST = 2_000;
/** The file limit when the system does not say (outside Linux). */
const FILES_UNKNOWN = 1_024;

/** The soft limit of open files of this process (Node raises it to the hard limit at start), from Linux's /proc. */
function openFilesLimit(): number {
  try {
    const line = readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((row) => row.startsWith("Max open files"));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isSafeInteger(soft) && soft > 0 ? soft : FILES_UNKNOWN;
  } catch {
    return FILES_UNKNOWN;
  }
}

/** Half the file limit, at most 2,000: the other half stays for pages, API calls and the database. */
export function totalStreamsFor(fileLimit: number): number {
  return Math.max(1, Math.min(TOTAL_AT_MOST, Math.floor(fileLimit * TOTAL_SHARE_OF_FILES)));
}

export function defaultStreamLimits(): StreamLimits {
  return {
    perClient: 20,
    total: totalStreamsFor(openFilesLimit()),
    perStaffSession: 5,
    lifetimeMs: 30 * 60_000,
  };
}

/** Seconds a refused client is told to wait: an open stream ends within the lifetime, most much sooner. */
const RETRY_AFTER_SECONDS = 60;

/** A stream let in: `release` gives its place back when it ends (once, however often it is called). */
export type StreamSlot = { release: () => void };

/**
 * The counts of this process's open streams. A stream is a connection to this process, so counting
 * in its memory is right: another process counts its own, each against its own file limit.
 */
export function createStreamCounter(limits: StreamLimits) {
  const perClient = new Map<string, number>();
  const perSession = new Map<number, number>();
  let publicTotal = 0;

  const take = <K>(counts: Map<K, number>, key: K): (() => void) => {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return () => {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    };
  };
  const once = (release: () => void): StreamSlot => {
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        release();
      },
    };
  };
  const refuse = (c: Context, status: 429 | 503, code: ErrorCode, message: string) => {
    c.header("Retry-After", String(RETRY_AFTER_SECONDS));
    c.header("Cache-Control", "no-store");
    return errorResponse(c, status, code, message);
  };

  return {
    limits,
    /**
     * One stream's lifetime: between three quarters of `lifetimeMs` and all of it, so that the
     * streams a restart reopened together do not all end, and reconnect, together.
     */
    lifetime: (random: () => number = Math.random) => Math.round(limits.lifetimeMs * (0.75 + random() / 4)),
    /** A public stream for this request's client: its slot, or the 429 (this address) or 503 (this process). */
    admitPublic(c: Context, trustProxy: number): StreamSlot | Response {
      const client = clientAddress(c, trustProxy);
      if ((perClient.get(client) ?? 0) >= limits.perClient) {
        return refuse(c, 429, ERROR_CODES.tooManyRequests, liveStreamApi.tooManyStreams);
      }
      if (publicTotal >= limits.total) {
        return refuse(c, 503, ERROR_CODES.serviceUnavailable, liveStreamApi.busy);
      }
      const releaseClient = take(perClient, client);
      publicTotal += 1;
      return once(() => {
        releaseClient();
        publicTotal -= 1;
      });
    },
    /** A board stream for this staff session: its slot, or the 429. Not counted in the public total. */
    admitStaff(c: Context, sessionId: number): StreamSlot | Response {
      if ((perSession.get(sessionId) ?? 0) >= limits.perStaffSession) {
        return refuse(c, 429, ERROR_CODES.tooManyRequests, liveStreamApi.tooManyBoards);
      }
      return once(take(perSession, sessionId));
    },
  };
}

export type StreamCounter = ReturnType<typeof createStreamCounter>;
