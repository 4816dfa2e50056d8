/**
 * GET /m/healthz: the uptime check an operator points a monitor at. Proves the Pages function, the
 * React Router server build and the load context (settings, session cookie, locale) answer; asks the gateway
 * nothing, so a gateway outage does not page the team that runs the app (the gateway has its own
 * checks). `npm run bench` measures it as the framework's own floor. A resource route:
 * no layout or root loader runs, and nothing is cached on the way.
 */
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
