import net from "node:net";

/**
 * A TCP proxy in front of the upstream that a test can switch: "pass" forwards, "hang" accepts
 * connections and never answers (a paused upstream), "down" refuses them (a stopped one).
 * Switching drops the open connections, so pooled keep-alive sockets see the new mode too.
 */
type ProxyMode = "pass" | "hang" | "down";

export type SwitchProxy = {
  port: number;
  set(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
};

export async function startSwitchProxy(targetPort: number, port = 0): Promise<SwitchProxy> {
  let mode: ProxyMode = "pass";
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === "hang") {
      client.resume();
      return;
    }
    const upstream = net.connect(targetPort, "127.0.0.1");
    track(upstream);
    upstream.on("close", () => client.destroy());
    client.on("close", () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  const listen = (p: number) =>
    new Promise<number>((resolve) =>
      server.listen(p, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
    );
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const bound = await listen(port);

  return {
    port: bound,
    async set(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      const closed = next === "down" ? stopListening() : Promise.resolve();
      for (const s of sockets) s.destroy();
      await closed;
      if (previous === "down") await listen(bound);
    },
    async close() {
      for (const s of sockets) s.destroy();
      await stopListening();
    },
  };
}
