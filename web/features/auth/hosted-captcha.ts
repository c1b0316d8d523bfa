// reCAPTCHA v3 and Turnstile, loaded from their providers only when the server is set up for
// them (CAPTCHA_PROVIDER). Both run invisibly and hand back a token for `recaptcha_token`.

type Grecaptcha = {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};
type Turnstile = {
  render(el: HTMLElement, options: Record<string, unknown>): string;
  execute(widgetId: string): void;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    turnstile?: Turnstile;
  }
}

const scripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error("reCAPTCHA did not load");
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}

export async function turnstileToken(siteKey: string, action: string): Promise<string> {
  await loadScript("https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit");
  const turnstile = window.turnstile;
  if (!turnstile) throw new Error("Turnstile did not load");
  // An off-screen container per token: the widget only appears if Cloudflare needs a click.
  const host = document.createElement("div");
  host.style.position = "fixed";
  host.style.bottom = "16px";
  host.style.left = "16px";
  host.style.zIndex = "60";
  document.body.appendChild(host);
  try {
    return await new Promise<string>((resolve, reject) => {
      const id = turnstile.render(host, {
        sitekey: siteKey,
        action,
        appearance: "interaction-only",
        execution: "execute",
        callback: resolve,
        "error-callback": () => reject(new Error("Turnstile failed")),
        "timeout-callback": () => reject(new Error("Turnstile timed out")),
      });
      turnstile.execute(id);
    });
  } finally {
    host.remove();
  }
}
