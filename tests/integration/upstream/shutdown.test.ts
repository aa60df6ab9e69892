/** @jest-environment node */
// Graceful shutdown of the upstream process (docs/decisions/upstream-many.md): the real
// server (node --import tsx upstream/server.ts) on a temporary PGlite folder. A request whose body arrives
// slowly is in flight when SIGTERM comes: new connections are refused, a request already on its
// way in reads readiness 503, the slow one is answered, and the process exits 0 within the grace.
// When the grace runs out first, the connection is cut and the process exits 1.
import { spawn, type ChildProcessByStdio } from "node:child_process";
import { EventEmitter, once } from "node:events";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";

jest.setTimeout(300_000);

const PORT = Number(process.env.TEST_SHUTDOWN_PORT ?? 4410);
const folder = mkdtempSync(path.join(tmpdir(), "upstream-shutdown-"));

type Running = {
  child: ChildProcessByStdio<null, Readable, Readable>;
  log: () => string;
  exited: Promise<{ code: number | null; at: number }>;
};

/** Every socket event and line of the server's output: what `until` waits on instead of a clock. */
const changes = new EventEmitter();

/** Starts the upstream and resolves once it listens (a cold PGlite start plus the seed: up to a minute on a busy machine). */
async function start(graceMs: number): Promise<Running> {
  let log = "";
  // tsx as a loader in one process: the tsx CLI relays SIGTERM to a child and SIGKILLs it when the
  // child does not acknowledge over IPC within 30 ms — on a loaded machine that cut the drain short
  const child = spawn(process.execPath, ["--import", "tsx", "upstream/server.ts"], {
    env: {
      NODE_ENV: "test",
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      UPSTREAM_PORT: String(PORT),
      PGLITE_DIR: path.join(folder, "pglite"),
      OPS_TOKEN_FILE: path.join(folder, "ops-token"),
      UPLOAD_DIR: path.join(folder, "uploads"),
      LOG_REQUESTS: "false",
      SHUTDOWN_GRACE_MS: String(graceMs),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on("exit", (code: number | null) => resolve({ code, at: Date.now() })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`upstream did not start:\n${log}`)), 240_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      changes.emit("change");
      if (log.includes("[upstream] listening on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then(({ code }) =>
      reject(new Error(`upstream exited (${code}) before listening:\n${log}`)),
    );
  });
  return { child, log: () => log, exited };
}

/** A raw connection that collects what the server answers, and whether it ended. */
function connect() {
  const socket = net.connect(PORT, "127.0.0.1");
  const state = { text: "", ended: false, error: "" };
  const change = () => changes.emit("change");
  socket.on("data", (chunk: Buffer) => ((state.text += chunk.toString()), change()));
  socket.on("close", () => ((state.ended = true), change()));
  socket.on("error", (error: NodeJS.ErrnoException) => {
    state.error = error.code ?? error.message;
    change();
  });
  const connected = new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("error", reject);
  });
  return { socket, state, connected };
}

/**
 * Sends `data`, then resolves once the server process has read it: the kernel's receive queue of
 * the server's end of this connection (/proc/net/tcp, Linux) is empty — what the system shows,
 * instead of a pause that hopes the server got there.
 */
async function sendAndRead(socket: net.Socket, data: string) {
  await new Promise<void>((resolve, reject) =>
    socket.write(data, (e) => (e ? reject(e) : resolve())),
  );
  const hex = (port: number) => port.toString(16).toUpperCase().padStart(4, "0");
  const server = `0100007F:${hex(PORT)}`;
  const client = `0100007F:${hex(socket.localPort!)}`;
  const unread = () => {
    for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n")) {
      const f = line.trim().split(/\s+/);
      if (f[1] === server && f[2] === client) return f[4]?.split(":")[1] !== "00000000";
    }
    return true; // not accepted yet
  };
  while (unread()) await new Promise((resolve) => setImmediate(resolve));
}

/** Whether `check` comes true by the next socket event or output line, within `ms` at most. */
async function until(check: () => boolean, ms: number) {
  const limit = AbortSignal.timeout(ms);
  while (!check() && !limit.aborted)
    await once(changes, "change", { signal: limit }).catch(() => {});
  return check();
}

/** A notification whose body is sent in two parts: the handler cannot answer before the second. */
const BODY = JSON.stringify({
  ref: `PAY${"A".repeat(24)}`,
  status: "paid",
  amount: 100,
  currency: "CNY",
});
const slowHead = (length: number) =>
  `POST /payments/sandbox/notify HTTP/1.1\r\nHost: 127.0.0.1\r\nplatform: default\r\ncontent-type: application/json\r\n` +
  `x-sandbox-signature: ${"a".repeat(64)}\r\ncontent-length: ${length}\r\n\r\n`;

describe("upstream process shutdown on SIGTERM", () => {
  let running: Running | null = null;
  afterEach(async () => {
    if (running && running.child.exitCode === null) {
      running.child.kill("SIGKILL");
      await running.exited;
    }
    running = null;
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("refuses new connections, answers readiness 503, finishes the request in flight and exits 0 within the grace", async () => {
    const grace = 8_000;
    running = await start(grace);
    const before = connect();
    await before.connected;
    before.socket.end("GET /ready HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    await until(() => before.state.ended, 10_000);
    expect(before.state.text).toMatch(/^HTTP\/1\.1 200 /);

    // in flight: the slow request has sent half its body; a readiness check has sent half its head
    const slow = connect();
    await slow.connected;
    await sendAndRead(slow.socket, slowHead(BODY.length) + BODY.slice(0, 20));
    const probe = connect();
    await probe.connected;
    await sendAndRead(probe.socket, "GET /ready HTTP/1.1\r\nHost: 127.0.0.1\r\n");

    const signalled = Date.now();
    running.child.kill("SIGTERM");
    await until(() => running!.log().includes("draining"), 10_000);

    const fresh = connect();
    await expect(fresh.connected).rejects.toMatchObject({ code: "ECONNREFUSED" });

    probe.socket.write("\r\n");
    expect(await until(() => probe.state.text.includes('"code":50000'), 5_000)).toBe(true);
    expect(probe.state.text).toMatch(/^HTTP\/1\.1 503 /);
    expect(probe.state.text).toContain('{"code":50000,"message":"draining"}');
    expect(probe.state.text.toLowerCase()).toContain("connection: close");
    expect(slow.state.text).toBe(""); // still waiting for its body

    slow.socket.write(BODY.slice(20));
    expect(await until(() => slow.state.text.includes("}"), 5_000)).toBe(true);
    // answered in full: the §8 envelope (this made-up notification's signature is refused)
    expect(slow.state.text).toMatch(/^HTTP\/1\.1 401 /);
    expect(slow.state.text).toContain('{"code":10003,"message":"signature failed"}');

    const { code, at } = await running.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(grace);
    expect(running.log()).toContain("[upstream] stopped after draining");
  });

  it("cuts a request still in flight when the grace runs out, and exits 1", async () => {
    const grace = 1_500;
    running = await start(grace);
    const slow = connect();
    await slow.connected;
    await sendAndRead(slow.socket, slowHead(BODY.length) + BODY.slice(0, 20));
    const signalled = Date.now();
    running.child.kill("SIGTERM");
    const { code, at } = await running.exited;
    expect(code).toBe(1);
    expect(at - signalled).toBeGreaterThanOrEqual(grace);
    expect(at - signalled).toBeLessThan(grace + 5_000);
    expect(await until(() => slow.state.ended, 2_000)).toBe(true);
    expect(slow.state.text).toBe("");
    expect(running.log()).toContain("with requests cut at the grace limit");
  });
});
