import { Suspense, lazy } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formIsland, settledFirst } from "./form-island";

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe("settledFirst (decision 058: a form island's chunk)", () => {
  it("starts the import at once, not when React first asks for it", () => {
    let calls = 0;
    settledFirst(() => {
      calls++;
      return Promise.resolve(Greeting);
    });
    expect(calls).toBe(1);
  });

  it("hands over the pending import, then the module synchronously once it is there", async () => {
    const chunk = deferred<typeof Greeting>();
    const factory = settledFirst(() => chunk.promise);
    const before = factory();
    let syncValue: unknown = "not called";
    void before.then(() => undefined);
    chunk.resolve(Greeting);
    await chunk.promise;
    await Promise.resolve();
    factory().then((m) => (syncValue = m.default));
    // Called back before this line: no microtask, so React does not suspend.
    expect(syncValue).toBe(Greeting);
  });

  it("a failed import rejects when asked, without an unhandled rejection before", async () => {
    const factory = settledFirst<typeof Greeting>(() => Promise.reject(new Error("offline")));
    await expect(Promise.resolve(factory())).rejects.toThrow("offline");
  });
});

describe("formIsland (decision 058)", () => {
  const page = (Island: React.ComponentType<{ name: string }>) =>
    renderToString(
      <Suspense fallback={<i>later</i>}>
        <Island name="Ana" />
      </Suspense>,
    );

  it("renders the fallback while the chunk is on its way", () => {
    const Island = formIsland(() => new Promise<typeof Greeting>(() => undefined));
    expect(page(Island)).toContain("later");
  });

  it("renders in place, without suspending, when the chunk arrived before the first render (a bare lazy() suspends)", async () => {
    const Island = formIsland(() => Promise.resolve(Greeting));
    const bare = lazy(() => Promise.resolve({ default: Greeting }));
    await new Promise((r) => setTimeout(r, 0));
    // renderToString cannot wait: only a component that resolves synchronously renders here.
    expect(page(Island)).toContain("hello <!-- -->Ana");
    expect(page(bare)).toContain("later");
  });
});
