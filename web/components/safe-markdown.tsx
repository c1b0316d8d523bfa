import Markdown, { type Components, defaultUrlTransform } from "react-markdown";

// Lotus's replies are written by a language model, which a web page or forum post it read may
// have talked into anything: they are rendered as Markdown only, never as HTML. Raw HTML is
// dropped, links go only to http(s) and mailto, and images are not loaded at all (an image URL
// is the classic way to leak a conversation to someone else's server).

const allowedProtocols = /^(https?:|mailto:)/i;

export function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  return allowedProtocols.test(cleaned) ? cleaned : "";
}

const components: Components = {
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

export function SafeMarkdown({ children }: { children: string }) {
  return (
    <Markdown skipHtml urlTransform={safeUrl} components={components}>
      {children}
    </Markdown>
  );
}
