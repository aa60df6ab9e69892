"use client";

import useSWR from "swr";
import { feeSchema, type Fee, type FeeBody } from "@/lib/commerce/checkout/checkout.schema";
import type { ApiResult } from "@/lib/client/api";
import { readApi } from "@/lib/client/fetcher";

type Answer = { key: string; result: ApiResult<Fee> };

async function fetchFee([url, key]: readonly [string, string]): Promise<Answer> {
  return {
    key,
    result: await readApi(feeSchema, url, { method: "POST", body: JSON.parse(key) as FeeBody }),
  };
}

/**
 * POST /api/checkout/fee for the current choices (spec §7 checkout/fee). While new choices are
 * being priced the last answer stays on screen (`fee`), and `ready` is false: the amount the
 * shopper is shown must be the one for what they chose before Pay may send it.
 */
export function useFee(body: FeeBody) {
  const key = JSON.stringify(body);
  const { data, isValidating, mutate } = useSWR(["/api/checkout/fee", key] as const, fetchFee, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const current = data?.key === key;
  return {
    fee: data?.result.ok ? data.result.data : null,
    failure: current && data && !data.result.ok ? data.result : null,
    /** the answer on screen is for the current choices and nothing is in flight */
    ready: current && !isValidating && data?.result.ok === true,
    /** the answer for the current choices has arrived (ok or not) */
    current,
    reload: () => void mutate(),
  };
}
