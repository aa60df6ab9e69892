import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { SWRConfig } from "swr";
import { ToastProvider } from "@/components/ui/toast";
import en from "@/messages/en.json";

/** Renders inside the real English messages, a toast region and a fresh SWR cache per test. */
export function renderWithShop(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ToastProvider>{ui}</ToastProvider>
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

/** A fetch double answering like the BFF: { code, data } or { code, errorKey }. */
export function jsonResponse(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as unknown as Response;
}
