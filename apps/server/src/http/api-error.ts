import type {
  AccountErrorCode,
  CheckoutErrorCode,
  ErrorCode,
  ErrorEnvelope,
  StaffErrorCode,
} from "@comptoir/contracts";
import type { CataloguePublishErrorCode } from "@comptoir/contracts/catalogue-publishing";
import type { CatalogueErrorCode } from "@comptoir/contracts/catalogue-requests";
import type { PhotoErrorCode } from "@comptoir/contracts/photos";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Every stable code an answer of the API may carry. */
export type ApiErrorCode =
  | ErrorCode
  | AccountErrorCode
  | CheckoutErrorCode
  | StaffErrorCode
  | CatalogueErrorCode
  | CataloguePublishErrorCode
  | PhotoErrorCode;

/**
 * The one way every route answers a refusal: the error envelope, a French sentence for a person
 * and a stable code for programs. `details` adds what the caller needs to act on it (the checkout's
 * repriced `cart`); it never replaces the envelope's own fields.
 */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  message: string,
  details: Record<string, unknown> = {},
) {
  const body: ErrorEnvelope = { ...details, status: "error", message, code };
  return c.json(body, status);
}
