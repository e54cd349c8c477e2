import { useOutletContext } from "react-router";
import type { Session } from "../auth-store.ts";

/** The session a profile section is drawn for: the profile page gives it only once known. */
export function useProfileSession(): Session {
  return useOutletContext<Session>();
}
