/**
 * A proxy between the app worker's GATEWAY binding and the gateway worker, on the loopback only:
 * every answer is held `delayMs` before it is sent, the simplest honest model of a gateway that far
 * away (each call pays the distance once, as a round trip to a nearby edge would), and every call's
 * arrival and departure are recorded, so a page's calls can be read back by time window.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import type { TimedCall } from "./round-trips";

/** Connection headers belong to one hop (each call to the gateway has its own); the body is re-sent whole, with its own length. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "proxy-connection", "upgrade", "te", "trailer"]);

/** `error`: why the proxy answered 502 itself (the gateway could not be reached or broke off). */
const withoutHopHeaders = (headers: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export type RecordedCall = TimedCall & { method: string; status: number; error?: string };

export class DelayProxy {
  /** Added to every answer from the next call on. */
  delayMs = 0;
  private readonly calls: RecordedCall[] = [];
  private inFlight = 0;
  private idleWaiters: (() => void)[] = [];
  private server?: http.Server;

  constructor(private readonly target: URL) {}

  /** Starts listening on 127.0.0.1; answers the address (host:port) for the binding. */
  async listen(): Promise<string> {
    const server = http.createServer((req, res) => this.forward(req, res));
    // workerd keeps its connections to the binding open between requests.
    server.keepAliveTimeout = 60_000;
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", resolve);
    });
    return `127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** The calls that arrived from `from` on, before `to` (performance.now() times), in arrival order. */
  callsBetween(from: number, to: number): RecordedCall[] {
    return this.calls.filter((c) => c.start >= from && c.start < to);
  }

  /** Resolves once no call is in flight (a page's background calls end before the next page starts). */
  idle(): Promise<void> {
    return this.inFlight === 0 ? Promise.resolve() : new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse): void {
    const start = performance.now();
    const delayMs = this.delayMs;
    this.inFlight++;
    let settled = false;
    const settle = (status: number, error?: string) => {
      if (settled) return;
      settled = true;
      const path = new URL(req.url ?? "/", "http://proxy.invalid").pathname;
      this.calls.push({ method: req.method ?? "GET", path, status, start, end: performance.now(), ...(error ? { error } : {}) });
      if (--this.inFlight === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    };
    const fail = (e: Error) => {
      if (!res.headersSent) res.writeHead(502, { "Content-Type": "text/plain" });
      res.end(`delay proxy: ${e.message}`);
      settle(502, e.message);
    };
    const body: Buffer[] = [];
    req.on("data", (c: Buffer) => body.push(c));
    req.on("error", fail);
    req.on("end", () => {
      const upstream = http.request(
        { host: this.target.hostname, port: this.target.port, method: req.method, path: req.url, headers: withoutHopHeaders(req.headers), agent: false },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (c: Buffer) => chunks.push(c));
          answer.on("error", fail);
          answer.on("end", () => {
            const payload = Buffer.concat(chunks);
            const headers = withoutHopHeaders(answer.headers);
            setTimeout(() => {
              res.writeHead(answer.statusCode ?? 502, { ...headers, "Content-Length": payload.length });
              res.end(payload, () => settle(answer.statusCode ?? 502));
            }, delayMs);
          });
        },
      );
      upstream.on("error", fail);
      upstream.end(Buffer.concat(body));
    });
  }
}
