import { describe, expect, it } from "vitest";
import { isTemplateSetting, isTemplateVariant, templateSettingValue, templateVariant } from "./template";

describe("§2 template version from mem_cen / dep_func", () => {
  it("§2 value 1 means new", () => {
    expect(templateVariant("1")).toBe("new");
  });
  it("§2 any other value, or none, is base", () => {
    for (const value of ["0", "", "2", "true", null, undefined]) expect(templateVariant(value)).toBe("base");
  });
  it("the stored value of a variant reads back as that variant", () => {
    expect(templateSettingValue("new")).toBe("1");
    expect(templateSettingValue("base")).toBe("0");
    for (const v of ["new", "base"] as const) expect(templateVariant(templateSettingValue(v))).toBe(v);
  });
  it("only mem_cen and dep_func are template settings; only new and base are variants", () => {
    expect(isTemplateSetting("mem_cen")).toBe(true);
    expect(isTemplateSetting("dep_func")).toBe(true);
    expect(isTemplateSetting("maintenance")).toBe(false);
    expect(isTemplateSetting("toString")).toBe(false);
    expect(isTemplateVariant("base")).toBe(true);
    expect(isTemplateVariant("old")).toBe(false);
  });
});
