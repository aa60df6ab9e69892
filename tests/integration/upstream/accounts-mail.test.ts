/** @jest-environment node */
// Mail over real SMTP (spec §7 password_reset_mail / password_reset, verification codes by e-mail):
// the Outbox's nodemailer transport talks to an in-process smtp-server on 127.0.0.1, which keeps
// every raw message. Reset links are single use, expire after AUTH_LIMITS.resetLinkTtlMinutes
// (fake clock), never point at a foreign host, and an unknown e-mail gets the same answer with no
// mail at all.
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { AUTH_LIMITS } from "../../../lib/commerce/accounts/auth-limits";
import { createApp } from "../../../upstream/app";
import { platforms } from "../../../upstream/db/schema";
import type { Deps } from "../../../upstream/services/deps";
import { Outbox } from "../../../upstream/services/outbox";
import { DATABASES } from "./databases";
import { openAccountHarness, type AccountHarness } from "./accounts-harness";

jest.setTimeout(120_000);

type Mail = {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  text: string;
};

/** Header block and text of a single-part message, with the transfer encoding undone. */
function parseMail(raw: string): Pick<Mail, "headers" | "text"> {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  let text = body;
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => `%${hex}`);
    text = Buffer.from(
      decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, "%25")),
      "utf8",
    ).toString();
  } else if (encoding === "base64") text = Buffer.from(body, "base64").toString("utf8");
  return { headers, text: text.replace(/\r\n/g, "\n") };
}

async function startSmtp() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = session.envelope;
        mails.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : "",
          to: envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const HEADERS = {
  platform: "default",
  language: "en",
  currency: "CNY",
  channel: "web",
  "content-type": "application/json",
};
const RESET_LINK = /(\S+)\/auth\/password-reset2\?token=(\S+)/;

