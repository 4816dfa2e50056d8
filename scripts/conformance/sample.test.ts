import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sampleOf, stringFromPattern } from "./sample";

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

  it("a pattern's own example: first alternatives, first class members, minimum repeats", () => {
    expect(stringFromPattern(/^(?:(deposit|loss)\.(day|week)|(reality))$/)).toBe("deposit.day");
    expect(stringFromPattern(/^\+\d{1,4}$/)).toBe("+1");
    expect(stringFromPattern(/^[A-Z][a-z0-9_]{3,15}$/)).toBe("Aaaa");
    expect(stringFromPattern(/^[^0-9]+x?$/)).toBe("a");
    expect(stringFromPattern(/^(?=a)b$/)).toBeUndefined();
    const control = z.object({ control: z.string().regex(/^(?:(deposit|loss)\.(day|week)|(reality))$/) });
    expect(sampleOf(control, { today })).toEqual({ control: "deposit.day" });
  });

  it("fills what a refinement across fields asks for: a confirmation equal to its password", () => {
    const schema = z.object({ birthDate: z.string(), password: z.string().min(8).optional(), confirmPassword: z.string().optional() }).superRefine((v, ctx) => {
      if (!v.confirmPassword || v.confirmPassword !== (v.password ?? "")) ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "mismatch" });
    });
    const value = sampleOf(schema, { today }) as Record<string, string>;
    expect(schema.safeParse(value).success).toBe(true);
    expect(value.confirmPassword).toBe(value.password);
  });

  it("a record the schema wants non-empty gets one entry", () => {
    const rates = z.object({ rates: z.record(z.string().max(16), z.number()).refine((r) => Object.keys(r).length > 0) });
    expect(sampleOf(rates, { today })).toEqual({ rates: { [today]: 1 } });
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
    const impossible = z.object({ code: z.string().regex(/^(?!0)\d{3}-[A-Z]{5}$/) });
    expect(sampleOf(impossible, { today })).toBeUndefined();
    const crossField = z.object({ a: z.string(), b: z.string() }).refine((v) => v.a !== v.b);
    expect(sampleOf(crossField, { today })).toBeUndefined();
  });
});
