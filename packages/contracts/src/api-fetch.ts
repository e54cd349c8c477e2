/**
 * How a caller reaches the /v2 API by path: in the server's process an in-process call to the Hono
 * app (no socket), in a browser `fetch`. The server hands one to the pages' loaders. A type only:
 * importing it costs a page nothing.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;
