import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import en from "@/messages/en.json";

/** Renders inside the real English messages, as the auth pages do. */
export function renderWithMessages(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      {ui}
    </NextIntlClientProvider>,
  );
}

/** A fetch Response the BFF helper (lib/client/api.ts) can read. */
export function bffAnswer(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

export function mockFetch() {
  const fn = jest.fn();
  (globalThis as { fetch: unknown }).fetch = fn;
  return fn;
}
