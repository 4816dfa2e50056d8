import { describe, expect, it } from "vitest";
import { maskedEmail } from "./email-codes";

describe("decision 072: where an e-mail unlock code went is shown masked", () => {
  it("decision 072: the e-mail unlock target shows the first character, •••, and the domain only", () => {
    expect(maskedEmail("juan.cruz@example.com")).toBe("j•••@example.com");
    expect(maskedEmail("j@example.com")).toBe("j•••@example.com");
    // The last @ splits: a quoted local part with an @ keeps its own hidden.
    expect(maskedEmail('"a@b"@mail.ph')).toBe('"•••@mail.ph');
    // A character beyond the basic plane is one character, not half of one.
    expect(maskedEmail("😀x@example.com")).toBe("😀•••@example.com");
    // Nothing that is not an address shows anything.
    expect(maskedEmail("no-at-sign")).toBe("•••");
    expect(maskedEmail("@example.com")).toBe("•••");
  });
});
