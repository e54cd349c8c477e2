import type {
  AvailabilityEntryPayload,
  AvailabilityListPayload,
  AvailabilityStatePayload,
  BoardOrderPayload,
  BoardStatePayload,
  CashCorrectionBody,
  KitchenLoadPayload,
  KitchenSettingsPayload,
  NewStaffBody,
  OrderActionBody,
  PauseBody,
  PauseStatePayload,
  RushBody,
  StaffMemberPayload,
  StaffPasswordBody,
  StaffSessionPayload,
} from "@comptoir/contracts";
import { defaultFetcher, type Fetcher, request } from "@comptoir/ui/api-request.ts";

/**
 * The board's calls to /v2/staff/… (packages/contracts/src/staff.ts), through the one /v2 call
 * both apps share (`request`, packages/ui): the staff token goes as a bearer header, never in the
 * address (logs keep addresses). Only the event stream, which cannot send headers, carries it as
 * `?token=`.
 * These are the board's, availability's and the team's calls; the catalogue's are in lib/catalogue,
 * the publishing side's in lib/publishing.
 */
export function createStaffApi(token: string | null, fetcher: Fetcher = defaultFetcher) {
  const call = staffCaller(token, fetcher);

  return {
    /** The same authenticated call, for the pages' own clients (the catalogue's draft). */
    call,
    login: (email: string, password: string) =>
      call<StaffSessionPayload>("POST", "/v2/staff/auth/login", { email, password }),
    logout: () => call<null>("POST", "/v2/staff/auth/logout"),
    me: () => call<StaffMemberPayload>("GET", "/v2/staff/auth/me"),
    /** The password typed again: the owner's sensitive actions open for 15 minutes (ADR 051). */
    confirmPassword: (password: string) => call<null>("POST", "/v2/staff/auth/confirm", { password }),
    /** One's own new password (ADR 085): the other devices' sessions end, this one stays. */
    changePassword: (body: StaffPasswordBody) =>
      call<{ message: string }>("POST", "/v2/staff/auth/password", body),
    board: () => call<BoardStatePayload>("GET", "/v2/staff/orders"),
    order: (id: number) => call<BoardOrderPayload>("GET", `/v2/staff/orders/${id}`),
    act: (id: number, body: OrderActionBody) =>
      call<BoardOrderPayload>("POST", `/v2/staff/orders/${id}/actions`, body),
    /** Corrects the cash recorded at a handover (ADR 066): a new amount naming the last one. */
    correctCash: (id: number, body: CashCorrectionBody) =>
      call<BoardOrderPayload>("POST", `/v2/staff/orders/${id}/cash`, body),
    setKitchen: (settings: KitchenSettingsPayload) =>
      call<KitchenSettingsPayload>("PUT", "/v2/staff/kitchen", settings),
    /** The next windows' load and the "coup de feu" in force (ADR 061), for the board's strip. */
    kitchenLoad: () => call<KitchenLoadPayload>("GET", "/v2/staff/kitchen/load"),
    /** Starts, changes or (`until` null) ends the "coup de feu": any member may. */
    setRush: (body: RushBody) => call<KitchenLoadPayload>("PUT", "/v2/staff/kitchen/rush", body),
    availability: () => call<AvailabilityListPayload>("GET", "/v2/staff/availability"),
    setAvailability: (kind: "items" | "choices", id: number, state: AvailabilityStatePayload) =>
      call<AvailabilityEntryPayload>("PUT", `/v2/staff/availability/${kind}/${id}`, { state }),
    setPause: (body: PauseBody) => call<PauseStatePayload>("PUT", "/v2/staff/pause", body),
    team: () => call<StaffMemberPayload[]>("GET", "/v2/staff/team"),
    addMember: (body: NewStaffBody) => call<StaffMemberPayload>("POST", "/v2/staff/team", body),
    removeMember: (id: number) => call<null>("DELETE", `/v2/staff/team/${id}`),
  };
}

export type StaffApi = ReturnType<typeof createStaffApi>;

/** A `fetch` that sends the staff token as a bearer header (the browser's own fetch by default). */
export function withStaffToken(token: string | null, fetcher: Fetcher = defaultFetcher): Fetcher {
  return (input, init) =>
    fetcher(
      input,
      token ? { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } } : init,
    );
}

/** One staff call with its JSON body, answered as `ApiResult`: every family of the staff API's calls. */
export function staffCaller(token: string | null, fetcher: Fetcher = defaultFetcher) {
  const withToken = withStaffToken(token, fetcher);
  return <T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown) =>
    request<T>(withToken, method, path, body === undefined ? {} : { body });
}

export type StaffCall = ReturnType<typeof staffCaller>;

/** The board's event stream address: EventSource sends no headers, so the token rides in the query. */
export function boardEventsUrl(token: string): string {
  return `/v2/staff/events?token=${encodeURIComponent(token)}`;
}
