import "server-only";
import { cache } from "react";
import type { CallContext } from "./client";
import { getProduct } from "./catalogue";
import { isNotFound } from "./errors";

/** The product for a page render, shared by generateMetadata and the page (one upstream call). */
export const loadProduct = cache(async (ctx: CallContext, id: number) => {
  try {
    return await getProduct(ctx, id);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});
