import { describe, expect, it } from "vitest";
import { type z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import { LoginRequest, RegisterRequest, SendCodeRequest, registrationBody } from "./account-requests";
import { AnswerContractRequest } from "./agent-contracts-requests";
import { GameListQuery } from "./games-requests";
import { TransactionsQuery } from "./records-requests";
import { RgCancelPendingRequest } from "./rg-requests";
import { WithdrawRequest } from "./wallet-requests";
import { REGISTRATION_FIELDS, type FieldSettings } from "../registration";
import { REQUESTS, type CallRequest } from "../requests";
import { ROUTES } from "../routes";

/** The first issue's path and message, or null when the input passes. */
function refusal(schema: z.ZodTypeAny, input: unknown): { path: (string | number)[]; message: string } | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: issue.path, message: issue.message };
}

const KEY = "0f8c2a0e-6a43-4d4e-9a0b-1c2d3e4f5a6b";

describe("request schemas", () => {
  it("§3 login: username and password, type username by default; an empty username is refused by name", () => {
    expect(LoginRequest.parse({ username: " maria88 ", password: "secret1" })).toEqual({ type: "username", username: "maria88", password: "secret1" });
    expect(refusal(LoginRequest, { username: "", password: "secret1" })?.path).toEqual(["username"]);
    expect(refusal(LoginRequest, { type: "email", username: "maria88", password: "secret1" })?.path).toEqual(["type"]);
  });

  it("§5 fields refuse with the form's reason key (the SMS code call)", () => {
    expect(SendCodeRequest.parse({ purpose: "register", countryDialingCode: "+63", mobileNum: " 9171234567 " }).mobileNum).toBe("9171234567");
    expect(refusal(SendCodeRequest, { purpose: "register", countryDialingCode: "+63", mobileNum: "917-123" })).toEqual({
      path: ["mobileNum"],
      message: "validation.mobile.format",
    });
    // A missing field is the rule's required key, as the form says it.
    expect(refusal(SendCodeRequest, { purpose: "register", countryDialingCode: "+63" })).toEqual({
      path: ["mobileNum"],
      message: "validation.mobile.required",
    });
  });

  it("§3 registration: the fields the settings require, the confirmation equal to the password", () => {
    const settings = Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, { enabled: f === "email", required: f === "email" }])) as FieldSettings;
    const body = { username: "maria88", password: "secret12", confirmPassword: "secret12", email: "maria@example.com", registerMethod: "PWA" };
    expect(registrationBody(settings, "username").safeParse(body).success).toBe(true);
    expect(refusal(registrationBody(settings, "username"), { ...body, email: undefined })).toEqual({ path: ["email"], message: "validation.email.required" });
    expect(refusal(registrationBody(settings, "username"), { ...body, confirmPassword: "secret13" })?.path).toEqual(["confirmPassword"]);
    // The static description takes every field the form can send, with the age gate and limits.
    const full = {
      ...body,
      birthDate: "1990-05-01",
      registerUrl: "https://example.com/m/register",
      type: "0",
      limits: [{ kind: "deposit", period: "day", value: 500 }],
    };
    expect(RegisterRequest.safeParse(full).success).toBe(true);
    expect(refusal(RegisterRequest, { ...full, limits: [{ kind: "deposit", period: "day", value: -1 }] })?.path).toEqual(["limits", 0, "value"]);
  });

  it("a withdrawal passes every check the gateway makes; a third decimal or a short key is refused by name (decision 026)", () => {
    const valid = { amount: 150.5, cardId: 3, paymentPassword: "123456", idempotencyKey: KEY };
    expect(WithdrawRequest.parse(valid)).toEqual(valid);
    expect(refusal(WithdrawRequest, { ...valid, amount: 12.345 })?.path).toEqual(["amount"]);
    expect(refusal(WithdrawRequest, { ...valid, idempotencyKey: "short" })?.path).toEqual(["idempotencyKey"]);
    expect(refusal(WithdrawRequest, { ...valid, paymentPassword: "12345a" })?.path).toEqual(["paymentPassword"]);
  });

  it("§7 game list: query text is coerced, the app's extra parameters are ignored, a page too large is refused", () => {
    const query = { pageNo: "2", pageSize: "30", isNew: "1", gameType: "RNG", isPlatform: "2", platform: "M", merchantCode: "edgelobby" };
    expect(GameListQuery.parse(query)).toEqual({ pageNo: 2, pageSize: 30, isNew: true, gameType: "RNG" });
    expect(refusal(GameListQuery, { pageSize: "500" })?.path).toEqual(["pageSize"]);
  });

  it("records: a day that is not on the calendar is refused by name", () => {
    expect(TransactionsQuery.parse({ from: "2026-02-01", to: "2026-02-28", kind: "" })).toMatchObject({ kind: null, page: 1, pageSize: 20 });
    expect(refusal(TransactionsQuery, { from: "2026-02-30", to: "2026-03-01" })?.path).toEqual(["from"]);
  });

  it("coerces a contract id sent as text; an unknown pending control is refused", () => {
    expect(AnswerContractRequest.parse({ contractId: "12", answer: "agree", idempotencyKey: KEY }).contractId).toBe(12);
    expect(RgCancelPendingRequest.safeParse({ control: "session.session" }).success).toBe(true);
    expect(refusal(RgCancelPendingRequest, { control: "deposit.session" })?.path).toEqual(["control"]);
  });
});

describe("REQUESTS", () => {
  const entries = Object.entries(REQUESTS) as [string, CallRequest][];

  it("names routes of the table; a GET never has a body", () => {
    for (const [name, request] of entries) {
      const route = ROUTES[name as keyof typeof ROUTES];
      expect(route, name).toBeDefined();
      if (route.method === "GET") expect(request.body, name).toBeUndefined();
      if (request.body) expect(request.encoding, name).toBeDefined();
    }
  });

  it("§7: only login, register and opening a downline travel sealed, as JSON", () => {
    const sealed = entries.filter(([, r]) => r.sealed).map(([name]) => name);
    expect(sealed.sort()).toEqual(["login", "register", "registerDownline"]);
    for (const [, r] of entries.filter(([, r]) => r.sealed)) expect(r.encoding).toBe("json");
  });

  it("converts every schema to JSON Schema (what the OpenAPI is generated from), queries as objects of parameters", () => {
    for (const [name, request] of entries) {
      for (const schema of [request.query, request.body]) {
        if (!schema) continue;
        const json = zodToJsonSchema(schema, { effectStrategy: "input", $refStrategy: "none" }) as { type?: string; properties?: object };
        expect(json.type, name).toBe("object");
        expect(Object.keys(json.properties ?? {}).length, name).toBeGreaterThan(0);
      }
    }
  });
});
