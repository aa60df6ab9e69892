import "server-only";
import type { NextResponse } from "next/server";
import { z } from "zod";
import { cleanText } from "@/lib/commerce/contract/text.schema";
import { WECHAT_CALLBACK_PATH } from "@/lib/commerce/accounts/wechat";

// WeChat silent sign-in: the state and the safe return path, between /api/auth/wechat and
// /auth/wechat-callback (the same shape as Google's, in ./http.ts).
export const WECHAT_COOKIE = "tf_wechat";
const MAX_AGE = 10 * 60;

const schema = z.object({
  state: cleanText({ min: 8, max: 200 }),
  redirect: cleanText({ max: 2000 }).startsWith("/"),
});
export type WechatCookie = z.infer<typeof schema>;

export function setWechatCookie(response: NextResponse, value: WechatCookie, secure: boolean) {
  response.cookies.set(WECHAT_COOKIE, Buffer.from(JSON.stringify(value)).toString("base64url"), {
    httpOnly: true,
    // lax: it must come back on the top-level GET from WeChat's authorize page
    sameSite: "lax",
    secure,
    path: WECHAT_CALLBACK_PATH,
    maxAge: MAX_AGE,
  });
}

export function readWechatCookie(raw: string | undefined): WechatCookie | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearWechatCookie(response: NextResponse) {
  // expires as well as max-age 0: a max-age of 0 alone is dropped when the header is written
  response.cookies.set(WECHAT_COOKIE, "", {
    httpOnly: true,
    sameSite: "lax",
    path: WECHAT_CALLBACK_PATH,
    maxAge: 0,
    expires: new Date(0),
  });
}
