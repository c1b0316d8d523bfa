import { Link } from "react-router";
import { copyrightLine, site } from "../../common/site";
import { LotusLogo } from "./logo";

const linkClass = "text-sm text-slate-600 hover:text-lagoon-700 hover:underline";

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="space-y-2">
          <LotusLogo />
          <p className="max-w-xs text-sm text-slate-500">
            Plan trips by chatting with an AI travel guide, and travel together.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>
          <Link to="/terms-of-service" className={linkClass}>
            Terms of Service
          </Link>
          <a href={`mailto:${site.supportEmail}`} className={linkClass}>
            Support
          </a>
          {site.social.map((s) => (
            <a key={s.name} href={s.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {s.name}
            </a>
          ))}
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500">
        {copyrightLine(new Date().getFullYear())}
      </p>
    </footer>
  );
}
