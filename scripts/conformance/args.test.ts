import { describe, expect, it } from "vitest";
import { parseKitArgs } from "./args";

describe("the conformance kit's command line", () => {
  it("reads the gateway, merchant, member, writes and the body secret (the flag, else GATEWAY_SECRET)", () => {
    const parsed = parseKitArgs(["--gateway", "https://gw.example.com", "--merchant", "m1", "--member", "kit:pa:ss", "--writes"], {
      GATEWAY_SECRET: "from-env",
    });
    expect(parsed).toEqual({
      ok: true,
      args: {
        gateway: "https://gw.example.com",
        merchant: "m1",
        member: { username: "kit", password: "pa:ss" },
        writes: true,
        bodySecret: "from-env",
        timeoutMs: 15_000,
        json: false,
      },
    });
    const flag = parseKitArgs(["--gateway", "http://127.0.0.1:8787", "--merchant", "m1", "--body-secret", "s"], { GATEWAY_SECRET: "from-env" });
    expect(flag.ok && flag.args.bodySecret).toBe("s");
    expect(flag.ok && flag.args.member).toBeUndefined();
  });

  it("says what is wrong: a missing gateway or merchant, a URL that is not http(s), a member without a password, an unknown flag", () => {
    const problem = (argv: string[]) => {
      const parsed = parseKitArgs(argv, {});
      return parsed.ok ? null : parsed.problem;
    };
    expect(problem(["--merchant", "m1"])).toBe("--gateway is required");
    expect(problem(["--gateway", "https://gw.example.com"])).toBe("--merchant is required");
    expect(problem(["--gateway", "ftp://gw", "--merchant", "m1"])).toBe("--gateway must be an http(s) URL, not ftp://gw");
    expect(problem(["--gateway", "https://gw", "--merchant", "m1", "--member", "kit"])).toBe("--member must be user:password");
    expect(problem(["--gateway", "https://gw", "--merchant", "m1", "--timeout-ms", "0"])).toBe("--timeout-ms must be a positive whole number");
    expect(problem(["--gateway", "https://gw", "--merchant", "m1", "--write"])).toMatch(/Unknown option '--write'/);
  });
});
