import { createServer, type Server } from "node:http";

// A local server speaking Google's OAuth tokeninfo and OpenID userinfo protocols, with bodies
// shaped as Google documents them, for access tokens the test registers.
export type GoogleAccount = {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
  email_verified: boolean;
  aud: string;
};

export async function startFakeGoogle(): Promise<{
  tokeninfoUrl: string;
  userinfoUrl: string;
  tokens: Map<string, GoogleAccount>;
  close(): Promise<void>;
}> {
  const tokens = new Map<string, GoogleAccount>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/tokeninfo") {
      const account = tokens.get(url.searchParams.get("access_token") ?? "");
      if (!account) return json(400, { error: "invalid_token", error_description: "Invalid Value" });
      return json(200, {
        azp: account.aud,
        aud: account.aud,
        sub: account.sub,
        scope: "openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile",
        exp: String(Math.floor(Date.now() / 1000) + 3599),
        expires_in: "3599",
        email: account.email,
        email_verified: String(account.email_verified),
        access_type: "online",
      });
    }
    if (url.pathname === "/v1/userinfo") {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
      const account = tokens.get(token);
      if (!account) {
        res.writeHead(401, {
          "www-authenticate": 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
        });
        return res.end();
      }
      return json(200, {
        sub: account.sub,
        name: `${account.given_name ?? ""} ${account.family_name ?? ""}`.trim(),
        given_name: account.given_name,
        family_name: account.family_name,
        picture: "https://lh3.googleusercontent.com/a/default-user",
        email: account.email,
        email_verified: account.email_verified,
      });
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    tokeninfoUrl: `http://127.0.0.1:${port}/tokeninfo`,
    userinfoUrl: `http://127.0.0.1:${port}/v1/userinfo`,
    tokens,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
