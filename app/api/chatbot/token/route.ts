import { bffRoute } from "@/lib/http/bff";
import { createChatToken } from "@/lib/upstream/info";

export const dynamic = "force-dynamic";

/** POST /api/chatbot/token → { token, expires_at, signed_in }: §7 chatbot/guest_token, as the signed-in shopper when there is one. */
export const POST = bffRoute({ auth: false }, async ({ ctx }) => createChatToken(ctx));
