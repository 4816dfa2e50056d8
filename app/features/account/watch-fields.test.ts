import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaFieldNames } from "./components";
import { ChangePasswordSchema, loginUsernameSchema } from "./schemas";

// The names watchFields subscribes to (client validation must show every field's message, §5).
describe("schemaFieldNames", () => {
  it("lists the fields of an object schema, refined or not", () => {
    expect(schemaFieldNames(loginUsernameSchema(false)).sort()).toEqual(["captcha", "password", "redirectTo", "remember", "username"]);
    expect(schemaFieldNames(ChangePasswordSchema).sort()).toEqual(["confirmPassword", "newPassword", "oldPassword"]);
  });

  it("has nothing to list for a schema that is not an object", () => {
    expect(schemaFieldNames(z.string())).toEqual([]);
  });
});
