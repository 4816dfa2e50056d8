import { describe, expect, it } from "vitest";
import { inviteCodeOfUrl } from "./attribution.server";

// Decision 038: an invitation link's code is read from any /m page's URL. The
// usual page (no code) is answered without running the schema.
describe("inviteCodeOfUrl", () => {
  it("reads a valid code, upper-cased and trimmed", () => {
    expect(inviteCodeOfUrl(new URL("https://lobby.example/m/home?code=%20ab12cd%20"))).toBe("AB12CD");
  });

  it.each(["https://lobby.example/m/home", "https://lobby.example/m/home?code=", "https://lobby.example/m/home?code=%20%20"])("no code in %s", (url) => {
    expect(inviteCodeOfUrl(new URL(url))).toBeNull();
  });

  it.each(["ab", "has space", "x".repeat(21), "<script>"])("refuses the malformed code %s", (code) => {
    expect(inviteCodeOfUrl(new URL(`https://lobby.example/m/home?code=${encodeURIComponent(code)}`))).toBeNull();
  });
});
