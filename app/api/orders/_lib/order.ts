import "server-only";
import { isOrderSn } from "@/lib/http/order-params";
import { badRequest } from "@/lib/http/params";

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** The {sn} path segment of an order route: capital letters and digits, else 40000 without asking the upstream. */
export function parseSn(params: Record<string, string>): Parsed<string> {
  const sn = params.sn;
  return isOrderSn(sn) ? { ok: true, data: sn } : { ok: false, response: badRequest() };
}
