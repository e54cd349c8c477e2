import type { AccountErrorCode, ErrorCode, ErrorEnvelope, StaffErrorCode } from "@comptoir/contracts";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Answers with the error envelope: a French sentence for the customer and a stable code. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode | AccountErrorCode | StaffErrorCode,
  message: string,
) {
  const body: ErrorEnvelope = { status: "error", message, code };
  return c.json(body, status);
}
