import type { ApiFetch } from "@comptoir/contracts/api-fetch";
import { createContext } from "react-router";

export type { ApiFetch };

/**
 * How loaders reach the /v2 API: the server puts an in-process caller here (no socket, no HTTP
 * hop to itself). The server entry re-exports this key so the server sets the very same object.
 */
export const apiContext = createContext<ApiFetch>();

/**
 * The shop's clock, as the server keeps it (the real time, or a configured demo time): loaders
 * read "now" here, never from `new Date()`, so pages and API agree on what is open.
 */
export const clockContext = createContext<() => Date>(() => new Date());
