import { useMemo } from "react";
import { useStaffSession } from "../use-staff-session.ts";
import { createReportsApi } from "./reports-api.ts";

/** What the report pages need of the session: whether it is the owner's, the reports' calls with its token, the way back to the login. */
export function useReportsSession() {
  const { session, endSession } = useStaffSession();
  const token = session?.token ?? null;
  const api = useMemo(() => createReportsApi(token), [token]);
  return { token, isOwner: session?.member.role === "owner", api, endSession };
}
