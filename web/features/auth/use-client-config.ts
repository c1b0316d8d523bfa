import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "../../api/query-keys";
import { clientConfig } from "../../api/session";

/** The server's client settings (bot check, Google client id, analytics), fetched once. */
export function useClientConfig() {
  return useQuery({
    queryKey: queryKeys.clientConfig,
    queryFn: async () => {
      const res = await clientConfig();
      if (!res.ok) throw new Error("client config unavailable");
      return res.data;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
