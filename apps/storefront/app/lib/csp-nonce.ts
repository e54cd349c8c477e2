import { createContext as createReactContext } from "react";
import { createContext } from "react-router";

/**
 * The page's Content-Security-Policy nonce: the server draws one per request, names it in the
 * policy header and sets it here; the server entry hands it to React and to React Router's inline
 * scripts (hydration data, scroll restoration), the only inline scripts the policy lets run.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** The same nonce for components (root.tsx); undefined in the browser, which needs none. */
export const CspNonce = createReactContext<string | undefined>(undefined);
