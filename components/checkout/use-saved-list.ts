"use client";

import useSWR from "swr";
import { apiCall, type ApiResult } from "@/lib/client/api";

export const TOURISTS_KEY = "/api/account/tourist";
export const ADDRESSES_KEY = "/api/account/address";

const fetchList = <T>(url: string) => apiCall<T[]>(url);

/** The signed-in person's saved travellers or addresses (SWR, so an inline add updates the list). */
export function useSavedList<T extends { id: number }>(
  url: typeof TOURISTS_KEY | typeof ADDRESSES_KEY,
) {
  const { data, mutate } = useSWR<ApiResult<T[]>>(url, fetchList<T>, { revalidateOnFocus: false });
  return {
    list: data?.ok ? data.data : null,
    failed: data !== undefined && !data.ok,
    failure: data && !data.ok ? data : null,
    /** puts a just-saved record in the list at once, then asks the server again */
    add: (saved: T) =>
      void mutate(
        (current) =>
          current?.ok
            ? { ok: true, data: [...current.data.filter((x) => x.id !== saved.id), saved] }
            : current,
        { revalidate: true },
      ),
    reload: () => void mutate(),
  };
}
