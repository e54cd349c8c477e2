import { cataloguePublishingChecks as says } from "@comptoir/messages";
import { z } from "zod";

/**
 * Publishing the catalogue (ADR 051): the bodies of /v2/staff/catalogue/publish, versions and
 * scheduled publishes, and their answers. A subpath of its own: the storefront never loads it.
 */

/** `POST catalogue/publish`: now, or at `at` (a scheduled publish). */
export const publishBodySchema = z.object({
  confirm_warnings: z.boolean({ error: says.confirmInvalid }).default(false),
  at: z.iso.datetime({ offset: true, error: says.atInvalid }).optional(),
});

/** How far ahead a publish may be scheduled. */
export const SCHEDULE_MAX_DAYS = 30;

/** Stable codes of publishing's refusals (the message beside each is French and may change). */
export const CATALOGUE_PUBLISH_ERROR_CODES = {
  /** 422: the draft does not make a valid catalogue; `errors` lists where and why. */
  draftInvalid: "draft_invalid",
  /** 409: the draft has warnings and the call did not confirm them; `warnings` lists them. */
  warningsUnconfirmed: "warnings_unconfirmed",
  /** 409: the draft (or the version to restore) is the live catalogue already. */
  nothingToPublish: "nothing_to_publish",
  /** 409: a scheduled publish already happened, failed or was cancelled. */
  scheduledClosed: "scheduled_closed",
} as const;
export type CataloguePublishErrorCode =
  (typeof CATALOGUE_PUBLISH_ERROR_CODES)[keyof typeof CATALOGUE_PUBLISH_ERROR_CODES];

/** A version in the list (`GET catalogue/versions`), without its document. */
export interface CatalogueVersionSummaryPayload {
  id: number;
  /** install, upgrade, publish, scheduled, restore or import (ADR 051). */
  kind: string;
  published_at: string;
  published_by_name: string | null;
  restored_from: number | null;
  changes_count: number;
}

/** One version (`GET catalogue/versions/:id`, and what a publish or restore answers). */
export interface CatalogueVersionPayload extends CatalogueVersionSummaryPayload {
  /** The whole catalogue, a restaurant file. */
  document: unknown;
  /** Its changes from the version before, in plain French. */
  changes: string[];
}

export interface ScheduledPublishPayload {
  id: number;
  due_at: string;
  status: "pending" | "published" | "cancelled" | "failed";
  changes: string[];
  created_at: string;
  created_by_name: string | null;
  version_id: number | null;
  failure: string | null;
}
