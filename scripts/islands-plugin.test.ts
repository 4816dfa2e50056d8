import { describe, expect, it } from "vitest";
import { rewriteIslandImports } from "./islands-plugin";

const MODULE = `import { Suspense } from "react";
import { BindForm, CardItem as Item } from "island:~/features/security/BankCardForms";
import { GateScreen } from "island-when-shown:~/chrome/GateScreen";
export const page = [BindForm, Item, GateScreen];
`;

describe("island: imports (decision 086)", () => {
  it("the server build gets the plain import, so the server renders the component in place", () => {
    const out = rewriteIslandImports(MODULE, true);
    expect(out).toContain('import { BindForm, CardItem as Item } from "~/features/security/BankCardForms";');
    expect(out).toContain('import { GateScreen } from "~/chrome/GateScreen";');
    expect(out).not.toContain("island");
  });

  it("the browser build gets a dynamic import per name, loaded with the module or when first shown", () => {
    const out = rewriteIslandImports(MODULE, false);
    expect(out).toContain('import { formIsland, whenShownIsland } from "~/ui/forms/form-island";');
    expect(out).toContain('const BindForm = formIsland(() => import("~/features/security/BankCardForms").then((m) => m.BindForm));');
    expect(out).toContain('const Item = formIsland(() => import("~/features/security/BankCardForms").then((m) => m.CardItem));');
    expect(out).toContain('const GateScreen = whenShownIsland(() => import("~/chrome/GateScreen").then((m) => m.GateScreen));');
    expect(out.match(/form-island/g)).toHaveLength(1);
    expect(out).not.toMatch(/from "~\/features\/security\/BankCardForms"/);
  });

  it("keeps every line where it was, a statement over several lines included", () => {
    const multi = 'import {\n  A,\n  B,\n} from "island:~/x/Y";\nexport const z = [A, B];\n';
    for (const forServer of [true, false]) {
      const out = rewriteIslandImports(multi, forServer);
      expect(out.split("\n")).toHaveLength(multi.split("\n").length);
      expect(out.split("\n")[4]).toBe("export const z = [A, B];");
    }
  });

  it("leaves a module without island imports as it is, and refuses a binding it cannot rewrite", () => {
    const plain = 'import { A } from "~/x/Y";\n';
    expect(rewriteIslandImports(plain, false)).toBe(plain);
    expect(() => rewriteIslandImports('import { default as A } from "island:~/x/Y";\n', false)).not.toThrow();
    expect(() => rewriteIslandImports('import { type A } from "island:~/x/Y";\n', false)).toThrow(/unsupported binding/);
  });
});
