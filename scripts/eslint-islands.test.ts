import { RuleTester, type Rule } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";
import islands from "./eslint-islands.js";

// RuleTester uses the test framework's hooks; vitest has no globals, so it is handed them.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: "module" } });
const filename = new URL("../app/routes/m.login.tsx", import.meta.url).pathname;

tester.run("islands/island-imports (decision 086)", islands.rules["island-imports"] as unknown as Rule.RuleModule, {
  valid: [
    { filename, code: 'import { LoginForm } from "island:~/features/account/LoginForm";' },
    { filename, code: 'import { LoginForm } from "island:~/features/account/LoginForm";\nimport type { LoginFormProps } from "~/features/account/LoginForm";' },
    { filename, code: 'import { LoginForm } from "island:~/features/account/LoginForm";\nimport { type LoginFormProps } from "~/features/account/LoginForm";' },
    { filename, code: 'import { LoginForm } from "~/features/account/LoginForm";' },
  ],
  invalid: [
    {
      filename,
      code: 'import { LoginForm } from "island:~/features/account/LoginForm";\nimport { LOGIN_FIELDS } from "~/features/account/LoginForm";',
      errors: [{ message: /imported here with island: too/ }],
    },
    {
      filename: new URL("../app/features/account/Other.tsx", import.meta.url).pathname,
      code: 'import { LoginForm } from "island:~/features/account/LoginForm";\nimport { LOGIN_FIELDS } from "./LoginForm";',
      errors: [{ message: /imported here with island: too/ }],
    },
    {
      filename,
      code: 'import { A } from "~/x";\nimport { B } from "~/y";\nexport const C = import.meta.env.SSR ? A : B;',
      errors: [{ message: /No server twin and browser twin/ }],
    },
  ],
});
