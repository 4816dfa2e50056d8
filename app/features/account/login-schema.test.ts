import { describe, expect, it } from "vitest";
import { LoginSchema } from "./login-schema";

describe("login schema", () => {
  it("accepts a username and password, trimming the username", () => {
    expect(LoginSchema.parse({ username: "  demo ", password: "demo1234" })).toEqual({ username: "demo", password: "demo1234" });
  });
  it("answers with translation keys, never English", () => {
    const result = LoginSchema.safeParse({});
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toEqual(["login.enterUsername", "login.enterPassword"]);
  });
  it("refuses blank and over-long values", () => {
    expect(LoginSchema.safeParse({ username: "   ", password: "x" }).success).toBe(false);
    expect(LoginSchema.safeParse({ username: "a".repeat(65), password: "x" }).success).toBe(false);
    expect(LoginSchema.safeParse({ username: "demo", password: "x".repeat(129) }).success).toBe(false);
  });
});
