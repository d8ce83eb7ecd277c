/**
 * Stands between the services' publish signal and the load balancer (playwright.cluster.config.ts points the
 * services' APP_REVALIDATE_URL here), so the cluster proof can lose signals on purpose: while `blocked`, every
 * signal is refused (the outbox keeps it and retries) and counted; otherwise it is passed on as it came.
 */
import { createServer } from "node:http";

export interface SignalRelay {
  blocked: boolean;
  /** Signals refused while blocked. */
  refused: number;
  close(): Promise<void>;
}

export async function startSignalRelay(port: number, target: string): Promise<SignalRelay> {
  const relay: SignalRelay = { blocked: false, refused: 0, close: async () => undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (relay.blocked) {
        relay.refused += 1;
        res.writeHead(503).end();
        return;
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string" && !["host", "connection", "content-length"].includes(name)) headers.set(name, value);
      }
      fetch(`${target}${req.url ?? "/"}`, { method: req.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined })
        .then(async (reply) => res.writeHead(reply.status, { "content-type": reply.headers.get("content-type") ?? "text/plain" }).end(Buffer.from(await reply.arrayBuffer())))
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  relay.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return relay;
}
