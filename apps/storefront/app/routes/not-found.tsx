import { data } from "react-router";
import type { Route } from "./+types/not-found";

/** Any path no page claims: a real 404 status, rendered by the root error page. */
export function loader({ request }: Route.LoaderArgs) {
  throw data(`Page introuvable : ${new URL(request.url).pathname}`, { status: 404 });
}

export default function NotFound() {
  return null;
}
