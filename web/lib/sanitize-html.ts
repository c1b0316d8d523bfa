import DOMPurify from "dompurify";

// Messages the planning screen shows as HTML (spec section 2: the rate error links to the plans
// and to the support address). Only links and basic formatting survive; scripts, handlers,
// styles, images and forms never do, whatever a message carries.

const ALLOWED_TAGS = ["a", "b", "strong", "em", "i", "br", "p", "ul", "ol", "li", "code"];
const ALLOWED_ATTR = ["href"];
// Our own pages, the web and mail only: no javascript:, data: or anything else. "//host" and
// "/\host" are other sites (browsers read a backslash as a slash), not our pages.
const SAFE_HREF = /^(\/(?![/\\])|https?:|mailto:)/i;

let configured = false;
function purifier() {
  if (configured) return DOMPurify;
  configured = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A") return;
    const href = node.getAttribute("href") ?? "";
    if (!SAFE_HREF.test(href)) {
      node.removeAttribute("href");
      return;
    }
    // Links leaving the app open in a new tab without handing it this window.
    if (/^https?:/i.test(href)) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer nofollow");
    }
  });
  return DOMPurify;
}

/** HTML reduced to links and basic formatting. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/** Text as HTML that shows it literally (what a person typed is never markup). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
