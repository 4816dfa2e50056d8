import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sampleOf } from "./sample";

const today = "2026-11-28";

describe("a small valid request value from its schema", () => {
  it("fills required fields only, each with a value its own schema accepts", () => {
    const schema = z.object({
      startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      account: z
        .string()
        .min(4)
        .max(16)
        .regex(/^[a-z0-9]+$/),
      mobile: z.string().regex(/^09\d{9}$/),
      amount: z.number().positive().max(500),
      pageSize: z.coerce.number().int().min(5).max(50),
      kind: z.enum(["deposit", "loss"]),
      agree: z.literal(true),
      note: z.string().optional(),
      tags: z.array(z.string()).min(1),
    });
    const value = sampleOf(schema, { today });
    expect(schema.safeParse(value).success).toBe(true);
    expect(value).toMatchObject({ startDate: today, kind: "deposit", agree: true });
    expect(value).not.toHaveProperty("note");
  });

  it("takes what `pick` offers by field name where the field accepts it, and ignores what it refuses", () => {
    const schema = z.object({ orderId: z.string().regex(/^\d{6,20}$/), pageNo: z.coerce.number().int().min(1), filter: z.string().optional() });
    const pick = (name: string) => ({ orderId: "1234567890", pageNo: "not a number", filter: "mine" })[name];
    expect(sampleOf(schema, { today, pick })).toEqual({ orderId: "1234567890", pageNo: 1, filter: "mine" });
  });

  it("unions and discriminated unions: the first option it can build", () => {
    const login = z.discriminatedUnion("type", [
      z.object({ type: z.literal("username"), username: z.string().min(3), password: z.string().min(6) }),
      z.object({ type: z.literal("sms"), mobile: z.string() }),
    ]);
    const pick = (name: string) => ({ username: "demo", password: "demo1234" })[name];
    expect(sampleOf(login, { today, pick })).toEqual({ type: "username", username: "demo", password: "demo1234" });
  });

  it("honours refinements and transforms around a field, and says undefined when it cannot build a valid value", () => {
    const even = z
      .number()
      .int()
      .refine((n) => n % 2 === 0);
    expect(sampleOf(z.object({ n: even }), { today })).toEqual({ n: 10 });
    const impossible = z.object({ code: z.string().regex(/^ZZ-\d{3}$/) });
    expect(sampleOf(impossible, { today })).toBeUndefined();
    const crossField = z.object({ a: z.string(), b: z.string() }).refine((v) => v.a !== v.b);
    expect(sampleOf(crossField, { today })).toBeUndefined();
  });
});
