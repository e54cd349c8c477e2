import type {
  CatalogueVersionPayload,
  CatalogueVersionSummaryPayload,
  ScheduledPublishPayload,
} from "@comptoir/contracts/catalogue-publishing";
import type { CatalogueChange, CatalogueProblem } from "@comptoir/contracts/catalogue-review";
import { defaultFetcher, type Fetcher, request } from "@comptoir/ui/api-request.ts";
import { attachmentName } from "../downloads.ts";
import { staffCaller, withStaffToken } from "../staff-api.ts";

/**
 * The owner's publishing side of the catalogue (ADR 051): the draft's review, publishing now or
 * later, the versions and their restore, the export and import of the restaurant file, and the
 * audit log. Only types here: the server checks every body.
 */

/** `GET catalogue/draft/review`: the draft against the last version. */
export interface DraftReviewPayload {
  changes: CatalogueChange[];
  errors: CatalogueProblem[];
  warnings: CatalogueProblem[];
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

/** A line of a version's changes, which keeps only their text, as the change list shows it. */
export function changeOf(text: string): CatalogueChange {
  return { ref: "", text };
}

function query(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The export's file name (`.json`, or `.zip` with photos), as the server's `Content-Disposition` gives it, or a dated one. */
export function exportFileName(disposition: string | null, today: string): string {
  return attachmentName(disposition) ?? `restaurant-${today}.json`;
}

export function createPublishingApi(token: string | null, fetcher: Fetcher = defaultFetcher) {
  const call = staffCaller(token, fetcher);
  const withToken = withStaffToken(token, fetcher);
  return {
    review: () => call<DraftReviewPayload>("GET", "/v2/staff/catalogue/draft/review"),
    /** Now, or (with `at`, an ISO instant) scheduled. */
    publish: (confirmWarnings: boolean, at?: string) =>
      call<{ version: CatalogueVersionPayload } | { scheduled: ScheduledPublishPayload }>(
        "POST",
        "/v2/staff/catalogue/publish",
        { confirm_warnings: confirmWarnings, ...(at ? { at } : {}) },
      ),
    discard: () => call<unknown>("POST", "/v2/staff/catalogue/draft/discard"),
    versions: () => call<CatalogueVersionSummaryPayload[]>("GET", "/v2/staff/catalogue/versions"),
    version: (id: number) => call<CatalogueVersionPayload>("GET", `/v2/staff/catalogue/versions/${id}`),
    restore: (id: number) =>
      call<{ version: CatalogueVersionPayload }>("POST", `/v2/staff/catalogue/versions/${id}/restore`),
    scheduled: () => call<ScheduledPublishPayload[]>("GET", "/v2/staff/catalogue/scheduled"),
    cancelScheduled: (id: number) => call<unknown>("DELETE", `/v2/staff/catalogue/scheduled/${id}`),
    /** The restaurant file becomes the whole draft. */
    importFile: (file: unknown) => call<{ changes: unknown }>("POST", "/v2/staff/catalogue/import", file),
    /** The restaurant's .zip archive, with its photos (ADR 053), sent as it is: the same. */
    importArchive: (archive: Blob) =>
      request<{ changes: unknown }>(withToken, "POST", "/v2/staff/catalogue/import", {
        file: new Blob([archive], { type: "application/zip" }),
      }),
    /** The live catalogue as a file: the raw answer, for a download. */
    exportFile: () => withToken("/v2/staff/catalogue/export", { cache: "no-store" }),
    audit: (filters: AuditFilters = {}) => call<AuditPagePayload>("GET", `/v2/staff/audit${query(filters)}`),
  };
}

export type PublishingApi = ReturnType<typeof createPublishingApi>;
