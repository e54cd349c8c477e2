import { ERROR_CODES, type ErrorCode, type ErrorEnvelope } from "@comptoir/contracts";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Answers with the error envelope: a French sentence for the customer and a stable code. */
export function errorResponse(c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string) {
  const body: ErrorEnvelope = { status: "error", message, code };
  return c.json(body, status);
}

export const MESSAGES = {
  routeNotFound: "Cette adresse de l'API n'existe pas.",
  payloadTooLarge: "La requête est trop volumineuse.",
  malformedJson: "Le corps de la requête n'est pas un JSON valide.",
  internal: "Une erreur est survenue de notre côté. Merci de réessayer dans un instant.",
  unavailable: "Le service est momentanément indisponible. Merci de réessayer dans un instant.",
} as const;

export { ERROR_CODES };
