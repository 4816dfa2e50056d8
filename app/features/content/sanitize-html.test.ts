import { describe, expect, it } from "vitest";
import { htmlToText, safeUrl, sanitizeHtml } from "./sanitize-html";

describe("HTML sanitiser (strict allow-list for operator content)", () => {
  it("keeps allowed formatting", () => {
    const html = "<p>Hello <strong>big</strong> <em>world</em></p><ul><li>one</li><li>two</li></ul><h3>Title</h3>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("drops scripts, styles, iframes and svg together with their content", () => {
    expect(sanitizeHtml("<p>a</p><script>alert('x')</script><p>b</p>")).toBe("<p>a</p><p>b</p>");
    expect(sanitizeHtml("<style>body{display:none}</style>ok")).toBe("ok");
    expect(sanitizeHtml('<iframe src="https://evil"></iframe>x')).toBe("x");
    expect(sanitizeHtml("<svg><script>alert(1)</script></svg>y")).toBe("y");
    expect(sanitizeHtml("<SCRIPT>alert(1)</SCRIPT >z")).toBe("z");
    expect(sanitizeHtml("<script>never closed")).toBe("");
  });

  it("removes event handlers, style and every attribute not on the list", () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x" id="y">t</p>')).toBe("<p>t</p>");
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" onerror="alert(1)" alt="A">')).toBe(
      '<img src="https://cdn.example/a.png" alt="A" loading="lazy" decoding="async">',
    );
  });

  it("refuses javascript:, data: and protocol-relative links, however they are disguised", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href=" jav&#x61;script:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe("");
    expect(safeUrl("http://insecure.example/a.png", "src")).toBeNull();
  });

  it("keeps safe links; external ones open in a new tab without an opener", () => {
    expect(sanitizeHtml('<a href="/m/voucherCenter">Deposit</a>')).toBe('<a href="/m/voucherCenter">Deposit</a>');
    expect(sanitizeHtml('<a href="https://t.me/x">TG</a>')).toBe('<a href="https://t.me/x" target="_blank" rel="noopener noreferrer nofollow">TG</a>');
    expect(sanitizeHtml('<a href="mailto:help@example.com">mail</a>')).toBe('<a href="mailto:help@example.com">mail</a>');
  });

  it("unwraps unknown tags but keeps their text", () => {
    expect(sanitizeHtml("<font color=red>red</font> <marquee>move</marquee>")).toBe("red move");
    expect(sanitizeHtml("<form action=/x><input name=a>text</form>")).toBe("text");
  });

  it("escapes text and attribute quotes", () => {
    expect(sanitizeHtml("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
    expect(sanitizeHtml("Tom &amp; Jerry &#8369;5")).toBe("Tom &amp; Jerry &#8369;5");
    expect(sanitizeHtml('<a href="/m/x" title="a&quot;b">t</a>')).toBe('<a href="/m/x" title="a&quot;b">t</a>');
    expect(sanitizeHtml("<p>unterminated <b")).toBe("<p>unterminated &lt;b</p>");
  });

  it("always produces balanced markup", () => {
    expect(sanitizeHtml("<p><strong>open")).toBe("<p><strong>open</strong></p>");
    expect(sanitizeHtml("</div>stray</p>")).toBe("stray");
    expect(sanitizeHtml("<ul><li>a<li>b</ul>")).toBe("<ul><li>a</li><li>b</li></ul>");
    expect(sanitizeHtml("<p><em>x</p>")).toBe("<p><em>x</em></p>");
  });

  it("removes comments and doctype", () => {
    expect(sanitizeHtml("<!doctype html><!-- <script>alert(1)</script> -->ok")).toBe("ok");
  });

  it("treats null and empty input as empty", () => {
    expect(sanitizeHtml(null)).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });
});

describe("plain text of operator HTML", () => {
  it("strips tags, decodes entities and collapses whitespace", () => {
    expect(htmlToText("<p>Top up with <strong>GCash</strong> &amp; Maya.</p><ul><li>₱100</li></ul><script>x</script>")).toBe("Top up with GCash & Maya. ₱100");
  });
});
