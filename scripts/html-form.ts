/**
 * Reading the app's server-rendered HTML the way a browser without JavaScript would, for the
 * scripts that drive it over HTTP (bench, fuzz).
 */

/** An attribute's value in one tag, with the entities React escapes decoded. */
export function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return m ? m[1]!.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">") : undefined;
}

/** The inputs of the login page's POST form (the one with a username field), as a browser submits them. */
export function loginFormFields(html: string): URLSearchParams {
  const form = [...html.matchAll(/<form\b[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/gi)].map((m) => m[1]!).find((f) => /\sname="username"/.test(f));
  if (!form) throw new Error("no POST form with a username input on /m/login");
  const fields = new URLSearchParams();
  for (const tag of form.match(/<input\b[^>]*>/gi) ?? []) {
    const name = attr(tag, "name");
    const type = (attr(tag, "type") ?? "text").toLowerCase();
    if (!name || ["submit", "button", "image", "reset", "file"].includes(type)) continue;
    if ((type === "checkbox" || type === "radio") && !/\schecked(?:=|\s|\/|>|$)/.test(tag)) continue;
    fields.set(name, attr(tag, "value") ?? "");
  }
  return fields;
}
