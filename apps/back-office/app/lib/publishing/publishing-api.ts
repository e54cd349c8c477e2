import type { CatalogueChange, CatalogueProblem } from "@comptoir/contracts/catalogue-review";
import { defaultFetcher, type Fetcher } from "@comptoir/ui/api-request.ts";
import { staffCaller, withStaffToken } from "../staff-api.ts";

/**
 * The owner's publishing side of the catalogue (ADR 051): the draft's review, publishing now or
 * later, the versions and their restore, the export and import of the restaurant file, and the
 * audit log. Only types here: the server checks every body.
 */

export type VersionKind = "install" | "upgrade" | "publish" | "scheduled" | "restore" | "import";

/** `GET catalogue/draft/review`: the draft against the last version. */
export interface DraftReviewPayload {
  changes: CatalogueChange[];
  errors: CatalogueProblem[];
  warnings: CatalogueProblem[];
}

/** A version as the list gives it (without its document). */
export interface VersionSummaryPayload {
  id: number;
  kind: VersionKind;
  published_at: string;
  published_by_name: string | null;
  restored_from?: number | null;
  /** How many changes it made; the list may give them instead. */
  change_count?: number;
  changes?: (CatalogueChange | string)[];
}

/** One version with its changes from the version before. */
export interface VersionPayload extends VersionSummaryPayload {
  changes: (CatalogueChange | string)[];
}

export interface ScheduledPublishPayload {
  id: number;
  due_at: string;
  created_by_name?: string | null;
  created_at?: string;
  changes?: (CatalogueChange | string)[];
  change_count?: number;
}

/** One line of the audit log: one person's changes to one thing within one minute. */
export interface AuditEntryPayload {
  /** The newest change of the group. */
  id: number;
  /** The oldest: the cursor of the page after. */
  first_id: number;
  at: string;
  staff_id: number | null;
  staff_name: string;
  action: string;
  subject: string;
  subject_name: string;
  before: unknown;
  after: unknown;
  /** How many changes the entry stands for. */
  count: number;
}

/** A page of the log, newest first; `next_before` continues it, null at the log's beginning. */
export interface AuditPagePayload {
  entries: AuditEntryPayload[];
  next_before: number | null;
}

export interface AuditFilters {
  subject?: string;
  staff?: number;
  /** A prefix: `draft.` finds every change of the draft. */
  action?: string;
  before?: number;
}

/** A change as the server words it: a line of text, with the thing it is about when known. */
export function changeOf(change: CatalogueChange | string): CatalogueChange {
  return typeof change === "string" ? { ref: "", text: change } : change;
}

/** How many changes a version or a scheduled publish holds, whichever way the server counted them. */
export function changeCountOf(entry: { change_count?: number; changes?: unknown[] }): number {
  return entry.change_count ?? entry.changes?.length ?? 0;
}

function query(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The export's file name, as the server's `Content-Disposition` gives it, or a dated one. */
export function exportFileName(disposition: string | null, today: string): string {
  const named = disposition ? /filename="?([^";]+)"?/.exec(disposition)?.[1] : undefined;
  return named ?? `restaurant-${today}.json`;
}

export function createPublishingApi(token: string | null, fetcher: Fetcher = defaultFetcher) {
  const call = staffCaller(token, fetcher);
  const withToken = withStaffToken(token, fetcher);
  return {
    review: () => call<DraftReviewPayload>("GET", "/v2/staff/catalogue/draft/review"),
    /** Now, or (with `at`, an ISO instant) scheduled. */
    publish: (confirmWarnings: boolean, at?: string) =>
      call<{ version?: VersionSummaryPayload; scheduled?: ScheduledPublishPayload }>(
        "POST",
        "/v2/staff/catalogue/publish",
        { confirm_warnings: confirmWarnings, ...(at ? { at } : {}) },
      ),
    discard: () => call<unknown>("POST", "/v2/staff/catalogue/draft/discard"),
    versions: () => call<VersionSummaryPayload[]>("GET", "/v2/staff/catalogue/versions"),
    version: (id: number) => call<VersionPayload>("GET", `/v2/staff/catalogue/versions/${id}`),
    restore: (id: number) =>
      call<{ version: VersionSummaryPayload }>("POST", `/v2/staff/catalogue/versions/${id}/restore`),
    scheduled: () => call<ScheduledPublishPayload[]>("GET", "/v2/staff/catalogue/scheduled"),
    cancelScheduled: (id: number) => call<unknown>("DELETE", `/v2/staff/catalogue/scheduled/${id}`),
    /** The restaurant file becomes the whole draft. */
    importFile: (file: unknown) => call<unknown>("POST", "/v2/staff/catalogue/import", file),
    /** The live catalogue as a file: the raw answer, for a download. */
    exportFile: () => withToken("/v2/staff/catalogue/export", { cache: "no-store" }),
    audit: (filters: AuditFilters = {}) => call<AuditPagePayload>("GET", `/v2/staff/audit${query(filters)}`),
  };
}

export type PublishingApi = ReturnType<typeof createPublishingApi>;
