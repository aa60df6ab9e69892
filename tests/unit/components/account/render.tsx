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

/** A fetch double answering like the BFF: { code, data } or { code, errorKey }. */
export function jsonResponse(status: number, body: unknown) {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as unknown as Response;
}
