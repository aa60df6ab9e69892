import { render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { LazyCartLink, LazyUserMenu } from "@/components/layout/account-islands";
import { CartLink } from "@/components/layout/cart-link";
import { UserMenu } from "@/components/layout/user-menu";
import en from "@/messages/en.json";
import { installFetch, jsonResponse } from "../account/render";

// The header's basket and user links are HTML first; their code (SWR, the session read,
// the menu) loads when the browser is idle and takes over.
const wrap = (node: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en}>
    {node}
  </NextIntlClientProvider>
);

describe("the header's account islands", () => {
  it("render on the server exactly what the session-aware components render for a visitor (no shift when they take over)", () => {
    expect(renderToString(wrap(<LazyUserMenu />))).toBe(renderToString(wrap(<UserMenu />)));
    expect(renderToString(wrap(<LazyCartLink />))).toBe(renderToString(wrap(<CartLink />)));
  });

  it("mount the session-aware menu once the browser is idle: a signed-in user gets their menu", async () => {
    const fetchMock = installFetch(
      jest.fn(async () => jsonResponse(200, { user: { id: 7, name: "Mei Chan" } })),
    );
    render(wrap(<LazyUserMenu />));
    expect(screen.getByTestId("login-link")).toHaveAttribute("href", "/auth/index");
    expect(await screen.findByTestId("user-menu", {}, { timeout: 4000 })).toHaveTextContent(
      "Mei Chan",
    );
    await waitFor(() => expect(screen.queryByTestId("login-link")).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith("/api/session", expect.anything());
  });
});
