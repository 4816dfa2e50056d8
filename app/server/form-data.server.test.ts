import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT, readFormData } from "./form-data.server";

const url = "https://lobby.example/m/login";

/** The status of what readFormData threw (a `data()` payload or a Response), or "none". */
async function statusOf(request: Request): Promise<number | "none"> {
  try {
    await readFormData(request);
    return "none";
  } catch (e) {
    if (e instanceof Response) return e.status;
    const init = (e as { init?: { status?: number } | null }).init;
    if (init?.status) return init.status;
    throw e;
  }
}

describe("action bodies: a client's mistake is a 4xx, never a 5xx", () => {
  it("reads url-encoded and multipart forms", async () => {
    const encoded = await readFormData(new Request(url, { method: "POST", body: new URLSearchParams({ a: "1", b: "two" }) }));
    expect(Object.fromEntries(encoded)).toEqual({ a: "1", b: "two" });
    const multipart = new FormData();
    multipart.set("a", "1");
    expect((await readFormData(new Request(url, { method: "POST", body: multipart }))).get("a")).toBe("1");
    const empty = await readFormData(new Request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" } }));
    expect([...empty.keys()]).toEqual([]);
  });

  it("refuses bodies that are not forms with 415 (JSON, text, XML, no Content-Type)", async () => {
    expect(await statusOf(new Request(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"a":1}' }))).toBe(415);
    expect(await statusOf(new Request(url, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "a=1" }))).toBe(415);
    expect(await statusOf(new Request(url, { method: "POST", headers: { "Content-Type": "application/xml" }, body: "<a/>" }))).toBe(415);
    const untyped = new Request(url, { method: "POST", body: new Blob(["a=1"]) });
    expect(untyped.headers.get("Content-Type")).toBeNull();
    expect(await statusOf(untyped)).toBe(415);
  });

  it("refuses a broken multipart with 400", async () => {
    expect(await statusOf(new Request(url, { method: "POST", headers: { "Content-Type": "multipart/form-data" }, body: "--x\r\nnot a part" }))).toBe(400);
    expect(
      await statusOf(new Request(url, { method: "POST", headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: "garbage without parts" })),
    ).toBe(400);
  });

  it("refuses a body over the cap with 413, by its Content-Length or by what arrives", async () => {
    const big = "a=" + "x".repeat(FORM_BODY_LIMIT);
    expect(
      await statusOf(
        new Request(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(big.length) }, body: big }),
      ),
    ).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const chunked = new Request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(chunked.headers.get("Content-Length")).toBeNull();
    expect(await statusOf(chunked)).toBe(413);
  });
});
