"use client";

import useSWR from "swr";
import { z } from "zod";
import { addressSchema, touristSchema } from "@/lib/commerce/accounts/account.schema";
import type { ApiResult } from "@/lib/client/api";
import { resultFetcherFor } from "@/lib/client/fetcher";

type SavedList<T> = { key: string; fetcher: (key: string) => Promise<ApiResult<T[]>> };

export const TOURISTS = {
  key: "/api/account/tourist",
  fetcher: resultFetcherFor(z.array(touristSchema)),
};
export const ADDRESSES = {
  key: "/api/account/address",
  fetcher: resultFetcherFor(z.array(addressSchema)),
};

/** The signed-in person's saved travellers or addresses (SWR, so an inline add updates the list). */
export function useSavedList<T extends { id: number }>({ key, fetcher }: SavedList<T>) {
  const { data, mutate } = useSWR(key, fetcher, { revalidateOnFocus: false });
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
