import { error as errorText, fill } from "@comptoir/messages";
import { data } from "react-router";
import type { Route } from "./+types/not-found";

/** Any path no page claims (and `/blog`, a disabled area): a real 404, shown by the root error page. */
export function loader({ request }: Route.LoaderArgs) {
  throw data(fill(errorText.notFoundPath, { path: readablePath(new URL(request.url).pathname) }), {
    status: 404,
  });
}

/** The path as the customer typed it (`/café`, not `/caf%C3%A9`); React escapes it when shown. */
function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export default function NotFound() {
  return null;
}
