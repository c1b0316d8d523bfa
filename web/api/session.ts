import type { authEndpoints } from "../../common/api/auth";
import type { ResponseOf } from "../../common/api/endpoint";
import { api } from "./client";

// The two calls every page makes at start-up (is someone signed in, the client settings), without
// the endpoint table's value: importing it would pull zod and every accounts schema into the home
// page's first load. The paths are typed as the table's own literals, so a renamed path fails the
// type check here as it would through `call`.
type Auth = typeof authEndpoints;
const checkAuthPath: Auth["checkAuth"]["path"] = "/api/check_auth";
const clientConfigPath: Auth["clientConfig"]["path"] = "/api/client-config";

export const checkAuth = () => api<ResponseOf<Auth["checkAuth"]>>("GET", checkAuthPath);
export const clientConfig = () => api<ResponseOf<Auth["clientConfig"]>>("GET", clientConfigPath);
