import { Await } from "@remix-run/react";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markWhenSettled } from "./settled-deferred.server";

const page = (resolve: Promise<string>) =>
  renderToString(
    <Suspense fallback={<p>skeleton</p>}>
      <Await resolve={resolve}>{(value) => <p>{value}</p>}</Await>
    </Suspense>,
  );

describe("decision 071: a deferred value settled by render time renders at once on the server", () => {
  it("a marked, settled promise renders its value, not the skeleton", async () => {
    const value = markWhenSettled(Promise.resolve("lottery"));
    await value;
    expect(page(value)).toContain("lottery");
    expect(page(value)).not.toContain("skeleton");
  });

  it("an unmarked one is thrown to its boundary (what single fetch's raw promises did)", async () => {
    const value = Promise.resolve("lottery");
    await value;
    expect(page(value)).toContain("skeleton");
  });

  it("a marked promise still pending at render time suspends as before, and Await's own bookkeeping takes over", async () => {
    let resolve!: (v: string) => void;
    const value = markWhenSettled(new Promise<string>((r) => (resolve = r)));
    expect(page(value)).toContain("skeleton");
    resolve("later");
    await value;
    await Promise.resolve();
    expect(page(value)).toContain("later");
  });

  it("a rejected promise is left alone (the loader's deferred helper turns failures into null first)", async () => {
    const value = markWhenSettled(Promise.reject(new Error("down")));
    await value.catch(() => undefined);
    expect("_tracked" in value).toBe(false);
  });
});
