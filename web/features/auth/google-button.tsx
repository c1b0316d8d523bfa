import { useState } from "react";
import { googleAuth } from "../../api/auth";
import { Alert } from "../../components/alert";
import { useBotCheck, useClientConfig } from "./use-bot-check";

// Google Identity Services' token client, as much of it as we use.
type TokenResponse = { access_token?: string; error?: string; error_description?: string };
type GoogleAccounts = {
  oauth2: {
    initTokenClient(config: { client_id: string; scope: string; callback: (r: TokenResponse) => void }): {
      requestAccessToken(): void;
    };
  };
};
declare global {
  interface Window {
    google?: { accounts?: GoogleAccounts };
  }
}

const GIS_SRC = "https://accounts.google.com/gsi/client";
const USERINFO_URL = "https://openidconnect.googleapis.com/v1/userinfo";

function loadGoogleScript(): void {
  if (document.querySelector(`script[src="${GIS_SRC}"]`)) return;
  const script = document.createElement("script");
  script.src = GIS_SRC;
  script.async = true;
  document.head.appendChild(script);
}

/** 'Continue with Google': the spec's flow and messages (section 8). */
export function GoogleButton({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const config = useClientConfig();
  const { getToken } = useBotCheck();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clientId = config.data?.google_client_id;
  if (clientId) loadGoogleScript();

  async function finish(response: TokenResponse) {
    if (response.error || !response.access_token) {
      setError(response.error_description ?? response.error ?? "Failed to process Google authentication");
      setBusy(false);
      return;
    }
    try {
      const info = await (
        await fetch(USERINFO_URL, { headers: { authorization: `Bearer ${response.access_token}` } })
      ).json();
      const res = await googleAuth({
        access_token: response.access_token,
        recaptcha_token: await getToken(),
        user_info: {
          google_id: info.sub,
          email: info.email,
          first_name: info.given_name ?? "",
          last_name: info.family_name ?? "",
          email_verified: Boolean(info.email_verified),
        },
      });
      if (res.ok && res.data.success) await onSignedIn();
      else setError(res.data.message || "Google signup failed");
    } catch {
      setError("Failed to process Google authentication");
    } finally {
      setBusy(false);
    }
  }

  function start() {
    setError(null);
    const gis = window.google?.accounts;
    if (!clientId || !gis) {
      setError("Google authentication is not ready");
      return;
    }
    try {
      setBusy(true);
      gis.oauth2
        .initTokenClient({ client_id: clientId, scope: "openid email profile", callback: (r) => void finish(r) })
        .requestAccessToken();
    } catch {
      setBusy(false);
      setError("Failed to initialize Google authentication");
    }
  }

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={start}
        disabled={busy}
        className="flex w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 disabled:opacity-60"
      >
        <svg viewBox="0 0 48 48" className="size-5" aria-hidden>
          <path
            fill="#FFC107"
            d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
          />
          <path
            fill="#FF3D00"
            d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
          />
          <path
            fill="#4CAF50"
            d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
          />
          <path
            fill="#1976D2"
            d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
          />
        </svg>
        {busy ? "Connecting to Google..." : "Continue with Google"}
      </button>
      {error ? <Alert kind="error">{error}</Alert> : null}
    </div>
  );
}
