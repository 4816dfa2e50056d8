/**
 * A deliberately wrong gateway for the kit's own test: it passes every call to a real gateway and
 * spoils the answers of a few routes, one fault each, so the test can check the kit reports
 * exactly those differences and nothing else.
 */
import { READ_AFTER_HEADER } from "../../contract/consistency";
import { ROUTES, type RouteName } from "../../contract/routes";
import { CONTRACT_VERSION_HEADER } from "../../contract/version";

type Fault = { route: RouteName; fault: string; spoil: (answer: Response) => Promise<Response> };

/** The answer's headers for a new body (its length and encoding were the old body's). */
function headersOf(answer: Response): Headers {
  const headers = new Headers(answer.headers);
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return headers;
}

async function withValue(answer: Response, change: (value: Record<string, unknown>) => void): Promise<Response> {
  const envelope = (await answer.json()) as { value: Record<string, unknown> };
  change(envelope.value);
  return Response.json(envelope, { status: answer.status, headers: headersOf(answer) });
}

/** The faults, by route, and what the kit must say about each. */
export const FAULTS = [
  {
    route: "wallet",
    fault: "a number sent as a string",
    spoil: (answer) => withValue(answer, (value) => (value.sumBalance = String(value.sumBalance))),
  },
  {
    route: "memberInfo",
    fault: "a missing field",
    spoil: (answer) => withValue(answer, (value) => delete value.userName),
  },
  {
    route: "trialTerms",
    fault: "the value without its envelope",
    spoil: async (answer) => Response.json(((await answer.json()) as { value: unknown }).value, { headers: headersOf(answer) }),
  },
  {
    route: "helpCenter",
    fault: "a refusal code the contract does not list",
    spoil: async (answer) => Response.json({ success: false, code: "help.unavailable", message: "No help today" }, { status: 400, headers: headersOf(answer) }),
  },
  {
    route: "siteStatus",
    fault: "no contract version header",
    spoil: async (answer) => {
      const headers = headersOf(answer);
      headers.delete(CONTRACT_VERSION_HEADER);
      return new Response(answer.body, { status: answer.status, headers });
    },
  },
  {
    route: "serviceLinks",
    fault: "a read-after header that is not a token",
    spoil: async (answer) => {
      const headers = headersOf(answer);
      headers.set(READ_AFTER_HEADER, "not a token");
      return new Response(answer.body, { status: answer.status, headers });
    },
  },
  {
    route: "gameHot",
    fault: "404 for a route its capabilities do not declare unsupported",
    spoil: async () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } }),
  },
] as const satisfies readonly Fault[];

/**
 * Not a fault: the stub also leaves this module out of its capabilities answer, as an operator
 * without it would, so its routes must come out "unsupported (declared)" and never be called.
 */
export const DECLARED_OFF = "feedback";

const isRoute = (name: RouteName, request: Request) => ROUTES[name].method === request.method && ROUTES[name].path === new URL(request.url).pathname;

/** `upstream` with the faults above applied to the answers of their routes. */
export function wrongGateway(upstream: typeof fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const fault = FAULTS.find((f) => isRoute(f.route, request));
    const answer = await upstream(request);
    if (isRoute("capabilities", request) && answer.ok) {
      return withValue(answer, (value) => (value.modules = (value.modules as string[]).filter((m) => m !== DECLARED_OFF)));
    }
    return fault ? fault.spoil(answer) : answer;
  };
}
