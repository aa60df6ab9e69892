/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { installOutageResponses } from "@/lib/http/outage-response";
import { recordFailure, requestScope } from "@/lib/upstream/request-scope";

// Issue 10: a render that failed because of the upstream answers 503 + Retry-After (502 for an
// unreadable reply); every other response keeps its status. A real Node server, as next start.

type Handler = (res: http.ServerResponse) => Promise<void> | void;

const routes: Record<string, Handler> = {
  // the upstream failed and the render failed: Next answers 500
  "/outage": async (res) => {
    await Promise.resolve();
    recordFailure(503, 7);
    res.statusCode = 500;
    res.end("error shell");
  },
  "/bad-reply": (res) => {
    recordFailure(502);
    res.writeHead(500, "Internal Server Error", { "content-type": "text/plain" }).end("x");
  },
  // a page that caught the failure and rendered keeps its status
  "/caught": (res) => {
    recordFailure(503, 7);
    res.statusCode = 200;
    res.end("ok");
  },
  // a 500 with no upstream failure is a bug, and stays a 500
  "/bug": (res) => {
    res.statusCode = 500;
    res.end("bug");
  },
  "/scope": (res) => {
    res.end(JSON.stringify({ started: typeof requestScope()?.startedAt === "number" }));
  },
};

let server: http.Server;
let uninstall: () => void;
let base: string;

beforeAll(async () => {
  uninstall = installOutageResponses();
  server = http.createServer((req, res) => void routes[req.url ?? ""]?.(res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  uninstall();
});

it.each([
  ["/outage", 503, "7", "no-store"],
  ["/bad-reply", 502, null, "no-store"],
  ["/caught", 200, null, null],
  ["/bug", 500, null, null],
])("%s answers %i (Retry-After %s)", async (path, status, retryAfter, cacheControl) => {
  const res = await fetch(base + path);
  expect(res.status).toBe(status);
  expect(res.headers.get("retry-after")).toBe(retryAfter);
  expect(res.headers.get("cache-control")).toBe(cacheControl);
});

it("every request runs in its own scope", async () => {
  expect(await (await fetch(`${base}/scope`)).json()).toEqual({ started: true });
  expect(requestScope()).toBeUndefined();
});
