import { defineCloudflareConfig } from "@opennextjs/cloudflare";
import d1NextTagCache from "@opennextjs/cloudflare/overrides/tag-cache/d1-next-tag-cache";
import memoryQueue from "@opennextjs/cloudflare/overrides/queue/memory-queue";
import { admittedIncrementalCache } from "./serverless/admitted-cache";

// The serverless target (docs/decisions/serverless-target.md): OpenNext for Cloudflare. Pages and
// data in R2, behind the same admission rule as the Node page cache; tags in D1.
const config = defineCloudflareConfig({
  incrementalCache: admittedIncrementalCache,
  tagCache: d1NextTagCache,
  queue: memoryQueue,
});

// what middleware.ts gives a page (its policy with the nonce) wins over next.config headers(), as
// on Next's own servers (defineCloudflareConfig takes no `dangerous` settings of its own)
config.dangerous = { ...config.dangerous, middlewareHeadersOverrideNextConfigHeaders: true };

/** @public the OpenNext CLI reads this default export */
export default config;
