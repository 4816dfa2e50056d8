import { describe, expect, it } from "vitest";
import { findIdentical, flatten, type AllowEntry, type Tree } from "./i18n-compare";

const locales = (ty: Tree, en: Tree, pt: Tree) => ({ ty: flatten(ty), en: flatten(en), pt: flatten(pt) });

describe("i18n:check, texts that read the same as EN", () => {
  it("flags a TY text equal to EN, naming the key and the language", () => {
    const { identical, stale } = findIdentical(
      locales({ login: { password: "Password" } }, { login: { password: "Password" } }, { login: { password: "Palavra-passe" } }),
      [],
    );
    expect(identical).toEqual([{ key: "login.password", locale: "ty", text: "Password" }]);
    expect(stale).toEqual([]);
  });

  it("flags PT too, and ignores case and spacing", () => {
    const { identical } = findIdentical(locales({ a: "Pangalan" }, { a: "Game  centre" }, { a: "game centre " }), []);
    expect(identical).toEqual([{ key: "a", locale: "pt", text: "game centre " }]);
  });

  it("still flags texts that differ only in their placeholders' names", () => {
    const { identical } = findIdentical(locales({ open: "Filter ({{bilang}})" }, { open: "Filter ({{count}})" }, { open: "Filtro ({{count}})" }), []);
    expect(identical).toEqual([{ key: "open", locale: "ty", text: "Filter ({{bilang}})" }]);
  });

  it("passes an allow-listed key, only in the languages the entry names", () => {
    const allow: AllowEntry[] = [{ key: "app.name", locales: ["ty"], reason: "brand" }];
    const { identical, stale } = findIdentical(
      locales({ app: { name: "Edge Lobby" } }, { app: { name: "Edge Lobby" } }, { app: { name: "Edge Lobby" } }),
      allow,
    );
    expect(identical).toEqual([{ key: "app.name", locale: "pt", text: "Edge Lobby" }]);
    expect(stale).toEqual([]);
  });

  it("reports an allow-list entry whose texts now differ, whose key is gone, or that is listed twice", () => {
    const allow: AllowEntry[] = [
      { key: "nav.home", locales: ["ty"], reason: "was English" },
      { key: "gone.key", locales: ["pt"], reason: "removed" },
      { key: "ok", locales: ["ty", "pt"], reason: "same word" },
      { key: "ok", locales: ["pt"], reason: "again" },
    ];
    const { identical, stale } = findIdentical(
      locales({ nav: { home: "Tahanan" }, ok: "OK" }, { nav: { home: "Home" }, ok: "OK" }, { nav: { home: "Início" }, ok: "OK" }),
      allow,
    );
    expect(identical).toEqual([]);
    expect(stale).toEqual([
      { key: "nav.home", locale: "ty", why: 'now differs from EN ("Tahanan" vs "Home")' },
      { key: "gone.key", locale: "pt", why: "no such key" },
      { key: "ok", locale: "pt", why: "listed twice" },
    ]);
  });
});
