"use client";

import useSWR from "swr";
import { readSessionResponse, type SessionResponse } from "@/lib/session/shape";

// Who is signed in, as the browser learns it: one SWR entry shared by the header and any widget
// on a cached page that needs to know (cached HTML never carries it). No zod here: it loads on
// every page.

const SESSION_KEY = "/api/session";

async function fetchSession(url: string): Promise<SessionResponse> {
  const res = await fetch(url, { credentials: "same-origin", cache: "no-store" });
  // a failing upstream (5xx) is not "signed out": SWR keeps what it knew
  if (!res.ok) throw new Error(`session ${res.status}`);
  return readSessionResponse(await res.json().catch(() => null));
}

/** The session answer; `undefined` while it is not known yet (unless the server said, `initial`). */
export function useSession(initial?: SessionResponse) {
  return useSWR(SESSION_KEY, fetchSession, { revalidateOnFocus: false, fallbackData: initial });
}
