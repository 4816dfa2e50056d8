/**
 * A strict allow-list HTML sanitiser for operator content (help items, announcements, messages,
 * promotions). It runs on the server, before the HTML is rendered or sent in loader data, so the
 * browser never receives anything outside the list.
 *
 * Workers have no DOM, so this is a small tokenizer: allowed tags are re-emitted with only
 * their allowed attributes; dangerous elements are dropped with their content; any other tag is
 * removed but its text kept; text is escaped; the output is always balanced.
 */

const ALLOWED = new Set([
  "p",
  "br",
  "hr",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "span",
  "div",
  "blockquote",
  "h2",
  "h3",
  "h4",
  "h5",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);
const VOID = new Set(["br", "hr", "img"]);
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "svg",
  "math",
  "title",
  "textarea",
  "select",
  "head",
  "frameset",
  "frame",
  "applet",
]);
const ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(["href", "title"]),
  img: new Set(["src", "alt", "width", "height"]),
  td: new Set(["colspan", "rowspan"]),
  th: new Set(["colspan", "rowspan"]),
};
const MAX_DEPTH = 32;

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", colon: ":", tab: "\t", newline: "\n" };

/** Decodes character references (for judging attribute values; output is re-escaped). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[ref.toLowerCase()] ?? match;
  });
}

/** Escapes text, keeping character references the operator wrote (&amp;, &#8369; …) intact. */
function escapeText(value: string): string {
  return value
    .replace(/&(?!(?:#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** Attribute values are decoded before they are judged, so here every & is escaped. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Safe link targets: http(s), mailto, tel, or a same-site path. Everything else (javascript:, data:, //host) is refused. */
export function safeUrl(raw: string, kind: "href" | "src"): string | null {
  // Browsers ignore control characters and surrounding whitespace in URLs: so must the check.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return value;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (kind === "src") return scheme === "https" ? value : null;
  return scheme === "http" || scheme === "https" || scheme === "mailto" || scheme === "tel" ? value : null;
}

const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttributes(tag: string, source: string): string {
  const allowed = ATTRIBUTES[tag];
  if (!allowed) return "";
  const seen = new Set<string>();
  let out = "";
  for (const m of source.matchAll(ATTR_RE)) {
    const name = m[1]!.toLowerCase();
    if (!allowed.has(name) || seen.has(name)) continue;
    seen.add(name);
    const raw = m[2] ?? m[3] ?? m[4] ?? "";
    let value: string | null = decodeEntities(raw);
    if (name === "href" || name === "src") value = safeUrl(raw, name);
    else if (name === "width" || name === "height" || name === "colspan" || name === "rowspan") value = /^\d{1,4}$/.test(value) ? value : null;
    else value = value.slice(0, 200);
    if (value === null) continue;
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  if (tag === "a" && /\shref="https?:/i.test(out)) out += ' target="_blank" rel="noopener noreferrer nofollow"';
  if (tag === "img") out += ' loading="lazy" decoding="async"';
  return out;
}

const TOKEN_RE =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;

export function sanitizeHtml(input: string | null | undefined): string {
  const html = String(input ?? "");
  const stack: string[] = [];
  let out = "";
  let last = 0;
  TOKEN_RE.lastIndex = 0;
  for (let m = TOKEN_RE.exec(html); m; m = TOKEN_RE.exec(html)) {
    out += escapeText(html.slice(last, m.index));
    last = TOKEN_RE.lastIndex;
    const name = m[1]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const closing = m[0][1] === "/";
    if (DROP_WITH_CONTENT.has(name)) {
      if (closing) continue;
      // Skip to the matching end tag (or the end of input): the content is never shown.
      const end = new RegExp(`</${name}\\s*>`, "ig");
      end.lastIndex = last;
      const found = end.exec(html);
      last = found ? end.lastIndex : html.length;
      TOKEN_RE.lastIndex = last;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = stack.lastIndexOf(name);
      if (at === -1) continue;
      while (stack.length > at) out += `</${stack.pop()}>`;
      continue;
    }
    if (VOID.has(name)) {
      if (name === "img" && !/\ssrc="/.test(cleanAttributes(name, m[2] ?? ""))) continue;
      out += `<${name}${cleanAttributes(name, m[2] ?? "")}>`;
      continue;
    }
    if (stack.length >= MAX_DEPTH) continue;
    // A list item or paragraph does not nest inside its own kind: close the open one first.
    if ((name === "li" || name === "p") && stack.at(-1) === name) out += `</${stack.pop()}>`;
    stack.push(name);
    out += `<${name}${cleanAttributes(name, m[2] ?? "")}>`;
  }
  out += escapeText(html.slice(last));
  while (stack.length) out += `</${stack.pop()}>`;
  return out;
}

/** Plain text of operator HTML (for tickers, excerpts and accessible names), whitespace collapsed. */
export function htmlToText(input: string | null | undefined): string {
  const stripped = sanitizeHtml(input)
    .replace(/<(br|\/p|\/li|\/h\d|\/div|\/tr)[^>]*>/gi, " ")
    .replace(/<[^>]+>/g, "");
  return decodeEntities(stripped).replace(/\s+/g, " ").trim();
}
