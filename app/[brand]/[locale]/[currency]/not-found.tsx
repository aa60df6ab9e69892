import { NotFoundView } from "@/components/layout/not-found-view";

/** The shop's 404 page (unknown routes, /product/not-found, unknown products) — HTTP 404. */
export default function NotFound() {
  return <NotFoundView />;
}
