import type { GatewayContext } from "./env";
import type { Member } from "../accounts/auth";

// What a route's handler is, kept apart from the router that runs the handlers: the handlers
// import this module, the router imports the handlers, and nothing imports back.

export type RequestArgs = { request: Request; url: URL; ctx: GatewayContext };
/** The member behind a valid token, when the call brought one. */
export type OptionalMemberArgs = RequestArgs & { member: Member | null; token: string | null };
/** A member call only runs with a valid token, so its member and token are always there. */
export type MemberArgs = RequestArgs & { member: Member; token: string };

/**
 * A route's handler, its arguments typed by its `auth`, which is the route's in contract/routes.ts
 * (router.test.ts checks every one): "none" gets no member, "optional" the member behind a token
 * when one was sent, "member" always one. The router decides by the route table's auth, so a
 * member route without a valid token is refused with 401 before its handler runs.
 */
export type Handler =
  | { auth: "none"; run: (args: RequestArgs) => Promise<Response> }
  | { auth: "optional"; run: (args: OptionalMemberArgs) => Promise<Response> }
  | { auth: "member"; run: (args: MemberArgs) => Promise<Response> };
