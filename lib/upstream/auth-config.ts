import "server-only";
import { z } from "zod";
import { upstreamGet, type CallContext } from "./client";

// Sign-in options that depend on the upstream's configuration rather than on the brand file.
// GET accounts/oauth/google/config → { enabled }: is a Google client configured for this platform?
const googleConfigSchema = z.object({ enabled: z.boolean() });

/** True only when the upstream says Google sign-in works; any failure hides the button. */
export async function googleConfigured(ctx: CallContext): Promise<boolean> {
  try {
    const config = await upstreamGet(
      "accounts/oauth/google/config",
      googleConfigSchema,
      { ...ctx, token: undefined },
      undefined,
      {
        revalidate: 300,
        tags: ["auth-config"],
      },
    );
    return config.enabled;
  } catch {
    return false;
  }
}
