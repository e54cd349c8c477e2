import { useMemo } from "react";
import { usePasswordAgain } from "../use-password-again.ts";
import { useStaffSession } from "../use-staff-session.ts";
import { createPublishingApi } from "./publishing-api.ts";

/**
 * What the publishing pages need of the session: its member, the publishing calls with its token,
 * the password asked again for the owner's sensitive calls, and the way back to the login.
 */
export function usePublishingSession() {
  const { session, api, endSession } = useStaffSession();
  const token = session?.token ?? null;
  const publishingApi = useMemo(() => createPublishingApi(token), [token]);
  const { withPassword, prompt } = usePasswordAgain(api);
  return {
    token,
    member: session?.member ?? null,
    isOwner: session?.member.role === "owner",
    api: publishingApi,
    staffApi: api,
    withPassword,
    prompt,
    endSession,
  };
}
