import { useCallback, useMemo } from "react";
import { useStaffSession } from "../use-staff-session.ts";
import { createPhotoClient } from "./photo-client.ts";

/** The photos' calls with this browser's staff session; a 401 goes to the login, as everywhere. */
export function usePhotoClient() {
  const { session, api, endSession } = useStaffSession();
  const token = session?.token ?? null;
  const client = useMemo(() => (token ? createPhotoClient(api.call, token) : null), [token, api]);
  const onUnauthorized = useCallback(() => endSession(), [endSession]);
  return { client, token, onUnauthorized };
}
