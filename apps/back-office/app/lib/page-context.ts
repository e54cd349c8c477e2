import { createContext as createReactContext } from "react";
import { createContext } from "react-router";

/**
 * What the server process sets for each page it renders, under the keys this build's server entry
 * exports (apps/server/src/back-office.ts): the in-process /v2 API, with no socket, and the page's
 * Content-Security-Policy nonce, named in its policy header and given to React Router's inline
 * scripts, the only inline scripts the policy lets run.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export const apiContext = createContext<ApiFetch>();

export const cspNonceContext = createContext<string | undefined>(undefined);

/** The same nonce for components (root.tsx); undefined in the browser, which needs none. */
export const CspNonce = createReactContext<string | undefined>(undefined);
