import { data } from "react-router";

/** Any address under /admin that no page claims: a real 404, shown by the root's error page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
