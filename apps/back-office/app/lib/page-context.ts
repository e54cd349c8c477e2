import { createContext as createReactContext } from "react";
import { createContext } from "react-router";

/**
 * What the server process sets for each page it renders, under the keys this build's server entry
 * exports (apps/server/src/back-office.ts): the in-process /v2 API, with no socket, the shop's clock, and the page's
 * Content-Security-Policy nonce, named in its policy header and given to React Router's inline
 * scripts, the only inline scripts the policy lets run.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export const apiContext = createContext<ApiFetch>();

/** The shop's clock as the server keeps it (the real time, or a demo's `CLOCK_START`). */
export const clockContext = createContext<() => Date>(() => new Date());

export const cspNonceContext = createContext<string | undefined>(undefined);

/** The same nonce for components (root.tsx); undefined in the browser, which needs none. */
export const CspNonce = createReactContext<string | undefined>(undefined);
