// The serverless host's entry (wrangler.jsonc "main"; docs/decisions/serverless-target.md): the
// worker OpenNext builds into .open-next/worker.js — middleware, pages, route handlers, the page
// cache in R2 and its tags in D1 — plus what the storefront needs from the platform besides:
// AddressLimits, the per-address sign-in and code limits (lib/http/rate-limit.ts through
// lib/host.ts), which count in a Durable Object here instead of Redis over TCP.
import { DurableObject } from "cloudflare:workers";
import openNext from "../.open-next/worker.js";

/**
 * One object per (bucket, address): a fixed window of `windowMs` holding at most `points`
 * consumptions. Its state lives in the object's storage, so every isolate of the worker counts
 * together and a restart forgets nothing.
 */
export class AddressLimits extends DurableObject {
  /** @returns {Promise<{ allowed: boolean; msBeforeNext: number }>} */
  async consume(points, windowMs) {
    const now = Date.now();
    let window = await this.ctx.storage.get("window");
    if (!window || window.resetAt <= now) window = { used: 0, resetAt: now + windowMs };
    window.used += 1;
    await this.ctx.storage.put("window", window);
    // the object's storage is dropped once its window has passed
    await this.ctx.storage.setAlarm(window.resetAt);
    return { allowed: window.used <= points, msBeforeNext: window.resetAt - now };
  }

  async alarm() {
    await this.ctx.storage.deleteAll();
  }
}

export default {
  fetch(request, env, ctx) {
    return openNext.fetch(request, env, ctx);
  },
};
