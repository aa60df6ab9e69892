import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";
import { toast } from "sonner";
import { SWRConfig } from "swr";
import { ToastHost } from "@/components/layout/toast-host";
import en from "@/messages/en.json";

/** Renders inside the real English messages, the toast region (<ToastHost>, as the layout mounts it) and a fresh SWR cache per test. */
export function renderWithShop(ui: ReactElement) {
  // sonner keeps its toasts in module state and replays the live ones to a new Toaster
  toast.dismiss();
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Shanghai">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        {ui}
        <ToastHost />
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}

/** A fetch double's answer like the BFF's: { code, data } or { code, errorKey }. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** Puts a fetch double where the browser's fetch is; the double sees the URL as a string. */
export function installFetch<M extends (url: string, init?: RequestInit) => Promise<Response>>(
  double: M,
): M {
  global.fetch = (input, init) =>
    double(input instanceof Request ? input.url : String(input), init);
  return double;
}
