import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { UserMenu } from "@/components/layout/user-menu";
import en from "@/messages/en.json";

// A signed-in page never shows "Log in" while its scripts load (a tap would go to sign-in).
// The server HTML of the menu: the log-in link without a known session, the user's menu with one.
const html = (initial?: Parameters<typeof UserMenu>[0]["initial"]) =>
  renderToString(
    <NextIntlClientProvider locale="en" messages={en}>
      <UserMenu initial={initial} />
    </NextIntlClientProvider>,
  );

describe("UserMenu in the server's HTML", () => {
  it("is the log-in link when the server does not say who is signed in (cached pages)", () => {
    expect(html()).toContain('data-testid="login-link"');
  });

  it("is the user's menu when the server passes the session (personal pages)", () => {
    const out = html({ user: { id: 7, name: "Mei Chan" } });
    expect(out).not.toContain('data-testid="login-link"');
    expect(out).toContain('data-testid="user-menu"');
    expect(out).toContain("Mei Chan");
  });

  it("is the log-in link when the server knows nobody is signed in", () => {
    expect(html({ user: null })).toContain('data-testid="login-link"');
  });

  // A phone sign-up's nickname is its masked phone; the header greets neutrally instead
  it.each(["****6722", "13800138000"])(
    "greets neutrally, never with the masked phone or number %s",
    (name) => {
      const out = html({ user: { id: 7, name } });
      expect(out).toContain('data-testid="user-menu"');
      expect(out).not.toContain(name);
      expect(out).toContain(en.header.account);
    },
  );
});