describe.each(DATABASES)("mail over SMTP on %s", (kind) => {
  let h: AccountHarness;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    h = await openAccountHarness(kind, {
      outbox: new Outbox({ production: false, smtpUrl: `smtp://127.0.0.1:${smtp.port}` }),
    });
  });
  afterAll(async () => {
    await h?.close();
    await smtp?.close();
  });

  /** The same database behind an app with other deps. */
  const appWith = (deps: Partial<Deps>) =>
    createApp({ db: h.database.db, dbKind: h.database.kind, deps: { ...h.deps, ...deps } });

  const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

  async function requestReset(email: string, linkBase = "http://localhost:3000") {
    const res = await h.call("POST", "/accounts/password_reset_mail", {
      email,
      link_base: linkBase,
    });
    expect(res.status).toBe(200);
    return res;
  }

  /** The link in the latest mail to an address: its origin and the token. */
  function latestLink(address: string) {
    const mail = mailsTo(address).at(-1);
    expect(mail).toBeDefined();
    const match = RESET_LINK.exec(mail!.text);
    expect(match).not.toBeNull();
    return { origin: match![1]!, token: decodeURIComponent(match![2]!), mail: mail! };
  }

  it("mails a reset link that sets a new password once; the old password and the other sessions stop working", async () => {
    const session = await h.signupEmail("reset@example.com", "oldpass123");
    await requestReset("reset@example.com");
    const { origin, token, mail } = latestLink("reset@example.com");
    expect(origin).toBe("http://localhost:3000");
    expect(mail.headers.subject).toBe("Reset your password");
    expect(mail.headers.to).toContain("reset@example.com");
    expect(mail.from).toBe("no-reply@shop.example.com");
    expect(mail.text).toContain(`within ${AUTH_LIMITS.resetLinkTtlMinutes} minutes`);
    // the outbox row says delivered
    const row = (await h.call("GET", "/dev/outbox")).body.data.find(
      (m: { to: string }) => m.to === "reset@example.com",
    );
    expect(row).toMatchObject({ channel: "email", error: null });
    expect(row.delivered_at).not.toBeNull();

    const reset = await h.call("POST", "/accounts/password_reset", {
      token,
      password: "newpass456",
      password_confirm: "newpass456",
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ code: 10000, data: { ok: true } });

    expect(
      (
        await h.call("POST", "/accounts/signin", {
          identity_type: 1,
          username: "reset@example.com",
          password: "newpass456",
        })
      ).status,
    ).toBe(200);
    const old = await h.call("POST", "/accounts/signin", {
      identity_type: 1,
      username: "reset@example.com",
      password: "oldpass123",
    });
    expect(old.status).toBe(400);
    expect(old.body.code).toBe(30006);
    expect((await h.as(session)("GET", "/accounts/privacy")).body.code).toBe(40003);

    const twice = await h.call("POST", "/accounts/password_reset", {
      token,
      password: "other789x",
      password_confirm: "other789x",
    });
    expect(twice.status).toBe(401);
    expect(twice.body.code).toBe(10002);
    expect(
      (
        await h.call("POST", "/accounts/signin", {
          identity_type: 1,
          username: "reset@example.com",
          password: "other789x",
        })
      ).body.code,
    ).toBe(30006);
  });

  it("keeps the link usable when the new password is refused (30010 equals the old one)", async () => {
    await h.signupEmail("same@example.com", "samepass123");
    await requestReset("same@example.com");
    const { token } = latestLink("same@example.com");
    const same = await h.call("POST", "/accounts/password_reset", {
      token,
      password: "samepass123",
      password_confirm: "samepass123",
    });
    expect(same.body.code).toBe(30010);
    const retry = await h.call("POST", "/accounts/password_reset", {
      token,
      password: "fresh4567",
      password_confirm: "fresh4567",
    });
    expect(retry.body).toMatchObject({ code: 10000 });
  });

  it("refuses an expired link (after resetLinkTtlMinutes on the fake clock) with 10002", async () => {
    await h.signupEmail("late@example.com", "latepass123");
    await requestReset("late@example.com");
    const { token } = latestLink("late@example.com");
    h.clock.advance((AUTH_LIMITS.resetLinkTtlMinutes + 1) * 60_000);
    const res = await h.call("POST", "/accounts/password_reset", {
      token,
      password: "newpass456",
      password_confirm: "newpass456",
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(10002);
    expect(
      (
        await h.call("POST", "/accounts/signin", {
          identity_type: 1,
          username: "late@example.com",
          password: "latepass123",
        })
      ).status,
    ).toBe(200);
  });

  it("answers an unknown e-mail exactly like a known one, and sends nothing", async () => {
    await h.signupEmail("known@example.com");
    const known = await requestReset("known@example.com");
    const before = smtp.mails.length;
    const unknown = await requestReset("nobody@example.com");
    expect(unknown.body).toEqual(known.body);
    expect(smtp.mails.length).toBe(before);
    expect(mailsTo("nobody@example.com")).toHaveLength(0);
    expect(
      (await h.call("GET", "/dev/outbox")).body.data.some(
        (m: { to: string }) => m.to === "nobody@example.com",
      ),
    ).toBe(false);
  });

  it("never mails a link to a foreign link_base: the brand's own domain (or the configured public origin) instead", async () => {
    await h.signupEmail("phish@example.com");
    await requestReset("phish@example.com", "https://evil.example");
    const { origin, mail } = latestLink("phish@example.com");
    expect(mail.text).not.toContain("evil.example");
    const host = new URL(origin).hostname;
    const [platform] = await h.database.db
      .select()
      .from(platforms)
      .where(eq(platforms.slug, "default"));
    expect(platform!.domains).toContain(host);

    // with a public origin configured, that origin
    const configured = appWith({ publicOrigin: "https://shop.example.com" });
    const res = await configured.request("/accounts/password_reset_mail", {
      method: "POST",
      headers: HEADERS,
      body: JSON.stringify({ email: "phish@example.com", link_base: "https://evil.example" }),
    });
    expect(res.status).toBe(200);
    expect(latestLink("phish@example.com").origin).toBe("https://shop.example.com");
    // a link_base that is not a bare origin is refused outright
    const withPath = await h.call("POST", "/accounts/password_reset_mail", {
      email: "phish@example.com",
      link_base: "http://localhost:3000/evil",
    });
    expect(withPath.body.code).toBe(40000);
  });

  it("delivers an e-mail verification code over SMTP", async () => {
    const res = await h.call("POST", "/accounts/verification_code_send", {
      purpose: "signup",
      channel: "email",
      email: "code@example.com",
    });
    expect(res.status).toBe(200);
    const mails = mailsTo("code@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.subject).toBe("Your verification code");
    const code = /\b(\d{6})\b/.exec(mails[0]!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(code).toBe(await h.lastCode("code@example.com"));
  });

  it("records an unreachable SMTP server in the outbox, and the caller still gets 200", async () => {
    // a port that was just free: nothing listens there
    const gone = await startSmtp();
    await gone.close();
    const down = appWith({
      outbox: new Outbox({ production: false, smtpUrl: `smtp://127.0.0.1:${gone.port}` }),
    });
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      await h.signupEmail("down@example.com");
      const res = await down.request("/accounts/password_reset_mail", {
        method: "POST",
        headers: HEADERS,
        body: JSON.stringify({ email: "down@example.com", link_base: "http://localhost:3000" }),
      });
      expect(res.status).toBe(200);
      const row = (await h.call("GET", "/dev/outbox")).body.data.find(
        (m: { to: string }) => m.to === "down@example.com",
      );
      expect(row.delivered_at).toBeNull();
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
